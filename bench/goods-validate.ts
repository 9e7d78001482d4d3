/**
 * Used-goods cost with marketplace_a offline: deal validation over the 65-case set and
 * search over the demo snapshot, per-call latency. Run: npx tsx bench/goods-validate.ts
 */
import { readFileSync } from 'node:fs';
import type { DealValidationRequest, SnapshotHeader, SnapshotListing } from '../src/contracts/goods.js';
import { DEFAULT_SNAPSHOT_DIR, goodsConfigFromEnv } from '../src/goods/config.js';
import type { GoodsDeps } from '../src/goods/deps.js';
import { defaultGeocoder } from '../src/goods/geo.js';
import { realRetryDeps } from '../src/net/http-retry.js';
import { createMarketplaceA } from '../src/goods/providers/marketplace-a.js';
import { createMarketplaceB } from '../src/goods/providers/marketplace-b.js';
import { parseSnapshot, type Snapshot } from '../src/goods/snapshots/parse.js';
import { SnapshotFolder } from '../src/goods/snapshots/store.js';
import { searchGoods } from '../src/goods/search.js';
import { validateDeal } from '../src/goods/validate.js';

const ROUNDS = 10;
const fixture = JSON.parse(readFileSync(new URL('../test/fixtures/goods-cases.json', import.meta.url), 'utf8')) as {
  snapshot_meta: SnapshotHeader;
  market: SnapshotListing[];
  cases: Array<{ listing: SnapshotListing; request: DealValidationRequest }>;
};

const deps = (snapshots: Snapshot[]): GoodsDeps => ({
  now: () => new Date(),
  newRequestId: () => 'bench',
  geocode: defaultGeocoder,
  providers: {
    marketplace_a: createMarketplaceA(goodsConfigFromEnv({}).marketplaceA, { ...realRetryDeps(fetch), now: () => new Date() }),
    marketplace_b: createMarketplaceB(() => ({ snapshots, rejected: [] }), { now: () => new Date() }),
  },
});

const parsed = parseSnapshot([fixture.snapshot_meta, ...fixture.market, ...fixture.cases.map((c) => c.listing)].map((l) => JSON.stringify(l)).join('\n'));
if (!parsed.ok) throw new Error('case fixture does not parse');

async function time(label: string, calls: Array<() => Promise<unknown>>): Promise<void> {
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const call of calls) {
      const started = performance.now();
      await call();
      timings.push(performance.now() - started);
    }
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
  const mean = timings.reduce((sum, t) => sum + t, 0) / timings.length;
  console.log(
    `${label}: ${timings.length} calls, mean ${mean.toFixed(2)} ms, p50 ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`,
  );
}

const market = deps([parsed.snapshot]);
await time(
  'deal validation (case set, 127 listings)',
  fixture.cases.map((c) => () => validateDeal(c.request, market)),
);
const demo = deps(new SnapshotFolder(DEFAULT_SNAPSHOT_DIR).load().snapshots);
const queries = ['iPhone 13 128GB', 'Trek FX 3 Disc', 'IKEA Kivik sofa', 'Herman Miller Aeron', 'Sony WH-1000XM4'];
await time(
  'search (demo snapshot)',
  queries.map((item_query) => () => searchGoods({ item_query }, demo)),
);
