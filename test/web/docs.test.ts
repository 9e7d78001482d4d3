import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_AREAS } from '../../src/operations/areas.js';
import { OPERATIONS } from '../../src/operations/index.js';
import { buildSearch, type SearchDoc } from '../../src/server/web/docs-search.js';
import { slug } from '../../src/server/web/markdown.js';
import { areaSlug } from '../../src/server/web/reference-pages.js';
import { DIALECTS, startServer, uniqueAddress, type TestServer } from '../helpers/server.js';
import { curlCommand, parseCurl } from './curl-example.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { uniqueEmail, WebClient } from './web-client.js';

const WEBHOOK_SECRET = 'whsec_docs_0123456789abcdef';

/** A request example (a code block with a curl command) immediately followed by its response example. */
const EXAMPLE_PAIR = /```\n((?:(?!```)[\s\S])*?)```\s*```json\n((?:(?!```)[\s\S])*?)```/g;
/** An example written as one JSON block: the call, its body, a blank line, its answer. */
const JSON_CALL = /```json\n(?:POST|GET) \//;

/** The bytes as sent (fetch would decode them), asking for Brotli or gzip unless told otherwise. */
function rawGet(base: string, path: string, acceptEncoding = 'br, gzip'): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** Every setting an operator gives the server: the names in the README's configuration table and in the maintainers' guide. */
function operatorSettings(maintainers: string): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const configuration = readme.split('\n## Configuration\n')[1]?.split('\n## ')[0] ?? '';
  return [...new Set([...`${configuration}\n${maintainers}`.matchAll(/`([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)`/g)].map((m) => m[1]!))];
}

/** Every key the example shows is in the answer, with the same kind of value; "..." stands for what was trimmed. */
function expectShape(actual: unknown, example: unknown, path = '$'): void {
  if (example === '...' || (typeof example === 'string' && example.endsWith('...'))) return;
  if (Array.isArray(example)) {
    expect(Array.isArray(actual), `${path} is a list`).toBe(true);
    if (example.length > 0) expectShape((actual as unknown[])[0], example[0], `${path}[0]`);
    return;
  }
  if (example && typeof example === 'object') {
    expect(actual && typeof actual === 'object', `${path} is an object`).toBeTruthy();
    for (const [k, v] of Object.entries(example)) {
      if (k === '...') continue;
      expect(actual as object, `${path} has ${k}`).toHaveProperty([k]);
      expectShape((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
    }
    return;
  }
  expect(typeof actual, `${path} type`).toBe(typeof example);
}

/**
 * A key on the Hobby plan, made the way a customer gets one: sign up (the dashboard shows the
 * account's first key once), check out, and the processor's signed webhook upgrades the account.
 */
async function hobbyKey(server: TestServer, stripe: FakeStripe): Promise<string> {
  const web = new WebClient(server.baseUrl, uniqueAddress());
  await web.signup(uniqueEmail('docs'));
  const key = /id="new-key-value">([^<]+)</.exec((await web.get('/dashboard')).text)?.[1] ?? '';
  const checkout = await web.submit('/billing', '/billing/checkout', { plan: 'hobby' });
  const event = stripe.completedEvent(checkout.location?.split('/').pop() ?? '');
  const hook = await fetch(`${server.baseUrl}/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(event, WEBHOOK_SECRET) },
    body: event,
  });
  expect(hook.status).toBe(200);
  return key;
}

