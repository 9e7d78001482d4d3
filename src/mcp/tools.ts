import type { TSchema } from '@sinclair/typebox';
import { portableToolName, TOOL_OPERATIONS } from '../operations/index.js';
import type { Operation } from '../operations/types.js';

type JsonSchemaObject = { type: 'object'; [key: string]: unknown };

/** How tools/list names the tools: as the spec has them, or portable (`/mcp?tool_names=portable`). */
export type ToolNaming = 'spec' | 'portable';

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
  if (depth <= 0 && NESTED.some((keyword) => keyword in schema)) return schema.type === undefined ? {} : { type: schema.type };
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (PROSE.has(keyword)) continue;
    if (SCHEMA_MAPS.has(keyword) && isObject(value)) out[keyword] = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, compact(s, depth - 1)]));
    else if (keyword === 'items' || keyword === 'additionalProperties') out[keyword] = compact(value, depth - 1);
    else out[keyword] = compact(value, depth);
  }
  return out;
}

/** The first sentence of a description: what a model needs to pick a value; the rest is in /openapi.json. */
const firstSentence = (text: string) => /^.*?[.;](?=\s|$)/.exec(text)?.[0].replace(/[.;]$/, '') ?? text;

/**
 * The inputSchema tools/list publishes: the contract without prose, except the first sentence of
 * each top-level field's description. The server validates calls against the whole contract.
 */
function inputSchema(op: Operation): JsonSchemaObject {
  const plain = plainJsonSchema(op.input);
  const out = compact(plain, Infinity) as JsonSchemaObject & { properties?: Record<string, Record<string, unknown>> };
  if (isObject(plain.properties) && out.properties) {
    for (const [name, field] of Object.entries(plain.properties)) {
      if (isObject(field) && typeof field.description === 'string' && out.properties[name]) out.properties[name].description = firstSentence(field.description);
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

function definition(op: Operation, naming: ToolNaming): McpToolDefinition {
  const tool = op.tool!;
  const writes = op.writes === true;
  const cost = op.quota === 'consume' ? 'needs Authorization: Bearer and consumes one request of quota' : 'needs Authorization: Bearer';
  return {
    name: naming === 'portable' ? portableToolName(tool.name) : tool.name,
    title: tool.title,
    description: `${tool.description} (Same as ${op.method} ${op.path}; ${cost}.)`,
    inputSchema: inputSchema(op),
    outputSchema: outputSchema(op),
    annotations: { title: tool.title, readOnlyHint: !writes, destructiveHint: false, idempotentHint: !writes, openWorldHint: tool.openWorld },
  };
}

const cache = new Map<ToolNaming, { tools: McpToolDefinition[] }>();

/** The tools/list answer, built once per naming from the operation table. */
export function toolList(naming: ToolNaming): { tools: McpToolDefinition[] } {
  let list = cache.get(naming);
  if (!list) cache.set(naming, (list = { tools: TOOL_OPERATIONS.map((op) => definition(op, naming)) }));
  return list;
}
