import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../src/data-paths.js';
import { buildCliBundle, bundleIsStale, bundlePaths } from '../../scripts/cli-bundle.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

const run = promisify(execFile);

describe.each(DIALECTS)('GET /cli (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // The server serves the bundle `npm run build` made; this test serves the current sources.
    const paths = bundlePaths(ROOT_DIR);
    if (bundleIsStale(paths)) await buildCliBundle(paths);
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('serves the single-file CLI with a shebang and usage lines naming this server; the download runs on plain Node', async () => {
    const res = await fetch(`${server.baseUrl}/cli`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('#!/usr/bin/env node');
    expect(lines[1]).toBe(`// Downloaded from ${server.baseUrl}/cli. Usage:`);
    expect(text.slice(0, 600)).toContain(`SVC_BASE_URL=${server.baseUrl} SVC_API_KEY=svc_live_... ./svc me`);
    expect(text).not.toMatch(/from ['"](commander|\.\.?\/)/);

    const dir = mkdtempSync(join(tmpdir(), 'svc-download-'));
    const file = join(dir, 'svc');
    writeFileSync(file, text, { mode: 0o755 });
    const key = await server.activate();
    // Run from an empty directory with no node_modules in reach: the file must be self-contained.
    const { stdout } = await run(file, ['me'], { cwd: dir, env: { PATH: process.env.PATH, SVC_BASE_URL: server.baseUrl, SVC_API_KEY: key } });
    expect(JSON.parse(stdout).key.origin).toBe('activation');
    // Without SVC_BASE_URL the downloaded CLI talks to the server it came from.
    const home = await run(file, ['me'], { cwd: dir, env: { PATH: process.env.PATH, SVC_API_KEY: key } });
    expect(JSON.parse(home.stdout).key.origin).toBe('activation');
    const usage = await run(file, ['--help'], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(usage.stdout.replace(/\s+/g, ' ')).toContain(`(default $SVC_BASE_URL or ${server.baseUrl})`);
    const help = await run(file, ['--help'], { cwd: dir, env: { PATH: process.env.PATH } });
    expect(help.stdout).toMatch(/Exit codes:/);
  });
});

describe('CLI bundle staleness', () => {
  it('is stale when missing, fresh after a build, stale again when an input changes', () => {
    const root = mkdtempSync(join(tmpdir(), 'svc-bundle-'));
    const paths = bundlePaths(root);
    expect(bundleIsStale(paths)).toBe(true);
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'src', 'a.ts'), 'export {}');
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'src', 'a.ts'), past, past);
    writeFileSync(paths.outFile, '#!/usr/bin/env node\n');
    writeFileSync(paths.metaFile, JSON.stringify(['src/a.ts']));
    expect(bundleIsStale(paths)).toBe(false);
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'src', 'a.ts'), future, future);
    expect(bundleIsStale(paths)).toBe(true);
  });
});
