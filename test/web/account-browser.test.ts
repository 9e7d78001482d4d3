import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, pageFindings, tabForTests, WIDTHS } from './browser-kit.js';
import { startSmtpSink, waitForMail, type SmtpSink } from './smtp-sink.js';
import { uniqueEmail } from './web-client.js';

const VERIFY_LINK = /https?:\/\/\S+\/account\/verify\?token=[A-Za-z0-9_-]{43}/;

/**
 * The account pages in Debian's Chromium at 390 and 1280 px, on a server that sends mail: a key
 * with an expiry, a change of email confirmed by the link mailed to the new address, a password
 * change and the deletion of the account, each page without console errors, sideways scrolling
 * or any axe-core violation.
 */
const chromium = chromiumForFile();

// Password and email change, deletion and key expiry go through the store: both databases serve these pages.
describe.each(DIALECTS)('account pages in a real browser (%s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const tabs = tabForTests(chromium);

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({ dialect, env: { SMTP_URL: smtp.url, SMTP_FROM: 'svc <no-reply@svc.example>' } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it.each(WIDTHS)(
    'creates an expiring key, changes the email and the password and deletes the account at %i px',
    async (width) => {
      const { page, problems } = await tabs.visitor(width);
      const check = async () => {
        const findings = await pageFindings(page);
        expect(findings.violations).toEqual([]);
        expect(findings.overflow).toBeLessThanOrEqual(0);
      };
      const email = uniqueEmail(`browser-${width}`);
      await page.goto(`${server.baseUrl}/signup`);
      await page.fill('#email', email);
      await page.fill('#password', 'correct horse battery');
      await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('main button[type="submit"]')]);

      await page.fill('#key-name', 'expiring');
      await page.selectOption('#key-expiry', '30');
      await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('text=Create key')]);
      expect(await page.textContent('#keys')).toMatch(/Live until \d{4}-\d\d-\d\d/);
      await check();

      await page.goto(`${server.baseUrl}/account`);
      await check();
      const next = uniqueEmail(`browser-new-${width}`);
      const before = smtp.messages.length;
      await page.fill('#email-email', next);
      await page.fill('#email-current', 'correct horse battery');
      await Promise.all([page.waitForURL(`${server.baseUrl}/account`), page.click('form[action="/account/email"] button[type="submit"]')]);
      expect(await page.textContent('main')).toContain(`A verification link was sent to ${next}`);
      await check();
      const link = VERIFY_LINK.exec(await waitForMail(smtp, next, VERIFY_LINK, before))![0];
      await page.goto(link);
      expect(await page.textContent('main')).toMatch(new RegExp(`Your account's email is ${next.replace(/[.+]/g, '\\$&')}\\.\\s*Verified`));
      await check();

      await page.fill('#password-current', 'correct horse battery');
      await page.fill('#password-password', 'another quite unguessable phrase');
      await Promise.all([page.waitForURL(`${server.baseUrl}/account`), page.click('section:has(#password-title) button[type="submit"]')]);
      expect(await page.textContent('main')).toContain('Your password was changed');
      await check();

      await page.fill('#delete-current', 'another quite unguessable phrase');
      await Promise.all([page.waitForURL(`${server.baseUrl}/login?deleted=1`), page.click('button.danger')]);
      expect(await page.textContent('main')).toContain('Your account was deleted.');
      await check();
      expect(problems).toEqual([]);
    },
    300_000,
  );
});
