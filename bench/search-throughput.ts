/**
 * Travel search throughput over HTTP: POST /api/v1/travel/search at detail summary, 8 connections,
 * against this tree's compiled server and a baseline revision (bench/_variants.ts; by default the
 * code before the compiled runtime, 4a9e1af), each on its own fresh SQLite file, measured one at a
 * time and alternating, on this machine's cores (two on the development machines). Target:
 * compiled >= baseline. Each run also gives the server's CPU time per answered search (all its
 * threads): on a machine others load, the rate follows their load and the CPU time much less.
 * Usage: npx tsx bench/search-throughput.ts [seconds-per-run] [runs] [--baseline <rev>]
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchArgs, checkoutBaseline, COMPILED, enterpriseKey, launch, SEARCH_BODY, type Running } from './_variants.js';

const { baseline: baselineRev, positional } = benchArgs('4a9e1af');
const seconds = Number(positional[0] ?? 5);
const runs = Number(positional[1] ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Requests per second over one run, and the server's CPU ms per answered request in it. */
async function rate(server: Running, key: string, duration: number): Promise<{ rps: number; cpuMs: number }> {
  const cpuBefore = server.cpuMs();
  const result = await autocannon({
    url: `${server.baseUrl}/api/v1/travel/search`,
    method: 'POST',
    connections: 8,
    duration,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: SEARCH_BODY,
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, cpuMs: (server.cpuMs() - cpuBefore) / result.requests.total };
}

const dir = mkdtempSync(join(tmpdir(), 'svc-throughput-'));
const baseline = checkoutBaseline(baselineRev);
const servers: Array<{ name: string; server: Running; key: string }> = [];
try {
  for (const [i, variant] of [COMPILED, baseline.variant].entries()) {
    const path = join(dir, `${i}.sqlite`);
    const server = await launch(variant, path);
    servers.push({ name: variant.name, server, key: await enterpriseKey(server, path) });
  }
  for (const s of servers) await rate(s.server, s.key, 2); // warm-up
  const figures = new Map(servers.map((s) => [s.name, [] as number[]]));
  const cpu = new Map(servers.map((s) => [s.name, [] as number[]]));
  for (let run = 0; run < runs; run++) {
    for (const s of run % 2 ? [...servers].reverse() : servers) {
      const { rps, cpuMs } = await rate(s.server, s.key, seconds);
      figures.get(s.name)!.push(Math.round(rps));
      cpu.get(s.name)!.push(Number(cpuMs.toFixed(2)));
    }
  }
  const [compiled, old] = servers.map((s) => median(figures.get(s.name)!));
  const [compiledCpu, oldCpu] = servers.map((s) => median(cpu.get(s.name)!));
  console.log(
    JSON.stringify(
      {
        benchmark: `travel search throughput, detail summary, 8 connections, ${seconds} s per run, ${cpus().length} cores`,
        requests_per_second: Object.fromEntries([...figures].map(([name, xs]) => [name, { median: median(xs), all: xs }])),
        ratio_compiled_to_baseline: Number((compiled! / old!).toFixed(3)),
        server_cpu_ms_per_request: Object.fromEntries([...cpu].map(([name, xs]) => [name, { median: median(xs), all: xs }])),
        cpu_ratio_baseline_to_compiled: Number((oldCpu! / compiledCpu!).toFixed(3)),
        target: compiled! >= old! ? 'met (not lower than the baseline)' : 'MISSED (lower than the baseline)',
      },
      null,
      2,
    ),
  );
} finally {
  for (const s of servers) await s.server.stop();
  baseline.remove();
  rmSync(dir, { recursive: true, force: true });
}
