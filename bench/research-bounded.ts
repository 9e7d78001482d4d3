/**
 * Bounded research honours its budget: with a search provider that accepts connections and never
 * answers, how far past max_live_research_ms does a bounded answer come back?
 * 1. In-process: the live port over a real SQLite store, five results researched in parallel per
 *    request (as the engine does), fresh destinations every time (no cache hits), budgets 0-500 ms.
 * 2. Over HTTP, when the travel route is wired to the live port: POST /api/v1/travel/search with
 *    live_research_mode bounded, total response time minus the budget.
 * Prints p50 and p99 of the overhead (target: p99 < 50 ms). Usage: npx tsx bench/research-bounded.ts [iterations]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Metrics } from '../src/observability/metrics.js';
import { migrate, openDb } from '../src/store/db.js';
import { Store } from '../src/store/index.js';
import { researchConfigFromEnv } from '../src/travel/research/config.js';
import { createResearchService } from '../src/travel/research/service.js';
import { spawnServer } from '../test/helpers/process.js';
import { startFakeProviders } from '../test/travel/research/fake-providers.js';

const iterations = Number(process.argv[2] ?? 40);
const BUDGETS = [0, 50, 200, 500];
const TARGET_MS = 50;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const figures = (xs: number[]) => ({
  n: xs.length,
  p50_ms: +percentile(xs, 50).toFixed(2),
  p99_ms: +percentile(xs, 99).toFixed(2),
  max_ms: +Math.max(...xs).toFixed(2),
});

async function inProcess(providerUrl: string, dir: string): Promise<number[]> {
  const db = openDb({ kind: 'sqlite', path: join(dir, 'port.sqlite') });
  await migrate(db);
  const env = {
    SEARCH_PROVIDER_A_API_KEY: 'bench',
    SEARCH_PROVIDER_A_BASE_URL: providerUrl,
    SEARCH_PROVIDER_A_TIMEOUT_MS: '2000',
    SEARCH_PROVIDER_A_BUDGET_MS: '4000',
    RESEARCH_WORKER_CONCURRENCY: '0',
  };
  const service = createResearchService(researchConfigFromEnv(env), { store: new Store(db).research, now: () => new Date(), metrics: new Metrics() });
  const all: number[] = [];
  let n = 0;
  for (const budget of BUDGETS) {
    const overheads: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const subjects = Array.from({ length: 5 }, () => {
        n += 1;
        return {
          id: `bench-${n}`,
          name: `Benchplace ${n}`,
          country: 'PT',
          lat: 38.7,
          lon: -9.1,
          coverage_mode: 'research_ready' as const,
          categories: ['lodging_areas', 'activities', 'local_transport'],
        };
      });
      const start = performance.now();
      const outs = await Promise.all(subjects.map((s) => service.port.statusFor(s, 'bounded', budget)));
      overheads.push(performance.now() - start - budget);
      if (outs.some((o) => o.coverage_mode !== 'research_pending')) throw new Error('a provider that never answers cannot complete research');
    }
    console.log(`in-process bounded, budget ${budget} ms, overhead past the budget:`, figures(overheads));
    all.push(...overheads);
  }
  await service.stop();
  await db.close();
  return all;
}

async function overHttp(providerUrl: string, dir: string): Promise<number[] | null> {
  const database = { kind: 'sqlite' as const, path: join(dir, 'http.sqlite') };
  const server = await spawnServer({
    SQLITE_PATH: database.path,
    LOG_LEVEL: 'error',
    SEARCH_PROVIDER_A_API_KEY: 'bench',
    SEARCH_PROVIDER_A_BASE_URL: providerUrl,
    SEARCH_PROVIDER_A_TIMEOUT_MS: '2000',
  });
  const db = openDb(database);
  try {
    await migrate(db);
    const activation = await fetch(`${server.baseUrl}/api/v1/activation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const auth = { authorization: `Bearer ${((await activation.json()) as { api_key: { value: string } }).api_key.value}`, 'content-type': 'application/json' };
    const me = (await (await fetch(`${server.baseUrl}/api/v1/account/me`, { headers: auth })).json()) as { account: { id: string } };
    await new Store(db).accounts.setPlan(me.account.id, 'pro');
    const search = async (budget: number, region: string, mode = 'bounded') => {
      const body = { user_request: `A week in ${region} in June`, live_research_mode: mode, max_live_research_ms: budget };
      const start = performance.now();
      const res = await fetch(`${server.baseUrl}/api/v1/travel/search`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
      const json = (await res.json()) as { results?: Array<{ research_status: { search_provider: { status: string } } }> };
      return { ms: performance.now() - start, status: res.status, provider: json.results?.[0]?.research_status.search_provider.status ?? null };
    };
    const probe = await search(0, 'Portugal');
    if (probe.status !== 200 || probe.provider === 'disabled' || probe.provider === null) {
      console.log(`HTTP: skipped (travel search answered ${probe.status}, search_provider ${probe.provider}): the route does not use the live port yet.`);
      return null;
    }
    const regions = ['Portugal', 'Japan', 'Peru', 'Norway', 'Kenya', 'Vietnam', 'Chile', 'Scotland'];
    // Warm-up: the first search of a region loads gazetteer and engine paths (JIT, memo tables).
    for (const region of regions) for (let i = 0; i < 3; i++) await search(0, region);
    const baseline: number[] = [];
    for (let i = 0; i < iterations; i++) baseline.push((await search(0, regions[i % regions.length]!, 'off')).ms);
    console.log('HTTP POST /api/v1/travel/search with live research off (the same searches, for comparison), response time:', figures(baseline));
    const all: number[] = [];
    for (const budget of [50, 200]) {
      const overheads: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const r = await search(budget, regions[i % regions.length]!);
        overheads.push(r.ms - budget);
      }
      console.log(`HTTP POST /api/v1/travel/search bounded, budget ${budget} ms, response time past the budget:`, figures(overheads));
      all.push(...overheads);
    }
    return all;
  } finally {
    await server.stop();
    await db.close();
  }
}

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')} (the machine is shared)`,
  );
  const fake = await startFakeProviders('never');
  const dir = mkdtempSync(join(tmpdir(), 'svc-research-bench-'));
  try {
    const port = await inProcess(fake.baseUrl, dir);
    const http = await overHttp(fake.baseUrl, dir);
    const p99 = percentile(port, 99);
    console.log(
      `overall in-process p99 overhead ${p99.toFixed(2)} ms (target < ${TARGET_MS} ms)${http ? `; HTTP p99 ${percentile(http, 99).toFixed(2)} ms` : ''}`,
    );
    if (p99 >= TARGET_MS || (http && percentile(http, 99) >= TARGET_MS)) process.exitCode = 1;
  } finally {
    await fake.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
