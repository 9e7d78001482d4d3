import type { LivePlaces } from '../../contracts/travel-primitives.js';
import type { LiveResearchMode, ResearchOutcome } from '../research-port.js';
import { newestRetrieval } from './progress.js';
import type { ProviderState } from './types.js';

/** live_places for travel.places.search, built from the same outcome as the search results. Pure. */

const LIMITATIONS = [
  'Place evidence only: no availability, opening hours, tickets, rates, airfare or checkout.',
  'Hotels and rooms are never listed here (live_hotel_listings is false); use the hotel handoff.',
  'OpenStreetMap places are community-maintained and were not visited or checked by svc.',
];

export function livePlaces(
  outcome: ResearchOutcome,
  mode: LiveResearchMode,
  failed: ReadonlyArray<{ category: string; reason: string }>,
  placesState: ProviderState,
): LivePlaces {
  const s = outcome.research_status;
  const categories = [...s.completed_categories, ...s.pending_categories, ...failed.map((f) => f.category)];
  const coverage = categories.map((category) => {
    const count = outcome.evidence.filter((e) => e.category === category).length;
    const status = count > 0 ? ('covered' as const) : failed.some((f) => f.category === category) ? ('failed' as const) : ('pending' as const);
    return { category, status, evidence_count: count };
  });
  const covered = coverage.filter((c) => c.status === 'covered').length;
  const live = outcome.evidence.some((e) => e.source !== 'operator_snapshot');
  const status =
    mode === 'off'
      ? 'disabled'
      : placesState !== 'configured' && !live
        ? 'unavailable'
        : covered === 0
          ? 'pending'
          : covered === categories.length
            ? 'available'
            : 'partial';
  return {
    status,
    provider: 'other_search',
    retrieved_at: newestRetrieval(outcome.evidence, true),
    category_coverage: coverage,
    evidence: outcome.evidence,
    place_candidates: outcome.place_candidates,
    coverage_note:
      mode === 'off'
        ? 'live_research_mode off: no places provider was called; only operator-compiled links are shown.'
        : `${covered} of ${categories.length} place categories have evidence (other_search: ${placesState}). ${s.poll_url ? `Poll ${s.poll_url} for the rest.` : ''}`.trim(),
    coverage: { live_place_categories: live, live_hotel_listings: false, live_booking_inventory: false, provider_backed_rates: false, live_airfare: false },
    limitations:
      placesState === 'configured'
        ? LIMITATIONS
        : [...LIMITATIONS, 'other_search (OpenStreetMap Overpass) is not configured in this deployment (OVERPASS_ENDPOINT): unavailable.'],
  };
}
