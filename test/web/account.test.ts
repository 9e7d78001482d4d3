import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { startSmtpSink, waitForMail, type SmtpSink } from './smtp-sink.js';
import { uniqueEmail, WebClient } from './web-client.js';

const VERIFY_LINK = /https?:\/\/\S+\/account\/verify\?token=([A-Za-z0-9_-]{43})/;
const newKeyOf = (page: string) => /id="new-key-value">([^<]+)</.exec(page)?.[1] ?? '';

describe.each(DIALECTS)('account settings (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let n = 0;
  const client = () => new WebClient(server.baseUrl, `198.51.101.${(n += 1)}`);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({ dialect, env: { SMTP_URL: smtp.url, SMTP_FROM: 'svc <no-reply@svc.example>' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('changes the password only with the current one, and signs the other sessions out', async () => {
    const email = uniqueEmail('pw');
    const web = client();
    await web.signup(email);
    const other = client();
    await other.login(email);
    expect((await other.get('/dashboard')).status).toBe(200);
    const wrong = await web.submit('/account', '/account/password', { current: 'not my password', password: 'a fresh unguessable phrase' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(/id="password-current"[^>]*aria-invalid="true"/);
    const weak = await web.submit('/account', '/account/password', { current: 'correct horse battery', password: '1234567890' });
    expect(weak.status).toBe(400);
    expect(weak.text).toMatch(/id="password-password"[^>]*aria-invalid="true"/);
    const ok = await web.submit('/account', '/account/password', { current: 'correct horse battery', password: 'a fresh unguessable phrase' });
    expect(ok.status).toBe(303);
    expect((await web.get('/account')).text).toContain('Your password was changed');
    expect((await other.get('/dashboard')).status).toBe(303);
    expect((await client().login(email, 'correct horse battery')).status).toBe(401);
    expect((await client().login(email, 'a fresh unguessable phrase')).status).toBe(303);
  });

  it('changes the email only when the link sent to the new address is opened', async () => {
    const email = uniqueEmail('old');
    const next = uniqueEmail('new');
    const web = client();
    await web.signup(email);
    const before = smtp.messages.length;
    const asked = await web.submit('/account', '/account/email', { email: next, current: 'correct horse battery' });
    expect(asked.status).toBe(303);
    const text = await waitForMail(smtp, next, VERIFY_LINK, before);
    // Until the link is opened, the old address is still the account's.
    expect((await web.get('/account')).text).toContain(`A verification link was sent to <strong>${next}</strong>`);
    expect((await client().login(email)).status).toBe(303);
    const token = VERIFY_LINK.exec(text)![1]!;
    const opened = await web.get(`/account/verify?token=${token}`);
    expect(opened.status).toBe(303);
    const page = await web.get('/account');
    expect(page.text).toContain(`Your account's email is <strong>${next}</strong>. <span class="badge ok">Verified</span>`);
    expect((await client().login(next)).status).toBe(303);
    expect((await client().login(email)).status).toBe(401);
    expect((await web.get(`/account/verify?token=${token}`)).status).toBe(400);
  });

  it('gives the same answer and sends nothing for an address another account uses', async () => {
    const taken = uniqueEmail('taken');
    await client().signup(taken);
    const web = client();
    const asker = uniqueEmail('asker');
    await web.signup(asker);
    const sentTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email)).length;
    // Each account's own verification mail is sent by the outbox worker; count from after them.
    await expect.poll(() => [sentTo(taken), sentTo(asker)], { timeout: 15_000 }).toEqual([1, 1]);
    const asked = await web.submit('/account', '/account/email', { email: taken, current: 'correct horse battery' });
    expect(asked.status).toBe(303);
    expect((await web.get('/account')).text).toContain(`If ${taken} can be used, a verification link is on its way`);
    // The worker sends the queue oldest first, one row at a time: once a mail queued after the
    // change has arrived, any mail the change queued would have arrived before it.
    expect((await web.submit('/account', '/account/verify', {})).status).toBe(303);
    await expect.poll(() => sentTo(asker), { timeout: 15_000 }).toBe(2);
    expect(sentTo(taken)).toBe(1);
  });

  it('deletes the account as the privacy page says: keys refused; sessions, reset and verification links and queued mail removed; the email free again', async () => {
    const email = uniqueEmail('gone');
    const web = client();
    await web.signup(email);
    const key = newKeyOf((await web.get('/dashboard')).text);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(200);
    // A reset link and an email change waiting, each with its mail queued.
    expect((await client().submit('/password-reset', '/password-reset', { email })).status).toBe(303);
    expect((await web.submit('/account', '/account/email', { email: uniqueEmail('next'), current: 'correct horse battery' })).status).toBe(303);
    const count = async (table: 'sessions' | 'password_resets' | 'email_verifications' | 'mail_outbox', accountId: string) =>
      (await server.store.db.kysely.selectFrom(table).select('account_id').where('account_id', '=', accountId).execute()).length;
    const rowsOf = async (accountId: string) => ({
      sessions: await count('sessions', accountId),
      resets: await count('password_resets', accountId),
      verifications: await count('email_verifications', accountId),
      queued: await count('mail_outbox', accountId),
    });
    const wrong = await web.submit('/account', '/account/delete', { current: 'not it' });
    expect(wrong.status).toBe(400);
    const account = await server.store.accounts.findAccountByEmail(email);
    // The account page, every page's footer and the sitemap lead to the privacy page.
    const accountPage = (await web.get('/account')).text;
    expect(accountPage).toContain('href="/privacy#delete-title"');
    expect(accountPage).toMatch(/<footer[\s\S]*href="\/privacy"/);
    expect(await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()).toContain(`<loc>${server.baseUrl}/privacy</loc>`);
    // The reset and verification rows are made when their mail is sent.
    await expect
      .poll(
        async () => {
          const { sessions, resets, verifications } = await rowsOf(account!.id);
          return [sessions, resets, verifications].every((n) => n > 0);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // With delivery held, a verification mail asked for now stays queued until the deletion.
    smtp.holding = true;
    expect((await web.submit('/account', '/account/verify', {})).status).toBe(303);
    expect(await count('mail_outbox', account!.id)).toBeGreaterThan(0);
    const gone = await web.submit('/account', '/account/delete', { current: 'correct horse battery' });
    expect(gone.status).toBe(303);
    expect(gone.location).toBe('/login?deleted=1');
    expect((await web.get('/login?deleted=1')).text).toContain('Your account was deleted.');
    expect((await web.get('/dashboard')).status).toBe(303);
    expect((await server.request('GET', '/api/v1/account/me', { key })).status).toBe(401);
    expect((await client().login(email)).status).toBe(401);
    const kept = await server.store.accounts.findAccount(account!.id);
    expect(kept?.email).not.toContain(email);
    expect((await server.store.accounts.listKeys(account!.id)).every((k) => k.revoked_at !== null)).toBe(true);
    expect(await rowsOf(account!.id)).toEqual({ sessions: 0, resets: 0, verifications: 0, queued: 0 });
    smtp.holding = false;
    const privacy = (await web.get('/privacy')).text;
    expect(privacy).toContain('every API key is revoked');
    expect(privacy).toContain('every session, password-reset link, verification link and queued mail is removed');
    expect((await client().signup(email)).status).toBe(303);
  });

  it('issues no reset or verification link for an account deleted while its mail was on the way', async () => {
    const email = uniqueEmail('late');
    await client().signup(email);
    const account = await server.store.accounts.findAccountByEmail(email);
    const now = new Date();
    const row = { accountId: account!.id, createdAt: now.toISOString(), expiresAt: new Date(now.getTime() + 3_600_000).toISOString() };
    await server.store.accounts.deleteAccount(account!.id, now.toISOString());
    expect(await server.store.emailVerifications.issue({ ...row, tokenHash: `v-${account!.id}`, email })).toBe(false);
    expect(await server.store.passwordResets.issue({ ...row, tokenHash: `r-${account!.id}` })).toBe(false);
    const rows = async (table: 'password_resets' | 'email_verifications') =>
      (await server.store.db.kysely.selectFrom(table).select('account_id').where('account_id', '=', account!.id).execute()).length;
    expect([await rows('password_resets'), await rows('email_verifications')]).toEqual([0, 0]);
  });
});
