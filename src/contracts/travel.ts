import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Uri } from './common.js';
import {
  Bookability,
  BookabilityStatus,
  Confidence,
  ConstraintConflict,
  CoverageMode,
  FeedbackPrompt,
  InterpretedConstraints,
  MatchStatus,
  ResultBookability,
  SourceTier,
  TravelTruthBoundaries,
} from './travel-common.js';
import { CommercialNextStep } from './travel-commercial.js';
import { ProviderHandoffs } from './travel-handoffs.js';
import { Coverage, EvidenceItem, ResearchStatus } from './travel-research.js';
import {
  AggregatorSignals,
  FitSummary,
  FlightSnapshot,
  IntelligenceBasis,
  LiveSignals,
  PlaceCandidate,
  ResearchSummary,
  StaySnapshot,
  SuggestedItinerary,
  UnsupportedConstraint,
  WeatherSnapshot,
} from './travel-result-details.js';
import { AccessibilitySnapshot, EventSnapshot, FamilySnapshot, MultiCitySnapshot, RemoteWorkSnapshot, VisaStaySnapshot } from './travel-snapshots.js';
import { TravelRoute } from './travel-route.js';
import { TravelModesAnswer } from './travel-modes.js';
import { AskedQuestions } from './travel-questions.js';
import { TravelAnswer } from './travel-answers.js';
import { TravelWarning, Understanding } from './travel-understanding.js';

/**
 * Travel search response, its result item, and the destination list. The pieces live in
 * travel-*.ts; this file is the entry point other areas import from.
 */
export * from './travel-request.js';
export * from './travel-common.js';
export * from './travel-commercial.js';
export * from './travel-handoffs.js';
export * from './travel-research.js';
export * from './travel-result-details.js';
export * from './travel-snapshots.js';
export * from './travel-route.js';
export * from './travel-modes.js';
export * from './travel-answers.js';
export * from './travel-intent.js';
export * from './travel-primitives.js';
export * from './travel-understanding.js';

const Score01 = (description?: string) => Type.Number({ minimum: 0, maximum: 1, ...(description ? { description } : {}) });
const Strings = Type.Array(Type.String({ maxLength: 500 }));

/** A whole-party estimate in the traveller's currency, beside the USD figure. */
export const LocalTripEstimate = Closed(
  {
    currency: Type.String({
      maxLength: 3,
      description: "ISO 4217 code of the traveller's currency: the one the request stated its money in, else the origin country's.",
    }),
    amount: Type.Number({ minimum: 0 }),
    usd_rate: Type.Number({ minimum: 0, description: 'US dollars per unit of the currency.' }),
    rates_as_of: Type.String({ maxLength: 10, description: 'Date of the rate used.' }),
    rate_source: Type.String({
      maxLength: 200,
      description:
        'Who publishes the rate: the ECB euro reference rates, else (currencies the ECB does not quote: naira, Kenyan shilling, Chilean, Colombian and Argentine pesos...) a daily aggregate, named as an estimate.',
    }),
    basis: Type.Union([Type.Literal('request'), Type.Literal('origin_country')], {
      description: "request: the request stated its money in this currency; origin_country: the currency of the trip's origin country.",
    }),
  },
  {
    description:
      "total_trip_estimate_usd in the traveller's currency; null (absent at detail summary) when that is USD (stated, or a US origin with no money stated), when there is neither money nor origin, or when no rate file quotes it.",
  },
);

export const RankingBreakdown = Closed(
  {
    budget_fit: Score01(),
    interest_fit: Score01(),
    weather_fit: Score01(),
    flight_fit: Score01(),
    duration_fit: Score01(),
    remote_work_fit: Score01(),
    family_fit: Score01(),
    event_fit: Score01(),
  },
  { description: 'Component scores, 0 to 1, from curated_baseline and model_estimate data; not live validation.' },
);

export const BookingReadiness = Closed(
  {
    can_rank_destinations: Type.Boolean(),
    can_validate_live_rooms: Type.Boolean(),
    can_validate_current_airfare: Type.Boolean(),
    can_quote_provider_rates: Type.Boolean(),
    requires_live_validation: Type.Boolean(),
    recommended_next_tool: StringEnum(['live_search_or_booking_provider'] as const),
    inventory_validation_handoff: Closed({
      status: StringEnum(['required_before_booking'] as const),
      next_tool: StringEnum(['live_search_or_booking_provider'] as const),
      validates: Strings,
      reason: Type.String({ maxLength: 1000 }),
      validation_checklist: Strings,
    }),
    blocked_reasons: Strings,
    notes: Strings,
  },
  { description: 'What the service can and cannot do for this candidate before a booking provider takes over.' },
);