describe.each(DIALECTS)('docs: quickstart, examples, search, reference (%s)', (dialect) => {
  let server: TestServer;
  let stripe: FakeStripe;
  let guide: string;
  let key: string;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startServer({
      dialect,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_docs_0123456789',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        STRIPE_PRICE_HOBBY: 'price_hobby_test',
        STRIPE_PRICE_PRO: 'price_pro_test',
        // The launch-audit example audits this server, which listens on loopback here.
        SAFE_FETCH_ALLOW_LOOPBACK: 'true',
      },
    });
    guide = await (await fetch(`${server.baseUrl}/docs.md`)).text();
    key = await hobbyKey(server, stripe);
    const me = await server.request<{ account: { plan: string } }>('GET', '/api/v1/account/me', { key });
    expect(me.body.account.plan).toBe('hobby');
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it('gives every section of the guide a request example and its response example', () => {
    const sections = guide.split(/^## /m).slice(1);
    const hasExample = (section: string) => JSON_CALL.test(section) || [...section.matchAll(EXAMPLE_PAIR)].some(([, code]) => curlCommand(code!));
    expect(sections.filter((section) => !hasExample(section)).map((section) => section.split('\n')[0])).toEqual([]);
    expect(sections.length).toBeGreaterThanOrEqual(20);
  });

  it('opens /docs with the quickstart: a key, a first call and an MCP connection, with the real base URL', async () => {
    const page = await (await fetch(`${server.baseUrl}/docs`)).text();
    const quickstart = page.indexOf('Quickstart');
    expect(quickstart).toBeGreaterThan(0);
    expect(quickstart).toBeLessThan(page.indexOf('id="sections"'));
    for (const text of ['/api/v1/activation', '/api/v1/travel/search', `${server.baseUrl}/mcp`]) expect(page).toContain(text);
    expect(page).not.toContain('$BASE');
    expect(guide).not.toContain('$BASE');
  });

  it('runs every request example of the guide that has a response example, and the answer has the shape shown', async () => {
    // Every call uses the Hobby key: the examples spend more than an activation key's hour.
    const pairs = [...guide.matchAll(EXAMPLE_PAIR)];
    const ran: string[] = [];
    for (const [, code, example] of pairs) {
      const command = curlCommand(code!);
      if (!command) continue;
      const curl = parseCurl(command, key);
      const res = await fetch(curl.url, { method: curl.method, headers: { ...curl.headers, 'x-forwarded-for': uniqueAddress() }, body: curl.body });
      const shown = JSON.parse(example!) as Record<string, unknown>;
      // An example whose answer is an error body shows a refusal: the server must refuse it too, with that body.
      const refusal = Object.keys(shown).length === 1 && typeof shown.error === 'string';
      if (refusal) expect(res.status, `${curl.method} ${curl.url}`).toBeGreaterThanOrEqual(400);
      else expect(res.status, `${curl.method} ${curl.url}`).toBeLessThan(300);
      const answer: unknown = await res.json();
      if (refusal) expect(answer).toEqual(shown);
      else expectShape(answer, shown);
      ran.push(`${curl.method} ${curl.url}`);
    }
    expect(ran.length).toBeGreaterThanOrEqual(22);
    // Every curl command of the quickstart (the text before the first section) has its answer shown, so all of them ran.
    const quickstart = guide.split(/^## /m)[0]!;
    const commands = [...quickstart.matchAll(/```\w*\n((?:(?!```)[\s\S])*?)```/g)].map(([, code]) => curlCommand(code!)).filter(Boolean);
    expect(commands.length).toBeGreaterThanOrEqual(3);
    expect([...quickstart.matchAll(EXAMPLE_PAIR)].map(([, code]) => curlCommand(code!))).toEqual(commands);
  });

  it('runs every example written as one JSON block (the call, its body, a blank line, its answer) and the answer has the shape shown', async () => {
    let ran = 0;
    for (const [, block] of guide.matchAll(/```json\n((?:(?!```)[\s\S])*?)```/g)) {
      for (const [, method, path, body, example] of block!.matchAll(/^(POST|GET) (\/\S+)\n([\s\S]*?)\n\s*\n([\s\S]*?)(?=\n\s*\n(?:POST|GET) |(?![\s\S]))/gm)) {
        const res = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-forwarded-for': uniqueAddress() },
          body: method === 'POST' ? body : undefined,
        });
        expect(res.status, `${method} ${path} ${body!.slice(0, 80)}`).toBeLessThan(300);
        expectShape(await res.json(), JSON.parse(example!));
        ran += 1;
      }
    }
    expect(ran).toBeGreaterThanOrEqual(5);
  });

  it('shows a request and its answer on the sections a developer opens first for each area', async () => {
    for (const slug of ['quotas', 'errors', 'used-goods', 'used-goods-scam-signals', 'skill-search', 'proof-preflight']) {
      const page = await (await fetch(`${server.baseUrl}/docs/${slug}`)).text();
      expect(page, slug).toContain(`curl -s`);
      expect(page.match(/<pre/g)?.length ?? 0, slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('searches every page on the server for visitors without script, and ships a prebuilt index for the browser', async () => {
    const page = await (await fetch(`${server.baseUrl}/docs/search?q=idempotency`)).text();
    expect(page).toContain('href="/docs/idempotency-key"');
    // The overview is a page of its own: its quickstart is found as /docs.
    const quickstart = await (await fetch(`${server.baseUrl}/docs/search?q=quickstart`)).text();
    expect(quickstart.split('<ul class="search-results">')[1]).toMatch(/^<li><a href="\/docs">/);
    const none = await (await fetch(`${server.baseUrl}/docs/search?q=zzqqxxnothing`)).text();
    expect(none).toContain('Nothing in the docs matches');
    const indexUrl = page.match(/data-index="([^"]+)"/)?.[1];
    const index = (await (await fetch(`${server.baseUrl}${indexUrl}`)).json()) as { docs: unknown[]; terms: string };
    expect(index.docs.length).toBeGreaterThan(50);
    // Stems, not the text: the index repeats no sentence of the pages.
    expect(index.terms.split(' ').length).toBeGreaterThan(1000);
    expect(JSON.stringify(index)).not.toContain('consumes one request');
    expect(guide).toContain('consumes one request');
  });

  it('finds a section by another form of its words, and ranks a heading first for its own words', async () => {
    const hrefs = async (query: string) => {
      const results = await (await fetch(`${server.baseUrl}/docs/search?q=${encodeURIComponent(query)}`)).text();
      return [...(results.split('<ul class="search-results">')[1]?.split('</ul>')[0] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
    };
    // placing, placed and places share one stem with place.
    expect((await hrefs('placing')).slice(0, 3)).toContain('/docs/handoffs-and-places');
    expect((await hrefs('understanding status'))[0]).toBe('/docs/what-the-reader-reports');
  });

  it('links every search result to a heading that exists on its page', async () => {
    let links = 0;
    for (const query of ['idempotency', 'detail levels', 'webhook', 'ferry', 'advisories', 'quota', 'mcp tools', 'signup']) {
      const results = await (await fetch(`${server.baseUrl}/docs/search?q=${encodeURIComponent(query)}`)).text();
      const hrefs = [...(results.split('<ul class="search-results">')[1]?.split('</ul>')[0] ?? '').matchAll(/href="(\/docs\/[^"]+)"/g)].map((m) => m[1]!);
      expect(hrefs.length, query).toBeGreaterThan(0);
      for (const href of hrefs) {
        const [path, anchor] = href.split('#');
        const page = await fetch(`${server.baseUrl}${path}`);
        expect(page.status, href).toBe(200);
        if (anchor) expect(await page.text(), href).toContain(`id="${anchor}"`);
        links += 1;
      }
    }
    expect(links).toBeGreaterThan(15);
  });

  it('transfers the travel page with its styles, scripts and search index in at most 29,500 bytes, each text compressed to at most half its size, and /openapi.json to at most a quarter', async () => {
    const page = await rawGet(server.baseUrl, '/docs/travel-search');
    const html = (await rawGet(server.baseUrl, '/docs/travel-search', 'identity')).body.toString();
    expect(page.body.length).toBeLessThanOrEqual(Buffer.byteLength(html) / 2);
    const assets = [...new Set([...html.matchAll(/(?:href|src|data-index|data-script)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
    // The search script and index count although they come only when the field is first used.
    expect(assets.some((a) => a.includes('search-index'))).toBe(true);
    expect(assets.some((a) => a.includes('docs-search'))).toBe(true);
    // The demo's and the dashboard's styles stay in their own sheet, which the docs do not link.
    expect(assets.some((a) => a.includes('site.') && a.endsWith('.css'))).toBe(true);
    expect(assets.some((a) => a.includes('results.'))).toBe(false);
    let bytes = page.body.length;
    for (const asset of assets) {
      const res = await rawGet(server.baseUrl, asset);
      bytes += res.body.length;
      // Text is compressed; the PNG icon, compressed already, goes as it is.
      if (asset.endsWith('.png')) continue;
      expect(res.encoding, asset).toMatch(/^(br|gzip)$/);
      expect(res.body.length, asset).toBeLessThanOrEqual((await rawGet(server.baseUrl, asset, 'identity')).body.length / 2);
    }
    // 28 KB: a quarter of the 108 KB the page took uncompressed was the limit until the guide's growth
    // took the whole past it (docs/maintainers.md, which says why it is now 29,500); the search index carries every word of the guide.
    expect(bytes).toBeLessThanOrEqual(29_500);
    const openapi = await rawGet(server.baseUrl, '/openapi.json');
    expect(openapi.encoding).toBe('br');
    expect(openapi.body.length).toBeLessThanOrEqual((await rawGet(server.baseUrl, '/openapi.json', 'identity')).body.length / 4);
  });

  it('renders the API reference as an index of every operation linking to its area page, which has its fields; old links land on the index row; llms.txt links each MCP tool there', async () => {
    const index = await (await fetch(`${server.baseUrl}/docs/reference`)).text();
    const areaPages = new Map<string, string>();
    for (const op of OPERATIONS) {
      // The row keeps the id the operation's section had when the reference was one page: /docs/reference#<id> still finds it.
      const row = new RegExp(`<li id="${slug(op.id)}"><a href="(/docs/reference/[a-z-]+)#${slug(op.id)}">`).exec(index);
      expect(row, op.id).not.toBeNull();
      const path = row![1]!;
      if (!areaPages.has(path)) {
        const res = await fetch(`${server.baseUrl}${path}`);
        expect(res.status, path).toBe(200);
        areaPages.set(path, await res.text());
      }
      const page = areaPages.get(path)!;
      expect(page, op.id).toContain(`<h2 id="${slug(op.id)}">${op.summary.replace(/&/g, '&amp;')}</h2>`);
      expect(page, op.id).toContain(`${op.method} ${op.path.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect([...areaPages.keys()].sort()).toEqual(OPERATION_AREAS.map((area) => `/docs/${areaSlug(area)}`).sort());
    for (const [path, page] of areaPages) {
      expect(page.length, path).toBeLessThan(50_000);
      expect(page, path).not.toMatch(/<script>|style="/);
    }
    expect(areaPages.get('/docs/reference/travel-primitives')).toContain('<code>user_request</code>');
    expect((await fetch(`${server.baseUrl}/docs/reference/nothing`)).status).toBe(404);
    // Search, the sitemap and llms.txt know the area pages.
    const found = await (await fetch(`${server.baseUrl}/docs/search?q=${encodeURIComponent('poll research job')}`)).text();
    expect(found).toContain('href="/docs/reference/travel#gettravelresearchjob"');
    const sitemap = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const llms = await (await fetch(`${server.baseUrl}/llms.txt`)).text();
    for (const path of areaPages.keys()) {
      expect(sitemap).toContain(`<loc>${server.baseUrl}${path}</loc>`);
      expect(llms).toContain(`](${server.baseUrl}${path})`);
    }
    // Each MCP tool's line links to its operation's heading on its area page.
    const toolLinks = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\): [^\n]*; same as /gm)].map((m) => m[1]!.slice(server.baseUrl.length));
    expect(toolLinks).toHaveLength(OPERATIONS.filter((op) => op.tool).length);
    for (const link of toolLinks) {
      const [path, anchor] = link.split('#');
      expect(areaPages.get(path!), link).toContain(`<h2 id="${anchor}">`);
    }
  });

  it('splits travel by task, keeps maintainer material (code paths, measuring commands) and every operator setting out of the public guide', async () => {
    for (const slug of [
      'travel-search',
      'reading-a-travel-request',
      'reading-places-roles-and-themes',
      'ranking-and-trip-estimates',
      'handoffs-and-places',
      'plan-validation-and-warnings',
      'travel-examples',
    ]) {
      const res = await fetch(`${server.baseUrl}/docs/${slug}`);
      expect(res.status).toBe(200);
      expect((await res.text()).length).toBeLessThan(50_000);
    }
    const moved = await fetch(`${server.baseUrl}/docs/travel`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/docs/travel-search');
    const maintainers = readFileSync(new URL('../../docs/maintainers.md', import.meta.url), 'utf8');
    const settings = operatorSettings(maintainers);
    expect(settings.length).toBeGreaterThan(50);
    expect(settings.filter((name) => guide.includes(name))).toEqual([]);
    // Where the code, data files, tests and benchmarks live and the commands that measure them are the maintainers' business.
    expect(guide.match(/\b(?:src|data|test|bench|scripts)\/[\w./-]+|\bnpm run \S+|\bnpx \S+|Libraries measured/g) ?? []).toEqual([]);
    for (const moved of [
      'npm run eval:intent',
      'Libraries measured',
      'RESEARCH_LEASE_MS',
      'MARKETPLACE_B_SNAPSHOT_DIR',
      'data/goods/lego-prices.json',
      'data/proof/bylines.json',
    ])
      expect(maintainers).toContain(moved);
  });

  it('keeps every guide page short enough to read: at most 30,000 characters of text, no paragraph or list item over 1,500', async () => {
    const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&(?:[a-z]+|#\d+);/g, ' ');
    const sections = [...guide.matchAll(/^## (.+)$/gm)].map((m) => slug(m[1]!));
    expect(sections).toEqual(
      expect.arrayContaining(['launch-audit-generate-and-verify', 'proof-preflight', 'mcp', 'a2a-and-the-command-line', 'used-goods-scam-signals']),
    );
    for (const section of sections) {
      const page = await (await fetch(`${server.baseUrl}/docs/${section}`)).text();
      const article = page.split(/<article[^>]*>/)[1]!.split('</article>')[0]!;
      expect(text(article).length, section).toBeLessThanOrEqual(30_000);
      // A paragraph, or a list item up to the list nested in it.
      const blocks = [...article.matchAll(/<(?:p|li)\b[^>]*>([\s\S]*?)(?=<\/p>|<\/li>|<ul|<ol)/g)].map((m) => text(m[1]!));
      expect(blocks.filter((block) => block.length > 1500).map((block) => `${section}: ${block.slice(0, 80)}`)).toEqual([]);
    }
    for (const [old, now] of [
      ['mcp-and-cli', 'mcp'],
      ['launch-audit-generate-verify-and-proof-preflight', 'launch-audit-generate-and-verify'],
    ]) {
      const moved = await fetch(`${server.baseUrl}/docs/${old}`, { redirect: 'manual' });
      expect(moved.status, old).toBe(301);
      expect(moved.headers.get('location')).toBe(`/docs/${now}`);
    }
  });

  it('puts the section list before the article in the page, so phones show navigation first', async () => {
    const page = await (await fetch(`${server.baseUrl}/docs/errors`)).text();
    expect(page.indexOf('aria-label="Guide sections"')).toBeLessThan(page.indexOf('<article'));
  });
});

describe('docs search index', () => {
  it('finds a stretch by a word only it has, however many stretches come before it, and lists a rare word’s stretches far apart', () => {
    // Four letters, none an s: no stemming, no typo allowance, none the start of another.
    const letters = 'abcdefghijklmnopqrtuvwxyz';
    const word = (i: number) => `q${[625, 25, 1].map((place) => letters[Math.floor(i / place) % 25]).join('')}`;
    const docs: SearchDoc[] = Array.from({ length: 3000 }, (_, i) => ({
      title: `Part ${i}`,
      page: i < 1500 ? 'Guide' : 'Appendix',
      url: i < 1500 ? `/docs/guide#part-${i}` : `/docs/reference/appendix#part-${i}`,
      text: `common ${word(i)}${i === 0 || i === 2999 ? ' rarely' : ''}`,
    }));
    const search = buildSearch(docs);
    for (const i of [0, 39, 40, 1234, 1500, 2999])
      expect(search.search(word(i)), word(i)).toEqual([{ title: `Part ${i}`, page: docs[i]!.page, url: docs[i]!.url }]);
    expect(search.search('rarely').map((hit) => hit.url)).toEqual(['/docs/guide#part-0', '/docs/reference/appendix#part-2999']);
    expect(search.search('common', 3000)).toHaveLength(3000);
  });
});
