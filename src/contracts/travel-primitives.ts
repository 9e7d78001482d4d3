import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { EffectiveTravelInput, TravelSearchRequestFields } from './travel-request.js';
import { Understanding } from './travel-understanding.js';
import { Bookability, Confidence, ConstraintConflict, CoverageMode, InterpretedConstraints, MatchStatus, TravelTruthBoundaries } from './travel-common.js';
import { TravelIntentDetails } from './travel-intent.js';
import { ProviderHandoffs } from './travel-handoffs.js';
import { EvidenceItem } from './travel-research.js';
import { PlaceCandidate } from './travel-result-details.js';

/**
 * The five travel primitives (POST /api/v1/travel/intent/parse, /destinations/search,
 * /places/search, /plan/validate, /provider-handoffs/generate; MCP travel.*). Requests take the
 * travel search fields, plus selected_candidate or proposed_plan where the step needs one.
 */

const Warnings = Type.Array(Type.String({ maxLength: 1000 }), { description: 'Beta disclosures, e.g. default flight estimates.' });
const BetaCaveat = Type.Optional(Type.String({ maxLength: 1000 }));
const Conflicts = Type.Array(ConstraintConflict);
const NextStep = Type.Optional(Type.String({ maxLength: 1000, description: 'What the agent should call or do next.' }));
const Strings = Type.Array(Type.String({ maxLength: 500 }));

export const SelectedCandidateRef = Closed(
  {
    id: Type.String({ minLength: 1, maxLength: 100, description: 'id of a candidate from travel.destinations.search.' }),
    name: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { description: 'The candidate the agent picked from destinations search.' },
);

export const ProposedPlan = Closed(
  {
    candidate_id: Type.String({ minLength: 1, maxLength: 100 }),
    candidate_name: Type.Optional(Type.String({ maxLength: 200 })),
    departure_date: Type.Optional(Type.String({ format: 'date' })),
    return_date: Type.Optional(Type.String({ format: 'date' })),
    trip_length_days: Type.Optional(Type.Number({ minimum: 1, maximum: 365 })),
    themes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 20 })),
    claims: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 500 }), {
        maxItems: 50,
        description: 'Sentences the agent intends to tell the user, checked for unsupported live claims (availability, live prices, booking).',
      }),
    ),
    quoted_nightly_usd: Type.Optional(Type.Number({ minimum: 0, description: 'Nightly figure the agent intends to quote.' })),
    quoted_fare_usd: Type.Optional(Type.Number({ minimum: 0, description: 'Airfare figure the agent intends to quote.' })),
    quoted_total_usd: Type.Optional(Type.Number({ minimum: 0, description: 'Trip total the agent intends to quote.' })),
  },
  { description: 'The plan the agent intends to present, to be checked before it reaches the user.' },
);

const withTruth = { truth_boundaries: TravelTruthBoundaries };

/** What every travel primitive's answer opens with: its product, how the request was read and the beta notices. */
const answerHead = <const P extends string>(product: P) => ({
  product: StringEnum([product]),
  understanding: Understanding,
  beta_warnings: Warnings,
  beta_caveat: BetaCaveat,
});

export const TravelIntentParseRequest = Closed(TravelSearchRequestFields, {
  $id: 'TravelIntentParseRequest',
  description: 'Same fields as the travel search request; parses intent only.',
});

export const TravelDestinationsSearchRequest = Closed(TravelSearchRequestFields, {
  $id: 'TravelDestinationsSearchRequest',
  description: 'Same fields as the travel search request; returns the in-scope candidate gate.',
});

export const TravelPlacesSearchRequest = Closed(
  { ...TravelSearchRequestFields, selected_candidate: Type.Optional(SelectedCandidateRef) },
  {
    $id: 'TravelPlacesSearchRequest',
    description: 'Travel search fields plus the selected candidate. Without selected_candidate the top in-scope candidate is used.',
  },
);

export const TravelPlanValidateRequest = Closed(
  { ...TravelSearchRequestFields, proposed_plan: ProposedPlan },
  { $id: 'TravelPlanValidateRequest', description: 'Travel search fields plus the plan to validate (required).' },
);

export const TravelProviderHandoffsRequest = Closed(
  { ...TravelSearchRequestFields, selected_candidate: Type.Optional(SelectedCandidateRef) },
  {
    $id: 'TravelProviderHandoffsRequest',
    description: 'Travel search fields plus the selected candidate. Without selected_candidate the top in-scope candidate is used.',
  },
);

