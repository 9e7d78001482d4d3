import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { operationsOf, type OpenApiDocument } from '../fuzz/operations.js';
import { valid } from '../fuzz/schema-arbitrary.js';

/**
 * A lookup in a plain object with a key the caller chose finds Object.prototype's members for
 * "constructor", "__proto__" or "toString" and breaks (a 500 where an unknown word is a 400). Every
 * string field of every operation, one at a time, carries each of those names: no answer is a 5xx.
 * A field is named by its path with array positions left out: the items of one array share a
 * schema and a reader, so each field is tried once, in the first sample body that has it.
 * (Operations that fetch outside pages are left out: their strings are URLs and page text.)
 */
const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];
const FETCHING = /agent-launch|proof/;

type Path = Array<string | number>;

/** The paths of the string leaves of a JSON value. */
function stringLeaves(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...at, k]));
  return [];
}

function withLeaf(value: unknown, path: Path, leaf: string): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? withLeaf(v, rest, leaf) : v));
  const copy = { ...(value as Record<string, unknown>) };
  copy[head as string] = withLeaf(copy[head as string], rest, leaf);
  return copy;
}

describe.each(DIALECTS)('prototype names in every string field (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await server.activate();
    await server.store.accounts.setPlan((await server.request('GET', '/api/v1/account/me', { key })).body.account.id, 'enterprise');
    doc = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as OpenApiDocument;
  });
  afterAll(async () => server.close());

  it('never answer 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const op of operationsOf(doc).filter(
      (o) => o.method === 'POST' && o.body && o.template !== '/mcp' && !FETCHING.test(o.template) && !o.template.includes('{'),
    )) {
      const tried = new Set<string>();
      for (const body of fc.sample(valid(op.body!), { numRuns: 3, seed: 28 })) {
        for (const path of stringLeaves(body)) {
          const field = path.map((step) => (typeof step === 'number' ? '[]' : step)).join('.');
          if (tried.has(field)) continue;
          tried.add(field);
          for (const name of NAMES) {
            const sentBody = withLeaf(body, path, name);
            const res = await server.request('POST', op.template, { key, body: sentBody });
            sent++;
            if (res.status >= 500) failures.push(`${op.template} ${path.join('.')}=${name}: ${res.status}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 600_000);

  it('are unknown pages in the path, not redirects or errors', async () => {
    for (const name of NAMES) {
      const res = await fetch(`${server.baseUrl}/docs/${name}`, { redirect: 'manual' });
      expect(res.status, `/docs/${name}`).toBe(404);
    }
  });
});
