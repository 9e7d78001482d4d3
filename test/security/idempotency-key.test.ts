import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/**
 * Finding: no Idempotency-Key, so a client that retries a POST after a timeout cannot know whether
 * its first attempt was stored, and stores it twice. Defence (Stripe's semantics): on POSTs that
 * create records, the first response to a key (per account, kept 24 hours in the database) is
 * replayed to a retry with the same body; the same key with another body is a 409; a call that
 * fails on the server's side keeps nothing, so the retry runs.
 */
const FEEDBACK = { rating: 'useful', issue_categories: ['other'], notes: 'idempotency' };

describe.each(DIALECTS)('Idempotency-Key (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const feedback = (idempotencyKey: string, body: object = FEEDBACK, apiKey = key) =>
    server.request('POST', '/api/v1/feedback', { key: apiKey, body, headers: { 'idempotency-key': idempotencyKey } });
  const used = async (apiKey = key) => (await server.request('GET', '/api/v1/account/me', { key: apiKey })).body.quota.used.hourly as number;

  it('replays the first response to a retry with the same key and body: stored once, charged once', async () => {
    const before = { stored: await server.store.records.count('feedback'), used: await used() };
    const first = await feedback('retry-1');
    const second = await feedback('retry-1', { notes: 'idempotency', issue_categories: ['other'], rating: 'useful' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await server.store.records.count('feedback')).toBe(before.stored + 1);
    expect(await used()).toBe(before.used + 1);
  });

  it('answers 409 for the same key with a different body, and stores nothing', async () => {
    await feedback('changed-1');
    const stored = await server.store.records.count('feedback');
    const other = await feedback('changed-1', { ...FEEDBACK, rating: 'blocked' });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: expect.stringMatching(/^Idempotency-Key "changed-1" was already used with different parameters/) });
    expect(await server.store.records.count('feedback')).toBe(stored);
  });

  it('under 10 concurrent first uses of one key, exactly one runs; the others replay it or are told it is in progress', async () => {
    const stored = await server.store.records.count('feedback');
    const answers = await Promise.all(Array.from({ length: 10 }, () => feedback('race-1')));
    expect(await server.store.records.count('feedback')).toBe(stored + 1);
    const ok = answers.filter((a) => a.status === 200);
    expect(new Set(ok.map((a) => a.body.feedback_id)).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.error).toMatch(/is still being processed; retry in a moment/);
    }
  });

  it('scopes keys per account: another account may use the same key for its own request', async () => {
    const other = await server.activate();
    const mine = await feedback('shared-name');
    const theirs = await feedback('shared-name', { ...FEEDBACK, rating: 'blocked' }, other);
    expect(theirs.status).toBe(200);
    expect(theirs.body.feedback_id).not.toBe(mine.body.feedback_id);
  });

  it("replays the handler's own 4xx (an unknown request_id stays unknown) and records nothing", async () => {
    const body = { request_id: 'req_doesnotexist', source_path: '/api/v1/travel/search/commercial-next-step' };
    const send = () => server.request('POST', '/api/v1/commercial/intent', { key, body, headers: { 'idempotency-key': 'intent-1' } });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
  });

  it('keeps nothing when the call fails on the server side: the retry runs', async () => {
    const records = server.ctx.services.store.records;
    const original = records.addFeedback.bind(records);
    records.addFeedback = async () => {
      throw new Error('disk on fire');
    };
    const failed = await feedback('after-500');
    records.addFeedback = original;
    expect(failed.status).toBe(500);
    const retry = await feedback('after-500');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('forgets a key after 24 hours', async () => {
    await feedback('expiring');
    server.clock.advance(24 * 3600_000 + 1000);
    const later = await feedback('expiring', { ...FEEDBACK, rating: 'blocked' });
    server.clock.set(new Date());
    expect(later.status).toBe(200);
  });

  it('refuses a key that is not 1 to 255 visible ASCII characters', async () => {
    const res = await feedback('x'.repeat(256));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID works well)' });
  });

  it('works over MCP too: the key on the POST /mcp applies to its tools/call', async () => {
    const call = () =>
      server.request('POST', '/mcp', {
        key,
        body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'feedback.submit', arguments: FEEDBACK } },
        headers: { 'idempotency-key': 'mcp-1' },
      });
    const stored = await server.store.records.count('feedback');
    const first = await call();
    const second = await call();
    expect(second.body.result.structuredContent).toEqual(first.body.result.structuredContent);
    expect(await server.store.records.count('feedback')).toBe(stored + 1);
  });
});
