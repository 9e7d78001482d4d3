import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyText } from '../../src/net/body.js';
import { createFetchThread } from '../../src/net/fetch-thread.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { FetchFailure, HostResolver } from '../../src/net/types.js';
import { startLocalServer, type LocalServer } from './local-server.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

let site: LocalServer;

beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/hello') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello there');
    } else if (path === '/missing') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('nope');
    } else if (path.startsWith('/redirect-to?')) {
      response.writeHead(302, { location: decodeURIComponent(path.slice('/redirect-to?'.length)) }).end();
    } else if (path.startsWith('/loop/')) {
      const n = Number(path.slice(6));
      response.writeHead(301, { location: `/loop/${n + 1}` }).end();
    } else if (path === '/big-declared') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '5000' }).end('x'.repeat(5000));
    } else if (path === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let i = 0; i < 10; i += 1) response.write('y'.repeat(1000));
      response.end();
    } else if (path === '/slow') {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('late'), 30_000);
    } else if (path === '/image') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(64));
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  });
});

afterAll(() => site.close());

const loopbackFetcher = (extra: Parameters<typeof createSafeFetcher>[0] = {}) => createSafeFetcher({ allowLoopback: true, ...extra });
const expectFailure = (result: Awaited<ReturnType<ReturnType<typeof createSafeFetcher>['fetch']>>, code: FetchFailure['code']) => {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.code).toBe(code);
  return result as FetchFailure;
};

