import type {
  LivePlaces,
  TravelPlacesSearchRequest,
  TravelPlacesSearchResponse,
  TravelProviderHandoffsRequest,
  TravelProviderHandoffsResponse,
} from '../../../contracts/travel.js';
import { analyze } from '../analyze.js';
import { TRUTH_BOUNDARIES } from '../assemble/bookability.js';
import { matchStatus } from '../assemble/match-status.js';
import { researchScope, researchSubject, seededLodgingAreas } from '../assemble/result.js';
import type { Catalog } from '../catalog.js';
import { providerHandoffs } from '../handoffs/handoffs.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import type { EngineData } from '../types.js';
import { BETA_CAVEAT, selectCandidate, type Selection } from './shared.js';

/** travel.places.search and travel.provider_handoffs.generate, both tied to the selected candidate. */

const selectedView = (s: Selection) =>
  s.candidate
    ? {
        id: s.candidate.id,
        name: s.candidate.name,
        destination_airport:
          s.ranked && s.ranked.flight.profile.mode === 'flight' ? s.ranked.flight.profile.destination_airport : (s.candidate.airports[0]?.iata ?? null),
        in_scope: s.in_scope,
      }
    : null;

/** live_places from the research port, plus the seeded lodging areas of a curated record. */
async function livePlaces(data: EngineData, r: Ranked, trip: Trip, accountId: string | null): Promise<LivePlaces> {
  const live = await data.research.placesFor(researchSubject(r, trip), trip.live_mode, trip.max_live_research_ms, researchScope(r, trip, accountId));
  const seeded = seededLodgingAreas(r);
  return { ...live, place_candidates: [...seeded, ...live.place_candidates] };
}

export async function placesSearch(
  data: EngineData,
  catalog: Catalog,
  input: TravelPlacesSearchRequest,
  now: Date,
  accountId: string | null,
): Promise<TravelPlacesSearchResponse> {
  const a = analyze(data, catalog, input, now);
  const s = selectCandidate(data, catalog, a, input.selected_candidate?.id);
  const live = s.ranked ? await livePlaces(data, s.ranked, a.trip, accountId) : null;
  return {
    product: 'travel_places_search_v0',
    understanding: a.understanding,
    beta_warnings: [...a.parsed.beta_warnings, ...(s.problem ? [s.problem] : [])],
    beta_caveat: BETA_CAVEAT,
    interpreted_constraints: a.parsed.interpreted_constraints,
    constraint_conflicts: a.parsed.constraint_conflicts,
    match_status: matchStatus(a, a.ranked.slice(0, 5)),
    selected_candidate: selectedView(s),
    live_places: live,
    truth_boundaries: { ...TRUTH_BOUNDARIES },
    next_step: s.ranked
      ? 'Call travel.plan.validate with the plan you intend to present, then travel.provider_handoffs.generate for this candidate.'
      : `${s.problem ?? 'No candidate.'} Call travel.destinations.search and pick an in-scope candidate.`,
  };
}

export function generateHandoffs(data: EngineData, catalog: Catalog, input: TravelProviderHandoffsRequest, now: Date): TravelProviderHandoffsResponse {
  const a = analyze(data, catalog, input, now);
  const s = selectCandidate(data, catalog, a, input.selected_candidate?.id);
  const handoffs = s.ranked ? providerHandoffs(s.ranked, a.trip) : null;
  return {
    product: 'travel_provider_handoffs_generate_v0',
    understanding: a.understanding,
    beta_warnings: [...a.parsed.beta_warnings, ...(s.problem ? [`${s.problem} No handoffs were generated.`] : [])],
    beta_caveat: BETA_CAVEAT,
    interpreted_constraints: a.parsed.interpreted_constraints,
    constraint_conflicts: a.parsed.constraint_conflicts,
    match_status: matchStatus(a, a.ranked.slice(0, 5)),
    selected_candidate: selectedView(s),
    bookability_status: handoffs ? 'handoff_required' : 'not_bookable',
    provider_handoffs: handoffs,
    required_external_checks: handoffs?.required_external_checks ?? [],
    truth_boundaries: { ...TRUTH_BOUNDARIES },
  };
}
