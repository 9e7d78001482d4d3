import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** Values an attacker or a confused agent might send in any field. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ minLength: 5000, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('__proto__'),
  fc.constantFrom('<script>alert(1)</script>', "'; drop table accounts; --", '\u0000', '\ud800', '../../etc/passwd', 'NaN', '1e309'),
  fc.array(fc.string(), { maxLength: 60 }),
  fc.dictionary(fc.string(), fc.anything(), { maxKeys: 5 }),
);

const bodies = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'rating', 'issue_categories', 'request_id', 'requested_api_name', 'problem', 'urgency', 'traffic_type', 'agent_name', 'source_path', 'notes',
      'user_request', 'query', 'origin', 'departure_window', 'budget_usd', 'destination_constraints', 'strict_mode', 'live_research_mode',
      'item_query', 'title', 'price_usd', 'listing_url', 'providers', 'max_results', 'url', 'entity_name', 'evidence_urls',
      'extra', '__proto__', 'constructor',
    ),
    hostile,
    { maxKeys: 6 },
  ),
  fc.anything(),
  fc.jsonValue(),
);

const raws = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', 'true', '"str"', '{"__proto__":{"admin":true}}', '\u0000\u0001', '{"rating":"useful","issue_categories":["other"],"rating":"blocked"}'),
);

describe('hostile input on every POST endpoint', () => {
  let server: TestServer;
  let key: string;
  let posts: string[];
  beforeAll(async () => {
    server = await startServer({ dialect: 'sqlite' });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    const doc = (await server.request('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    posts = Object.entries(doc.paths)
      .filter(([, methods]) => 'post' in methods)
      .map(([path]) => path)
      .filter((path) => !path.includes('{') && path !== '/mcp');
  });
  afterAll(async () => server.close());

  const tables = ['feedback', 'api_requests', 'commercial_intents', 'accounts'] as const;
  const counts = async () => Promise.all(tables.map((t) => server.store.records.count(t)));

  it('never answers 5xx and always answers 4xx with exactly {"error": string}', async () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), fc.oneof(bodies.map((b) => ({ body: b })), raws.map((r) => ({ raw: r }))), async (which, input) => {
        const path = posts[which % posts.length]!;
        const res = await server.request('POST', path, {
          key,
          ...('raw' in input ? { raw: input.raw, headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${which % 250}.${checked % 250}` } } : { body: input.body, headers: { 'x-forwarded-for': `10.8.${which % 250}.${checked % 250}` } }),
        });
        checked++;
        expect(res.status, `${path} ${JSON.stringify(input).slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(Object.keys(res.body)).toEqual(['error']);
          expect(typeof res.body.error).toBe('string');
          expect(res.body.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
    expect(checked).toBe(300);
  });

  it('stores nothing when it rejects', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1000 }), bodies, async (which, body) => {
        const path = posts[which % posts.length]!;
        const res = await server.request('POST', path, { key, body: { ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : { value: body }), __unknown_field__: true } });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await counts()).toEqual(before);
  });
});
