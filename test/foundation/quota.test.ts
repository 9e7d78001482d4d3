import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, testClock, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('quotas on %s', (dialect) => {
  let server: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    clock.set('2026-11-22T10:15:00.000Z');
    server = await startServer({ dialect, clock });
  });
  afterAll(async () => server.close());

  const spend = (key: string) => server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });

  it('admits exactly the hourly limit, then 429 with Retry-After, then resets on the next hour', async () => {
    const key = await server.activate();
    for (let i = 0; i < 10; i++) {
      const res = await spend(key);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-remaining')).toBe(String(9 - i));
    }
    const over = await spend(key);
    expect(over.status).toBe(429);
    expect(Object.keys(over.body)).toEqual(['error']);
    expect(over.body.error).toMatch(/hourly limit of 10 requests/);
    expect(over.body.error).toContain('2026-11-22T11:00:00.000Z');
    expect(over.headers.get('retry-after')).toBe(String(45 * 60));
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(over.headers.get('ratelimit-reset')).toBe(String(45 * 60));
    // A rejected call stores nothing and costs nothing.
    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.body.quota.used).toEqual({ hourly: 10, monthly: 10 });

    clock.set('2026-11-22T11:00:01.000Z');
    const after = await spend(key);
    expect(after.status).toBe(200);
    expect(after.headers.get('ratelimit-remaining')).toBe('9');
  });

  it('counts the monthly limit over a rolling 30 days', async () => {
    clock.set('2026-11-01T00:30:00.000Z');
    const key = await server.activate();
    // 100 requests spread over 10 hours fill the 30-day window of an activation key.
    for (let hour = 0; hour < 10; hour++) {
      clock.set(new Date(Date.UTC(2026, 10, 1, hour, 30)));
      for (let i = 0; i < 10; i++) expect((await spend(key)).status).toBe(200);
    }
    clock.set('2026-11-05T12:00:00.000Z');
    const over = await spend(key);
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/100 requests per rolling 30 days/);
    // The first hour's requests leave the window 30 days after their hour began.
    expect(over.body.error).toContain('2026-12-01T00:00:00.000Z');
    clock.set('2026-12-01T00:10:00.000Z');
    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.body.quota.used.monthly).toBe(90);
    expect((await spend(key)).status).toBe(200);
  });

  it('does not charge for account/me or for rejected input', async () => {
    clock.set('2026-11-22T15:00:00.000Z');
    const key = await server.activate();
    for (let i = 0; i < 12; i++) expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(200);
    const bad = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'meh', issue_categories: [] } });
    expect(bad.status).toBe(400);
    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.body.quota.used).toEqual({ hourly: 0, monthly: 0 });
    expect(me.body.quota.counts_this_request).toBe(false);
  });
});
