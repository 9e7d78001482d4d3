import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/web/security.js';
import { errorPage } from '../../src/server/web/error-pages.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, pageFindings, saveScreenshot, tabForTests, WIDTHS } from './browser-kit.js';
import { startSmtpSink, waitForMail, type SmtpSink } from './smtp-sink.js';
import { uniqueEmail } from './web-client.js';

/**
 * The browser path end to end in Debian's Chromium. Every page at 390 and 1280 px: no sideways
 * scrolling, no console errors, no axe-core violation of any impact, 44 px tap targets
 * (SVC_TEST_SCREENSHOTS=1 also saves a full-page screenshot of each in test-artifacts/web/). The
 * public pages do not read the session, so they are served the same signed in and are checked
 * signed out; the account pages, with the signed-in header, are checked signed in. On SQLite and
 * PostgreSQL, with one Chromium between them.
 */
const TRAVEL_QUERY = '/travel?q=' + encodeURIComponent('A long weekend in Northern California with redwoods and rugged coast in May') + '&origin=San+Francisco';
const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['travel', '/travel'],
  ['travel-results', TRAVEL_QUERY],
  ['travel-origin-choice', '/travel?q=beaches+in+February&origin=Portland'],
  ['docs', '/docs'],
  ['docs-authentication', '/docs/authentication'],
  ['docs-travel', '/docs/travel-search'],
  ['docs-mcp', '/docs/mcp'],
  ['developers', '/developers'],
  ['pricing', '/pricing'],
  ['privacy', '/privacy'],
];
const SIGNED_OUT_ONLY: Array<[string, string]> = [
  ['login', '/login'],
  ['signup', '/signup'],
  ['password-reset', '/password-reset'],
  ['password-reset-sent', '/password-reset?sent=1'],
];
/** Error pages: their status is the point, so the browser's "failed to load resource" line is expected. */
const ERROR_PAGES: Array<[string, string, number]> = [
  ['error-404', '/no/such/page', 404],
  ['error-405', '/api/v1/travel/search', 405],
  ['password-reset-expired', '/password-reset/confirm?token=' + 'x'.repeat(43), 400],
];

const chromium = chromiumForFile();