export const TravelResult = Closed(
  {
    id: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    coverage_mode: CoverageMode,
    research_status: ResearchStatus,
    coverage: Coverage,
    evidence: Type.Array(EvidenceItem, { description: 'Empty means research pending or disabled, not unsupported.' }),
    score: Type.Number({ description: 'Overall ranking score, 0 to 100.' }),
    total_trip_estimate_usd: Type.Number({
      minimum: 0,
      description:
        'model_estimate for the whole party: flights + stay + daily costs; with no origin known the way there is not priced and the total is the stay and daily costs.',
    }),
    total_trip_estimate_local: Nullable(LocalTripEstimate),
    ranking_breakdown: RankingBreakdown,
    match_reasons: Strings,
    warnings: Type.Array(TravelWarning, {
      maxItems: 20,
      description:
        "Seasonal hazards (cyclones, monsoons, extremes), closures, US travel advisories of level 3-4, requested events the dates miss and the entry requirements of the stated passport (none is assumed from the origin) (a visa, ETA or e-visa to obtain, admission refused, a stay past the visa-free days) and what the traveller's stated health conditions ask of the place (health_altitude, health_terrain, health_not_judged), for this candidate in the requested window, most severe first; empty when none apply. Codes and severities are catalogued in the guide.",
    }),
    confidence: Confidence,
    booking_readiness: BookingReadiness,
    bookability_status: BookabilityStatus,
    bookability: ResultBookability,
    provider_handoffs: ProviderHandoffs,
    why_not_bookable_yet: Type.String({ maxLength: 1000 }),
    unsupported_constraints: Type.Array(UnsupportedConstraint),
    intelligence_basis: IntelligenceBasis,
    flight_snapshot: FlightSnapshot,
    weather_snapshot: WeatherSnapshot,
    stay_snapshot: StaySnapshot,
    research_summary: ResearchSummary,
    live_signals: LiveSignals,
    aggregator_signals: AggregatorSignals,
    place_candidates: Type.Array(PlaceCandidate),
    suggested_itinerary: Nullable(SuggestedItinerary),
    remote_work_fit: FitSummary,
    family_fit: FitSummary,
    event_fit: FitSummary,
    remote_work_snapshot: Type.Optional(RemoteWorkSnapshot),
    family_snapshot: Type.Optional(FamilySnapshot),
    accessibility_snapshot: Type.Optional(AccessibilitySnapshot),
    visa_stay_snapshot: Type.Optional(VisaStaySnapshot),
    multi_city_snapshot: Type.Optional(MultiCitySnapshot),
    event_snapshot: Type.Optional(EventSnapshot),
    answers: Type.Array(TravelAnswer, {
      maxItems: 10,
      description:
        'The questions the request asks (details.asks: documents, safety, ferries, pets...) answered for this candidate from what the service holds, with source and date, or said plainly to be unknown with where to check; empty when it asks none.',
    }),
  },
  {
    description:
      'One ranked destination. The intent snapshots are present only when the request carries that intent (remote work, children, accessibility, stay length, several cities, an event). suggested_itinerary is null when trip length is unknown.',
  },
);

export const BudgetFit = Closed(
  {
    budget_usd: Type.Integer({ minimum: 0, description: 'The whole-party budget the request states, in US dollars.' }),
    shown: Type.Integer({ minimum: 0, description: 'Results shown.' }),
    within: Type.Integer({ minimum: 0, description: 'Results whose estimated total is within the budget.' }),
    model: Type.Literal('trip_total_model_v1'),
    statement: Type.String({
      maxLength: 1000,
      description:
        'In words: which results fit and how far over the others go; when none fits, that plainly, with what does fit at the cheapest result (the nights the budget pays for, or its cost at budget-tier lodging and spend). Model estimates, never quotes.',
    }),
  },
  { description: 'Whether the stated budget holds the results shown; present when the request states a whole-trip budget.' },
);
export type BudgetFit = Static<typeof BudgetFit>;

const ComparedPlace = Closed({
  id: Type.String({ maxLength: 100, description: 'The result compared (one of results[].id).' }),
  name: Type.String({ maxLength: 200 }),
  total_trip_estimate_usd: Type.Number({ minimum: 0 }),
  travel_hours_each_way: Nullable(
    Type.Number({
      minimum: 0,
      description: 'The way there and the last leg, as the result models them; null when no origin is known (the way there is not timed).',
    }),
  ),
  weather_fit: Type.Number({ minimum: 0, maximum: 1 }),
  cautions: Type.Integer({ minimum: 0, description: 'Caution or serious warnings of the season and advisories for the dates.' }),
  score: Type.Number(),
});
const Winner = Nullable(Type.String({ maxLength: 200, description: 'The name of the place that is better on this; null on a tie.' }));

