import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { freePort } from '../helpers/process.js';
import { startSmtpSink, waitForMail, type SmtpSink } from '../web/smtp-sink.js';
import { uniqueEmail, WebClient, type WebResponse } from '../web/web-client.js';

const RESET_LINK = /\/password-reset\/confirm\?token=([A-Za-z0-9_-]{43})/;
/** What an observer of the answer sees, cookies aside (each fresh browser gets its own CSRF nonce). */
const visible = (r: WebResponse) => ({ status: r.status, location: r.location, body: r.text, type: r.headers.get('content-type') });

describe.each(DIALECTS)('password reset tells nothing and loses nothing (%s)', (dialect) => {
  let n = 0;
  const address = () => `192.0.2.${(n += 1)}`;
  const ask = (server: TestServer, email: string, web = new WebClient(server.baseUrl, address())) =>
    web.submit('/password-reset', '/password-reset', { email });

  describe('with a working mail server', () => {
    let server: TestServer;
    let smtp: SmtpSink;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      server = await startServer({ dialect, env: { SMTP_URL: smtp.url, SMTP_FROM: 'svc <no-reply@svc.example>' } });
    });
    afterAll(async () => {
      await server.close();
      await smtp.close();
    });

    it('answers a known and an unknown email with the same status, headers and body', async () => {
      const known = uniqueEmail('known');
      await new WebClient(server.baseUrl, address()).signup(known);
      const before = smtp.messages.length;
      const a = await ask(server, known);
      const b = await ask(server, uniqueEmail('unknown'));
      expect(visible(a)).toEqual(visible(b));
      expect(a.status).toBe(303);
      expect(RESET_LINK.test(await waitForMail(smtp, known, RESET_LINK, before))).toBe(true);
    });

    it('lets no stranger lock the owner out: their browser keeps its own allowance', async () => {
      const email = uniqueEmail('owner');
      const owner = new WebClient(server.baseUrl, address());
      await owner.signup(email);
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) statuses.push((await ask(server, email)).status);
      expect(statuses.at(-1)).toBe(429);
      const before = smtp.messages.length;
      expect((await ask(server, email, owner)).status).toBe(303);
      expect(RESET_LINK.test(await waitForMail(smtp, email, RESET_LINK, before))).toBe(true);
    });
  });

  describe('with the mail server down', () => {
    let server: TestServer;
    let port: number;
    let smtp: SmtpSink | undefined;
    beforeAll(async () => {
      // Nothing listens on this port yet: every connection is refused until a sink starts on it.
      port = await freePort();
      // The retry is the worker's own: nothing is queued once the mail server is back, so its timer finds the due row.
      // It looks every 100 ms here, where a server looks every 5 s, so the test does not wait for that.
      server = await startServer({ dialect, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: 'svc <no-reply@svc.example>' }, mailIntervalMs: 100 });
    });
    afterAll(async () => {
      await server.close();
      await smtp?.close();
    });

    it('answers as when mail works, keeps the request queued, and sends it once the server is back', async () => {
      // The service's clock stands still until the mail server is back, so every time the worker
      // writes is known: the claim leases the row until start + 60 s, the failure moves it to start
      // + 30 s (the first back-off). Moving the clock only once that failure is written means no
      // attempt is in flight to compute its retry from the moved clock.
      const start = new Date();
      server.clock.set(start);
      const known = uniqueEmail('queued');
      await new WebClient(server.baseUrl, address()).signup(known);
      const a = await ask(server, known);
      const b = await ask(server, uniqueEmail('unknown'));
      expect(visible(a)).toEqual(visible(b));
      expect(a.location).toBe('/password-reset?sent=1');
      const queued = async () =>
        (await server.store.db.kysely.selectFrom('mail_outbox').selectAll().where('email', '=', known).where('kind', '=', 'password_reset').execute()).map(
          (r) => ({ attempts: r.attempts, next: Date.parse(r.next_attempt_at) - start.getTime() }),
        );
      const failedOnce = [{ attempts: 1, next: 30_000 }];
      await expect.poll(queued, { timeout: 10_000 }).toEqual(failedOnce);
      smtp = await startSmtpSink(port);
      server.clock.set(new Date(start.getTime() + 10 * 60_000));
      try {
        const text = await waitForMail(smtp, known, RESET_LINK, 0, 20_000);
        const token = RESET_LINK.exec(text)![1]!;
        expect((await new WebClient(server.baseUrl, address()).get(`/password-reset/confirm?token=${token}`)).status).toBe(200);
        // The sink has the mail before the worker, told of it, removes the row.
        await expect.poll(queued).toEqual([]);
      } finally {
        server.clock.set(new Date());
      }
    }, 60_000);
  });
});
