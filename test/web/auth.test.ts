import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDb } from '../../src/store/db.js';
import { Store } from '../../src/store/index.js';
import { freePort } from '../helpers/process.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

describe.each(DIALECTS)('browser auth (%s)', (dialect) => {
  let server: TestServer;
  let n = 0;
  const client = () => new WebClient(server.baseUrl, `203.0.113.${(n += 1)}`);

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('signs up, lands on the dashboard with an HttpOnly SameSite=Lax session, logs out and back in', async () => {
    const web = client();
    const email = uniqueEmail();
    const signup = await web.signup(email);
    expect(signup.status).toBe(303);
    expect(signup.location).toBe('/dashboard');
    const cookie = signup.headers.getSetCookie().find((c) => c.startsWith('svc_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).not.toMatch(/Secure/); // plain http test server
    const dashboard = await web.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.text).toContain(email);

    const logout = await web.post('/logout', { csrf: csrfOf(dashboard.text) });
    expect(logout.status).toBe(303);
    expect((await web.get('/dashboard')).location).toBe('/login?next=%2Fdashboard');

    const login = await web.login(email.toUpperCase());
    expect(login.status).toBe(303);
    expect((await web.get('/dashboard')).status).toBe(200);
  });

  it('stores only a hash of the session token and scrypt password hashes', async () => {
    const web = client();
    const email = uniqueEmail();
    await web.signup(email);
    const token = web.cookies.get('svc_session')!;
    const rows = await server.store.db.kysely.selectFrom('sessions').select('id').execute();
    expect(rows.some((r) => r.id === token)).toBe(false);
    const account = await server.store.accounts.findAccountByEmail(email);
    expect(account?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('gives the same generic answer for a wrong password and an unknown email', async () => {
    const email = uniqueEmail();
    await client().signup(email);
    const wrong = await client().login(email, 'not the password at all');
    const unknown = await client().login(uniqueEmail('nobody'), 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = (t: string) => /role="alert"[^>]*><p>([^<]+)</.exec(t)?.[1];
    expect(message(wrong.text)).toBe('Email or password is not correct.');
    expect(message(unknown.text)).toBe(message(wrong.text));
  });

  it('refuses a taken email at signup without a second account, with a generic message', async () => {
    const email = uniqueEmail();
    await client().signup(email);
    const again = await client().signup(email, 'another long password');
    expect(again.status).toBe(400);
    expect(again.text).toContain('We could not create an account with these details');
    const count = await server.store.db.kysely.selectFrom('accounts').select('id').where('email', '=', email).execute();
    expect(count).toHaveLength(1);
  });

  it('rejects form posts whose CSRF token is missing or wrong, and one from another browser', async () => {
    const web = client();
    await web.get('/login');
    const email = uniqueEmail();
    expect((await web.post('/signup', { email, password: 'correct horse battery' })).status).toBe(403);
    expect((await web.post('/signup', { email, password: 'correct horse battery', csrf: 'forged' })).status).toBe(403);
    // A token taken from another browser's page does not match this browser's cookie.
    const other = client();
    const token = csrfOf((await other.get('/signup')).text);
    expect((await web.post('/signup', { email, password: 'correct horse battery', csrf: token })).status).toBe(403);
    expect(await server.store.accounts.findAccountByEmail(email)).toBeUndefined();

    // Signed in: the session's own token is required for every form.
    await web.signup(email);
    expect((await web.post('/dashboard/keys', { name: 'x' })).status).toBe(403);
    expect((await web.post('/dashboard/keys', { name: 'x', csrf: token })).status).toBe(403);
    expect((await web.post('/logout', { csrf: 'wrong' })).status).toBe(403);
    expect((await web.get('/dashboard')).status).toBe(200);
  });

  it('issues a new session id at login: a session id planted before login is never authenticated (fixation)', async () => {
    const email = uniqueEmail();
    await client().signup(email);
    const victim = client();
    victim.cookies.set('svc_session', 'attacker-chosen-session-value-0123456789');
    const loginToken = csrfOf((await victim.get('/login')).text);
    await victim.login(email);
    const issued = victim.cookies.get('svc_session');
    expect(issued).toBeDefined();
    expect(issued).not.toBe('attacker-chosen-session-value-0123456789');
    const attacker = client();
    attacker.cookies.set('svc_session', 'attacker-chosen-session-value-0123456789');
    expect((await attacker.get('/dashboard')).status).toBe(303);

    // A real session of the same browser is replaced too, not kept alive beside the new one.
    const before = victim.cookies.get('svc_session')!;
    expect((await victim.post('/login', { csrf: loginToken, email, password: 'correct horse battery' })).status).toBe(303);
    expect(victim.cookies.get('svc_session')).not.toBe(before);
    const stale = client();
    stale.cookies.set('svc_session', before);
    expect((await stale.get('/dashboard')).status).toBe(303);
  });

  it('follows next only to local paths: open redirect attempts land on the dashboard', async () => {
    const email = uniqueEmail();
    await client().signup(email);
    const attempts = [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aSet-Cookie:x=1',
      ' /billing',
      'http:/evil.example',
    ];
    for (const next of attempts) {
      const web = client();
      const res = await web.login(email, 'correct horse battery', next);
      expect(res.status, next).toBe(303);
      expect(res.location, next).toMatch(/^\/(?!\/)/);
      expect(new URL(res.location!, server.baseUrl).origin, next).toBe(server.baseUrl);
    }
    const ok = await client().login(email, 'correct horse battery', '/billing');
    expect(ok.location).toBe('/billing');
    const withQuery = await client().login(email, 'correct horse battery', '/dashboard?tab=keys');
    expect(withQuery.location).toBe('/dashboard?tab=keys');
  });

  it('throttles guessing per account and network, with back-off, per network, and the same for unknown emails', async () => {
    const email = uniqueEmail();
    await client().signup(email);
    const attacker = client();
    for (let i = 0; i < 5; i++) expect((await attacker.login(email, `wrong password ${i}`)).status).toBe(401);
    const locked = await attacker.login(email);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.text).toContain('Too many failed sign-in attempts');
    // The owner on another network is not locked out.
    expect((await client().login(email)).status).toBe(303);
    // An unknown email hammered the same way gets the same answers.
    const ghost = uniqueEmail('ghost');
    const prober = client();
    for (let i = 0; i < 5; i++) expect((await prober.login(ghost, `wrong password ${i}`)).status).toBe(401);
    expect((await prober.login(ghost)).status).toBe(429);
    // After the lock, the next lock-out lasts twice as long.
    server.clock.set(new Date(Date.now() + 16 * 60_000));
    for (let i = 0; i < 5; i++) expect((await attacker.login(email, `wrong again ${i}`)).status).toBe(401);
    const longer = await attacker.login(email);
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('1800');
    server.clock.set(new Date(Date.now() + 60 * 60_000));

    // Per network: one client spraying many accounts is stopped after 20 failures.
    const sprayer = client();
    for (let i = 0; i < 20; i++) expect((await sprayer.login(uniqueEmail('spray'), 'wrong password')).status).toBe(401);
    expect((await sprayer.login(email)).status).toBe(429);
    expect((await client().login(email)).status).toBe(303);
    server.clock.set(new Date());
  });

  it('holds the sign-in throttle across instances over one database, and a session started on one is known to the other', async () => {
    const db = openDb(server.config.database);
    const port = await freePort();
    const { app } = await buildApp(
      { ...server.config, port },
      { store: new Store(db), serverSecret: 'test-secret-0123456789', now: server.clock.now, logger: false },
    );
    await app.listen({ host: '127.0.0.1', port });
    try {
      const email = uniqueEmail();
      await client().signup(email);
      const address = `203.0.113.${(n += 1)}`;
      const first = new WebClient(server.baseUrl, address);
      const second = new WebClient(`http://127.0.0.1:${port}`, address);
      for (let i = 0; i < 3; i++) expect((await first.login(email, `wrong password ${i}`)).status).toBe(401);
      for (let i = 0; i < 2; i++) expect((await second.login(email, `wrong password ${i}`)).status).toBe(401);
      expect((await first.login(email)).status).toBe(429);
      expect((await second.login(email)).status).toBe(429);

      const ownerAddress = `203.0.113.${(n += 1)}`;
      const owner = new WebClient(server.baseUrl, ownerAddress);
      expect((await owner.login(email)).status).toBe(303);
      const elsewhere = new WebClient(`http://127.0.0.1:${port}`, ownerAddress);
      elsewhere.cookies.set('svc_session', owner.cookies.get('svc_session')!);
      expect((await elsewhere.get('/dashboard')).status).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('tells which fields to fix, marks them invalid and focuses the first', async () => {
    const empty = await client().submit('/signup', '/signup', { email: '', password: '' });
    expect(empty.status).toBe(400);
    expect(empty.text).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-error"[^>]*autofocus/);
    expect(empty.text).toMatch(/id="password"[^>]*aria-invalid="true"/);
    expect(empty.text).toContain('Enter your email address.');
    expect(empty.text).toContain('Choose a password.');
    const login = await client().submit('/login', '/login', { email: 'a@b.example', password: '' });
    expect(login.status).toBe(400);
    expect(login.text).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*autofocus/);
  });

  it('expires sessions after seven days', async () => {
    const web = client();
    await web.signup(uniqueEmail());
    expect((await web.get('/dashboard')).status).toBe(200);
    server.clock.set(new Date(Date.now() + 8 * 24 * 3600_000));
    expect((await web.get('/dashboard')).status).toBe(303);
    server.clock.set(new Date());
  });

  it('marks the session cookie Secure behind https', async () => {
    const web = client();
    const page = await web.request('GET', '/signup', undefined, { 'x-forwarded-proto': 'https' });
    const res = await web.request(
      'POST',
      '/signup',
      { csrf: csrfOf(page.text), email: uniqueEmail(), password: 'correct horse battery' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.status).toBe(303);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('svc_session='))).toMatch(/; Secure/);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('validates signup input with messages that say what to fix', async () => {
    const bad = await client().signup('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter a valid email address');
    const short = await client().signup(uniqueEmail(), 'short');
    expect(short.status).toBe(400);
    expect(short.text).toContain('too easy to guess');
    expect(short.text).toMatch(/id="password"[^>]*aria-invalid="true"/);
    const digits = await client().signup(uniqueEmail(), '8302917465');
    expect(digits.status).toBe(400);
    expect(digits.text).toContain('too easy to guess');
  });

  it('keeps the JSON API JSON-only: a form post to an API route is 415', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'agent_name=x',
    });
    expect(res.status).toBe(415);
  });

  it('sends security headers on every page', async () => {
    for (const path of ['/', '/signup', '/login', '/pricing', '/docs', '/developers', '/travel', '/travel?q=redwoods']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const html = await res.text();
      expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html, path).not.toMatch(/\sstyle="/);
    }
  });

  it('keeps the pages that take a password or show the account out of reach of other sites’ windows, and only those', async () => {
    const visitor = client();
    const member = client();
    await member.signup(uniqueEmail('opener'));
    const policy = async (web: WebClient, path: string) => {
      const res = await web.request('GET', path, undefined, { accept: 'text/html' });
      expect(res.status, path).toBe(path.startsWith('/no/') ? 404 : 200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      return res.headers.get('cross-origin-opener-policy');
    };
    for (const path of ['/signup', '/login', '/password-reset']) expect(await policy(visitor, path), path).toBe('same-origin');
    for (const path of ['/dashboard', '/account', '/billing']) expect(await policy(member, path), path).toBe('same-origin');
    // Pages with nothing of the visitor's in them, even signed in, and the error page of a path nobody serves.
    for (const path of ['/', '/pricing', '/docs', '/docs/reference', '/developers', '/travel', '/no/such/page'])
      expect(await policy(member, path), path).toBeNull();
  });
});
