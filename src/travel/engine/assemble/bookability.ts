import { BOOKABILITY_STATUSES, type Bookability, type MatchStatus, type ResultBookability, type TravelTruthBoundaries } from '../../../contracts/travel.js';

/** The spec's assignment rules for booking state, in one place. */

export const TRUTH_BOUNDARIES: TravelTruthBoundaries = {
  live_booking_inventory: false,
  provider_backed_rates: false,
  live_airfare: false,
  booking_supported: false,
};

const FALSE_FLAGS = { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false } as const;

export const WHY_NOT_BOOKABLE =
  'svc ranks destinations from curated baselines and model estimates; availability, provider rates and live fares must be checked with external providers before anything can be booked.';

/** no_match: not_bookable/unsupported/run_live_search_or_provider_search; matched: handoff_required/execute_provider_handoffs. */
export function responseBookability(status: MatchStatus['status'], researchHandoff: boolean): Bookability {
  if (status === 'no_match') {
    return {
      status: 'not_bookable',
      status_enum: [...BOOKABILITY_STATUSES],
      ...FALSE_FLAGS,
      source_tier: 'unsupported',
      provider_validation_required: true,
      next_step: 'run_live_search_or_provider_search',
      why_not_bookable_yet: 'No in-scope candidate: nothing to hand off. Run a live search or a provider search for this scope.',
    };
  }
  return {
    status: 'handoff_required',
    status_enum: [...BOOKABILITY_STATUSES],
    ...FALSE_FLAGS,
    source_tier: researchHandoff ? 'research_handoff' : 'handoff_required',
    provider_validation_required: true,
    next_step: 'execute_provider_handoffs',
    why_not_bookable_yet: WHY_NOT_BOOKABLE,
  };
}

/**
 * Every ranked result in the beta: handoff_required until provider-backed availability, rates
 * and fares exist. status_enum and why_not_bookable_yet are given once per response (top-level
 * bookability) and once per result (why_not_bookable_yet), not repeated here.
 */
export function resultBookability(): ResultBookability {
  return {
    status: 'handoff_required',
    ...FALSE_FLAGS,
    source_tier: 'handoff_required',
    provider_validation_required: true,
    next_step: 'execute_provider_handoffs',
  };
}
