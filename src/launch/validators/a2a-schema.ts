import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { dataFilePath } from '../../data-paths.js';

/**
 * The agent card definitions of the JSON Schema bundle published with A2A 1.0
 * (data/standards/a2a-1.0-agent-card.schema.json; source and licence in data/standards/README.md).
 * The bundle keys definitions by title ("Agent Card") while its $refs name proto files
 * (lf.a2a.v1.AgentCard.jsonschema.json): a title without its spaces is the proto name.
 */
interface Bundle {
  definitions: Record<string, Record<string, unknown>>;
}

const schemaId = (title: string): string => {
  const name = title.replaceAll(' ', '');
  return name === 'Struct' ? `google.protobuf.${name}.jsonschema.json` : `lf.a2a.v1.${name}.jsonschema.json`;
};

interface AgentCardSchema {
  validate: ValidateFunction;
  fields: ReadonlySet<string>;
}

let compiled: AgentCardSchema | undefined;

/** A schema file published with a standard, as data/standards holds it. */
const readStandard = <T>(file: string): T => JSON.parse(readFileSync(dataFilePath(`standards/${file}`), 'utf8')) as T;

/** Read and compiled on first use: most processes never audit or generate an agent card. */
function agentCardSchema(): AgentCardSchema {
  if (compiled) return compiled;
  const bundle = readStandard<Bundle>('a2a-1.0-agent-card.schema.json');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  for (const [title, definition] of Object.entries(bundle.definitions)) ajv.addSchema(definition, schemaId(title));
  compiled = {
    validate: ajv.getSchema(schemaId('Agent Card')) as ValidateFunction,
    fields: new Set(Object.keys(bundle.definitions['Agent Card']?.properties ?? {})),
  };
  return compiled;
}

/** The fields an A2A 1.0 agent card may have at its top level. */
export const agentCardFields = (): ReadonlySet<string> => agentCardSchema().fields;

let compiledV03: ValidateFunction | undefined;

/**
 * The agent card schema published with A2A 0.3.0 (data/standards/a2a-0.3-agent-card.schema.json, JSON
 * Schema draft-07): the card of that version names its endpoint at the top level (url,
 * preferredTransport, additionalInterfaces) and its protocolVersion there.
 */
function agentCardSchemaV03(): ValidateFunction {
  compiledV03 ??= new Ajv({ strict: false, allErrors: true }).compile(readStandard<Record<string, unknown>>('a2a-0.3-agent-card.schema.json'));
  return compiledV03;
}

export type AgentCardVersion = '1.0' | '0.3';

/** What in a card the A2A schema of its version refuses, one sentence per problem (none when it conforms). */
export function agentCardSchemaProblems(card: unknown, version: AgentCardVersion = '1.0'): string[] {
  const validate = version === '1.0' ? agentCardSchema().validate : agentCardSchemaV03();
  if (validate(card)) return [];
  return (validate.errors ?? []).map((error) => {
    const where = error.instancePath === '' ? 'the card' : error.instancePath.slice(1).replaceAll('/', '.');
    const extra = error.keyword === 'additionalProperties' ? ` "${String(error.params.additionalProperty)}"` : '';
    return `A2A ${version} schema: ${where} ${error.message ?? 'is invalid'}${extra}`;
  });
}
