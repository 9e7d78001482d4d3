/**
 * Cold start: from spawning the server process on a fresh SQLite file to its first answered travel
 * search (activation, then POST /api/v1/travel/search at detail summary; not a health check), the
 * CPU time the server used until then, and its resident memory right after. This tree's compiled
 * server (`npm run build` first) against a baseline revision built in a temporary worktree
 * (bench/_variants.ts), alternating, in one run; the first start of each is not counted (the file
 * system cache then holds what a restarted service finds). Targets (current): < 1 s and < 250 MB.
 * The CPU time moves less than the wall time with the load of a shared machine.
 * Usage: npx tsx bench/cold-start.ts [runs] [--baseline <rev>]   (rev defaults to HEAD~1)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { activateWhenUp, benchArgs, checkoutBaseline, COMPILED, launch, search, type Variant } from './_variants.js';

const { baseline: baselineRev, positional } = benchArgs('HEAD~1');
const runs = Number(positional[0] ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

interface Start {
  ms: number;
  cpuMs: number;
  rssMb: number;
}

async function coldStart(variant: Variant, sqlitePath: string): Promise<Start> {
  const started = performance.now();
  const server = await launch(variant, sqlitePath);
  try {
    const { key } = await activateWhenUp(server);
    await search(server, key);
    return { ms: Math.round(performance.now() - started), cpuMs: Math.round(server.cpuMs()), rssMb: Math.round(server.rssMb()) };
  } finally {
    await server.stop();
  }
}

const loadAtStart = loadavg().map((l) => l.toFixed(1));
const dir = mkdtempSync(join(tmpdir(), 'svc-cold-start-'));
const baseline = checkoutBaseline(baselineRev);
try {
  const variants = [COMPILED, baseline.variant];
  const first = new Map<string, Start>();
  for (const [i, v] of variants.entries()) first.set(v.name, await coldStart(v, join(dir, `first-${i}.sqlite`)));
  const starts = new Map(variants.map((v) => [v.name, [] as Start[]]));
  for (let run = 0; run < runs; run++) {
    for (const v of run % 2 ? [...variants].reverse() : variants)
      starts.get(v.name)!.push(await coldStart(v, join(dir, `${run}-${variants.indexOf(v)}.sqlite`)));
  }
  const summary = (xs: Start[]) => ({
    median_ms: median(xs.map((s) => s.ms)),
    median_cpu_ms: median(xs.map((s) => s.cpuMs)),
    median_rss_mb: median(xs.map((s) => s.rssMb)),
  });
  const current = summary(starts.get(COMPILED.name)!);
  const base = summary(starts.get(baseline.variant.name)!);
  console.log(
    JSON.stringify(
      {
        benchmark: 'cold start to the first answered travel search (fresh SQLite file)',
        runs,
        load_average: { at_start: loadAtStart, at_end: loadavg().map((l) => l.toFixed(1)) },
        results: Object.fromEntries(
          variants.map((v) => {
            const xs = starts.get(v.name)!;
            const all = { ms: xs.map((s) => s.ms), cpu_ms: xs.map((s) => s.cpuMs), rss_mb: xs.map((s) => s.rssMb) };
            return [v.name, { ...summary(xs), ...all, first_start: first.get(v.name) }];
          }),
        ),
        ratios_current_to_baseline: {
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
