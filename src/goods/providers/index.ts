import type { GoodsConfig } from '../config.js';
import type { GoodsDeps } from '../deps.js';
import { defaultGeocoder, type Geocoder } from '../geo.js';
import { SnapshotFolder } from '../snapshots/store.js';
import { realRetryDeps, type FetchLike, type RetryDeps } from '../../net/http-retry.js';
import { createMarketplaceA } from './marketplace-a.js';
import { createMarketplaceB } from './marketplace-b.js';

/** Wires the goods entry points' dependencies from configuration (used by the HTTP edge and tests). */
export function createGoodsDeps(
  config: GoodsConfig,
  io: { fetch: FetchLike; now: () => Date; newRequestId: () => string; retry?: Partial<RetryDeps>; geocode?: Geocoder },
): GoodsDeps {
  const folder = new SnapshotFolder(config.marketplaceB.snapshotDir);
  return {
    now: io.now,
    newRequestId: io.newRequestId,
    geocode: io.geocode ?? defaultGeocoder,
    providers: {
      marketplace_a: createMarketplaceA(config.marketplaceA, { ...realRetryDeps(io.fetch), ...io.retry, now: io.now }),
      marketplace_b: createMarketplaceB(() => folder.load(), { now: io.now }),
    },
  };
}
