import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, foreignFonts, pageFindings, watchedPage, WIDTHS } from './browser-kit.js';

/** The docs a developer reads first, in Chromium at phone and desktop width: quickstart, search, reference. */
const chromium = chromiumForFile();

describe.each(DIALECTS)('docs in the browser (Chromium, %s)', (dialect) => {
  let server: TestServer;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await startServer({ dialect });
    context = await chromium().newContext();
  });

  afterAll(async () => {
    await context?.close();
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
      const docs = await pageFindings(page);
      expect(docs.violations, `docs at ${width}px`).toEqual([]);
      expect(await foreignFonts(page), 'text in a font other than the page’s').toEqual([]);
      expect(docs.overflow).toBeLessThanOrEqual(0);

      await page.goto(`${server.baseUrl}/docs/reference`);
      expect(await page.locator('section.operation').count()).toBeGreaterThan(15);
      const reference = await pageFindings(page);
      expect(reference.overflow, `reference at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(reference.violations, `reference at ${width}px`).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    }
  }, 400_000);
});
