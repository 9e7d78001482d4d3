import type { DealSummary, InterpretedRequest } from '../contracts/goods.js';
import type { Candidate } from './normalize.js';
import { mentions } from './text.js';

/** Below this title similarity a listing is about some other item (title_term_coverage_v0). */
export const MIN_RELEVANCE = 0.6;

export type FilterCounts = DealSummary['filtered_out'];

export interface FilterResult {
  kept: Candidate[];
  counts: FilterCounts;
}

const textOf = (c: Candidate) => `${c.source.title} ${c.source.description ?? ''}`;

/**
 * Applies the request's filters in a fixed order and counts what each removed. A
 * listing whose distance cannot be computed is kept rather than guessed.
 * Listings whose condition is unknown are kept: nothing says they fail the preference.
 */
export function applyFilters(candidates: readonly Candidate[], req: InterpretedRequest, minRelevance = MIN_RELEVANCE): FilterResult {
  const counts: FilterCounts = { not_relevant: 0, price: 0, radius: 0, condition: 0, must_have: 0, avoid: 0 };
  const kept = candidates.filter((c) => {
    const reason = rejectReason(c, req, minRelevance);
    if (reason) counts[reason] += 1;
    return reason === null;
  });
  return { kept, counts };
}

function rejectReason(c: Candidate, req: InterpretedRequest, minRelevance: number): keyof FilterCounts | null {
  const l = c.listing;
  if (l.relevance.score < minRelevance) return 'not_relevant';
  if (req.min_price_usd !== null || req.max_price_usd !== null) {
    if (l.price_usd === null) return 'price';
    if (req.min_price_usd !== null && l.price_usd < req.min_price_usd) return 'price';
    if (req.max_price_usd !== null && l.price_usd > req.max_price_usd) return 'price';
  }
  if (req.radius_miles !== null && l.distance_miles !== null && l.distance_miles > req.radius_miles) return 'radius';
  if (req.condition_classes.length > 0 && l.condition_class !== 'unknown' && !req.condition_classes.includes(l.condition_class)) return 'condition';
  const text = textOf(c);
  if (!req.must_have.every((term) => mentions(text, term))) return 'must_have';
  if (req.avoid.some((term) => mentions(text, term))) return 'avoid';
  return null;
}
