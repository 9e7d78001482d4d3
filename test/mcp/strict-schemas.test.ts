import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { transformJSONSchema } from '@anthropic-ai/sdk/lib/transform-json-schema';
import { GoogleGenAI, type Schema as GeminiSchema } from '@google/genai';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { toStrictJsonSchema } from 'openai/lib/transform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractArguments, plainJsonSchema, toolList } from '../../src/mcp/tools.js';
import { operationForTool, TOOL_OPERATIONS } from '../../src/operations/index.js';
import { validateInput } from '../../src/operations/validate.js';
import { valid, type Schema } from '../fuzz/schema-arbitrary.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { callToolRaw } from './helpers.js';

/**
 * The strict profile (/mcp?schemas=strict) against each provider's own code where its SDK ships
 * some, and against its published rules otherwise:
 * - OpenAI: the `openai` package's toStrictJsonSchema (what its strict helpers send) must accept
 *   every input schema unchanged; limits from https://platform.openai.com/docs/guides/structured-outputs#supported-schemas
 *   (5000 properties, 10 levels of nesting, 1000 enum values, 120,000 characters of names and values).
 * - Anthropic: `@anthropic-ai/sdk`'s transformJSONSchema (strict tool use) must find nothing to
 *   move into descriptions or drop; https://docs.claude.com/en/docs/build-with-claude/structured-outputs#json-schema-limitations
 * - Gemini: `@google/genai` converts each schema as it sends it (function declaration parameters);
 *   what reaches the wire must use only the fields of the Schema object as older models take it
 *   (https://ai.google.dev/api/caching#Schema: type, description, nullable, enum on strings,
 *   items, properties, required; no format other than enum/date-time, no anyOf on older models).
 */

const strict = toolList('portable', 'strict').tools;
const compact = toolList('portable').tools;
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every schema node of a schema, with its nesting depth in objects and arrays. */
function nodes(schema: unknown, depth = 0, out: Array<{ node: Json; depth: number }> = []): Array<{ node: Json; depth: number }> {
  if (!isObject(schema)) return out;
  out.push({ node: schema, depth });
  if (isObject(schema.properties)) for (const child of Object.values(schema.properties)) nodes(child, depth + 1, out);
  if (schema.items) nodes(schema.items, depth + 1, out);
  if (Array.isArray(schema.anyOf)) for (const branch of schema.anyOf) nodes(branch, depth, out);
  return out;
}

describe('strict schema profile: OpenAI strict mode', () => {
  it.each(strict.map((t) => [t.name, t.inputSchema] as const))('%s passes the openai SDK strict conversion unchanged', (_name, schema) => {
    expect(toStrictJsonSchema(schema)).toEqual(schema);
  });

  it('stays inside the published size limits', () => {
    const all = strict.flatMap((t) => nodes(t.inputSchema));
    const properties = all.flatMap(({ node }) => (isObject(node.properties) ? Object.keys(node.properties) : []));
    const enumValues = all.flatMap(({ node }) => (Array.isArray(node.enum) ? (node.enum as string[]) : []));
    expect(properties.length).toBeLessThanOrEqual(5000);
    expect(Math.max(...all.map((n) => n.depth))).toBeLessThanOrEqual(10);
    expect(enumValues.length).toBeLessThanOrEqual(1000);
    expect([...properties, ...enumValues].join('').length).toBeLessThanOrEqual(120_000);
  });

  it('would refuse the compact schemas (the check bites)', () => {
    const refused = compact.filter((t) => {
      try {
        toStrictJsonSchema(t.inputSchema);
        return false;
      } catch {
        return true;
      }
    });
    expect(refused.length).toBe(compact.length);
  });
});

/** The Anthropic SDK states an enum by its values alone; the type beside one is the only thing it drops. */
function withoutTypeBesideEnum(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutTypeBesideEnum);
  if (!isObject(schema)) return schema;
  const entries = Object.entries(schema).filter(([key]) => !(key === 'type' && 'enum' in schema));
  return Object.fromEntries(entries.map(([key, value]) => [key, key === 'enum' ? value : withoutTypeBesideEnum(value)]));
}

describe('strict schema profile: Anthropic strict tool use', () => {
  it.each(strict.map((t) => [t.name, t.inputSchema] as const))('%s passes the @anthropic-ai/sdk transform with nothing moved or dropped', (_name, schema) => {
    expect(transformJSONSchema(schema)).toEqual(withoutTypeBesideEnum(schema));
  });

  it('would move constraints out of the compact schemas (the check bites)', () => {
    const changed = compact.filter((t) => JSON.stringify(transformJSONSchema(t.inputSchema)) !== JSON.stringify(withoutTypeBesideEnum(t.inputSchema)));
    expect(changed.length).toBeGreaterThan(0);
  });
});

const GEMINI_FIELDS = new Set(['type', 'description', 'nullable', 'enum', 'items', 'properties', 'required']);
const GEMINI_TYPES = new Set(['STRING', 'NUMBER', 'INTEGER', 'BOOLEAN', 'ARRAY', 'OBJECT']);