export const TravelIntentParseResponse = Closed(
  {
    ...answerHead('travel_intent_parse_v0'),
    parsed_intent: Closed({
      effective_input: EffectiveTravelInput,
      interpreted_constraints: InterpretedConstraints,
      constraint_conflicts: Conflicts,
      details: Type.Optional(TravelIntentDetails),
    }),
    ...withTruth,
  },
  { $id: 'TravelIntentParseResponse', description: 'Parsed travel intent. No ranked destinations.' },
);

const CandidateEligibility = Closed(
  {
    in_scope: Type.Boolean(),
    hard_constraints_satisfied: Type.Boolean(),
    required_themes_matched: Type.Array(Type.String({ maxLength: 60 })),
    required_themes_missing: Type.Array(Type.String({ maxLength: 60 })),
    coverage_mode: CoverageMode,
    reasons: Strings,
  },
  { description: 'Why the candidate passes the gate.' },
);

const ProviderHandoffSummary = Closed(
  {
    bookability_status: StringEnum(['handoff_required'] as const),
    provider_status: StringEnum(['pending_credentials', 'sandbox', 'unavailable', 'provider_live'] as const),
    handoffs_available: Type.Array(StringEnum(['flight', 'hotel', 'place'] as const)),
    next_tool: StringEnum(['travel.provider_handoffs.generate'] as const),
    required_external_checks: Strings,
  },
  { description: 'What travel.provider_handoffs.generate will produce for this candidate.' },
);

export const CandidateDestination = Closed(
  {
    id: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    trip_style: Type.Optional(Type.String({ maxLength: 100, description: 'e.g. fly_in_city, road_trip, park_base.' })),
    destination_airport: Type.Optional(Nullable(Type.String({ maxLength: 3 }))),
    score: Type.Optional(Type.Number()),
    eligibility: CandidateEligibility,
    confidence: Type.Optional(Confidence),
    match_reasons: Type.Optional(Strings),
    provider_handoff_summary: ProviderHandoffSummary,
  },
  { description: 'An in-scope candidate (not a ranked result).' },
);

export const TravelDestinationsSearchResponse = Closed(
  {
    ...answerHead('travel_destinations_search_v0'),
    interpreted_constraints: InterpretedConstraints,
    constraint_conflicts: Type.Optional(Conflicts),
    match_status: MatchStatus,
    bookability_status: StringEnum(['not_bookable', 'handoff_required'] as const),
    bookability: Type.Optional(Bookability),
    candidate_destinations: Type.Array(CandidateDestination),
    ...withTruth,
  },
  { $id: 'TravelDestinationsSearchResponse', description: 'In-scope candidate / no-match gate. No ranked destinations.' },
);

const SelectedCandidate = Closed({
  id: Type.String({ maxLength: 100 }),
  name: Type.String({ maxLength: 200 }),
  destination_airport: Nullable(Type.String({ maxLength: 3 })),
  in_scope: Type.Boolean({ description: 'False when the candidate falls outside the hard constraints of this request.' }),
});

export const LivePlaces = Closed(
  {
    status: StringEnum(['available', 'partial', 'pending', 'disabled', 'unavailable'] as const),
    provider: Type.String({ maxLength: 60 }),
    retrieved_at: Nullable(Type.String({ format: 'date-time' })),
    category_coverage: Type.Array(
      Closed({
        category: Type.String({ maxLength: 60 }),
        status: StringEnum(['covered', 'pending', 'failed', 'not_requested'] as const),
        evidence_count: Type.Integer({ minimum: 0 }),
      }),
    ),
    evidence: Type.Array(EvidenceItem),
    place_candidates: Type.Array(PlaceCandidate),
    coverage_note: Type.String({ maxLength: 1000 }),
    // Live research (issue 5): svc always fills these two; optional so older examples stay valid.
    coverage: Type.Optional(
      Closed(
        {
          live_place_categories: Type.Boolean({ description: 'True when at least one place category has live or cached evidence.' }),
          live_hotel_listings: Type.Boolean({ description: 'Always false: places search never lists hotels or rooms.' }),
          live_booking_inventory: Type.Literal(false),
          provider_backed_rates: Type.Literal(false),
          live_airfare: Type.Literal(false),
        },
        { description: 'What this live_places object covers; the booking, rate and fare flags are always false.' },
      ),
    ),
    limitations: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { description: 'What this evidence cannot tell you.' })),
  },
  { description: 'Live place evidence and coverage only: not availability, rates, airfare or checkout.' },
);

