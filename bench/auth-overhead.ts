/**
 * Authenticated, quota-checked GET /api/v1/account/me against the bare GET /healthz of the same
 * server in the same run, over SQLite. The two are measured in back-to-back pairs (alternating
 * which goes first) so both see the same machine load; the ratio is the median of the pairs'
 * ratios (target: >= 0.5).
 * Usage: npx tsx bench/auth-overhead.ts [seconds-per-run] [pairs]
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../test/helpers/process.js';

const seconds = Number(process.argv[2] ?? 5);
const pairs = Number(process.argv[3] ?? 5);

async function rate(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 16, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx responses`);
  return result.requests.average;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
  const server = await spawnServer({ SQLITE_PATH: join(dir, 'bench.sqlite'), LOG_LEVEL: 'error' });
  try {
    const activation = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const key = ((await activation.json()) as { api_key: { value: string } }).api_key.value;
    const auth = { authorization: `Bearer ${key}` };
    await rate(`${server.baseUrl}/healthz`); // warm-up
    await rate(`${server.baseUrl}/api/v1/account/me`, auth); // warm-up
    const bare: number[] = [];
    const authed: number[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < pairs; i++) {
      const measureBare = () => rate(`${server.baseUrl}/healthz`);
      const measureAuthed = () => rate(`${server.baseUrl}/api/v1/account/me`, auth);
      const [b, a] = i % 2 === 0 ? [await measureBare(), await measureAuthed()] : [0, await measureAuthed()];
      const pairBare = i % 2 === 0 ? b : await measureBare();
      bare.push(pairBare);
      authed.push(a);
      ratios.push(a / pairBare);
    }
    const ratio = median(ratios);
    const result = {
      benchmark: 'auth-overhead',
      database: 'sqlite',
      bare_route_rps: { median: median(bare), runs: bare },
      account_me_rps: { median: median(authed), runs: authed },
      pair_ratios: ratios.map((r) => Number(r.toFixed(3))),
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
