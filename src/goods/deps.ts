import type { GoodsProviderName, ProviderStatus } from '../contracts/goods.js';
import type { Geocoder } from './geo.js';
import type { MarketplaceProvider, ProviderQuery, SourceListing } from './providers/types.js';

/** Everything the goods entry points need from outside: clock, ids, providers, geocoder. */
export interface GoodsDeps {
  now: () => Date;
  newRequestId: () => string;
  providers: Record<GoodsProviderName, MarketplaceProvider>;
  geocode: Geocoder;
}

export interface Gathered {
  statuses: ProviderStatus[];
  listings: SourceListing[];
  warnings: string[];
}

/** Asks the chosen providers in parallel; a failed provider is reported, never fatal. */
export async function gather(deps: GoodsDeps, chosen: readonly GoodsProviderName[] | undefined, query: ProviderQuery): Promise<Gathered> {
  const names = chosen && chosen.length > 0 ? [...chosen] : (['marketplace_a', 'marketplace_b'] as const);
  const outcomes = await Promise.all(names.map((name) => deps.providers[name].search(query)));
  const statuses = outcomes.map((o) => o.status);
  const listings = outcomes.flatMap((o) => o.listings);
  const warnings: string[] = [];
  const failed = statuses.filter((s) => s.status === 'unavailable' || s.status === 'pending_credentials');
  const answered = statuses.filter((s) => s.status === 'provider_live' || s.status === 'sandbox').map((s) => s.provider);
  for (const s of failed) {
    const fallback =
      answered.length > 0 ? `results come from ${answered.join(', ')} and svc heuristics only` : 'no provider answered: results rest on svc heuristics only';
    warnings.push(`${s.provider} ${s.status}: ${fallback}.`);
  }
  if (listings.some((l) => l.demoData)) {
    warnings.push('Listings with demo_data true come from the demo snapshot shipped with svc: synthetic examples, not real offers.');
  }
  return { statuses, listings, warnings };
}
