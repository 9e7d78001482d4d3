import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * Finding: commercial intent was accepted for any own request id (a destination list, a no-match
 * search) and recorded again on every repeat; feedback accepted another account's request_id; one
 * async search could start a research job per result with no per-account cap. Defence: intent only
 * for a request that presented commercial_next_step, once per request; feedback only for the
 * caller's own requests; a cap on an account's unfinished research jobs, exact under concurrency.
 */
const MATCHED = { user_request: 'Long weekend from SFO in Northern California with redwoods, in May' };
const NO_MATCH = { user_request: 'a week in Narnia next month' };
const CAP = 3;

describe.each(DIALECTS)('business records on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // The worker is off, so async jobs stay unfinished and count against the cap.
    server = await startServer({ dialect, env: { RESEARCH_WORKER_CONCURRENCY: '0', RESEARCH_MAX_ACTIVE_JOBS_PER_ACCOUNT: String(CAP) } });
  });
  afterAll(async () => server.close());

  /** A key with room for the repeats (activation keys allow 10 calls an hour). */
  async function proKey(): Promise<string> {
    const key = await server.activate();
    await server.store.accounts.setPlan((await server.request('GET', '/api/v1/account/me', { key })).body.account.id, 'pro');
    return key;
  }
  const intent = (key: string, requestId: string) => server.request('POST', '/api/v1/commercial/intent', { key, body: { request_id: requestId } });
  const search = (key: string, body: object) => server.request('POST', '/api/v1/travel/search', { key, body });

  it('refuses commercial intent for own requests that presented no commercial_next_step', async () => {
    const key = await server.activate();
    const list = await server.request('GET', '/api/v1/travel/destinations', { key });
    const noMatch = await search(key, NO_MATCH);
    expect(noMatch.body.commercial_next_step).toBeNull();
    for (const requestId of [list.headers.get('x-request-id')!, noMatch.body.request_id]) {
      const res = await intent(key, requestId);
      expect(res.status).toBe(409);
      expect(Object.keys(res.body)).toEqual(['error']);
      expect(res.body.error).toMatch(/did not present commercial_next_step/);
    }
    expect(await server.store.records.count('commercial_intents')).toBe(0);
  });

  it('records one intent per request: repeats, also concurrent ones, answer the first record', async () => {
    const key = await proKey();
    const matched = await search(key, MATCHED);
    expect(matched.body.commercial_next_step).not.toBeNull();
    const before = await server.store.records.count('commercial_intents');
    const first = await intent(key, matched.body.request_id);
    expect(first.status).toBe(200);
    const repeats = await Promise.all(Array.from({ length: 10 }, () => intent(key, matched.body.request_id)));
    for (const res of repeats) {
      expect(res.status).toBe(200);
      expect(res.body.commercial_intent_id).toBe(first.body.commercial_intent_id);
    }
    expect(await server.store.records.count('commercial_intents')).toBe(before + 1);

    const fresh = await search(key, MATCHED);
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => intent(key, fresh.body.request_id)));
    expect(new Set(concurrent.map((r) => r.body.commercial_intent_id)).size).toBe(1);
    expect(await server.store.records.count('commercial_intents')).toBe(before + 2);
  });

  it("refuses feedback about another account's request, as if it did not exist", async () => {
    const victim = await server.activate();
    const attacker = await server.activate();
    const victimRequest = (await server.request('GET', '/api/v1/travel/destinations', { key: victim })).headers.get('x-request-id')!;
    const before = await server.store.records.count('feedback');
    const feedback = (key: string, requestId: string) =>
      server.request('POST', '/api/v1/feedback', { key, body: { rating: 'blocked', issue_categories: ['other'], request_id: requestId } });
    const foreign = await feedback(attacker, victimRequest);
    const unknown = await feedback(attacker, 'req_doesnotexist');
    expect([foreign.status, unknown.status]).toEqual([404, 404]);
    expect(Object.keys(foreign.body)).toEqual(['error']);
    expect(unknown.body.error.replace('req_doesnotexist', victimRequest)).toBe(foreign.body.error);
    expect(await server.store.records.count('feedback')).toBe(before);
    expect((await feedback(victim, victimRequest)).status).toBe(200);
    expect(await server.store.records.count('feedback')).toBe(before + 1);
  });

  async function unfinishedJobs(accountId: string): Promise<number> {
    const row = await server.store.db.kysely
      .selectFrom('research_jobs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('finished_at', 'is', null)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  it(`caps an account's unfinished research jobs at ${CAP}, also under concurrent searches`, async () => {
    const key = await proKey();
    const accountId = (await server.request('GET', '/api/v1/account/me', { key })).body.account.id;
    const async = { ...MATCHED, live_research_mode: 'async_only' };
    const first = await search(key, async);
    expect(first.body.results.length).toBeGreaterThan(CAP);
    // Results are researched in parallel, so which ones got a job is not fixed; how many is.
    const statuses: Array<{ job_id: string | null; partial_return_contract: string }> = first.body.results.map(
      (r: { research_status: unknown }) => r.research_status,
    );
    expect(statuses.filter((s) => s.job_id !== null)).toHaveLength(CAP);
    for (const refused of statuses.filter((s) => s.job_id === null)) {
      expect(refused.partial_return_contract).toMatch(new RegExp(`already has ${CAP} live research jobs running`));
    }
    expect(await unfinishedJobs(accountId)).toBe(CAP);

    await Promise.all(Array.from({ length: 4 }, () => search(key, { ...async, user_request: 'A week of hiking in the Alps in July' })));
    expect(await unfinishedJobs(accountId)).toBe(CAP);

    const other = await server.activate();
    const otherId = (await server.request('GET', '/api/v1/account/me', { key: other })).body.account.id;
    await search(other, async);
    expect(await unfinishedJobs(otherId)).toBe(CAP);
  });
});