// Every page's path through the store (sign-up, sessions, keys, usage) runs on both databases; the page checks the
// PostgreSQL half repeats reuse what the SQLite half found (pageFindings).
describe.each(DIALECTS)('browser path (Chromium, %s)', (dialect) => {
  let server: TestServer;
  let smtp: SmtpSink;
  const tabs = tabForTests(chromium);
  const email = uniqueEmail('browser');
  const password = 'a long browser password';
  const report: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer({ dialect, env: { SMTP_URL: smtp.url, SMTP_FROM: 'svc <no-reply@svc.example>' } });
  });

  afterAll(async () => {
    console.log(report.join('\n'));
    await server?.close();
    await smtp?.close();
  });

  /**
   * Loads `path` once and checks everything a page must satisfy at each width, resizing the
   * viewport in between: the site has no width-dependent script, so a resized page lays out as a
   * page loaded at that width, and a console error from loading it is caught at the first width.
   * Without a page of its own, the check navigates the file's signed-out tab (tabForTests).
   */
  async function checkPage(name: string, path: string, options: { status?: number; page?: Page; problems?: string[] } = {}): Promise<void> {
    const { page, problems } = options.page ? { page: options.page, problems: options.problems ?? [] } : await tabs.visitor();
    problems.length = 0;
    let status: number | undefined;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (status === undefined) {
        status = (await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' }))?.status();
        expect(status, `${name} status`).toBe(options.status ?? 200);
      }
      await saveScreenshot(page, `${name}-${width}`, { fullPage: true });
      const findings = await pageFindings(page);
      expect(findings.overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(findings.violations, `${name} at ${width}px: ${JSON.stringify(findings.violations, null, 1)}`).toEqual([]);
      expect(findings.smallTapTargets, `${name} at ${width}px: tap targets under 44 px`).toEqual([]);
      const unexpected = problems.filter(
        (p) => !(options.status && options.status >= 400 && /Failed to load resource: the server responded with a status of/.test(p)),
      );
      expect(unexpected, `${name} at ${width}px`).toEqual([]);
      report.push(`${name} ${width}px: ${status}, overflow 0, axe 0 violations, console clean`);
    }
  }

  it('renders every public page cleanly at 390 and 1280 px, signed out', async () => {
    for (const [name, path] of [...PUBLIC_PAGES, ...SIGNED_OUT_ONLY]) await checkPage(`out-${name}`, path);
    for (const [name, path, status] of ERROR_PAGES) await checkPage(`out-${name}`, path, { status });
    // 429 and 500 pages as the error handler renders them (served here with the site's headers).
    for (const status of [429, 500]) {
      await tabs.context().route(`**/rendered-error-${status}`, (route) =>
        route.fulfill({
          status,
          contentType: 'text/html; charset=utf-8',
          headers: { 'content-security-policy': CONTENT_SECURITY_POLICY },
          body: errorPage(status, 'The service said why.', 'req_example'),
        }),
      );
      await checkPage(`out-error-${status}`, `/rendered-error-${status}`, { status });
    }
  }, 300_000);

  it('opens the phone menu with the keyboard and closes it with Escape', async () => {
    const { page, problems } = await tabs.visitor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.baseUrl}/`);
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
    expect(await page.locator('#site-menu a[href="/docs"]').isVisible()).toBe(true);
    await saveScreenshot(page, 'out-menu-open-390');
    await page.keyboard.press('Escape');
    expect(await page.locator('#site-menu').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  }, 60_000);

  it('searches from the travel form with a loading state, shows what it understood first, and the API call', async () => {
    const { page, problems } = await tabs.visitor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/travel`);
    await page.fill('#q', 'A long weekend in Northern California with redwoods and rugged coast in May');
    await page.fill('#origin', 'san fr');
    await expect.poll(() => page.locator('#origin-options option').count()).toBeGreaterThan(0);
    expect(await page.locator('#origin-options option').first().getAttribute('value')).toContain('(SFO)');
    await page.fill('#origin', 'San Francisco');
    await Promise.all([page.waitForURL(/\/travel\?q=/), page.click('#search-button')]);
    const order = await page.evaluate(`[...document.querySelectorAll('main section[id]')].map((s) => s.id)`);
    expect((order as string[]).slice(0, 2)).toEqual(['understood', 'results']);
    expect(await page.locator('#understood [data-field="origin"]').textContent()).toContain('SFO');
    expect(await page.locator('#understood [data-field="dates"]').count()).toBe(1);
    expect(await page.locator('#compare tbody tr[id^="result-"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#api-curl').textContent()).toContain('"origin":"SFO"');
    expect(await page.locator('#api-mcp').textContent()).toContain('rank_travel_destinations');
    // Details open on demand.
    expect(await page.locator('#details-0 .handoffs').isVisible()).toBe(false);
    await page.click('#details-0 summary');
    expect(await page.locator('#details-0 .handoffs').isVisible()).toBe(true);
    // The loading state: the submit handler marks the form busy and says what is happening.
    // The navigation itself is stopped here (a listener after the page's own), so the state can be read.
    await page.fill('#q', 'Two weeks of beaches in Southeast Asia in February');
    await page.evaluate(`window.addEventListener('submit', (event) => event.preventDefault(), { once: true })`);
    await page.click('#search-button');
    expect(await page.getAttribute('#travel-form', 'aria-busy')).toBe('true');
    expect(await page.locator('#search-button').textContent()).toBe('Searching…');
    expect(await page.locator('#search-button').isDisabled()).toBe(true);
    expect(await page.locator('#loading').textContent()).toContain('Searching');
    expect(problems).toEqual([]);
  }, 120_000);

  it('signs up, shows the first key once, and a reload after creating a key creates no second key', async () => {
    const { page, problems } = await tabs.visitor(1280);
    // The copy button's label comes back after two seconds of the page's clock, which the test moves on.
    await page.clock.install();
    await page.goto(`${server.baseUrl}/signup`);
    await page.click('button[type="submit"]');
    expect(await page.locator('#email[aria-invalid="true"]').count()).toBe(1);
    expect(await page.locator('#password[aria-invalid="true"]').count()).toBe(1);
    // Autofocus runs at the page's next rendering, which a busy machine may not have reached yet.
    await expect.poll(() => page.evaluate('document.activeElement.id')).toBe('email');
    await page.fill('#email', email);
    await page.fill('#password', password);
    await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('main button[type="submit"]')]);
    const first = (await page.locator('#new-key-value').textContent()) ?? '';
    expect(first).toMatch(/^svc_live_/);
    await page.click('button[data-copy="new-key-value"]');
    await expect.poll(() => page.locator('button[data-copy="new-key-value"]').textContent()).toMatch(/^(Copied|Selected)$/);
    await page.clock.runFor(2000);
    expect(await page.locator('button[data-copy="new-key-value"]').textContent()).toBe('Copy key');
    await checkPage('in-dashboard-first-key', '/dashboard', { page, problems });
    expect(await page.locator('#new-key-value').count()).toBe(0);

    await page.fill('#key-name', 'browser test');
    await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('text=Create key')]);
    const created = (await page.locator('#new-key-value').textContent()) ?? '';
    expect(created).toMatch(/^svc_live_/);
    const rows = await page.locator('#keys tbody tr').count();
    await page.reload();
    expect(await page.locator('#keys tbody tr').count()).toBe(rows);
    expect(await page.locator('#new-key-value').count()).toBe(0);

    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.baseUrl}/api/v1/feedback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${created}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 'useful', issue_categories: ['other'] }),
      });
      expect(res.status).toBeLessThan(300);
    }
    await checkPage('in-dashboard-usage', '/dashboard', { page, problems });
    expect(await page.locator('#usage-chart').getAttribute('data-total')).toBe('2');
    const keyId = await page.locator('#keys tbody tr').first().getAttribute('data-key-id');
    await checkPage('in-key-detail', `/dashboard/keys/${keyId}`, { page, problems });
    await checkPage('in-key-revoke-confirm', `/dashboard/keys/${keyId}/revoke`, { page, problems });
    await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('#confirm-revoke button.danger')]);
    expect(await page.locator('main .notice.ok').textContent()).toContain('was revoked');
    const refused = await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${created}` } });
    expect(refused.status).toBe(401);
    await checkPage('in-billing', '/billing', { page, problems });
  }, 300_000);

  it('resets a forgotten password through the emailed link', async () => {
    // An account of its own, signed in on a phone-sized tab: nothing from another test's state or clock.
    const { page, problems } = await tabs.visitor(390);
    const email = uniqueEmail('browser-reset');
    await page.goto(`${server.baseUrl}/signup`);
    await page.fill('#email', email);
    await page.fill('#password', password);
    await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('main button[type="submit"]')]);
    await page.click('.menu-toggle');
    await Promise.all([page.waitForURL(`${server.baseUrl}/`), page.click('text=Log out')]);
    await page.goto(`${server.baseUrl}/login`);
    await Promise.all([page.waitForURL(/\/password-reset$/), page.click('text=Forgot your password?')]);
    await page.fill('#email', email);
    await Promise.all([page.waitForURL(/sent=1/), page.click('main button[type="submit"]')]);
    // The outbox worker sends the mail after the answer, and the address's verification mail may come first.
    const reset = /https?:\/\/\S+\/password-reset\/confirm\?token=[A-Za-z0-9_-]{43}/;
    const link = reset.exec(await waitForMail(smtp, email, reset))![0];
    await checkPage('out-password-reset-confirm', new URL(link).pathname + new URL(link).search, { page, problems });
    await page.fill('#password', 'the new browser password');
    await Promise.all([page.waitForURL(/\/login\?reset=done/), page.click('main button[type="submit"]')]);
    await page.fill('#email', email);
    await page.fill('#password', 'the new browser password');
    await Promise.all([page.waitForURL(`${server.baseUrl}/dashboard`), page.click('main button[type="submit"]')]);
    expect(problems).toEqual([]);
  }, 120_000);
});
