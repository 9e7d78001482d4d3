import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEntry } from '../helpers/process.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { startSmtpSink, waitForMail, type SmtpSink } from './smtp-sink.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

const run = promisify(execFile);
const RESET_LINK = /https?:\/\/\S+\/password-reset\/confirm\?token=([A-Za-z0-9_-]{43})/;
const linkIn = (text: string) => RESET_LINK.exec(text);

describe.each(DIALECTS)('password reset by email (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpSink;
  let n = 0;
  const client = () => new WebClient(server.baseUrl, `198.51.100.${(n += 1)}`);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({ dialect, env: { SMTP_URL: smtp.url, SMTP_FROM: 'svc <no-reply@svc.example>' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  async function requestReset(web: WebClient, email: string) {
    return web.submit('/password-reset', '/password-reset', { email });
  }

  it('sends a single-use link, stores only its hash, changes the password and signs every session out', async () => {
    const email = uniqueEmail('reset');
    const owner = client();
    await owner.signup(email);
    expect((await owner.get('/dashboard')).status).toBe(200);

    const web = client();
    const before = smtp.messages.length;
    const asked = await requestReset(web, email);
    expect(asked.status).toBe(303);
    expect(asked.location).toBe('/password-reset?sent=1');
    expect((await web.get(asked.location!)).text).toContain('If an account exists for that email, a reset link is on its way');
    const match = linkIn(await waitForMail(smtp, email, RESET_LINK, before));
    expect(match).not.toBeNull();
    const token = match![1]!;
    const rows = await server.store.db.kysely.selectFrom('password_resets').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token || r.token_hash.includes(token))).toBe(false);

    const form = await web.get(`/password-reset/confirm?token=${token}`);
    expect(form.status).toBe(200);
    expect(form.headers.get('referrer-policy')).toBe('no-referrer');
    const done = await web.post('/password-reset/confirm', { csrf: csrfOf(form.text), token, password: 'a brand new password' });
    expect(done.status).toBe(303);
    expect(done.location).toBe('/login?reset=done');
    const login = await web.get('/login?reset=done');
    expect(login.text).toContain('Your password was changed');
    // The email is filled in, once.
    expect(login.text).toContain(`value="${email}"`);
    expect((await web.get('/login')).text).not.toContain(`value="${email}"`);
    // Every session of the account ended; the new password works, the old one does not.
    expect((await owner.get('/dashboard')).status).toBe(303);
    expect((await client().login(email, 'correct horse battery')).status).toBe(401);
    expect((await client().login(email, 'a brand new password')).status).toBe(303);
    // Single use.
    const again = await web.post('/password-reset/confirm', { csrf: csrfOf(form.text), token, password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(again.text).toContain('This reset link no longer works');
    expect((await web.get(`/password-reset/confirm?token=${token}`)).status).toBe(400);
  });

  it('expires links after 30 minutes and retires older links when a new one is sent', async () => {
    const email = uniqueEmail('expiry');
    await client().signup(email);
    const web = client();
    let before = smtp.messages.length;
    await requestReset(web, email);
    const first = linkIn(await waitForMail(smtp, email, RESET_LINK, before))![1]!;
    before = smtp.messages.length;
    await requestReset(web, email);
    const second = linkIn(await waitForMail(smtp, email, RESET_LINK, before))![1]!;
    expect(second).not.toBe(first);
    expect((await web.get(`/password-reset/confirm?token=${first}`)).status).toBe(400);
    expect((await web.get(`/password-reset/confirm?token=${second}`)).status).toBe(200);
    server.clock.set(new Date(Date.now() + 31 * 60_000));
    expect((await web.get(`/password-reset/confirm?token=${second}`)).status).toBe(400);
    server.clock.set(new Date());
  });

  it("throttles requests per network and per account, and never the owner's own browser", async () => {
    const email = uniqueEmail('flood');
    const owner = client();
    await owner.signup(email);
    // One stranger's network: three requests an hour for this account.
    const stranger = client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestReset(stranger, email)).status);
    expect(statuses).toEqual([303, 303, 303, 429]);
    // Strangers on many networks: ten an hour for the account together, then locked for them.
    const spread: number[] = [];
    for (let i = 0; i < 9; i++) spread.push((await requestReset(client(), email)).status);
    expect(spread.filter((s) => s === 303)).toHaveLength(7);
    expect(spread.slice(-2)).toEqual([429, 429]);
    // The owner's browser has its own allowance: the link still reaches them.
    const before = smtp.messages.length;
    expect((await requestReset(owner, email)).status).toBe(303);
    expect(linkIn(await waitForMail(smtp, email, RESET_LINK, before))).not.toBeNull();
    expect((await client().submit('/password-reset', '/password-reset', { email: 'not an email' })).text).toMatch(/id="email"[^>]*aria-invalid="true"/);
  });
});

describe.each(DIALECTS)('password reset without SMTP: the operator tool (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('says who issues links, and svc-admin prints one that works once', async () => {
    const email = uniqueEmail('operator');
    await new WebClient(server.baseUrl, '198.51.100.200').signup(email);
    const web = new WebClient(server.baseUrl, '198.51.100.201');
    const page = await web.get('/password-reset');
    expect(page.text).toContain('This server does not send email, so reset links come from the person who runs it.');
    // No form to fill in and no success box: nothing is sent from here.
    expect(page.text).not.toContain('<form class="stack"');
    expect(page.text).not.toContain('notice ok');
    const database = server.config.database;
    expect(database.kind).toBe(dialect);
    const env = {
      ...process.env,
      ...(database.kind === 'sqlite' ? { SQLITE_PATH: database.path, DATABASE_URL: '' } : { DATABASE_URL: database.url }),
      PUBLIC_BASE_URL: server.baseUrl,
    };
    const { stdout } = await run(process.execPath, [...adminEntry(), 'password-reset', email.toUpperCase()], { env, timeout: 60_000 });
    const issued = JSON.parse(stdout) as { link: string; expires_at: string };
    expect(Date.parse(issued.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    const token = linkIn(issued.link)![1]!;
    const form = await web.get(`/password-reset/confirm?token=${token}`);
    expect(form.status).toBe(200);
    expect((await web.post('/password-reset/confirm', { csrf: csrfOf(form.text), token, password: 'set by the operator link' })).status).toBe(303);
    expect((await new WebClient(server.baseUrl, '198.51.100.202').login(email, 'set by the operator link')).status).toBe(303);
    await expect(run(process.execPath, [...adminEntry(), 'password-reset', 'nobody@example.com'], { env, timeout: 60_000 })).rejects.toThrow(
      /no browser account/,
    );
  }, 120_000);
});
