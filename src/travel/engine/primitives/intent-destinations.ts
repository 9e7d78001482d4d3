import type {
  TravelDestinationsSearchRequest,
  TravelDestinationsSearchResponse,
  TravelIntentParseRequest,
  TravelIntentParseResponse,
} from '../../../contracts/travel.js';
import { parseIntent, referenceDate } from '../../intent/index.js';
import { deriveTrip } from '../trip.js';
import { withDefaults } from '../understanding.js';
import { analyze } from '../analyze.js';
import { checkRequest } from '../request-checks.js';
import { responseBookability, TRUTH_BOUNDARIES } from '../assemble/bookability.js';
import { matchStatus } from '../assemble/match-status.js';
import type { Catalog } from '../catalog.js';
import type { EngineData } from '../types.js';
import { BETA_CAVEAT, candidateRow } from './shared.js';

/** travel.intent.parse and travel.destinations.search. */

export const CANDIDATE_LIMIT = 10;

export function intentParse(data: EngineData, input: TravelIntentParseRequest, now: Date): TravelIntentParseResponse {
  checkRequest(input);
  const parsed = parseIntent(input, { now: () => now, gazetteer: data.gazetteer });
  return {
    product: 'travel_intent_parse_v0',
    understanding: withDefaults(parsed, deriveTrip(parsed, referenceDate(input, now)), input.user_request ?? ''),
    beta_warnings: parsed.beta_warnings,
    beta_caveat: BETA_CAVEAT,
    parsed_intent: {
      effective_input: parsed.effective_input,
      interpreted_constraints: parsed.interpreted_constraints,
      constraint_conflicts: parsed.constraint_conflicts,
      details: parsed.details,
    },
    truth_boundaries: { ...TRUTH_BOUNDARIES },
  };
}

export function destinationsSearch(data: EngineData, catalog: Catalog, input: TravelDestinationsSearchRequest, now: Date): TravelDestinationsSearchResponse {
  const a = analyze(data, catalog, input, now);
  const shown = a.ranked.slice(0, CANDIDATE_LIMIT);
  const bookability = responseBookability(
    a.gate.status,
    shown.some((r) => r.candidate.coverage_mode === 'research_ready'),
  );
  return {
    product: 'travel_destinations_search_v0',
    understanding: a.understanding,
    beta_warnings: [...a.parsed.beta_warnings, ...a.gate.notes],
    beta_caveat: BETA_CAVEAT,
    interpreted_constraints: a.parsed.interpreted_constraints,
    constraint_conflicts: a.parsed.constraint_conflicts,
    match_status: matchStatus(a, shown),
    bookability_status: bookability.status === 'not_bookable' ? 'not_bookable' : 'handoff_required',
    bookability,
    candidate_destinations: shown.map((r) => candidateRow(r, a)),
    truth_boundaries: { ...TRUTH_BOUNDARIES },
  };
}
