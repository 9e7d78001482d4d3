import type { SnapshotHeader, SnapshotListing } from '../../src/contracts/goods.js';
import { goodsConfigFromEnv } from '../../src/goods/config.js';
import type { GoodsDeps } from '../../src/goods/deps.js';
import { defaultGeocoder } from '../../src/goods/geo.js';
import { realRetryDeps } from '../../src/net/http-retry.js';
import { createMarketplaceA } from '../../src/goods/providers/marketplace-a.js';
import { createMarketplaceB } from '../../src/goods/providers/marketplace-b.js';
import type { MarketplaceProvider } from '../../src/goods/providers/types.js';
import { parseSnapshot, type Snapshot } from '../../src/goods/snapshots/parse.js';

/** marketplace_a as configured on a machine with no credentials: pending_credentials, no I/O. */
export const offlineMarketplaceA: MarketplaceProvider = createMarketplaceA(goodsConfigFromEnv({}).marketplaceA, {
  ...realRetryDeps(fetch),
  now: () => new Date(),
});

export const snapshotHeader = (overrides: Partial<SnapshotHeader> = {}): SnapshotHeader => ({
  kind: 'snapshot_meta',
  snapshot_id: 'test-snap',
  source: 'test listings',
  authorized_at: '2026-11-01T00:00:00Z',
  captured_at: '2026-11-16T00:00:00Z',
  demo_data: false,
  authorization_note: 'written for tests',
  ...overrides,
});

/** Builds a snapshot through the real parser, so fixtures obey the file format. */
export function snapshotOf(header: SnapshotHeader, listings: readonly SnapshotListing[]): Snapshot {
  const parsed = parseSnapshot([header, ...listings].map((l) => JSON.stringify(l)).join('\n'));
  if (!parsed.ok) throw new Error(`fixture snapshot invalid: ${JSON.stringify(parsed.problems)}`);
  return parsed.snapshot;
}

export function depsWith(snapshots: Snapshot[], options: { now?: string; marketplaceA?: MarketplaceProvider } = {}): GoodsDeps {
  const now = () => new Date(options.now ?? '2026-11-20T12:00:00Z');
  let n = 0;
  return {
    now,
    newRequestId: () => `test_${++n}`,
    geocode: defaultGeocoder,
    providers: {
      marketplace_a: options.marketplaceA ?? offlineMarketplaceA,
      marketplace_b: createMarketplaceB(() => ({ snapshots, rejected: [] }), { now }),
    },
  };
}
