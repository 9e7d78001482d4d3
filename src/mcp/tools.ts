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

/** A schema without its prose (descriptions, titles, examples): what it accepts is unchanged. */
function withoutProse(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutProse);
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (PROSE.has(keyword)) continue;
    out[keyword] = SCHEMA_MAPS.has(keyword) && isObject(value) ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, withoutProse(s)])) : withoutProse(value);
  }
  return out;
}

/**
 * The outputSchema clients validate structuredContent against. The prose stays in /openapi.json
 * and /schema.json, and the standard detail level (a projection of the full shape, spelled out
 * there) is stated as "an object with detail standard", so tools/list stays small enough to read.
 */
function outputSchema(op: Operation): JsonSchemaObject {
  const plain = withoutProse(plainJsonSchema(op.output)) as JsonSchemaObject;
  if (!Array.isArray(plain.anyOf)) return plain;
  const anyOf = plain.anyOf.map((branch) => {
    const detail = isObject(branch) && isObject(branch.properties) ? branch.properties.detail : undefined;
    if (!isObject(detail) || detail.const !== 'standard') return branch;
    return { type: 'object', required: ['detail', 'omitted'], properties: { detail: { const: 'standard' }, omitted: { type: 'array', items: { type: 'string' } } } };
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
    inputSchema: plainJsonSchema(op.input),
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
