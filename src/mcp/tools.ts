import type { TSchema } from '@sinclair/typebox';
import { portableToolName, TOOL_OPERATIONS } from '../operations/index.js';
import type { Operation } from '../operations/types.js';
import { nullsAsAbsent, strictInputSchema } from './strict-schema.js';

type JsonSchemaObject = { type: 'object'; [key: string]: unknown };

/** How tools/list names the tools: as the spec has them, or portable (`/mcp?tool_names=portable`). */
export type ToolNaming = 'spec' | 'portable';

/**
 * Which input schemas tools/list publishes: the compact contract, or the strict profile that
 * strict tool-calling hosts accept (`/mcp?schemas=strict`, see strict-schema.ts).
 */
export type SchemaProfile = 'compact' | 'strict';

/** A tool as tools/list publishes it. */
export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchemaObject;
  outputSchema: JsonSchemaObject;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/**
 * Plain JSON Schema from a TypeBox contract: TypeBox's symbol keys are dropped by the JSON round
 * trip, and nested `$id`s are dropped so a client's validator never sees one id twice. No
 * `$schema` is named: MCP's default dialect (2020-12) applies, and the contracts use only
 * keywords that draft-07 validators in older clients read the same way.
 */
export function plainJsonSchema(schema: TSchema): JsonSchemaObject {
  const plain = JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === '$id' ? undefined : value))) as Record<string, unknown>;
  if (plain.type !== 'object' && !Array.isArray(plain.anyOf)) throw new Error(`MCP tool schemas must be objects; got type ${String(plain.type)}`);
  return { ...plain, type: 'object' } as JsonSchemaObject;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const PROSE = new Set(['description', 'title', 'examples']);
/** Keywords whose value maps names (property names, not keywords) to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keywords that describe what is inside an object or array. */
const NESTED = [
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'anyOf',
  'oneOf',
  'allOf',
  'required',
  'minItems',
  'maxItems',
  'uniqueItems',
];

/**
 * A schema without its prose (descriptions, titles, examples), and below `depth` levels of
 * properties and items, objects and arrays stated by type alone: it still accepts everything the
 * contract accepts, in a fraction of the bytes. The whole shape, with its prose, is in /openapi.json.
 */
function compact(schema: unknown, depth: number): unknown {
  if (Array.isArray(schema)) return schema.map((s) => compact(s, depth));
  if (!isObject(schema)) return schema;
  if (depth <= 0 && NESTED.some((keyword) => Object.hasOwn(schema, keyword))) return schema.type === undefined ? {} : { type: schema.type };
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (PROSE.has(keyword)) continue;
    if (SCHEMA_MAPS.has(keyword) && isObject(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, compact(s, depth - 1)]));
    else if (keyword === 'items' || keyword === 'additionalProperties') out[keyword] = compact(value, depth - 1);
    else out[keyword] = compact(value, depth);
  }
  return out;
}

/** The first sentence of a description ("e.g." and "i.e." end none): what a model needs to pick a value; the rest is in /openapi.json. */
const firstSentence = (text: string) => /^.*?(?<!\b(?:e\.g|i\.e))[.;](?=\s|$)/.exec(text)?.[0].replace(/[.;]$/, '') ?? text;

/**
 * The inputSchema tools/list publishes: the contract without prose, except the first sentence of
 * each top-level field's description, and without deprecated fields. The server validates calls
 * against the whole contract.
 */
function inputSchema(op: Operation): JsonSchemaObject {
  const plain = plainJsonSchema(op.input);
  const out = compact(plain, Infinity) as JsonSchemaObject & { properties?: Record<string, Record<string, unknown>> };
  if (isObject(plain.properties) && out.properties) {
    for (const [name, field] of Object.entries(plain.properties)) {
      // A deprecated alias ("query" for user_request) still validates on the server; a model is shown one name.
      if (isObject(field) && field.deprecated === true) delete out.properties[name];
      else if (isObject(field) && typeof field.description === 'string' && out.properties[name])
        out.properties[name].description = firstSentence(field.description);
    }
  }
  return out;
}

/**
 * The outputSchema clients validate structuredContent against: each top-level field with its type
 * (objects and arrays by type alone). The standard detail level (a projection of the full shape,
 * spelled out in /openapi.json) is stated as "an object with detail standard".
 */
function outputSchema(op: Operation): JsonSchemaObject {
  const plain = compact(plainJsonSchema(op.output), 1) as JsonSchemaObject;
  if (!Array.isArray(plain.anyOf)) return plain;
  const anyOf = plain.anyOf.map((branch) => {
    const detail = isObject(branch) && isObject(branch.properties) ? branch.properties.detail : undefined;
    if (!isObject(detail) || detail.const !== 'standard') return branch;
    return {
      type: 'object',
      required: ['detail', 'omitted'],
      properties: { detail: { const: 'standard' }, omitted: { type: 'array', items: { type: 'string' } } },
    };
  });
  return { ...plain, anyOf };
}

function definition(op: Operation, naming: ToolNaming, profile: SchemaProfile): McpToolDefinition {
  const tool = op.tool!;
  const writes = op.writes === true;
  const cost = op.quota === 'consume' ? 'Bearer key; one request of quota' : 'Bearer key';
  return {
    name: naming === 'portable' ? portableToolName(tool.name) : tool.name,
    title: tool.title,
    description: `${tool.description} (${op.method} ${op.path}; ${cost}.)`,
    inputSchema: profile === 'strict' ? strictInputSchema(inputSchema(op), tool.name) : inputSchema(op),
    outputSchema: outputSchema(op),
    annotations: { title: tool.title, readOnlyHint: !writes, destructiveHint: false, idempotentHint: !writes, openWorldHint: tool.openWorld },
  };
}

const cache = new Map<string, { tools: McpToolDefinition[] }>();

/** The tools/list answer, built once per naming and profile from the operation table. */
export function toolList(naming: ToolNaming, profile: SchemaProfile = 'compact'): { tools: McpToolDefinition[] } {
  const key = `${naming} ${profile}`;
  let list = cache.get(key);
  if (!list) cache.set(key, (list = { tools: TOOL_OPERATIONS.map((op) => definition(op, naming, profile)) }));
  return list;
}

const contracts = new Map<Operation, JsonSchemaObject>();

/**
 * tools/call arguments as the contract reads them: a null for an optional field is that field
 * left out, as strict hosts send it (on every URL: a host may list on one and call on another).
 */
export function contractArguments(op: Operation, args: Record<string, unknown>): unknown {
  let contract = contracts.get(op);
  if (!contract) contracts.set(op, (contract = plainJsonSchema(op.input)));
  return nullsAsAbsent(contract, args);
}
