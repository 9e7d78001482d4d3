import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { WebClient } from '../web/web-client.js';

/**
 * Three visitors could exhaust the public travel demo, and later about fifty addresses of one
 * operator could. Now each visitor gets at most a tenth of the demo's own site-wide budget, one
 * network (IPv4 /24, IPv6 /48) three visitors' shares, and the demo key's quota sits above that budget.
 */
describe.each(DIALECTS)('travel demo budget (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { TRAVEL_DEMO_PER_HOUR: '40', TRAVEL_DEMO_VISITOR_PER_HOUR: '4' } });
  });
  afterAll(async () => server.close());

  const search = (web: WebClient, i: number) => web.get(`/travel?q=${encodeURIComponent(`redwoods and coast in May, try ${i}`)}`);

  it('stops one visitor at their share, leaves the rest for others, and says so when the site budget is spent', async () => {
    const greedy = new WebClient(server.baseUrl, '203.0.113.1');
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => search(greedy, i).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    const refused = await search(greedy, 99);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.text).toContain("used this hour's 4 demo searches");

    // Nine more visitors, each on its own network, use their shares (36 in all); the eleventh
    // visitor finds the site budget spent.
    for (let v = 2; v <= 10; v++) {
      const web = new WebClient(server.baseUrl, `198.51.${v}.1`);
      for (let i = 0; i < 4; i++) expect((await search(web, i)).status).toBe(200);
    }
    const late = await search(new WebClient(server.baseUrl, '198.51.50.1'), 0);
    expect(late.status).toBe(429);
    expect(late.text).toContain('The demo has used all 40 searches it has for this hour, across all visitors');
    expect(late.text).toContain('href="/signup"');

    // The next hour opens the demo again.
    server.clock.set(new Date(Date.now() + 3600_000));
    expect((await search(new WebClient(server.baseUrl, '198.51.50.1'), 1)).status).toBe(200);
    server.clock.set(new Date());
  }, 120_000);

  it('counts a network (IPv4 /24, IPv6 /48) as three visitors, however many addresses it uses', async () => {
    server.clock.set(new Date(Date.now() + 7200_000));
    for (const [family, address] of [
      ['IPv4', (i: number) => `192.0.2.${i + 1}`],
      ['IPv6', (i: number) => `2001:db8:77:${(i * 256).toString(16)}::1`],
    ] as const) {
      // Twelve searches (three shares) from six addresses of one network are admitted; the network's
      // next address is refused, and an address of another network is not.
      for (let i = 0; i < 6; i++) {
        const web = new WebClient(server.baseUrl, address(i));
        expect((await search(web, 2 * i)).status, family).toBe(200);
        expect((await search(web, 2 * i + 1)).status, family).toBe(200);
      }
      const refused = await search(new WebClient(server.baseUrl, address(7)), 0);
      expect(refused.status, family).toBe(429);
      expect(refused.text).toContain("Your network has used this hour's 12 demo searches");
    }
    expect((await search(new WebClient(server.baseUrl, '192.0.3.1'), 0)).status).toBe(200);
    server.clock.set(new Date());
  }, 120_000);

  it('answers repeated, odd and oversized query parameters without a 5xx', async () => {
    const web = new WebClient(server.baseUrl, '203.0.113.99');
    for (const query of [
      'q=a&q=b',
      'q=&q=beach',
      'origin=SFO&origin=LAX&q=beach',
      `q=${'x'.repeat(5000)}`,
      'q=%00%01',
      'q[a]=1',
      'origin=%E2%80%AE',
      'q=beach&origin=' + 'y'.repeat(500),
    ]) {
      const res = await web.get(`/travel?${query}`);
      expect(res.status, query).toBeLessThan(500);
      expect(res.headers.get('content-type'), query).toContain('text/html');
    }
  }, 60_000);
});
