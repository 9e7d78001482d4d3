import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, OBSERVE_SHIFTS, recordedShifts, watchedPage, WIDTHS, type Shift } from './browser-kit.js';
import { csrfOf, uniqueEmail, WebClient } from './web-client.js';

/**
 * The dashboard holds still while it loads, in Chromium at 390 and 1280 px with the scroll bar a
 * desktop browser shows: the browser's own layout-shift entries, observed in the page from before
 * its first byte, add up to nothing. The page is loaded once, then again over a slow link with its
 * stylesheet cached, so its markup reaches the parser a few hundred bytes at a time and the browser
 * may show it half-parsed (what a slow network or a loaded machine does to it): anything shown early
 * that later content moves is caught. A phone's first screen holds the keys as cards. On both
 * databases: the dashboard is built from the account's keys and usage in the store.
 */
const chromium = chromiumForFile({ scrollbars: true });

/** A link that delivers this many bytes a second, so a page's markup reaches the parser in pieces. */
const SLOW_LINK_BYTES_PER_SECOND = 4_000;

async function shiftsWhileLoading(page: Page, url: string): Promise<Shift[]> {
  await page.goto(url, { waitUntil: 'load' });
  await page.addInitScript(OBSERVE_SHIFTS);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: SLOW_LINK_BYTES_PER_SECOND, uploadThroughput: -1 });
  await page.goto(url, { waitUntil: 'load' });
  return recordedShifts(page);
}

describe.each(DIALECTS)('the dashboard does not shift while it loads (Chromium, %s)', (dialect) => {
  let server: TestServer;
  let session = '';

  beforeAll(async () => {
    server = await startServer({ dialect });
    const client = new WebClient(server.baseUrl, '127.0.0.1');
    await client.signup(uniqueEmail('layout'), 'a long layout password');
    const dashboard = await client.get('/dashboard');
    const key = /id="new-key-value">([^<]+)</.exec(dashboard.text)?.[1];
    await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: { authorization: `Bearer ${key}` } });
    await client.post('/dashboard/keys', { csrf: csrfOf(dashboard.text), name: 'second key' });
    session = client.cookies.get('svc_session') ?? '';
    expect(session).not.toBe('');
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(WIDTHS)(
    'shows the dashboard at %i px without a layout shift',
    async (width) => {
      const context = await chromium().newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
      await context.addCookies([{ name: 'svc_session', value: session, url: server.baseUrl }]);
      const { page, problems } = await watchedPage(context);
      const shifts = await shiftsWhileLoading(page, `${server.baseUrl}/dashboard`);
      expect(await page.locator('#keys tbody tr').count()).toBe(2);
      expect(shifts, JSON.stringify(shifts)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
