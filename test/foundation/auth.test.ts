import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('bearer authentication on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  const cases: Array<[string, Record<string, string>, RegExp]> = [
    ['missing', {}, /missing API key/],
    ['not bearer', { authorization: 'Basic abc' }, /malformed Authorization header/],
    ['malformed key', { authorization: 'Bearer hello' }, /malformed API key/],
    ['unknown key', { authorization: 'Bearer svc_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, /not recognized/],
  ];
  it.each(cases)('answers 401 for a %s key with WWW-Authenticate', async (_name, headers, message) => {
    const res = await server.request('GET', '/api/v1/account/me', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('refuses a revoked key at once', async () => {
    const key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.status).toBe(200);
    const revoked = await server.store.accounts.revokeKey(me.body.account.id, me.body.key.id, new Date().toISOString());
    expect(revoked).toBe(true);
    const after = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
    expect(after.status).toBe(401);
    expect(after.body.error).toMatch(/revoked/);
    expect(await server.store.records.count('feedback')).toBe(0);
  });

  it('checks the key before reading the body', async () => {
    const res = await server.request('POST', '/api/v1/feedback', { raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(401);
  });
});

describe.each(DIALECTS)('activation throttle on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('refuses the 4th activation in an hour from one address, and not from another', async () => {
    const from = (ip: string) => server.request('POST', '/api/v1/activation', { body: {}, headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.10')).status).toBe(201);
    const fourth = await from('192.0.2.10');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/3 activations per hour/);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await from('192.0.2.11')).status).toBe(201);
    expect(await server.store.records.count('accounts')).toBe(4);
  });

  it('limits to 10 per day across hours', async () => {
    const ip = '192.0.2.50';
    server.clock.set('2026-11-22T00:05:00.000Z');
    for (let hour = 0; hour < 4; hour++) {
      server.clock.set(new Date(Date.UTC(2026, 10, 22, hour, 5)));
      for (let i = 0; i < 3 && hour * 3 + i < 10; i++) {
        expect((await server.request('POST', '/api/v1/activation', { headers: { 'x-forwarded-for': ip } })).status).toBe(201);
      }
    }
    server.clock.set('2026-11-22T05:00:00.000Z');
    const eleventh = await server.request('POST', '/api/v1/activation', { headers: { 'x-forwarded-for': ip } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toMatch(/10 activations per day/);
  });
});
