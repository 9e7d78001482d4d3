import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * Finding: only the older RateLimit-Limit / -Remaining / -Reset fields were sent. Defence: the
 * fields of the current IETF draft (draft-ietf-httpapi-ratelimit-headers: RateLimit-Policy with
 * q and w per named policy, RateLimit with r and t) beside the older ones, on every keyed answer
 * (REST and MCP, 429 included) and on the keyless per-address limits.
 */
const STRUCTURED_ITEM = /^"[a-z-]+";q=\d+;w=\d+$/;

describe.each(DIALECTS)('RateLimit header fields (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
    server.clock.set('2026-11-23T10:15:00Z');
  });
  afterAll(async () => server.close());

  it('a keyed answer names both windows in RateLimit-Policy and their state in RateLimit, consistent with the older fields', async () => {
    const key = await server.activate();
    const res = await server.request('POST', '/api/v1/skills/search', { key, body: { query: 'fill in a fillable PDF form with an address' } });
    expect(res.status).toBe(200);
    const policy = res.headers.get('ratelimit-policy')!;
    for (const item of policy.split(', ')) expect(item).toMatch(STRUCTURED_ITEM);
    expect(policy).toBe('"hourly";q=10;w=3600, "monthly";q=100;w=2592000');
    expect(res.headers.get('ratelimit')).toBe('"hourly";r=9;t=2700, "monthly";r=99;t=2591100');
    expect(res.headers.get('ratelimit-limit')).toBe('10');
    expect(res.headers.get('ratelimit-remaining')).toBe('9');
    expect(res.headers.get('ratelimit-reset')).toBe('2700');
  });

  it('a 429 carries them too, with Retry-After equal to the reset of the exhausted window', async () => {
    const key = await server.activate();
    for (let i = 0; i < 10; i++) await server.request('GET', '/api/v1/travel/destinations', { key });
    const over = await server.request('GET', '/api/v1/travel/destinations', { key });
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit')).toBe('"hourly";r=0;t=2700, "monthly";r=90;t=2591100');
    expect(over.headers.get('retry-after')).toBe('2700');
  });

  it('keyless per-address limits name their own policy', async () => {
    const res = await server.request('POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { 'x-forwarded-for': '198.18.9.9' } });
    expect(res.headers.get('ratelimit-policy')).toBe('"keyless-mcp";q=600;w=3600');
    expect(res.headers.get('ratelimit')).toBe('"keyless-mcp";r=599;t=2700');
  });
});
