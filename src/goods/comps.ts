import type { CompsPriceKind, ConditionClass, DealValidationResponse, InterpretedRequest } from '../contracts/goods.js';
import { dedupe } from './dedupe.js';
import { applyFilters } from './filter.js';
import type { Comparison, MismatchReason } from './listing/match.js';
import type { Candidate } from './normalize.js';
import { NO_MARKET, ruleInputFor, type PhotoIndex } from './scam/context.js';
import { MIN_COMPS, runScamRules } from './scam/rules.js';

/**
 * Comparables: listings of the same item (listing_identity_v1), priced in USD, that pass
 * must_have / avoid, on which no scam-risk rule fires (a "Zelle only, I ship" listing is
 * not market evidence), near-duplicates merged; the same condition class when at least
 * MIN_COMPS of those exist; best matches first. An item sold for parts is only compared with
 * other for-parts listings: working ones are another market.
 */
const MAX_COMPS = 25;

export type CompsSummary = DealValidationResponse['comps']['summary'];
type Excluded = CompsSummary['excluded'];

export interface CompSelection {
  listings: Candidate[];
  basis: CompsSummary['condition_basis'];
  excluded: Excluded;
  priceKind: CompsPriceKind;
}

const EXCLUSION_OF: Record<MismatchReason, keyof Excluded> = {
  not_same_item: 'not_same_item',
  accessory: 'accessory',
  other_variant: 'other_variant',
  other_model: 'other_variant',
  other_generation: 'other_variant',
  other_year: 'other_variant',
  other_storage: 'other_variant',
  other_size: 'other_variant',
  other_trim: 'other_variant',
};

/** Scam signals that do not depend on the market (the market is what the comparables are for). */
const hasScamSignal = (c: Candidate, photos: PhotoIndex, now: Date) => runScamRules(ruleInputFor(c, NO_MARKET, photos, now)).fired.length > 0;

export function priceKindOf(listings: readonly Candidate[]): CompsPriceKind {
  const sold = listings.filter((c) => c.source.soldAt !== null).length;
  if (sold === 0) return 'asking_prices_of_active_listings';
  return sold === listings.length ? 'sold_prices' : 'asking_and_sold_prices';
}

export function selectComps(
  pool: ReadonlyArray<{ candidate: Candidate; comparison: Comparison }>,
  interpreted: InterpretedRequest,
  cls: ConditionClass,
  photos: PhotoIndex,
  now: Date,
): CompSelection {
  const excluded: Excluded = { scam_signals: 0, other_variant: 0, accessory: 0, not_same_item: 0, not_usd: 0 };
  const same: Candidate[] = [];
  for (const { candidate, comparison } of pool) {
    if (comparison.reason !== null) excluded[EXCLUSION_OF[comparison.reason]] += 1;
    else if (candidate.listing.price_usd === null) excluded.not_usd += 1;
    else if (hasScamSignal(candidate, photos, now)) excluded.scam_signals += 1;
    else same.push(candidate);
  }
  const similar = dedupe(applyFilters(same, interpreted, 0).kept).kept;
  const sameClass = cls === 'unknown' ? [] : similar.filter((c) => c.listing.condition_class === cls);
  const basis = sameClass.length >= MIN_COMPS || cls === 'for_parts' ? ('same_condition_class' as const) : ('all_conditions' as const);
  const chosen = basis === 'same_condition_class' ? sameClass : similar;
  const listings = [...chosen].sort((a, b) => b.listing.relevance.score - a.listing.relevance.score).slice(0, MAX_COMPS);
  return { listings, basis, excluded, priceKind: priceKindOf(listings) };
}
