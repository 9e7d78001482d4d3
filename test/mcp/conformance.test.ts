import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { readChecks, unmetChecks } from './conformance-checks.js';

/**
 * The official MCP conformance suite (@modelcontextprotocol/conformance, a dev dependency) run
 * against a real server, for every server scenario that applies to a tools-only, stateless server:
 * at each wire version the scenario exists for. The suite needs Node >= 22, which the project
 * runs on.
 */
const run = promisify(execFile);
const CLI = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
const RUNNER = fileURLToPath(new URL('./conformance-runner.ts', import.meta.url));

/** Scenario, wire version. */
const SCENARIOS: Array<[string, string]> = [
  ['server-initialize', '2025-06-18'],
  ['server-initialize', '2025-11-25'],
  ['ping', '2025-06-18'],
  ['ping', '2025-11-25'],
  ['tools-list', '2025-06-18'],
  ['tools-list', '2025-11-25'],
  ['tools-list', '2026-07-28'],
  ['dns-rebinding-protection', '2025-11-25'],
  ['dns-rebinding-protection', '2026-07-28'],
  ['server-stateless', '2026-07-28'],
  ['http-header-validation', '2026-07-28'],
  ['caching', '2026-07-28'],
  ['server-sse-multiple-streams', '2026-07-28'],
];

// The suite's tool calls authenticate and count usage in the store, so it runs against both databases.
describe.each(DIALECTS)('MCP conformance suite against a real server (%s)', (dialect) => {
  let server: TestServer;
  const out = mkdtempSync(join(tmpdir(), 'svc-conformance-'));
  /** What the runner printed when it failed: empty when every scenario passed. */
  let runnerError = '';
  beforeAll(async () => {
    server = await startServer({ dialect });
    // The suite's DNS-rebinding scenario requires a loopback URL; 127.0.0.1 avoids a ::1 lookup.
    const url = `${server.baseUrl.replace('localhost', '127.0.0.1')}/mcp`;
    // Every scenario in one process (conformance-runner.ts). A scenario with an unmet check makes it exit non-zero;
    // each one's checks.json says which, and is asserted below.
    await run(process.execPath, ['--import', 'tsx', RUNNER, CLI, url, out, JSON.stringify(SCENARIOS)], { timeout: 600_000, maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { message: string; stdout?: string; stderr?: string }) => {
        runnerError = [err.message, err.stdout, err.stderr].filter(Boolean).join('\n');
      },
    );
  }, 660_000);
  afterAll(async () => {
    await server?.close();
    rmSync(out, { recursive: true, force: true });
  });

  it.each(SCENARIOS)('%s at %s: every applicable check passes', (scenario, version) => {
    const dir = join(out, `${scenario}-${version}`);
    expect(existsSync(dir), `${scenario} at ${version} left results: ${runnerError}`).toBe(true);
    expect(unmetChecks(scenario, readChecks(dir))).toEqual([]);
  });

  it('the runner exits without an error', () => {
    expect(runnerError).toBe('');
  });
});
