import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_AREAS } from '../../src/operations/areas.js';
import { OPERATIONS } from '../../src/operations/index.js';
import { slug } from '../../src/server/web/markdown.js';
import { areaSlug } from '../../src/server/web/reference-pages.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, follow, foreignFonts, OBSERVE_SHIFTS, pageFindings, recordedShifts, watchedPage, WIDTHS } from './browser-kit.js';

/** The docs a developer reads first, in Chromium at phone and desktop width: quickstart, search, the reference's index and area pages. */
const chromium = chromiumForFile();

/** A word of the guide's last section that no other section has, and that section's page: search must reach the end of the guide. */
function lastSectionWord(): { word: string; path: string } {
  const sections = readFileSync(new URL('../../docs/guide.md', import.meta.url), 'utf8').split(/^## /m);
  const last = sections.at(-1)!;
  const before = sections.slice(0, -1).join('').toLowerCase();
  const word = last
    .toLowerCase()
    .match(/\b[a-z]{6,}\b/g)!
    .find((w) => !before.includes(w));
  expect(word, 'a word only the last section has').toBeDefined();
  return { word: word!, path: `/docs/${slug(last.split('\n')[0]!)}` };
}

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

  it("shows the quickstart, finds pages as you type (to the guide's last section) and without script, renders the reference index and every area page without a layout shift, and follows an old reference link to its operation, with no axe violation or console error", async () => {
    // One tab for both widths: a renderer compiles axe-core's 650 KB once, not once per width's process.
    const { page, problems } = await watchedPage(context);
    const searchCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(docs-search|search-index)\./.test(request.url())) searchCode.push(request.url());
    });
    // Recorded in every document the tab loads; only the reference pages' shifts are read.
    await page.addInitScript(OBSERVE_SHIFTS);
    for (const width of WIDTHS) {
      await context.clearCookies();
      problems.length = 0;
      searchCode.length = 0;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.baseUrl}/docs`);
      expect(await page.locator('main').textContent()).toContain('Quickstart');
      // A page costs no search code until the field is used: the script and the index come on its first focus.
      expect(searchCode, 'search code before the field is used').toEqual([]);
      const nav = await page.locator('nav[aria-label="Guide sections"]').boundingBox();
      const article = await page.locator('article').boundingBox();
      // On a phone the sections come above the article; on a desktop they sit in the column beside it.
      if (width < 600) expect(nav!.y, 'navigation before content on a phone').toBeLessThan(article!.y);
      else expect(nav!.x + nav!.width).toBeLessThanOrEqual(article!.x);
      await page.locator('#docs-q').fill('idempotency');
      await page.locator('#docs-search-results a[href="/docs/idempotency-key"]').waitFor();
      expect(await page.locator('#docs-search-status').textContent()).toMatch(/result/);
      expect(searchCode.map((url) => /(docs-search|search-index)/.exec(url)![1]).sort()).toEqual(['docs-search', 'search-index']);
      const late = lastSectionWord();
      await page.locator('#docs-q').fill(late.word);
      await page.locator(`#docs-search-results a[href^="${late.path}"]`).waitFor();
      const docs = await pageFindings(page);
      expect(docs.violations, `docs at ${width}px`).toEqual([]);
      expect(await foreignFonts(page), 'text in a font other than the page’s').toEqual([]);
      expect(docs.overflow).toBeLessThanOrEqual(0);
      // The same search answered by the server, for visitors without script.
      await page.goto(`${server.baseUrl}/docs/search?q=idempotency`);
      expect(await page.locator('.docs-content a[href="/docs/idempotency-key"]').count()).toBe(1);
      const results = await pageFindings(page);
      expect(results.violations, `search results at ${width}px`).toEqual([]);
      expect(results.overflow, `search results at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
      expect(results.smallTapTargets, `search results at ${width}px`).toEqual([]);

      // The reference: its index and each area's page, held still while they load, then an operation's link from when it was one page.
      for (const path of ['/docs/reference', ...OPERATION_AREAS.map((area) => `/docs/${areaSlug(area)}`)]) {
        await page.goto(`${server.baseUrl}${path}`);
        // A table laid out at an estimate, then at its size, moved the text below it 0.002-0.005; a frame shown half-parsed on a
        // loaded machine can move a few pixels of the header, well under 0.001.
        const shifts = await recordedShifts(page);
        expect(
          shifts.reduce((sum, shift) => sum + shift.value, 0),
          `${path} at ${width}px: ${JSON.stringify(shifts)}`,
        ).toBeLessThan(0.001);
        const operations = OPERATION_AREAS.find((area) => path.endsWith(`/${area.tag}`));
        expect(await page.locator('section.operation').count(), path).toBe(operations ? OPERATIONS.filter((op) => op.tag === operations.tag).length : 0);
        const reference = await pageFindings(page);
        expect(reference.overflow, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
        expect(reference.violations, `${path} at ${width}px`).toEqual([]);
        expect(reference.smallTapTargets, `${path} at ${width}px`).toEqual([]);
      }
      await page.goto(`${server.baseUrl}/docs/reference#validatetravelplan`);
      await follow(page, '#validatetravelplan a', `${server.baseUrl}/docs/reference/travel-primitives#validatetravelplan`, 'h2#validatetravelplan');
      // The browser scrolls to the fragment once the page has loaded, which a loaded machine can do after the heading shows.
      await page
        .waitForFunction(
          "(() => { const r = document.querySelector('h2#validatetravelplan').getBoundingClientRect(); return r.top > -1 && r.bottom <= 900; })()",
          null,
          {
            timeout: 10_000,
          },
        )
        .catch(() => undefined);
      const heading = await page.locator('h2#validatetravelplan').boundingBox();
      // Scrolled to the heading: its top at the screen's top, to within rounding of a fraction of a pixel.
      expect(heading!.y, 'the operation is on screen').toBeGreaterThan(-1);
      expect(heading!.y + heading!.height).toBeLessThanOrEqual(900);
      if (width < 600) {
        const areaNav = await page.locator('nav[aria-label="Guide sections"]').boundingBox();
        expect(areaNav!.y, 'navigation before content on a phone').toBeLessThan((await page.locator('article').boundingBox())!.y);
      }
      expect(problems).toEqual([]);
    }
    await page.close();
  }, 400_000);

  it('sends an old link to a heading that moved to another page (the fragment never reaches the server) to the page that holds it, and leaves a heading the page has where it is', async () => {
    const page = await context.newPage();
    for (const id of ['a2a-endpoint-post-a2a', 'command-line-svc']) {
      const old = `/docs/mcp-and-cli#${id}`;
      await page.goto(`${server.baseUrl}${old}`);
      await page.waitForURL(`${server.baseUrl}/docs/a2a-and-the-command-line#${id}`);
      const heading = page.locator(`h2#${id}`);
      await heading.waitFor();
      expect((await heading.boundingBox())!.y, `${old} lands on its heading`).toBeGreaterThan(-1);
    }
    const here = `${server.baseUrl}/docs/a2a-and-the-command-line#command-line-svc`;
    await page.goto(`${server.baseUrl}/docs/mcp`);
    await page.goto(here);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(here);
    await page.close();
  }, 60_000);
});
