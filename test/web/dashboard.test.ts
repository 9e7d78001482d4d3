import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App } from '../../src/server/types.js';
import { openDb, type Db } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { freePort } from '../helpers/process.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

const usageTotal = (page: string) => Number(/data-total="(\d+)"/.exec(page)?.[1]);

describe.each(DIALECTS)('dashboard (%s)', (dialect) => {
  let server: TestServer;
  // A second instance of the service over the same database, as behind a load balancer.
  let other: { app: App; db: Db; baseUrl: string };

  beforeAll(async () => {
    server = await startServer({ dialect });
    const db = openDb(server.config.database);
    const port = await freePort();
    const { app } = await buildApp({ ...server.config, port }, { store: new Store(db), serverSecret: 'test-secret-0123456789', logger: false });
    await app.listen({ host: '127.0.0.1', port });
    other = { app, db, baseUrl: `http://127.0.0.1:${port}` };
  });
  afterAll(async () => {
    await other.app.close();
    await other.db.close();
    await server.close();
  });

  it('sends a signed-out visitor to login with next=/dashboard', async () => {
    const res = await new WebClient(server.baseUrl).get('/dashboard');
    expect(res.status).toBe(303);
    expect(res.location).toBe('/login?next=%2Fdashboard');
  });

  it('creates a key shown once, counts its use in the chart, and revokes it on every instance at once', async () => {
    const web = new WebClient(server.baseUrl);
    await web.signup(uniqueEmail());
    const empty = await web.get('/dashboard');
    expect(empty.text).toContain('Free sandbox');
    expect(empty.text).toContain('<strong>100</strong> requests per hour and <strong>2,500</strong> per rolling 30 days');
    expect(usageTotal(empty.text)).toBe(0);
    expect(empty.text).toContain(`curl -s ${server.baseUrl}/api/v1/account/me`);

    const created = await web.post('/dashboard/keys', { csrf: csrfOf(empty.text), name: 'my agent' });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const key = /id="new-key-value">([^<]+)</.exec(created.text)?.[1] ?? '';
    expect(key).toMatch(/^svc_live_/);
    expect(created.text).toContain('data-copy="new-key-value"');
    expect(created.text).toContain(`export SVC_API_KEY=${key}`);
    // Shown once: the next view of the dashboard does not contain it.
    const after = await web.get('/dashboard');
    expect(after.text).not.toContain(key);
    expect(after.text).toContain(key.slice(0, 15));

    const me = await server.request<{ key: { origin: string }; quota: { limits: { hourly: number } } }>('GET', '/api/v1/account/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.key.origin).toBe('dashboard');
    expect(me.body.quota.limits.hourly).toBe(100);
    // Calls that consume quota show up in the usage chart and in recent requests.
    let lastId = '';
    for (let i = 0; i < 3; i++) {
      const r = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
      expect(r.status).toBeLessThan(300);
      lastId = r.headers.get('x-request-id')!;
    }
    const used = await web.get('/dashboard');
    expect(usageTotal(used.text)).toBe(3);
    expect(used.text).toContain('POST /api/v1/feedback');
    expect(used.text).toContain(lastId);

    expect((await fetch(`${other.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    const keyId = /data-key-id="([^"]+)"/.exec(used.text)![1]!;
    const revoke = await web.post(`/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(used.text) });
    expect(revoke.status).toBe(303);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(401);
    expect((await fetch(`${other.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect((await web.get('/dashboard')).text).toContain('Revoked');
  });

  it('cannot revoke another account’s key', async () => {
    const alice = new WebClient(server.baseUrl);
    await alice.signup(uniqueEmail('alice'));
    const page = await alice.get('/dashboard');
    const created = await alice.post('/dashboard/keys', { csrf: csrfOf(page.text) });
    const aliceKeyId = /data-key-id="([^"]+)"/.exec(created.text)![1]!;
    const mallory = new WebClient(server.baseUrl, '203.0.113.99');
    await mallory.signup(uniqueEmail('mallory'));
    const mPage = await mallory.get('/dashboard');
    expect((await mallory.post(`/dashboard/keys/${aliceKeyId}/revoke`, { csrf: csrfOf(mPage.text) })).status).toBe(404);
    const keys = await server.store.accounts.listKeys((await server.store.db.kysely.selectFrom('api_keys').select('account_id').where('id', '=', aliceKeyId).executeTakeFirstOrThrow()).account_id);
    expect(keys[0]?.revoked_at).toBeNull();
  });

  it('limits live keys per account', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.77');
    await web.signup(uniqueEmail());
    let page = await web.get('/dashboard');
    for (let i = 0; i < 10; i++) {
      const res = await web.post('/dashboard/keys', { csrf: csrfOf(page.text) });
      expect(res.status).toBe(201);
      page = res;
    }
    const refused = await web.post('/dashboard/keys', { csrf: csrfOf(page.text) });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('Revoke one you no longer use');
  });
});