describe('safe fetcher: ordinary fetches (loopback allowed by explicit test config)', () => {
  it('fetches a body, reports media type and sends its own user agent', async () => {
    const result = await loopbackFetcher({ userAgent: 'svc-test-agent/1' }).fetch(`${site.origin}/hello`, { headers: { accept: 'text/plain' } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.status).toBe(200);
    expect(bodyText(result)).toBe('hello there');
    // The body is shared memory of its own, which a reader thread reads without a copy.
    expect(result.body.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(result.body.buffer.byteLength).toBe(result.bytes);
    expect(result.contentType).toBe('text/plain');
    expect(result.address).toBe('127.0.0.1');
    const seen = site.requests.at(-1);
    expect(seen?.headers['user-agent']).toBe('svc-test-agent/1');
    expect(seen?.headers['accept']).toBe('text/plain');
  });

  it('returns non-2xx statuses as answered responses', async () => {
    const result = await loopbackFetcher().fetch(`${site.origin}/missing`);
    expect(result.ok && result.status).toBe(404);
  });

  it('follows same-site redirects and records them', async () => {
    const result = await loopbackFetcher().fetch(`${site.origin}/redirect-to?${encodeURIComponent('/hello')}`);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.finalUrl).toBe(`${site.origin}/hello`);
      expect(result.redirects).toEqual([`${site.origin}/hello`]);
    }
  });

  it('pins the connection to the vetted address: the resolver is asked once and the socket never looks up again', async () => {
    const asked: string[] = [];
    const resolver: HostResolver = async (name) => {
      asked.push(name);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const result = await loopbackFetcher({ resolver }).fetch(`http://site.example:${site.port}/hello`);
    expect(result.ok).toBe(true);
    expect(asked).toEqual(['site.example']);
    expect(site.requests.at(-1)?.headers.host).toBe(`site.example:${site.port}`);
  });

  it('asks DNS once for many fetches of one name, even while that lookup never answers', async () => {
    let asked = 0;
    const resolver: HostResolver = (name) => {
      asked += 1;
      return name === 'silent.example' ? new Promise(() => undefined) : Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    };
    const fetcher = loopbackFetcher({ resolver });
    const paths = ['/robots.txt', '/llms.txt', '/openapi.json', '/sitemap.xml', '/.well-known/mcp.json'];
    const silent = await Promise.all(paths.map((path) => fetcher.fetch(`https://silent.example${path}`, { timeoutMs: 200 })));
    for (const result of silent) expectFailure(result, 'timeout');
    expect(asked).toBe(1);
    const answered = await Promise.all(paths.map((path) => fetcher.fetch(`http://site.example:${site.port}${path}`)));
    expect(answered.every((result) => result.ok)).toBe(true);
    expect(asked).toBe(2);
  });
});

describe('safe fetcher: SSRF refusals', () => {
  const strict = createSafeFetcher();

  it('refuses loopback unless explicitly allowed', async () => {
    const before = site.requests.length;
    const failure = expectFailure(await strict.fetch(`${site.origin}/hello`), 'blocked_address');
    expect(failure.message).toMatch(/loopback/);
    expect(site.requests.length).toBe(before);
  });

  it.each([
    ['http://10.0.0.7/', 'private'],
    ['http://192.168.1.1/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local-or-metadata'],
    ['http://100.100.100.200/', 'carrier-grade-nat'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://0.0.0.0/', 'this-network'],
    ['http://2130706433/', 'loopback'],
    ['http://0x7f.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://[::ffff:127.0.0.1]/', 'embedded-ipv4-loopback'],
    ['http://[::ffff:a9fe:a9fe]/', 'embedded-ipv4-link-local-or-metadata'],
    ['http://[64:ff9b::10.0.0.1]/', 'embedded-ipv4-private'],
    ['http://[2002:c0a8:0101::1]/', 'embedded-ipv4-private'],
    ['http://[fd00:ec2::254]/', 'unique-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[ff02::1]/', 'multicast'],
  ])('refuses %s (%s)', async (url, range) => {
    const failure = expectFailure(await strict.fetch(url), 'blocked_address');
    expect(failure.message).toContain(range);
  });

  it('refuses loopback IPv6 even when IPv4 loopback is allowed only through the flag', async () => {
    const failure = expectFailure(await strict.fetch('http://[::1]:1/'), 'blocked_address');
    expect(failure.message).toMatch(/loopback/);
  });

  it('refuses a DNS name that resolves to a private address (injected resolver, no real DNS)', async () => {
    const resolver: HostResolver = async () => [{ address: '10.1.2.3', family: 4 }];
    const failure = expectFailure(await createSafeFetcher({ resolver }).fetch('http://intranet.example/'), 'blocked_address');
    expect(failure.message).toContain('10.1.2.3');
  });

  it('refuses a name when any one of its addresses is private, IPv6 included', async () => {
    const resolver: HostResolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: 'fc00::5', family: 6 },
    ];
    expectFailure(await createSafeFetcher({ resolver }).fetch('https://mixed.example/'), 'blocked_address');
  });

  it('refuses metadata, localhost, single-label, mDNS and reserved names without resolving them', async () => {
    let asked = 0;
    const resolver: HostResolver = async () => {
      asked += 1;
      return [{ address: '93.184.216.34', family: 4 }];
    };
    const fetcher = createSafeFetcher({ resolver });
    expectFailure(await fetcher.fetch('http://metadata.google.internal/computeMetadata/v1/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://localhost/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://api.localhost/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://metadata/computeMetadata/v1/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://jenkins:8080/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://printer.local/'), 'blocked_address');
    expectFailure(await fetcher.fetch('http://router.home.arpa/'), 'blocked_address');
    expectFailure(await fetcher.fetch('https://acme.invalid/'), 'blocked_address');
    expect(asked).toBe(0);
  });

  it('re-checks every redirect target: a public-looking start redirecting to a private address is refused', async () => {
    const fetcher = loopbackFetcher();
    const toPrivate = await fetcher.fetch(`${site.origin}/redirect-to?${encodeURIComponent('http://10.0.0.1/admin')}`);
    const failure = expectFailure(toPrivate, 'blocked_address');
    expect(failure.redirects).toEqual(['http://10.0.0.1/admin']);
    expectFailure(await fetcher.fetch(`${site.origin}/redirect-to?${encodeURIComponent('http://169.254.169.254/')}`), 'blocked_address');
    expectFailure(await fetcher.fetch(`${site.origin}/redirect-to?${encodeURIComponent('http://[::ffff:10.0.0.1]/')}`), 'blocked_address');
  });

  it('refuses redirects to other schemes and URLs with credentials or other schemes', async () => {
    const fetcher = loopbackFetcher();
    expectFailure(await fetcher.fetch(`${site.origin}/redirect-to?${encodeURIComponent('file:///etc/passwd')}`), 'invalid_url');
    expectFailure(await fetcher.fetch('ftp://example.com/file'), 'invalid_url');
    expectFailure(await fetcher.fetch('gopher://127.0.0.1:25/'), 'invalid_url');
    expectFailure(await fetcher.fetch(`http://user:pass@127.0.0.1:${site.port}/hello`), 'invalid_url');
    expectFailure(await fetcher.fetch('not a url'), 'invalid_url');
  });
});

