import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LIVE_KEYS } from '../../src/operations/accounts/dashboard-keys.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

const newKeyOf = (page: string) => /id="new-key-value">([^<]+)</.exec(page)?.[1] ?? '';
const DAY = 86_400_000;

describe.each(DIALECTS)('dashboard keys through the operation layer (%s)', (dialect) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server.close();
  });

  const signedIn = async (address: string) => {
    const web = new WebClient(server.baseUrl, address);
    const email = uniqueEmail('keys');
    await web.signup(email);
    const account = await server.store.accounts.findAccountByEmail(email);
    return { web, email, accountId: account!.id };
  };

  it('never exceeds the live-key limit when 20 creations arrive at once', async () => {
    const { web, accountId } = await signedIn('203.0.113.71');
    const csrf = csrfOf((await web.get('/dashboard')).text);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => web.post('/dashboard/keys', { csrf, name: `parallel ${i}` })));
    expect(answers.every((a) => a.status === 303)).toBe(true);
    const live = (await server.store.accounts.listKeys(accountId)).filter((k) => !k.revoked_at);
    expect(live).toHaveLength(MAX_LIVE_KEYS);
    // Revoking one makes room for exactly one more.
    const page = await web.get(`/dashboard/keys/${live[0]!.id}/revoke`);
    expect((await web.post(`/dashboard/keys/${live[0]!.id}/revoke`, { csrf: csrfOf(page.text), confirm: 'yes' })).status).toBe(303);
    await web.post('/dashboard/keys', { csrf, name: 'after revoke' });
    await web.post('/dashboard/keys', { csrf, name: 'one too many' });
    const after = (await server.store.accounts.listKeys(accountId)).filter((k) => !k.revoked_at);
    expect(after).toHaveLength(MAX_LIVE_KEYS);
    expect(after.map((k) => k.name)).toContain('after revoke');
    expect((await web.get('/dashboard')).text).toContain(`You have ${MAX_LIVE_KEYS} live keys, the most allowed.`);
  });

  it('gives a key the lifetime chosen at creation and refuses it afterwards like an unknown key', async () => {
    const { web, email } = await signedIn('203.0.113.72');
    const csrf = csrfOf((await web.get('/dashboard')).text);
    await web.post('/dashboard/keys', { csrf, name: 'week', expires: '7' });
    const shown = await web.get('/dashboard');
    const key = newKeyOf(shown.text);
    expect(key).toMatch(/^svc_live_/);
    expect(shown.text).toMatch(/<span class="badge ok">Live<\/span> until \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(200);

    const unknown = await server.request('GET', '/api/v1/account/me', { key: `svc_live_${'x'.repeat(32)}` });
    server.clock.set(new Date(Date.now() + 7 * DAY + 60_000));
    try {
      const expired = await server.request('GET', '/api/v1/account/me', { key });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual(unknown.body);
      // A week later the browser session has ended too: sign in again to see the key's state.
      await web.login(email);
      const page = await web.get('/dashboard');
      expect(page.text).toContain('<span class="badge muted">Expired</span>');
    } finally {
      server.clock.set(new Date());
    }
  });

  it('treats an unknown lifetime as no expiry', async () => {
    const { web, accountId } = await signedIn('203.0.113.73');
    const csrf = csrfOf((await web.get('/dashboard')).text);
    await web.post('/dashboard/keys', { csrf, name: 'odd', expires: '12345' });
    const key = (await server.store.accounts.listKeys(accountId)).find((k) => k.name === 'odd');
    expect(key?.expires_at).toBeNull();
  });
});