/** What in one converted schema an older Gemini model refuses. */
function geminiProblems(schema: unknown): string[] {
  return nodes(schema).flatMap(({ node }) => [
    ...Object.keys(node)
      .filter((key) => !GEMINI_FIELDS.has(key))
      .map((key) => `field ${key}`),
    ...(GEMINI_TYPES.has(String(node.type)) ? [] : [`type ${String(node.type)}`]),
    ...(node.enum !== undefined && node.type !== 'STRING' ? ['enum on a non-string'] : []),
    ...(Array.isArray(node.required) && isObject(node.properties)
      ? node.required.filter((name) => !(name in (node.properties as Json))).map((n) => `required ${n}`)
      : []),
  ]);
}

describe('strict schema profile: Gemini function declarations', () => {
  let fake: Server;
  let baseUrl: string;
  const sent: Json[] = [];

  beforeAll(async () => {
    // A local server speaking generateContent's wire format; it keeps what the SDK sent.
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        sent.push(JSON.parse(body) as Json);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] }, finishReason: 'STOP' }] }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise<void>((resolve) => fake.close(() => resolve())));

  /** The parameters @google/genai puts on the wire for each tool of a list. */
  async function converted(tools: typeof strict): Promise<Map<string, unknown>> {
    const ai = new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl } });
    sent.length = 0;
    // The SDK takes JSON Schema here and converts it as it sends it; its type names the converted form.
    const functionDeclarations = tools.map((t) => ({
      name: t.name,
      description: t.description,
      parameters: structuredClone(t.inputSchema) as unknown as GeminiSchema,
    }));
    await ai.models.generateContent({ model: 'gemini-2.0-flash', contents: 'plan a trip', config: { tools: [{ functionDeclarations }] } });
    const declarations = ((sent[0]?.tools as Json[])[0]?.functionDeclarations ?? []) as Json[];
    return new Map(declarations.map((d) => [String(d.name), d.parameters]));
  }

  it('every tool reaches the wire with only the fields older models take', async () => {
    const wire = await converted(strict);
    expect([...wire.keys()]).toEqual(strict.map((t) => t.name));
    for (const [name, parameters] of wire) expect(geminiProblems(parameters), name).toEqual([]);
  });

  it('the compact schemas would not (the check bites)', async () => {
    const wire = await converted(compact);
    expect([...wire.values()].flatMap(geminiProblems)).toContain('field format');
  });
});

/** What a strict host sends for a contract-valid call: every field present, null for the ones left out. */
function asStrictHostSends(schema: Json, value: unknown): unknown {
  if (Array.isArray(value)) return isObject(schema.items) ? value.map((item) => asStrictHostSends(schema.items as Json, item)) : value;
  if (!isObject(value) || !isObject(schema.properties)) return value;
  const properties = schema.properties as Record<string, Json>;
  return Object.fromEntries(Object.keys(properties).map((name) => [name, name in value ? asStrictHostSends(properties[name]!, value[name]) : null]));
}

function withoutDeprecated(schema: ReturnType<typeof plainJsonSchema>): ReturnType<typeof plainJsonSchema> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, { deprecated?: boolean }>).filter(([, field]) => field.deprecated !== true);
  return { ...schema, properties: Object.fromEntries(properties) };
}

describe('strict schema profile: the server accepts what it lets a model send', () => {
  const ajv = new Ajv({ strict: false });

  it.each(TOOL_OPERATIONS.map((op) => op.tool!.name))('%s: contract-valid calls sent the strict way validate', (name) => {
    const op = operationForTool(name)!;
    // The calls a model can make: the contract without its deprecated aliases, which tools/list leaves out.
    const contract = withoutDeprecated(plainJsonSchema(op.input));
    const profile = ajv.compile(strict.find((t) => t.name === name.replaceAll('.', '_'))!.inputSchema);
    let checked = 0;
    for (const call of fc.sample(valid(contract as Schema), { numRuns: 40, seed: 28 })) {
      try {
        validateInput(op, structuredClone(call));
      } catch {
        continue; // outside what the schema alone states (for example a NUL character)
      }
      const sentStrictly = asStrictHostSends(contract, call) as Json;
      expect(profile(sentStrictly), JSON.stringify(profile.errors)).toBe(true);
      expect(() => validateInput(op, contractArguments(op, sentStrictly))).not.toThrow();
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});

describe.each(DIALECTS)('strict schema profile over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
  });
  afterAll(async () => server.close());

  it('?schemas=strict lists the strict profile; tools/call takes nulls for optional arguments at any depth', async () => {
    const listed = await server.request('POST', '/mcp?tool_names=portable&schemas=strict', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    expect(listed.status).toBe(200);
    expect(listed.body.result).toEqual(JSON.parse(JSON.stringify({ tools: strict })));

    const args = {
      user_request: 'A week of hiking in Portugal in May',
      query: null,
      origin: null,
      budget_usd: null,
      destination_constraints: [{ type: 'country', value: 'Portugal', hard: null }],
      detail: null,
    };
    const called = await callToolRaw(server, 'travel_intent_parse', args, key);
    expect(called.status).toBe(200);
    expect(called.body.result.isError, called.body.result.content[0].text).toBeFalsy();

    const wrong = await callToolRaw(server, 'travel_intent_parse', { ...args, user_request: 7 }, key);
    expect(wrong.body.result.isError).toBe(true);
  });
});
