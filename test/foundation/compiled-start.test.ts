import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../helpers/process.js';
import { DIALECTS, freshDatabase, type Dialect } from '../helpers/server.js';

const run = promisify(execFile);

/** The server's bundle: its entry and chunks in dist/. */
const bundledServer = (): string[] => readdirSync('dist').filter((file) => /^server(-chunk-[\w-]+)?\.js$/.test(file));

/** `npm start`'s command line, split into words: `node`, its options and the entry point. */
const startCommand = (): string[] => (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ');

/**
 * What `npm start` runs: the compiled server (dist/, built by `npm run build`, which `npm install`
 * and `npm test` run) on plain Node, with no TypeScript compiler loaded, finding its data, docs,
 * assets and CLI bundle from dist/ and answering a travel search.
 */
describe.each(DIALECTS)('the compiled server on %s', (dialect: Dialect) => {
  let server: ServerProcess;
  let drop: () => Promise<void>;
  let env: Record<string, string>;
  beforeAll(async () => {
    const fresh = await freshDatabase(dialect);
    drop = fresh.drop;
    env = fresh.database.kind === 'sqlite' ? { SQLITE_PATH: fresh.database.path } : { DATABASE_URL: fresh.database.url };
    server = await spawnServer(env, startCommand().slice(1));
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('is what npm start runs', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(pkg.scripts.start).toBe('node --max-semi-space-size=16 dist/server.js');
    expect(pkg.dependencies.tsx).toBeUndefined();
  });

  it('answers a travel search, serves the guide and the CLI', async () => {
    const activation = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const key = ((await activation.json()) as { api_key: { value: string } }).api_key.value;
    const search = await fetch(`${server.baseUrl}/api/v1/travel/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ user_request: 'beach week in July from LAX for a family of four, budget $8000', detail: 'summary' }),
    });
    expect(search.status).toBe(200);
    expect(((await search.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
    expect((await fetch(`${server.baseUrl}/docs.md`)).status).toBe(200);
    expect((await (await fetch(`${server.baseUrl}/cli`)).text()).startsWith('#!/usr/bin/env node')).toBe(true);
    // @fastify/swagger is bundled: the document still lists the routes registered after it.
    const openapi = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(openapi.paths)).toContain('/api/v1/travel/search');
  });

  it("compresses an answer through @fastify/compress's streams, which the bundle takes from node:stream", async () => {
    const plain = await (await fetch(`${server.baseUrl}/openapi.json`)).text();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
        get(`${server.baseUrl}/openapi.json`, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
      expect(packed.encoding).toBe(encoding);
      expect(decode(packed.body).toString()).toBe(plain);
    }
  });

  it('is bundled in ASCII, so Node reads each module as a one-byte string', () => {
    const bundled = bundledServer();
    expect(bundled).toContain('server.js');
    for (const file of bundled) expect(/[^\0-\x7f]/.exec(readFileSync(join('dist', file), 'latin1'))?.index, file).toBeUndefined();
  });

  it('keeps regular expressions with \\p{...} escapes as literals, not a RegExp built at every call', () => {
    const bundled = bundledServer();
    const built = bundled.flatMap((file) => readFileSync(join('dist', file), 'latin1').match(/new RegExp\("[^"]*\\\\p\{/g) ?? []);
    expect(built).toEqual([]);
  });

  it('requires the packages it uses on first use from node_modules when first read, not from its bundle', async () => {
    // The server entry and the service entry share their code in chunks: the bundle is all of them.
    const bundle = readdirSync('dist')
      .filter((file) => /^server(?:-chunk-[A-Z0-9]+)?\.js$/.test(file))
      .map((file) => readFileSync(join('dist', file), 'utf8'))
      .join('\n');
    for (const name of ['yaml', 'mime-db', '@opentelemetry/api']) expect(bundle).toContain(`(real ??= __require(${JSON.stringify(name)}))[name]`);
    // mime-db's table and yaml's stringifier are not in the bundle; @fastify/compress reads the one, swagger calls the other.
    expect(bundle).not.toContain('application/1d-interleaved-parityfec');
    expect(bundle).not.toMatch(/\bComposer = class/);
    const { createRequire } = await import('node:module');
    const fromDist = createRequire(join(process.cwd(), 'dist', 'server.js'));
    expect((fromDist('mime-db') as Record<string, { compressible?: boolean }>)['application/json']?.compressible).toBe(true);
  });

  it('imports no TypeScript compiler from its compiled code', () => {
    const compilers = /(?:from\s*|import\()\s*['"](?:tsx|typescript|esbuild)(?:\/[^'"]*)?['"]/;
    const offending = readdirSync('dist', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.m?js$/.test(file) && compilers.test(readFileSync(join('dist', file), 'utf8')))
      .filter((file) => file !== join('fetched', 'worker.mjs'));
    expect(offending).toEqual([]);
    // The worker registers tsx only for a TypeScript task table; the built readers name the compiled ones.
    for (const area of ['launch', 'proof']) expect(existsSync(join('dist', area, 'content-tasks.js'))).toBe(true);
  });

  it('runs the operator tools from dist/', async () => {
    const { stdout } = await run(process.execPath, ['bin/svc-admin.js', 'accounts'], { env: { ...process.env, ...env }, timeout: 60_000 });
    expect(Array.isArray(JSON.parse(stdout))).toBe(true);
  });
});
