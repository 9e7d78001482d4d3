import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { uniqueEmail } from './web-client.js';

/**
 * The browser path end to end in Debian's Chromium: every page screenshotted into
 * test-artifacts/web/ and checked with axe-core (no serious or critical violations), with the
 * site's real CSP in force (axe is evaluated through the DevTools protocol, not a script tag).
 */
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'web');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

describe('browser path (Chromium)', () => {
  let server: TestServer;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;
  const cspViolations: string[] = [];
  const email = uniqueEmail('browser');
  const password = 'a long browser password';

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    server = await startServer({ dialect: 'sqlite' });
    userDataDir = mkdtempSync(join(tmpdir(), 'svc-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, { executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 } });
    // Playwright's own 30 s action timeout broke screenshots on a loaded machine.
    context.setDefaultTimeout(120_000);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspViolations.push(message.text());
    });
  }, 60_000);

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  /** Screenshot plus axe-core audit of the current page; fails on serious or critical violations. */
  async function check(name: string): Promise<void> {
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    const hasAxe = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
    if (!hasAxe) await page.evaluate(AXE_SOURCE);
    // A string script: the test compiles without DOM types, the page runs it with them.
    const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) })))`)) as AxeViolation[];
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    console.log(`axe ${name}: ${violations.length} violations (${serious.length} serious or critical)${violations.length ? `: ${violations.map((v) => `${v.id}[${v.impact}]`).join(', ')}` : ''}`);
    expect(serious, `${name}: ${JSON.stringify(serious, null, 1)}`).toEqual([]);
  }

  const go = async (path: string) => {
    const res = await page.goto(`${server.baseUrl}${path}`);
    return res?.status();
  };

  it('renders every public page accessibly, also on a phone-sized screen', async () => {
    for (const [name, path] of [['home', '/'], ['pricing', '/pricing'], ['docs', '/docs'], ['developers', '/developers'], ['travel', '/travel'], ['signup', '/signup'], ['login', '/login']] as const) {
      expect(await go(path), path).toBe(200);
      await expect(page.locator('nav[aria-label="Main"] a[href="/travel"]').count()).resolves.toBe(1);
      await check(name);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/pricing', '/travel', '/docs']) {
      await go(path);
      const overflow = (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
      expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
    }
    await page.screenshot({ path: join(ARTIFACTS, 'home-phone.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }, 120_000);

  it('signs up, creates a key, sees its use in the usage chart, revokes it and the API refuses it', async () => {
    await go('/signup');
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.click('button[type="submit"]');
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    expect(await page.locator('#usage-chart').getAttribute('data-total')).toBe('0');
    await check('dashboard');

    await page.fill('#key-name', 'browser test');
    await page.click('text=Create key');
    const key = (await page.locator('#new-key-value').textContent()) ?? '';
    expect(key).toMatch(/^svc_live_/);
    await page.click('button[data-copy="new-key-value"]');
    await check('dashboard-new-key');

    const me = await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(me.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${server.baseUrl}/api/v1/feedback`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 'useful', issue_categories: ['other'] }),
      });
      expect(res.status).toBeLessThan(300);
    }
    await go('/dashboard');
    expect(await page.locator('#usage-chart').getAttribute('data-total')).toBe('2');
    const today = new Date().toISOString().slice(0, 10);
    expect(await page.locator(`#usage-chart rect[data-day="${today}"]`).getAttribute('data-count')).toBe('2');
    expect(await page.locator('#new-key-value').count()).toBe(0);
    await check('dashboard-usage');

    await page.click(`button[aria-label^="Revoke key ${key.slice(0, 15)}"]`);
    await page.waitForURL(/\/dashboard\?revoked=/);
    expect(await page.locator('#keys').textContent()).toContain('Revoked');
    await check('dashboard-revoked');
    const refused = await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
  }, 120_000);

  it('reaches billing through /login?next=%2Fbilling', async () => {
    await page.click('text=Log out');
    await page.waitForURL(`${server.baseUrl}/`);
    await go('/billing');
    expect(page.url()).toBe(`${server.baseUrl}/login?next=%2Fbilling`);
    await page.fill('#email', email);
    await page.fill('#password', password);
    await page.click('main button[type="submit"]');
    await page.waitForURL(`${server.baseUrl}/billing`);
    expect(await page.locator('h1').textContent()).toBe('Billing');
    expect(await page.locator('#billing-not-configured').count()).toBe(1);
    await check('billing');
  }, 60_000);

  it('runs a search on /travel and shows ranked results with breakdowns, climate, truth boundaries and handoffs', async () => {
    await go('/travel');
    await page.fill('#q', 'A long weekend in Northern California with redwoods and rugged coast, flying from SFO in May');
    await page.click('main button[type="submit"]');
    await page.waitForURL(/\/travel\?q=/);
    await page.locator('#results').waitFor();
    expect(await page.locator('#results').getAttribute('data-match')).toBe('matched');
    expect(await page.locator('#results article.result').count()).toBeGreaterThan(0);
    expect(await page.locator('#results article.result').first().locator('meter').count()).toBe(8);
    expect(await page.locator('#truth').textContent()).toContain('Booking supported: no');
    expect(await page.locator('#results svg[id^="climate-"]').count()).toBeGreaterThan(0);
    expect(await page.locator('#results .handoffs a').count()).toBeGreaterThan(0);
    await check('travel-results');
  }, 120_000);

  it('raised no Content Security Policy violations', () => {
    expect(cspViolations).toEqual([]);
  });
});
