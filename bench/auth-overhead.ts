/**
 * Authenticated, quota-checked GET /api/v1/account/me against the bare GET /healthz of the same
 * server in the same run, over SQLite. The two are measured in back-to-back pairs (alternating
 * which goes first) so both see the same machine load; the ratio is the median of the pairs'
 * ratios (target: >= 0.5).
 * Usage: npx tsx bench/auth-overhead.ts [seconds-per-run] [pairs]
 */
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/helpers/process.js';

const seconds = Number(process.argv[2] ?? 5);
const pairs = Number(process.argv[3] ?? 5);

/** CPU time (user + system) the server process has used, in microseconds (Linux /proc). */
function serverCpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
}

interface Run {
  rps: number;
  /** Server CPU per request: unlike the rate, barely moved by other load on the machine. */
  cpuUsPerRequest: number;
}

async function measure(pid: number, url: string, headers: Record<string, string> = {}): Promise<Run> {
  const before = serverCpuUs(pid);
  const result = await autocannon({ url, connections: 16, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return { rps: result.requests.average, cpuUsPerRequest: (serverCpuUs(pid) - before) / result.requests.total };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const server = await spawnServer({ SQLITE_PATH: join(dir, 'bench.sqlite'), LOG_LEVEL: 'error' });
  try {
    const activation = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const key = ((await activation.json()) as { api_key: { value: string } }).api_key.value;
    const auth = { authorization: `Bearer ${key}` };
    const pid = server.child.pid!;
    const bareRun = () => measure(pid, `${server.baseUrl}/healthz`);
    const authedRun = () => measure(pid, `${server.baseUrl}/api/v1/account/me`, auth);
    await bareRun(); // warm-up
    await authedRun();
    const bare: Run[] = [];
    const authed: Run[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so a trend in the machine's load favours neither.
      const [b, a] = i % 2 === 0 ? [await bareRun(), await authedRun()] : (([x, y]) => [y, x])([await authedRun(), await bareRun()]);
      bare.push(b!);
      authed.push(a!);
      ratios.push(a!.rps / b!.rps);
    }
    const ratio = median(ratios);
    const cpu = (runs: Run[]) => Number(median(runs.map((r) => r.cpuUsPerRequest)).toFixed(1));
    const result = {
      benchmark: 'auth-overhead',
      database: 'sqlite',
      bare_route_rps: { median: median(bare.map((r) => r.rps)), runs: bare.map((r) => Math.round(r.rps)) },
      account_me_rps: { median: median(authed.map((r) => r.rps)), runs: authed.map((r) => Math.round(r.rps)) },
      pair_ratios: ratios.map((r) => Number(r.toFixed(3))),
      server_cpu_us_per_request: { bare: cpu(bare), account_me: cpu(authed), ratio: Number((cpu(bare) / cpu(authed)).toFixed(3)) },
      ratio_authenticated_to_bare: Number(ratio.toFixed(3)),
      load_average_1m: Number(loadavg()[0]!.toFixed(2)),
      target: '>= 0.5',
      met: ratio >= 0.5,
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
