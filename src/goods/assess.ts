import type { GeoPoint, ItemCategory } from '../contracts/goods.js';
import { readFor } from './item.js';
import { compareListing, prepareSubject, type Comparison } from './listing/match.js';
import type { ListingReading } from './listing/read.js';
import { toCandidate, type Candidate, type Relevance } from './normalize.js';
import type { SourceListing } from './providers/types.js';

/** A provider listing, normalised, with how it compares with the item asked about. */
export interface Assessed {
  candidate: Candidate;
  comparison: Comparison;
}

/**
 * Relevance shown on a listing: the identity coverage, lowered for another variant, model,
 * year or storage (still worth seeing in a search, never a comparable) and more for an
 * accessory sold alone.
 */
const OTHER_VARIANT_FACTOR = 0.7;
const ACCESSORY_FACTOR = 0.4;

function relevanceOf(c: Comparison): Relevance {
  const factor = c.reason === null || c.reason === 'not_same_item' ? 1 : c.reason === 'accessory' ? ACCESSORY_FACTOR : OTHER_VARIANT_FACTOR;
  return { score: Math.round(c.coverage * factor * 1000) / 1000, matched: c.matched };
}

export interface AssessContext {
  subject: ListingReading;
  category: ItemCategory;
  origin: GeoPoint | null;
  now: Date;
  /** The listing being validated, when svc found it: it is not part of its own market. */
  isSubject?: (listing: SourceListing) => boolean;
}

export function assessListings(listings: readonly SourceListing[], ctx: AssessContext): Assessed[] {
  const readings = listings.map((l) => readFor(l.title, ctx.category));
  const pool = readings.filter((_, k) => !ctx.isSubject?.(listings[k] as SourceListing));
  const prepared = prepareSubject(ctx.subject, pool);
  return listings.map((src, k) => {
    const comparison = compareListing(prepared, readings[k] as ListingReading);
    return { comparison, candidate: toCandidate(src, { relevance: relevanceOf(comparison), origin: ctx.origin, now: ctx.now }) };
  });
}