export const TravelPlacesSearchResponse = Closed(
  {
    product: StringEnum(['travel_places_search_v0'] as const),
    understanding: Understanding,
    beta_warnings: Type.Optional(Warnings),
    beta_caveat: BetaCaveat,
    interpreted_constraints: Type.Optional(InterpretedConstraints),
    constraint_conflicts: Type.Optional(Conflicts),
    match_status: MatchStatus,
    selected_candidate: Nullable(SelectedCandidate),
    live_places: Nullable(LivePlaces),
    ...withTruth,
    next_step: NextStep,
  },
  { $id: 'TravelPlacesSearchResponse', description: 'Live places evidence for the selected candidate.' },
);

const CheckStatus = StringEnum(['satisfied', 'violated', 'unknown'] as const);

export const PlanValidation = Closed(
  {
    constraint_satisfaction: Closed({
      status: StringEnum(['satisfied', 'partially_satisfied', 'violated', 'unknown'] as const),
      checks: Type.Array(Closed({ constraint: Type.String({ maxLength: 300 }), status: CheckStatus, detail: Type.String({ maxLength: 500 }) })),
    }),
    candidate_intent_coherence: Closed(
      {
        status: StringEnum(['coherent', 'mismatch_detected'] as const),
        signals: Type.Array(Type.String({ maxLength: 500 }), {
          description:
            '"code: detail" per mismatch. Codes: stale_candidate_id, candidate_out_of_scope, dates_outside_window, season_weather_mismatch, theme_mismatch, seasonal_closure, seasonal_hazard, travel_advisory, event_out_of_season.',
        }),
      },
      { description: 'mismatch_detected on stale candidate, date, season or theme mismatches; signals say which.' },
    ),
    unsupported_live_claims: Type.Array(Closed({ claim: Type.String({ maxLength: 500 }), reason: Type.String({ maxLength: 500 }) }), {
      description: 'Claims or quoted figures that would present estimates as live availability, rates, fares or booking.',
    }),
    provider_validation_required: Type.Boolean(),
    required_external_checks: Strings,
    validation_checklist: Strings,
  },
  { description: 'Result of checking a proposed plan against the interpreted constraints and truth boundaries.' },
);

export const TravelPlanValidateResponse = Closed(
  {
    ...answerHead('travel_plan_validate_v0'),
    interpreted_constraints: Type.Optional(InterpretedConstraints),
    constraint_conflicts: Type.Optional(Conflicts),
    plan_validation: PlanValidation,
    ...withTruth,
    next_step: NextStep,
  },
  { $id: 'TravelPlanValidateResponse', description: 'Plan validation. No ranked or candidate destinations.' },
);

export const TravelProviderHandoffsResponse = Closed(
  {
    ...answerHead('travel_provider_handoffs_generate_v0'),
    interpreted_constraints: Type.Optional(InterpretedConstraints),
    constraint_conflicts: Type.Optional(Conflicts),
    match_status: MatchStatus,
    selected_candidate: Type.Optional(Nullable(SelectedCandidate)),
    bookability_status: StringEnum(['not_bookable', 'handoff_required'] as const),
    provider_handoffs: Nullable(ProviderHandoffs),
    required_external_checks: Type.Optional(Strings),
    ...withTruth,
  },
  {
    $id: 'TravelProviderHandoffsResponse',
    description: 'Provider-ready flight, hotel and place handoffs; null handoffs with not_bookable on no_match. No ranked destinations.',
  },
);

export type SelectedCandidateRef = Static<typeof SelectedCandidateRef>;
export type ProposedPlan = Static<typeof ProposedPlan>;
export type TravelIntentParseRequest = Static<typeof TravelIntentParseRequest>;
export type TravelDestinationsSearchRequest = Static<typeof TravelDestinationsSearchRequest>;
export type TravelPlacesSearchRequest = Static<typeof TravelPlacesSearchRequest>;
export type TravelPlanValidateRequest = Static<typeof TravelPlanValidateRequest>;
export type TravelProviderHandoffsRequest = Static<typeof TravelProviderHandoffsRequest>;
export type TravelIntentParseResponse = Static<typeof TravelIntentParseResponse>;
export type CandidateDestination = Static<typeof CandidateDestination>;
export type TravelDestinationsSearchResponse = Static<typeof TravelDestinationsSearchResponse>;
export type LivePlaces = Static<typeof LivePlaces>;
export type TravelPlacesSearchResponse = Static<typeof TravelPlacesSearchResponse>;
export type PlanValidation = Static<typeof PlanValidation>;
export type TravelPlanValidateResponse = Static<typeof TravelPlanValidateResponse>;
export type TravelProviderHandoffsResponse = Static<typeof TravelProviderHandoffsResponse>;
