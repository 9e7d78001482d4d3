/**
 * Cold start: from spawning the server process on a fresh SQLite file to its first 200 on GET /healthz,
 * and on to its first answered travel search (activation, then POST /api/v1/travel/search at detail
 * summary), the CPU time the server used until then, and its resident memory right after. This tree's
 * compiled server (`npm run build` first) against a baseline revision built in a temporary worktree
 * (bench/_variants.ts), alternating, in one run, with a floor in the same alternation: spawning
 * `node -e ''` until it exits, what any Node process costs on this machine at this moment. Times are
 * also given as ratios to that floor, which a shared machine's load moves much less than the times.
 * The first start of each is not counted (the file system cache then holds what a restarted service
 * finds). Targets (current): < 1 s to the first travel search and < 250 MB.
 * Usage: npx tsx bench/cold-start.ts [runs] [--baseline <rev>]   (rev defaults to HEAD~1)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { activateWhenUp, benchArgs, checkoutBaseline, COMPILED, healthyWhenUp, launch, search, type Variant } from './_variants.js';

const { baseline: baselineRev, positional } = benchArgs('HEAD~1');
const runs = Number(positional[0] ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

interface Start {
  /** Spawn to the first 200 of /healthz. */
  healthMs: number;
  /** Spawn to the first answered travel search. */
  ms: number;
  cpuMs: number;
  rssMb: number;
}

async function coldStart(variant: Variant, sqlitePath: string): Promise<Start> {
  const started = performance.now();
  const server = await launch(variant, sqlitePath);
  try {
    await healthyWhenUp(server);
    const healthMs = Math.round(performance.now() - started);
    const { key } = await activateWhenUp(server);
    await search(server, key);
    return { healthMs, ms: Math.round(performance.now() - started), cpuMs: Math.round(server.cpuMs()), rssMb: Math.round(server.rssMb()) };
  } finally {
    await server.stop();
  }
}

/** Spawn to exit of `node -e ''`, in ms. */
async function nodeFloor(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.on('exit', resolve));
  return performance.now() - started;
}

const loadAtStart = loadavg().map((l) => l.toFixed(1));
const dir = mkdtempSync(join(tmpdir(), 'svc-cold-start-'));
const baseline = checkoutBaseline(baselineRev);
try {
  const variants = [COMPILED, baseline.variant];
  const first = new Map<string, Start>();
  for (const [i, v] of variants.entries()) first.set(v.name, await coldStart(v, join(dir, `first-${i}.sqlite`)));
  const starts = new Map(variants.map((v) => [v.name, [] as Start[]]));
  const floors: number[] = [];
  for (let run = 0; run < runs; run++) {
    floors.push(await nodeFloor());
    for (const v of run % 2 ? [...variants].reverse() : variants)
      starts.get(v.name)!.push(await coldStart(v, join(dir, `${run}-${variants.indexOf(v)}.sqlite`)));
  }
  const floor = median(floors);
  const summary = (xs: Start[]) => ({
    median_health_ms: median(xs.map((s) => s.healthMs)),
    median_ms: median(xs.map((s) => s.ms)),
    median_cpu_ms: median(xs.map((s) => s.cpuMs)),
    median_rss_mb: median(xs.map((s) => s.rssMb)),
  });
  const overFloor = (s: ReturnType<typeof summary>) => ({ health: ratio(s.median_health_ms, floor), travel_search: ratio(s.median_ms, floor) });
  const current = summary(starts.get(COMPILED.name)!);
  const base = summary(starts.get(baseline.variant.name)!);
  console.log(
    JSON.stringify(
      {
        benchmark: 'cold start to the first answered travel search (fresh SQLite file)',
        runs,
        load_average: { at_start: loadAtStart, at_end: loadavg().map((l) => l.toFixed(1)) },
        node_floor: { median_ms: Math.round(floor), ms: floors.map(Math.round) },
        results: Object.fromEntries(
          variants.map((v) => {
            const xs = starts.get(v.name)!;
            const all = { health_ms: xs.map((s) => s.healthMs), ms: xs.map((s) => s.ms), cpu_ms: xs.map((s) => s.cpuMs), rss_mb: xs.map((s) => s.rssMb) };
            return [v.name, { ...summary(xs), ...all, first_start: first.get(v.name) }];
          }),
        ),
        ratios_to_node_floor: { current: overFloor(current), baseline: overFloor(base) },
        ratios_current_to_baseline: {
          health_time: ratio(current.median_health_ms, base.median_health_ms),
          time: ratio(current.median_ms, base.median_ms),
          cpu_time: ratio(current.median_cpu_ms, base.median_cpu_ms),
          rss: ratio(current.median_rss_mb, base.median_rss_mb),
        },
        targets_current: {
          time_under_1000_ms: current.median_ms < 1000 ? 'met' : 'MISSED',
          rss_under_250_mb: current.median_rss_mb < 250 ? 'met' : 'MISSED',
        },
      },
      null,
      2,
    ),
  );
} finally {
  baseline.remove();
  rmSync(dir, { recursive: true, force: true });
}
