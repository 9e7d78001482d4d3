import type { GeoPoint, GoodsListing } from '../contracts/goods.js';
import { EVIDENCE_LABEL_OF, type SourceListing } from './providers/types.js';
import { classifyCondition } from './condition.js';
import { milesBetween } from './geo.js';
import { round1 } from './stats.js';
import { DAY_MS } from '../time-units.js';

/** A normalised listing together with the full provider data the scam rules read. */
export interface Candidate {
  listing: GoodsListing;
  source: SourceListing;
}

const EXCERPT_CHARS = 280;

export interface Relevance {
  score: number;
  matched: string[];
}

export function toCandidate(src: SourceListing, ctx: { relevance: Relevance; origin: GeoPoint | null; now: Date }): Candidate {
  const distance = distanceOf(src, ctx.origin);
  const stamp = src.listedAt ?? src.capturedAt;
  const listing: GoodsListing = {
    listing_id: src.id.slice(0, 500),
    provider: src.provider,
    evidence_label: EVIDENCE_LABEL_OF[src.provider],
    demo_data: src.demoData,
    title: src.title.slice(0, 500),
    description_excerpt: src.description ? excerpt(src.description) : null,
    price: src.price,
    price_usd: src.price.currency === 'USD' ? src.price.value : null,
    condition: src.condition?.slice(0, 500) ?? null,
    condition_class: src.conditionClass ?? classifyCondition(src.condition),
    category: src.category ?? 'generic',
    location: src.location,
    distance_miles: distance.miles,
    distance_basis: distance.basis,
    seller: src.seller,
    url: src.url,
    freshness: {
      listed_at: src.listedAt,
      captured_at: src.capturedAt,
      retrieved_at: src.retrievedAt,
      age_days: stamp ? round1(Math.max(0, ctx.now.getTime() - Date.parse(stamp)) / DAY_MS) : null,
    },
    relevance: { score: ctx.relevance.score, matched_terms: ctx.relevance.matched },
    scam_risk_signals: [],
    duplicate_listing_ids: [],
  };
  return { listing, source: src };
}

function distanceOf(src: SourceListing, origin: GeoPoint | null): { miles: number | null; basis: GoodsListing['distance_basis'] } {
  if (src.providerDistanceMiles !== null) return { miles: round1(src.providerDistanceMiles), basis: 'provider_reported' };
  const lat = src.location?.lat;
  const lon = src.location?.lon;
  if (origin && typeof lat === 'number' && typeof lon === 'number')
    return { miles: round1(milesBetween(origin, { lat, lon })), basis: 'computed_from_coordinates' };
  return { miles: null, basis: 'not_computable' };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_CHARS ? flat : `${flat.slice(0, EXCERPT_CHARS - 1)}…`;
}
