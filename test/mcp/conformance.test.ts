import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

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

/**
 * Checks that cannot apply here, each with the reason: they exercise diagnostic tools of the
 * suite's own reference server (test_*), or capabilities this server does not offer (it has tools
 * only: no prompts, resources, logging or client requests).
 */
const NOT_APPLICABLE: Array<{ scenario: string; check: RegExp; reason: string }> = [
  {
    scenario: 'server-stateless',
    check:
      /^sep-2575-(server-rejects-undeclared-capability|missing-capability-http-400|http-server-no-independent-requests-on-stream|server-no-log-without-loglevel)$/,
    reason: 'needs the reference server diagnostic tools (test_missing_capability, test_streaming_elicitation, test_logging_tool)',
  },
  {
    scenario: 'caching',
    check: /^sep-2549-(prompts-list|resources-list|resources-templates-list)-caching-hints$/,
    reason: 'no prompts or resources capability: those methods are -32601',
  },
];

interface Check {
  id: string;
  status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  errorMessage?: string;
}

function readChecks(dir: string): Check[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(d, entry.name));
      else if (entry.name === 'checks.json') found.push(join(d, entry.name));
    }
  };
  walk(dir);
  if (found.length !== 1) throw new Error(`expected one checks.json in ${dir}, found ${found.length}`);
  return JSON.parse(readFileSync(found[0]!, 'utf8')) as Check[];
}

// The conformance suite checks the MCP protocol, which does not touch the store; the tools' store paths run on both
// databases in test/mcp/tools.test.ts and protocol.test.ts.
describe.each(['sqlite'] as const)('MCP conformance suite against a real server (%s)', (dialect) => {
  let server: TestServer;
  const out = mkdtempSync(join(tmpdir(), 'svc-conformance-'));
  /** What the runner printed on error, shown when a scenario left no results. */
  let runnerError = '';
  beforeAll(async () => {
    server = await startServer({ dialect });
    // The suite's DNS-rebinding scenario requires a loopback URL; 127.0.0.1 avoids a ::1 lookup.
    const url = `${server.baseUrl.replace('localhost', '127.0.0.1')}/mcp`;
    // Every scenario in one process (conformance-runner.ts). A failing scenario makes it exit non-zero; each one's
    // checks.json says why, and is asserted below.
    await run(process.execPath, [RUNNER, CLI, url, out, JSON.stringify(SCENARIOS)], { timeout: 600_000, maxBuffer: 64 * 1024 * 1024 }).catch(
      (err: { stderr?: string }) => {
        runnerError = err.stderr ?? String(err);
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
    const checks = readChecks(dir);
    expect(checks.length).toBeGreaterThan(0);
    const failures = checks.filter((c) => c.status === 'FAILURE' && !NOT_APPLICABLE.some((n) => n.scenario === scenario && n.check.test(c.id)));
    expect(failures.map((c) => `${c.id}: ${c.errorMessage ?? ''}`)).toEqual([]);
    expect(checks.filter((c) => c.status === 'WARNING').map((c) => c.id)).toEqual([]);
    expect(
      checks.some((c) => c.status === 'SUCCESS'),
      'at least one check ran and passed',
    ).toBe(true);
  });
});
