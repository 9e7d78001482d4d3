import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe.each(DIALECTS)('error pages for browsers, JSON for API clients (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { PUBLIC_FETCH_PER_HOUR: '1' } });
  });
  afterAll(async () => server.close());

  const get = (path: string, accept?: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, { ...init, headers: { ...(accept ? { accept } : {}), ...(init.headers as Record<string, string>) } });

  it('answers 404 and 405 with a page with navigation to a browser, and the JSON error to everyone else', async () => {
    for (const [path, status] of [
      ['/no/such/page', 404],
      ['/api/v1/travel/search', 405],
    ] as const) {
      const page = await get(path, BROWSER_ACCEPT);
      expect(page.status).toBe(status);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('href="/docs"');
      expect(html).toContain(`Error ${status}`);
      for (const accept of [undefined, 'application/json', '*/*', 'application/json, text/html;q=0.5']) {
        const api = await get(path, accept);
        expect(api.status, String(accept)).toBe(status);
        expect(await api.json(), String(accept)).toEqual({ error: expect.any(String) });
      }
    }
  });

  it('answers a rate limit with a page that says what to do, keeping Retry-After', async () => {
    const audit = (accept: string) =>
      get('/api/v1/agent-launch/audit', accept, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        body: JSON.stringify({ url: 'http://127.0.0.1:9/' }),
      });
    await audit('application/json');
    const page = await audit(BROWSER_ACCEPT);
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await page.text()).toContain('Too many requests');
    const api = await audit('application/json');
    expect(api.status).toBe(429);
    expect(await api.json()).toEqual({ error: expect.stringContaining('per hour') });
  });
});
