/**
 * Runs MCP conformance scenarios one after another in this one Node process, each as its own
 * `conformance server --scenario` command, writing its results under `<out>/<scenario>-<version>`.
 *
 *   node test/mcp/conformance-runner.ts <conformance CLI> <server URL> <out> '<JSON [[scenario, version], ...]>'
 *
 * The CLI (a bundle that parses process.argv when it loads and ends with process.exit) takes one
 * scenario per command. Starting it per scenario loaded its dependencies (the MCP SDK, Express,
 * undici, ...) every time, about 1.4 s of CPU each. Here the bundle is loaded again per scenario
 * (a module URL with its own query is a new module instance, so its top level runs again) while its
 * dependencies stay loaded, and its process.exit ends the command, not the process.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [cli, url, out, list] = process.argv.slice(2);
if (!cli || !url || !out || !list) throw new Error('usage: conformance-runner.ts <cli> <url> <out> <JSON scenarios>');
const scenarios = JSON.parse(list) as Array<[string, string]>;
const exit = process.exit.bind(process);

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
  if (code !== 0) failed += 1;
}
process.exit = exit;
// Each scenario's checks.json says what passed; the exit status only says whether all of them did.
exit(failed > 0 ? 1 : 0);
