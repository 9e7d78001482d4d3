import type { ProviderStatus, SnapshotInfo, SnapshotListing } from '../../contracts/goods.js';
import type { Snapshot } from '../snapshots/parse.js';
import type { LoadedSnapshots } from '../snapshots/store.js';
import { classifyItem } from '../category.js';
import { searchableTerms } from '../listing/tokens.js';
import type { MarketplaceProvider, ProviderOutcome, ProviderQuery, SourceListing } from './types.js';

/**
 * marketplace_b: listings from snapshots the operator is authorized to use. A listing is
 * handed over when its title or description shares a query term; svc scores it later.
 */
export function createMarketplaceB(source: () => LoadedSnapshots, deps: { now: () => Date }): MarketplaceProvider {
  return {
    name: 'marketplace_b',
    async search(q: ProviderQuery): Promise<ProviderOutcome> {
      const retrievedAt = deps.now().toISOString();
      let loaded: LoadedSnapshots;
      try {
        loaded = source();
      } catch (error) {
        return {
          status: status('unavailable', `marketplace_b snapshots could not be read: ${error instanceof Error ? error.message : String(error)}`, [], 0, null),
          listings: [],
        };
      }
      const terms = q.query.split(' ').filter((t) => t !== '');
      const listings = loaded.snapshots.flatMap((snap) => snap.listings.filter((l) => sharesTerm(l, terms)).map((l) => toSource(l, snap, retrievedAt)));
      const infos = loaded.snapshots.map(info);
      const rejected = loaded.rejected.length > 0 ? ` Skipped invalid snapshot file(s): ${loaded.rejected.map((r) => r.file).join(', ')}.` : '';
      if (loaded.snapshots.length === 0) {
        return { status: status('unavailable', `No authorized marketplace_b snapshot is loaded.${rejected}`, infos, 0, null), listings: [] };
      }
      const demoOnly = loaded.snapshots.every((s) => s.header.demo_data);
      const message = demoOnly
        ? `Only the demo snapshot is loaded: ${listings.length} synthetic demo listing(s), not real offers.${rejected}`
        : `${listings.length} listing(s) from ${loaded.snapshots.length} authorized snapshot(s), as of each snapshot's captured_at.${rejected}`;
      return { status: status(demoOnly ? 'sandbox' : 'provider_live', message, infos, listings.length, retrievedAt), listings };
    },
  };
}

const status = (value: ProviderStatus['status'], message: string, snapshots: SnapshotInfo[], count: number, retrievedAt: string | null): ProviderStatus => ({
  provider: 'marketplace_b',
  status: value,
  evidence_label: 'marketplace_b_authorized_snapshot',
  listing_count: count,
  message: message.slice(0, 500),
  retrieved_at: retrievedAt,
  snapshots,
});

const info = (snap: Snapshot): SnapshotInfo => ({
  snapshot_id: snap.header.snapshot_id,
  source: snap.header.demo_data ? `${snap.header.source} (demo data)`.slice(0, 500) : snap.header.source,
  authorized_at: snap.header.authorized_at,
  captured_at: snap.header.captured_at,
  demo_data: snap.header.demo_data,
  listing_count: snap.listings.length,
});

/** Listing terms are read once per snapshot line (snapshots are immutable once loaded). */
const termCache = new WeakMap<SnapshotListing, Set<string>>();

function sharesTerm(listing: SnapshotListing, terms: readonly string[]): boolean {
  let own = termCache.get(listing);
  if (!own) {
    own = searchableTerms(`${listing.title} ${listing.description ?? ''}`);
    termCache.set(listing, own);
  }
  return terms.some((t) => own.has(t));
}

function toSource(l: SnapshotListing, snap: Snapshot, retrievedAt: string): SourceListing {
  return {
    id: `marketplace_b:${snap.header.snapshot_id}:${l.id}`,
    provider: 'marketplace_b',
    demoData: snap.header.demo_data,
    title: l.title,
    description: l.description ?? null,
    price: l.price,
    condition: l.condition ?? null,
    conditionClass: null,
    category: l.category ?? classifyItem(l.title, l.description ?? null),
    location: l.location
      ? {
          label: l.location.label ?? null,
          postal_code: l.location.postal_code ?? null,
          country: l.location.country ?? null,
          lat: l.location.lat ?? null,
          lon: l.location.lon ?? null,
        }
      : null,
    providerDistanceMiles: null,
    seller: l.seller
      ? {
          seller_id: l.seller.seller_id ?? null,
          feedback_score: l.seller.feedback_score ?? null,
          feedback_percent: l.seller.feedback_percent ?? null,
          account_age_days: l.seller.account_age_days ?? null,
        }
      : null,
    url: l.url,
    listedAt: l.listed_at ?? null,
    soldAt: l.sold_at ?? null,
    capturedAt: snap.header.captured_at,
    retrievedAt,
    imageUrls: l.image_urls ?? [],
  };
}
