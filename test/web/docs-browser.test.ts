import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';
import { axeViolations, foreignFonts, horizontalOverflow, launchChromium, watchedPage, WIDTHS } from './browser-kit.js';

/** The docs a developer reads first, in Chromium at phone and desktop width: quickstart, search, reference. */
// What the browser sees does not depend on the store, and the store paths behind these pages run on both databases in
// the HTTP-level files; so each browser file runs on one database, and the browser files between them use both.
describe.each(['sqlite'] as const)('docs in the browser (Chromium, %s)', (dialect) => {
  let server: TestServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dialect });
    browser = await launchChromium();
    context = await browser.newContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the quickstart, finds pages as you type, and renders the reference, with no axe violation or console error', async () => {
    for (const width of WIDTHS) {
      await context.clearCookies();
      const { page, problems } = await watchedPage(context);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.baseUrl}/docs`);
      expect(await page.locator('main').textContent()).toContain('Quickstart');
      const nav = await page.locator('nav[aria-label="Guide sections"]').boundingBox();
      const article = await page.locator('article').boundingBox();
      // On a phone the sections come above the article; on a desktop they sit in the column beside it.
      if (width < 600) expect(nav!.y, 'navigation before content on a phone').toBeLessThan(article!.y);
      else expect(nav!.x + nav!.width).toBeLessThanOrEqual(article!.x);
      await page.locator('#docs-q').fill('idempotency');
      await page.locator('#docs-search-results a[href="/docs/idempotency-key"]').waitFor();
      expect(await page.locator('#docs-search-status').textContent()).toMatch(/result/);
      expect(await axeViolations(page), `docs at ${width}px`).toEqual([]);
      expect(await foreignFonts(page), 'text in a font other than the page’s').toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

      await page.goto(`${server.baseUrl}/docs/reference`);
      expect(await page.locator('section.operation').count()).toBeGreaterThan(15);
      expect(await horizontalOverflow(page), `reference at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page), `reference at ${width}px`).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 400_000);
});