describe('safe fetcher: limits', () => {
  it('stops after the redirect limit', async () => {
    const failure = expectFailure(await loopbackFetcher({ maxRedirects: 3 }).fetch(`${site.origin}/loop/0`), 'too_many_redirects');
    expect(failure.redirects).toHaveLength(3);
  });

  it('caps response size, whether declared or streamed', async () => {
    const fetcher = loopbackFetcher({ maxBytes: 2000 });
    expectFailure(await fetcher.fetch(`${site.origin}/big-declared`), 'too_large');
    expectFailure(await fetcher.fetch(`${site.origin}/big-chunked`), 'too_large');
    const roomy = await loopbackFetcher().fetch(`${site.origin}/big-chunked`);
    expect(roomy.ok && roomy.bytes).toBe(10_000);
    expect(roomy.ok && bodyText(roomy)).toBe('y'.repeat(10_000));
  });

  it('gives up on a slow host at the total timeout', async () => {
    const started = Date.now();
    const failure = expectFailure(await loopbackFetcher({ timeoutMs: 300 }).fetch(`${site.origin}/slow`), 'timeout');
    expect(Date.now() - started).toBeLessThan(300 + CONTENTION_SLACK_MS);
    expect(failure.elapsedMs).toBeGreaterThanOrEqual(290);
  });

  it('refuses binary content types and honours a narrowed allow-list', async () => {
    const fetcher = loopbackFetcher();
    expectFailure(await fetcher.fetch(`${site.origin}/image`), 'bad_content_type');
    expectFailure(await fetcher.fetch(`${site.origin}/hello`, { allowedContentTypes: ['application/json'] }), 'bad_content_type');
    const json = await fetcher.fetch(`${site.origin}/anything`, { allowedContentTypes: ['application/json'] });
    expect(json.ok).toBe(true);
  });

  it('reports connection failures without throwing', async () => {
    const closed = await startLocalServer(() => undefined);
    const port = closed.port;
    await closed.close();
    const failure = expectFailure(await loopbackFetcher().fetch(`http://127.0.0.1:${port}/`), 'network_error');
    expect(failure.message).toMatch(/ECONNREFUSED/);
  });
});

/**
 * The service fetches on a thread of its own (fetch-thread.ts): the same fetcher, its settings
 * sent to the thread, its results (bodies as shared memory) sent back.
 */
describe('safe fetcher on the fetch thread', () => {
  const loopback = createFetchThread({ allowLoopback: true, userAgent: 'svc-thread-agent/1' });
  const strict = createFetchThread({});
  afterAll(() => Promise.all([loopback.close(), strict.close()]));

  it('fetches with its settings and hands the body back as shared memory', async () => {
    const result = await loopback.fetch(`${site.origin}/redirect-to?${encodeURIComponent('/hello')}`, { headers: { accept: 'text/plain' } });
    if (!result.ok) throw new Error(result.message);
    expect(bodyText(result)).toBe('hello there');
    expect(result.body.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(result.redirects).toEqual([`${site.origin}/hello`]);
    expect(site.requests.at(-1)?.headers['user-agent']).toBe('svc-thread-agent/1');
    expect(site.requests.at(-1)?.headers['accept']).toBe('text/plain');
  });

  it('keeps the address checks: loopback, private and metadata addresses, directly or by redirect', async () => {
    const before = site.requests.length;
    expect(expectFailure(await strict.fetch(`${site.origin}/hello`), 'blocked_address').message).toMatch(/loopback/);
    expect(site.requests.length).toBe(before);
    expectFailure(await strict.fetch('http://169.254.169.254/latest/meta-data/'), 'blocked_address');
    expectFailure(await strict.fetch('http://metadata.google.internal/'), 'blocked_address');
    const redirected = expectFailure(await loopback.fetch(`${site.origin}/redirect-to?${encodeURIComponent('http://10.0.0.1/admin')}`), 'blocked_address');
    expect(redirected.redirects).toEqual(['http://10.0.0.1/admin']);
  });

  it('keeps the per-call size, time and content-type limits', async () => {
    expectFailure(await loopback.fetch(`${site.origin}/big-chunked`, { maxBytes: 2000 }), 'too_large');
    expectFailure(await loopback.fetch(`${site.origin}/slow`, { timeoutMs: 300 }), 'timeout');
    expectFailure(await loopback.fetch(`${site.origin}/image`), 'bad_content_type');
  });

  it('fails the fetches in flight when the thread ends, and starts a new thread for the next', async () => {
    const thread = createFetchThread({ allowLoopback: true });
    const slowAsked = () => site.requests.filter((r) => r.url === '/slow').length;
    const before = slowAsked();
    const inFlight = thread.fetch(`${site.origin}/slow`);
    // The slow page's request reaching the site shows the thread is up and fetching.
    await expect.poll(slowAsked, { timeout: 10_000 }).toBe(before + 1);
    await thread.close();
    const failure = expectFailure(await inFlight, 'network_error');
    expect(failure.message).toMatch(/fetch thread ended/);
    const after = await thread.fetch(`${site.origin}/hello`);
    expect(after.ok).toBe(true);
    await thread.close();
  });
});