export const TravelComparison = Closed(
  {
    compared: Type.Array(ComparedPlace, { minItems: 2, maxItems: 3 }),
    cheaper: Winner,
    quicker: Winner,
    better_weather: Winner,
    fewer_cautions: Winner,
    ranked_first: Type.String({ maxLength: 200 }),
    statement: Type.String({ maxLength: 1000, description: "The comparison in words, from the results' own figures." }),
  },
  {
    description:
      'Present when the request names two or three places as alternatives ("Exmouth or Coral Bay?"): the best result inside each, all shown among the results, compared on cost, travel time, weather and cautions.',
  },
);
export type TravelComparison = Static<typeof TravelComparison>;

export const TravelSearchResponse = Closed(
  {
    request_id: Type.String({ maxLength: 100 }),
    understanding: Understanding,
    feedback_prompt: FeedbackPrompt,
    commercial_next_step: Nullable(CommercialNextStep),
    requested_services: Type.Array(Type.String({ maxLength: 60 })),
    beta_warnings: Strings,
    interpreted_constraints: InterpretedConstraints,
    constraint_conflicts: Type.Array(ConstraintConflict),
    match_status: MatchStatus,
    bookability_status: BookabilityStatus,
    bookability: Bookability,
    results: Type.Array(TravelResult),
    route: Type.Optional(TravelRoute),
    travel_modes: Type.Optional(TravelModesAnswer),
    budget_fit: Type.Optional(BudgetFit),
    comparison: Type.Optional(TravelComparison),
    asked_questions: Type.Optional(AskedQuestions),
    truth_boundaries: TravelTruthBoundaries,
  },
  {
    $id: 'TravelSearchResponse',
    title: 'Travel search response',
    description:
      'Ranked, in-scope, provenance-tagged destinations with provider handoffs. Not live booking inventory, provider-backed rates or live airfare; no_match is a normal response.',
  },
);

/** Same kinds as the curated knowledge base (src/travel/knowledge/types.ts). */
export const DESTINATION_KINDS = ['city', 'region', 'park', 'coast', 'island', 'town'] as const;

export const TravelDestinationSummary = Closed(
  {
    id: Type.String({ maxLength: 100 }),
    name: Type.String({ maxLength: 200 }),
    kind: StringEnum(DESTINATION_KINDS),
    country: Type.String({ minLength: 2, maxLength: 2, description: 'ISO 3166-1 alpha-2 code.' }),
    region: Type.String({ maxLength: 200, description: 'Region label, e.g. "Northern California", "Caribbean".' }),
    themes: Type.Array(Type.String({ maxLength: 60 }), { description: 'Theme ids, same vocabulary as required_themes.' }),
    coverage_tier: StringEnum(['curated_ready', 'research_ready'] as const),
    source_tiers: Type.Array(SourceTier),
    intelligence_basis: IntelligenceBasis,
    coverage_boundaries: Type.Array(Type.String({ maxLength: 500 }), {
      description: 'What is not covered for this destination (e.g. no curated lodging figures).',
    }),
  },
  { description: 'A destination the ranking can return.' },
);

export const TravelDestinationList = Closed(
  {
    count: Type.Integer({ minimum: 0 }),
    destinations: Type.Array(TravelDestinationSummary),
    supported_origins: Type.Array(Type.String({ maxLength: 10 }), { description: 'Origins with curated flight profiles.' }),
    source_tier_legend: Closed({
      curated_baseline: Type.String({ maxLength: 500 }),
      model_estimate: Type.String({ maxLength: 500 }),
      live_places: Type.String({ maxLength: 500 }),
      handoff_required: Type.String({ maxLength: 500 }),
    }),
    docs_url: Nullable(Uri()),
    truth_boundaries: TravelTruthBoundaries,
  },
  {
    $id: 'TravelDestinationList',
    title: 'Travel destination list',
    description:
      'Response of GET /api/v1/travel/destinations (shape decided by svc): every destination with kind, country, region, themes, coverage tier, source tiers, intelligence basis and coverage boundaries, plus the supported origins and a legend of source tiers.',
  },
);

export type RankingBreakdown = Static<typeof RankingBreakdown>;
export type BookingReadiness = Static<typeof BookingReadiness>;
export type TravelResult = Static<typeof TravelResult>;
export type TravelSearchResponse = Static<typeof TravelSearchResponse>;
export type TravelDestinationSummary = Static<typeof TravelDestinationSummary>;
export type TravelDestinationList = Static<typeof TravelDestinationList>;
