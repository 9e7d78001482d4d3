import fc from 'fast-check';
import { HOSTILE_STRINGS, invalid, valid, type Schema } from './schema-arbitrary.js';

/** One operation of the served OpenAPI document, as the fuzzer needs it. */
export interface Operation {
  method: string;
  template: string;
  secured: boolean;
  pathParams: Array<{ name: string; schema: Schema }>;
  body: Schema | null;
  /** Documented responses: status -> JSON schema (null when the body is not JSON). */
  responses: Map<number, Schema | null>;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      secured: (op.security?.length ?? 0) > 0,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
      responses: new Map(Object.entries(op.responses ?? {}).map(([status, r]) => [Number(status), r.content?.['application/json']?.schema ?? null] as const)),
    })),
  );
}

/** A request as generated; `fromPool` fields are filled at send time with ids the server gave out. */
export interface FuzzRequest {
  kind: 'valid' | 'invalid' | 'raw';
  method: string;
  path: string;
  query: string;
  auth: 'key' | 'none' | 'malformed' | 'unknown';
  contentType: string | null;
  body: { json: unknown } | { raw: string } | null;
  /** Replace request_id fields and path ids with ones seen in earlier answers. */
  fromPool: boolean;
}

const RAW_BODIES = [
  '{',
  '{"a":',
  '[1,2',
  'null',
  'true',
  '"str"',
  '[]',
  '0',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\u0000\u0001',
  '{"a":1,"a":2}',
  '{"a":"\\ud800"}',
  `[${'['.repeat(5000)}${']'.repeat(5000)}]`,
  `{"x":"${'z'.repeat(300_000)}"}`,
];

/** encodeURIComponent refuses lone surrogates; they travel as U+FFFD (the raw form still sends them). */
const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function pathArbitrary(op: Operation, kind: FuzzRequest['kind']): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.template);
  const values = op.pathParams.map((p) =>
    (kind === 'valid' ? valid(p.schema) : fc.oneof(fc.constantFrom(...HOSTILE_STRINGS, '..', '%', 'a/b', 'x'.repeat(150)), fc.string())).map(String),
  );
  return fc.tuple(...values, fc.boolean()).map((parts) => {
    const encodeRaw = parts.pop() as boolean;
    return op.pathParams.reduce(
      (path, p, i) => path.replace(`{${p.name}}`, encodeRaw ? (parts[i] as string) : encodeURIComponent(wellFormed(parts[i] as string))),
      op.template,
    );
  });
}

const queryArbitrary = fc.oneof(
  { weight: 8, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('?q=a&q=b', '?__proto__=1', '?constructor[prototype]=x', '?a=%', '?x=' + 'y'.repeat(3000)) },
);

/** Requests for one operation: mostly valid or broken in one place, some malformed at the HTTP level. */
export function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const common = (kind: FuzzRequest['kind']) =>
    fc.record({
      path: pathArbitrary(op, kind),
      query: queryArbitrary,
      auth: op.secured
        ? fc.oneof(
            { weight: 12, arbitrary: fc.constant('key' as const) },
            { weight: 1, arbitrary: fc.constantFrom('none' as const, 'malformed' as const, 'unknown' as const) },
          )
        : fc.constantFrom('none' as const, 'key' as const),
      fromPool: fc.boolean(),
    });
  const json = (value: fc.Arbitrary<unknown>, kind: FuzzRequest['kind']) =>
    fc.tuple(common(kind), op.body ? value : fc.constant(undefined)).map(([c, v]) => ({
      ...c,
      kind,
      method: op.method,
      contentType: op.body ? 'application/json' : null,
      body: op.body ? { json: v } : null,
    }));
  const validBody = op.body ? valid(op.body) : fc.constant(undefined);
  const invalidBody = op.body ? invalid(op.body) : fc.constant(undefined);
  const raw = fc
    .tuple(
      common('raw'),
      fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string()),
      fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', null),
    )
    .map(([c, text, contentType]) => ({ ...c, kind: 'raw' as const, method: op.method, contentType, body: { raw: text } }));
  return fc.oneof({ weight: 5, arbitrary: json(validBody, 'valid') }, { weight: 4, arbitrary: json(invalidBody, 'invalid') }, { weight: 1, arbitrary: raw });
}
