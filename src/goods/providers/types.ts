import type { ConditionClass, GoodsProviderName, ItemCategory, ListingLocation, ProviderStatus, SellerSignals } from '../../contracts/goods.js';

/**
 * A listing as a provider hands it over, before svc scores, filters and labels it.
 * Description, photos and seller signals are kept whole here because the scam rules
 * read them; the response carries only an excerpt.
 */
export interface SourceListing {
  id: string;
  provider: GoodsProviderName;
  demoData: boolean;
  title: string;
  description: string | null;
  price: { value: number; currency: string };
  condition: string | null;
  /** Set when the provider gives a structured condition (marketplace_a condition ids). */
  conditionClass: ConditionClass | null;
  category: ItemCategory | null;
  location: ListingLocation | null;
  providerDistanceMiles: number | null;
  seller: SellerSignals | null;
  url: string;
  listedAt: string | null;
  /** Set when the price is a completed sale (a sold-listings snapshot); null for an asking price. */
  soldAt: string | null;
  capturedAt: string | null;
  retrievedAt: string;
  imageUrls: string[];
}

export interface ProviderQuery {
  query: string;
  minPriceUsd: number | null;
  maxPriceUsd: number | null;
  conditionClasses: ConditionClass[];
  postalCode: string | null;
  radiusMiles: number | null;
  limit: number;
}

export interface ProviderOutcome {
  status: ProviderStatus;
  listings: SourceListing[];
}

/** Providers never throw: a failure is an outcome with status unavailable and a message. */
export interface MarketplaceProvider {
  readonly name: GoodsProviderName;
  search(query: ProviderQuery): Promise<ProviderOutcome>;
}

export const EVIDENCE_LABEL_OF = {
  marketplace_a: 'marketplace_a_provider_listing',
  marketplace_b: 'marketplace_b_authorized_snapshot',
} as const;
