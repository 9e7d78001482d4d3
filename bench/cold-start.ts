/**
 * Cold start: from spawning the server process on a fresh SQLite file to its first answered travel
 * search (activation, then POST /api/v1/travel/search at detail summary; not a health check), and
 * its resident memory right after. This tree's compiled server against the code before the compiled
 * runtime (bench/_variants.ts), alternating, in one run. Targets (compiled): < 1 s and < 250 MB.
 * Usage: npx tsx bench/cold-start.ts [runs]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activateWhenUp, checkoutBaseline, COMPILED, launch, search, type Variant } from './_variants.js';

const runs = Number(process.argv[2] ?? 5);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function coldStart(variant: Variant, dir: string, run: number): Promise<{ ms: number; rssMb: number }> {
  const started = performance.now();
  const server = await launch(variant, join(dir, `${run}-${variant.args.at(-1)!.replace(/\W/g, '_')}.sqlite`));
  try {
    const { key } = await activateWhenUp(server);
    await search(server, key);
    return { ms: performance.now() - started, rssMb: server.rssMb() };
  } finally {
    await server.stop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'svc-cold-start-'));
const baseline = checkoutBaseline();
try {
  const variants = [COMPILED, baseline.variant];
  // One unmeasured start each: the file system cache (and tsx's compile cache) hold what a restarted service finds.
  for (const v of variants) await coldStart(v, dir, -1);
  const figures = new Map(variants.map((v) => [v.name, { ms: [] as number[], rssMb: [] as number[] }]));
  for (let run = 0; run < runs; run++) {
    for (const v of run % 2 ? [...variants].reverse() : variants) {
      const r = await coldStart(v, dir, run);
      figures.get(v.name)!.ms.push(Math.round(r.ms));
      figures.get(v.name)!.rssMb.push(Math.round(r.rssMb));
    }
  }
  const compiled = figures.get(COMPILED.name)!;
  const old = figures.get(baseline.variant.name)!;
  console.log(
    JSON.stringify(
      {
        benchmark: 'cold start to the first answered travel search (fresh SQLite file)',
        runs,
        results: Object.fromEntries(
          [...figures].map(([name, f]) => [name, { median_ms: median(f.ms), median_rss_mb: median(f.rssMb), ms: f.ms, rss_mb: f.rssMb }]),
        ),
        ratios_compiled_to_baseline: {
          time: Number((median(compiled.ms) / median(old.ms)).toFixed(3)),
          rss: Number((median(compiled.rssMb) / median(old.rssMb)).toFixed(3)),
        },
        targets_compiled: {
          time_under_1000_ms: median(compiled.ms) < 1000 ? 'met' : 'MISSED',
          rss_under_250_mb: median(compiled.rssMb) < 250 ? 'met' : 'MISSED',
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
