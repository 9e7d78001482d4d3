import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { chromiumForFile, follow, tabForTests, WIDTHS } from './browser-kit.js';
import { curlCommand, parseCurl } from './curl-example.js';
import { uniqueEmail } from './web-client.js';

/**
 * The quickstart as a person follows it in Chromium: /docs, its sign-up link, the key the dashboard
 * shows once, and the first call copied from the quickstart, sent with that key.
 */
const chromium = chromiumForFile();

describe.each(DIALECTS)('quickstart from the docs to a first call (%s)', (dialect) => {
  let server: TestServer;
  const tabs = tabForTests(chromium);

  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(WIDTHS)(
    'goes from /docs to a key and a first call that answers 200 at %i px',
    async (width) => {
      const { page, problems } = await tabs.visitor(width);
      await page.goto(`${server.baseUrl}/docs`);
      const blocks = await page.locator('article pre').allTextContents();
      const firstCall = blocks.map(curlCommand).find((command) => command?.includes('/api/v1/travel/search'));
      expect(firstCall, 'the quickstart shows a first call').toBeDefined();

      await follow(page, 'article a[href="/signup"]', `${server.baseUrl}/signup`, '#email');
      await page.fill('#email', uniqueEmail(`quickstart-${width}`));
      await page.fill('#password', 'a long quickstart passphrase');
      await follow(page, 'main button[type="submit"]', `${server.baseUrl}/dashboard`, '#new-key-value');
      const key = (await page.locator('#new-key-value').textContent()) ?? '';
      expect(key).toMatch(/^svc_live_/);

      const call = parseCurl(firstCall!, key);
      expect(call.url.startsWith(`${server.baseUrl}/`), 'the example names this server').toBe(true);
      const res = await fetch(call.url, { method: call.method, headers: call.headers, body: call.body });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { results: unknown[] };
      expect(answer.results.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    180_000,
  );
});
