import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Script } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minifiedAssets } from '../../src/server/web/asset-minify.js';
import { builtAssets } from '../../src/server/web/assets.js';
import { contentHash } from '../../src/server/web/precompressed.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add and decode Accept-Encoding itself). */
function raw(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(r: Raw): string {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.body).toString();
  if (encoding === 'gzip') return gunzipSync(r.body).toString();
  return r.body.toString();
}

describe.each(DIALECTS)('transport: compression, caching and validators (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(() => server.close());

  it('sends /openapi.json and a docs page at least 4x smaller to a client that accepts Brotli or gzip, same content', async () => {
    for (const path of ['/openapi.json', '/docs/reference/travel-primitives']) {
      const plain = await raw(server.baseUrl, path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const encoding of ['br', 'gzip']) {
        const packed = await raw(server.baseUrl, path, { 'accept-encoding': `${encoding}, identity;q=0.5` });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(String(packed.headers.vary)).toMatch(/accept-encoding/i);
        expect(decode(packed)).toBe(plain.body.toString());
        expect(packed.body.length * 4).toBeLessThan(plain.body.length);
      }
    }
  });

  it('honours q-values: a client that refuses Brotli gets gzip', async () => {
    const r = await raw(server.baseUrl, '/openapi.json', { 'accept-encoding': 'br;q=0, gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
  });

  it('compresses dynamic JSON above the threshold and leaves small answers alone', async () => {
    const small = await raw(server.baseUrl, '/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const big = await raw(server.baseUrl, '/schema.json', { 'accept-encoding': 'gzip' });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(big))).toHaveProperty('$defs');
  });

  it('links fingerprinted assets cached for good, and still serves the plain names with revalidation', async () => {
    const page = (await raw(server.baseUrl, '/')).body.toString();
    const css = page.match(/href="(\/assets\/site\.[\w-]{12}\.css)"/)?.[1];
    expect(css).toBeDefined();
    const asset = await raw(server.baseUrl, css!, { 'accept-encoding': 'br' });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
    const plain = await raw(server.baseUrl, '/assets/site.css');
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(plain.body.toString()).toBe(decode(asset));
    // Comments and layout stay in the repository: visitors get the rules minified.
    expect(decode(asset)).toContain('.docs-content>.part,.operation{content-visibility:auto');
    const again = await raw(server.baseUrl, '/assets/site.css', { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves every shipped style sheet and script minified by esbuild: one line, no comment, smaller than in assets/, scripts that still compile', async () => {
    const shipped = readdirSync(new URL('../../assets/', import.meta.url)).filter((name) => /\.(css|js)$/.test(name));
    expect(shipped).toEqual(expect.arrayContaining(['site.css', 'site.js', 'travel.js', 'docs-search.js']));
    for (const name of shipped) {
      const source = readFileSync(new URL(`../../assets/${name}`, import.meta.url), 'utf8');
      const served = decode(await raw(server.baseUrl, `/assets/${name}`, { 'accept-encoding': 'br' }));
      expect(served.trimEnd(), name).not.toContain('\n');
      expect(served, name).not.toContain('/*');
      expect(served.length, name).toBeLessThan(source.length * 0.85);
      if (name.endsWith('.js')) expect(() => new Script(served, { filename: name }), name).not.toThrow();
    }
  });

  it('answers pages with an ETag and 304 when the copy is current, 200 when it is not', async () => {
    for (const path of ['/', '/docs', '/docs/travel-search', '/pricing']) {
      const first = await raw(server.baseUrl, path);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await raw(server.baseUrl, path, { 'if-none-match': etag, 'accept-encoding': 'br' });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect((await raw(server.baseUrl, path, { 'if-none-match': 'W/"other"' })).status).toBe(200);
    }
  });

  it('never gives API answers a validator or a shared cache', async () => {
    const r = await raw(server.baseUrl, '/api/v1/account/me');
    expect(r.status).toBe(401);
    expect(r.headers.etag).toBeUndefined();
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('links a raster favicon, the PNG of the size its link declares (an SVG one costs every page a document built after load)', async () => {
    const home = decode(await raw(server.baseUrl, '/'));
    const links = [...home.matchAll(/<link rel="icon" href="([^"]+)" type="image\/png" sizes="(\d+)x\2">/g)];
    expect(links.length).toBe(1);
    expect(home).not.toMatch(/<link rel="icon"[^>]*svg/);
    for (const [, href, size] of links) {
      // A PNG is compressed already: Brotli or gzip would only add bytes to it.
      const r = await raw(server.baseUrl, href!, { 'accept-encoding': 'br, gzip' });
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers['content-type']).toBe('image/png');
      // A PNG's width and height, big-endian, at bytes 16 and 20 (in its IHDR chunk).
      expect([r.body.readUInt32BE(16), r.body.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
    }
  });

  it('serves /favicon.ico without a redirect', async () => {
    const r = await raw(server.baseUrl, '/favicon.ico');
    expect(r.status).toBe(200);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.body.toString()).toContain('<svg');
  });
});

describe("the site's files as the build stores them", () => {
  it('holds every file under assets/ as served (style sheets and scripts minified) with Brotli and gzip forms that decode to it', () => {
    const built = builtAssets();
    const minified = minifiedAssets();
    const files = readdirSync(new URL('../../assets/', import.meta.url)).filter((name) => /\.(css|js|svg|png)$/.test(name));
    expect(Object.keys(built).sort()).toEqual(files.sort());
    for (const [name, stored] of Object.entries(built)) {
      const identity = Buffer.from(stored.identity, 'base64');
      const served = minified[name] ?? readFileSync(new URL(`../../assets/${name}`, import.meta.url));
      expect(identity.equals(Buffer.from(served)), name).toBe(true);
      expect(brotliDecompressSync(Buffer.from(stored.br, 'base64')).equals(identity), name).toBe(true);
      expect(gunzipSync(Buffer.from(stored.gzip, 'base64')).equals(identity), name).toBe(true);
      expect(stored.etag, name).toBe(`"${contentHash(identity)}"`);
      if (/\.(css|js)$/.test(name)) expect(Buffer.from(stored.br, 'base64').length, name).toBeLessThan(identity.length / 2);
    }
  });
});
