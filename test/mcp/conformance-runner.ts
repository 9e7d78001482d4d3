/**
 * Runs MCP conformance scenarios one after another in this one Node process, each as its own
 * `conformance server --scenario` command, writing its results under `<out>/<scenario>-<version>`.
 *
 *   node --import tsx test/mcp/conformance-runner.ts <conformance CLI> <server URL> <out> '<JSON [[scenario, version], ...]>'
 *
 * The CLI (a bundle that parses process.argv when it loads and ends with process.exit) takes one
 * scenario per command. Starting it per scenario loaded its dependencies (the MCP SDK, Express,
 * undici, ...) every time, about 1.4 s of CPU each. Here the bundle is loaded again per scenario
 * (a module URL with its own query is a new module instance, so its top level runs again) while its
 * dependencies stay loaded, and its process.exit ends the command, not the process.
 *
 * A scenario passes when its checks.json shows every applicable check met (conformance-checks.ts),
 * whatever its command's exit status: the command exits 0 on warnings, and non-zero on a failure of
 * a check that cannot apply to this server. One line per scenario says how it went; the runner exits
 * 1 when any scenario did not pass.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readChecks, unmetChecks } from './conformance-checks.js';

const [cli, url, out, list] = process.argv.slice(2);
if (!cli || !url || !out || !list) throw new Error('usage: conformance-runner.ts <cli> <url> <out> <JSON scenarios>');
const scenarios = JSON.parse(list) as Array<[string, string]>;
const exit = process.exit.bind(process);

/** What keeps the scenario's run in `dir` from passing (none: it passed). */
function unmetIn(scenario: string, dir: string): string[] {
  try {
    return unmetChecks(scenario, readChecks(dir));
  } catch (err) {
    return [`no results: ${err instanceof Error ? err.message : String(err)}`];
  }
}

let failed = 0;
for (const [scenario, version] of scenarios) {
  const dir = join(out, `${scenario}-${version}`);
  const code = await new Promise<number>((resolve) => {
    // The command's first exit is its result; a later one (after a result already printed) changes nothing.
    process.exit = ((status?: number | string | null) => resolve(Number(status ?? 0))) as typeof process.exit;
    process.argv = [process.execPath, cli, 'server', '--url', url, '--scenario', scenario, '--spec-version', version, '--force', '-o', dir];
    import(`${pathToFileURL(cli).href}?${encodeURIComponent(`${scenario}@${version}`)}`).catch((err: unknown) => {
      console.error(`${scenario} at ${version} did not run:`, err);
      resolve(1);
    });
  });
  const unmet = unmetIn(scenario, dir);
  if (unmet.length > 0) failed += 1;
  console.log(`${unmet.length ? 'FAIL' : 'pass'} ${scenario} at ${version} (command exit ${code})${unmet.map((u) => `\n  ${u}`).join('')}`);
}
process.exit = exit;
exit(failed > 0 ? 1 : 0);
