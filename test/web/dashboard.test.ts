import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { App } from '../../src/server/types.js';
import { openDb, type Db } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { freePort } from '../helpers/process.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

const usageTotal = (page: string) => Number(/data-total="(\d+)"/.exec(page)?.[1]);
const newKeyOf = (page: string) => /id="new-key-value">([^<]+)</.exec(page)?.[1] ?? '';

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

  it('offers a key right after signup, shown once on the dashboard', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.61');
    const signup = await web.signup(uniqueEmail());
    expect(signup.location).toBe('/dashboard');
    const first = await web.get('/dashboard');
    const key = newKeyOf(first.text);
    expect(key).toMatch(/^svc_live_/);
    expect(first.text).toContain('Welcome!');
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(200);
    expect((await web.get('/dashboard')).text).not.toContain(key);
  });

  it('creates keys by post/redirect/get: the value shows once, a reload creates nothing', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.62');
    await web.signup(uniqueEmail());
    const page = await web.get('/dashboard');
    const keysBefore = (page.text.match(/data-key-id=/g) ?? []).length;
    const created = await web.post('/dashboard/keys', { csrf: csrfOf(page.text), name: 'my agent' });
    expect(created.status).toBe(303);
    expect(created.location).toBe('/dashboard');
    expect(created.text).not.toContain('svc_live_');
    const shown = await web.get('/dashboard');
    expect(shown.headers.get('cache-control')).toBe('no-store');
    const key = newKeyOf(shown.text);
    expect(key).toMatch(/^svc_live_/);
    // The quickstart carries the new key (its text, once the highlighting markup is removed).
    expect(shown.text.replace(/<[^>]+>/g, '')).toContain(`export SVC_API_KEY=${key}`);
    expect(shown.text).toContain('data-copy="new-key-value"');
    // A reload of the page after the post: the key is gone and no second key exists.
    const reloaded = await web.get('/dashboard');
    expect(reloaded.text).not.toContain(key);
    expect(reloaded.text).toContain(key.slice(0, 15));
    expect((reloaded.text.match(/data-key-id=/g) ?? []).length).toBe(keysBefore + 1);
    // The flash cookie is bound to this session: replayed elsewhere it shows nothing.
    const thief = new WebClient(server.baseUrl, '203.0.113.63');
    await thief.signup(uniqueEmail());
    const flash = created.headers
      .getSetCookie()
      .find((c) => c.startsWith('svc_flash='))!
      .split(';')[0]!
      .slice('svc_flash='.length);
    thief.cookies.set('svc_flash', flash);
    expect((await thief.get('/dashboard')).text).not.toContain(key);
  });

  it('counts the same requests in the chart, the per-key figures and the request list, with last use', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.64');
    await web.signup(uniqueEmail());
    const key = newKeyOf((await web.get('/dashboard')).text);
    const me = await server.request('GET', '/api/v1/account/me', { key });
    expect(me.status).toBe(200);
    expect(me.body.key.origin).toBe('dashboard');
    expect(me.body.quota.limits.hourly).toBe(100);
    // Calls that do work show up in the usage chart and in recent requests (account/me is not recorded).
    let lastId = '';
    for (let i = 0; i < 3; i++) {
      const r = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
      expect(r.status).toBeLessThan(300);
      lastId = r.headers.get('x-request-id')!;
    }
    // A refused request is recorded too, and counted the same way everywhere.
    expect((await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'nope' } })).status).toBe(400);
    const page = await web.get('/dashboard');
    const listed = (page.text.match(/<tr><td data-label="Time \(UTC\)">/g) ?? []).length;
    expect(usageTotal(page.text)).toBe(4);
    expect(listed).toBe(4);
    expect(page.text).toContain('POST /api/v1/feedback');
    expect(page.text).toContain(lastId);
    expect(/class="key-requests">(\d+)</.exec(page.text)?.[1]).toBe('4');
    expect(/class="last-used">([^<]+)</.exec(page.text)?.[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);

    const keyId = /data-key-id="([^"]+)"/.exec(page.text)![1]!;
    const detail = await web.get(`/dashboard/keys/${keyId}`);
    expect(detail.status).toBe(200);
    expect(/id="key-usage-chart"[^>]*data-total="(\d+)"/.exec(detail.text)?.[1]).toBe('4');
  });

  it('revokes only after confirmation, on every instance at once', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.65');
    await web.signup(uniqueEmail());
    const page = await web.get('/dashboard');
    const key = newKeyOf(page.text);
    const keyId = /data-key-id="([^"]+)"/.exec(page.text)![1]!;
    expect(page.text).toContain(`href="/dashboard/keys/${keyId}/revoke"`);
    expect((await fetch(`${other.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);

    const confirm = await web.get(`/dashboard/keys/${keyId}/revoke`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Revoke this key?');
    // A post without the confirmation goes back to the question and revokes nothing.
    const unconfirmed = await web.post(`/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(confirm.text) });
    expect(unconfirmed.location).toBe(`/dashboard/keys/${keyId}/revoke`);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(200);

    const revoke = await web.post(`/dashboard/keys/${keyId}/revoke`, { csrf: csrfOf(confirm.text), confirm: 'yes' });
    expect(revoke.status).toBe(303);
    expect(revoke.location).toBe('/dashboard');
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(401);
    expect((await fetch(`${other.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    const after = await web.get('/dashboard');
    expect(after.text).toContain('was revoked; it is refused from now on');
    expect(after.text).toContain('Revoked');
  });

  it('cannot see or revoke another account’s key', async () => {
    const alice = new WebClient(server.baseUrl, '203.0.113.66');
    await alice.signup(uniqueEmail('alice'));
    const aliceKeyId = /data-key-id="([^"]+)"/.exec((await alice.get('/dashboard')).text)![1]!;
    const mallory = new WebClient(server.baseUrl, '203.0.113.99');
    await mallory.signup(uniqueEmail('mallory'));
    const mPage = await mallory.get('/dashboard');
    expect((await mallory.get(`/dashboard/keys/${aliceKeyId}`)).location).toBe('/dashboard');
    const attempt = await mallory.post(`/dashboard/keys/${aliceKeyId}/revoke`, { csrf: csrfOf(mPage.text), confirm: 'yes' });
    expect(attempt.location).toBe('/dashboard');
    expect((await mallory.get('/dashboard')).text).toContain('That key is not a live key of this account.');
    const keys = await server.store.accounts.listKeys(
      (await server.store.db.kysely.selectFrom('api_keys').select('account_id').where('id', '=', aliceKeyId).executeTakeFirstOrThrow()).account_id,
    );
    expect(keys[0]?.revoked_at).toBeNull();
  });

  it('limits live keys per account', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.77');
    await web.signup(uniqueEmail());
    const page = await web.get('/dashboard');
    for (let i = 0; i < 9; i++) expect((await web.post('/dashboard/keys', { csrf: csrfOf(page.text) })).status).toBe(303);
    const refused = await web.post('/dashboard/keys', { csrf: csrfOf(page.text) });
    expect(refused.location).toBe('/dashboard');
    expect((await web.get('/dashboard')).text).toContain('Revoke one you no longer use');
    expect(
      await server.store.db.kysely
        .selectFrom('api_keys')
        .select('id')
        .where('name', 'is', null)
        .where(
          'account_id',
          '=',
          (
            await server.store.db.kysely
              .selectFrom('api_keys')
              .select('account_id')
              .where('id', '=', /data-key-id="([^"]+)"/.exec(page.text)![1]!)
              .executeTakeFirstOrThrow()
          ).account_id,
        )
        .execute(),
    ).toHaveLength(9);
  });
});
