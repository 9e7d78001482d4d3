import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * Finding: a 5xx consumed quota, so a caller paid for the service's own faults. Defence: a call
 * that ends in a 5xx gives its counted request back (one atomic decrement of the bucket it was
 * counted in), on REST and MCP alike, for keys and for the keyless per-address limits; no count is
 * lost when failures and successes run concurrently.
 */
const QUERY = { query: 'fill in a fillable PDF form with the customer address' };

describe.each(DIALECTS)('a 5xx never consumes quota (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_FETCH_PER_HOUR: '2' } });
  });
  afterAll(async () => server.close());

  const used = async (key: string) => (await server.request('GET', '/api/v1/account/me', { key })).body.quota.used as { hourly: number; monthly: number };

  /** Makes every second skill search fail with an internal error while `work` runs. */
  async function withFlakySkills<T>(work: () => Promise<T>): Promise<T> {
    const skills = server.ctx.services.skills;
    const original = skills.search;
    let n = 0;
    skills.search = (body, requestId) => {
      if (n++ % 2 === 0) throw new Error('index unavailable');
      return original(body, requestId);
    };
    try {
      return await work();
    } finally {
      skills.search = original;
    }
  }

  it('REST: 20 concurrent calls, half of them 500, count exactly the 10 that succeeded', async () => {
    const key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    const answers = await withFlakySkills(() =>
      Promise.all(Array.from({ length: 20 }, () => server.request('POST', '/api/v1/skills/search', { key, body: QUERY }))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 500)).toHaveLength(10);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(await used(key)).toEqual({ hourly: 10, monthly: 10 });
    const failed = answers.find((a) => a.status === 500)!;
    expect(failed.body.error).toMatch(/^internal error; quote request id req_/);
    // The header on the failed answer already counts the request as given back.
    expect(Number(failed.headers.get('ratelimit-remaining'))).toBeGreaterThan(4000);
  });

  it('an exhausted key stays usable: failures never push it over its limit', async () => {
    const key = await server.activate(); // 10 per hour
    const answers = await withFlakySkills(async () => {
      const out = [];
      for (let i = 0; i < 16; i++) out.push(await server.request('POST', '/api/v1/skills/search', { key, body: QUERY }));
      return out;
    });
    const ok = answers.filter((a) => a.status === 200).length;
    const failed = answers.filter((a) => a.status === 500).length;
    expect(failed).toBe(8);
    expect(ok).toBe(8);
    expect((await used(key)).hourly).toBe(8);
    const next = await server.request('POST', '/api/v1/skills/search', { key, body: QUERY });
    expect(next.status).toBe(200);
  });

  it('MCP: a tool call that fails with 500 is an isError result and costs nothing', async () => {
    const key = await server.activate();
    const answer = await withFlakySkills(() =>
      server.request('POST', '/mcp', { key, body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'skill.search', arguments: QUERY } } }),
    );
    expect(answer.body.result.isError).toBe(true);
    expect(answer.body.result._meta['svc/http_status']).toBe(500);
    expect((await used(key)).hourly).toBe(0);
    const record = await server.store.records.findRequest(answer.body.result._meta['svc/request_id']);
    expect(record).toMatchObject({ method: 'MCP', status: 500 });
  });

  it('the keyless per-address limit gives a failed call back too', async () => {
    const launch = server.ctx.services.launch;
    const original = launch.audit;
    launch.audit = async () => {
      throw new Error('resolver crashed');
    };
    const headers = { 'x-forwarded-for': '198.18.77.1' };
    const body = { url: 'https://example.com' };
    try {
      for (let i = 0; i < 4; i++) expect((await server.request('POST', '/api/v1/agent-launch/audit', { body, headers })).status).toBe(500);
    } finally {
      launch.audit = original;
    }
    // The limit is 2 per hour: after four failures given back, two more calls are admitted (an
    // unknown scan_id is the caller's 404, which counts) and the third is refused.
    const verify = () => server.request('POST', '/api/v1/agent-launch/verify', { body: { url: 'https://example.com', scan_id: 'scan_unknown' }, headers });
    const first = await verify();
    expect(first.status).toBe(404);
    expect(first.headers.get('ratelimit-remaining')).toBe('1');
    expect((await verify()).status).toBe(404);
    expect((await verify()).status).toBe(429);
  });
});
