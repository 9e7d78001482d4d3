import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, pageFindings, tabForTests, WIDTHS } from './browser-kit.js';

/** Requests in three languages, each stating its money in the traveller's own currency. */
const REQUESTS = [
  { language: 'French', text: 'Une semaine de randonnée dans les Alpes en septembre au départ de Paris, budget 2000 euros pour deux adultes', currency: 'EUR' },
  { language: 'German', text: 'Eine Woche Wandern in den Alpen im September ab Zürich, Budget 4000 Franken für zwei Erwachsene', currency: 'CHF' },
  {
    language: 'Spanish',
    text: 'Dos semanas de playa en febrero desde Ciudad de México, presupuesto 60000 pesos mexicanos para 2 adultos',
    currency: 'MXN',
  },
];

/** What a traveller reads (not the API panel, whose JSON is meant to show field names). */
const VISIBLE_TEXT = `[...document.querySelectorAll('#understood, #results')].map((el) => el.innerText).join('\\n')`;

/**
 * The travel demo in Debian's Chromium at 390 and 1280 px: the same form a visitor uses, requests
 * in French, German and Spanish answered in the traveller's currency beside USD, and the origin as
 * one reading the visitor can change. Every page without console errors, sideways scrolling or any
 * axe-core violation.
 */
const chromium = chromiumForFile();

// The demo's keyless searches are counted in the store, so it runs on both databases.
describe.each(DIALECTS)('travel demo in a real browser (%s)', (dialect) => {
  let server: TestServer;
  const tabs = tabForTests(chromium);

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server?.close();
  });

  const check = async (page: Page) => {
    const findings = await pageFindings(page);
    expect(findings.violations).toEqual([]);
    expect(findings.overflow).toBeLessThanOrEqual(0);
  };

  /** Types the request (and the origin) into the form and submits it as a visitor does. */
  const search = async (page: Page, text: string, origin = '') => {
    await page.fill('#q', text);
    await page.fill('#origin', origin);
    await Promise.all([page.waitForURL((url) => url.searchParams.get('q') === text), page.click('#search-button')]);
  };

  it.each(WIDTHS)(
    'answers French, German and Spanish requests in their currency beside USD at %i px',
    async (width) => {
      const { page, problems } = await tabs.visitor(width);
      await page.goto(`${server.baseUrl}/travel`);
      for (const request of REQUESTS) {
        await search(page, request.text);
        expect(await page.textContent('#understood [data-field="budget"]'), request.language).toContain(request.currency);
        const party = await page.textContent('#result-0 td[data-label="Whole party"]');
        expect(party, request.language).toMatch(
          new RegExp(`^[\\d,]+ ${request.currency}[\\d,]+ USD; 1 ${request.currency} = [\\d.]+ USD on \\d{4}-\\d\\d-\\d\\d`),
        );
        const visible = (await page.evaluate(VISIBLE_TEXT)) as string;
        expect(visible, `${request.language}: no internal identifiers`).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/);
        await check(page);
      }
      expect(problems).toEqual([]);
    },
    600_000,
  );

  it.each(WIDTHS)(
    'shows one origin reading and lets the visitor change it at %i px',
    async (width) => {
      const { page, problems } = await tabs.visitor(width);
      await page.goto(`${server.baseUrl}/travel`);

      // Suggestions while typing name every London, Canada's too.
      await page.fill('#q', 'A week of hiking in the Alps in September');
      await page.fill('#origin', 'London');
      await expect.poll(() => page.locator('#origin-options option[value*="London, Canada"]').count(), { timeout: 30_000 }).toBe(1);

      // "London" in the field names several airports: the page asks instead of picking one.
      await Promise.all([page.waitForURL((url) => url.searchParams.get('origin') === 'London'), page.click('#search-button')]);
      expect(await page.textContent('#origin-choices')).toContain('Which airport do you fly from?');
      await check(page);
      await Promise.all([page.waitForURL((url) => url.searchParams.get('origin') === 'LGW'), page.click('#origin-choices a:has-text("(LGW)")')]);
      expect(await page.textContent('#understood [data-field="origin"]')).toMatch(/LGW.*from the form/s);
      await check(page);

      // The other airports are one click away, and the search follows the change.
      await page.click('#origin-change summary');
      await check(page);
      await Promise.all([page.waitForURL((url) => url.searchParams.get('origin') === 'LHR'), page.click('#origin-change a:has-text("(LHR)")')]);
      expect(await page.textContent('#understood [data-field="origin"]')).toMatch(/LHR.*from the form/s);
      expect(await page.textContent('#result-0 td[data-label="Whole party"]')).toMatch(/ GBP[\d,]+ USD/);

      // An origin read from the words is shown the same way, with the other Londons offered.
      await search(page, 'A week of hiking in the Alps in September from London');
      const origin = page.locator('#understood [data-field="origin"]');
      expect(await origin.textContent()).toMatch(/LHR.*from your words/s);
      await page.click('#origin-change summary');
      expect(await page.textContent('#origin-change')).toMatch(/\(YXU\), London, Canada/);
      await check(page);
      // Changed where it was read: the words now name the airport chosen, and the search flies from it.
      await Promise.all([page.waitForURL((url) => url.searchParams.get('q')?.endsWith('from LGW') === true), page.click('#origin-change a:has-text("(LGW)")')]);
      expect(await page.inputValue('#q')).toBe('A week of hiking in the Alps in September from LGW');
      expect(await origin.textContent()).toMatch(/LGW.*from your words/s);
      expect(await page.locator('#origin-conflict').count()).toBe(0);
      expect(problems).toEqual([]);
    },
    600_000,
  );
});
