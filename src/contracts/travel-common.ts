import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { DepartureWindow, HardConstraint } from './travel-request.js';

/** Travel shapes shared by the search response and the primitives. */

export const SOURCE_TIERS = ['curated_baseline', 'model_estimate', 'live_places', 'handoff_required'] as const;
export const BOOKABILITY_STATUSES = ['not_bookable', 'handoff_required', 'provider_live_partial', 'provider_live_verified'] as const;
export const COVERAGE_MODES = ['curated_ready', 'research_ready', 'research_pending', 'research_partial', 'research_complete_enough'] as const;
export const CONFIDENCE_LEVELS = ['low', 'medium', 'high'] as const;

export const SourceTier = StringEnum(SOURCE_TIERS, {
  description:
    'curated_baseline: checked data shipped with the service; model_estimate: computed, model named; live_places: fetched live with retrieval time; handoff_required: must be validated by an external provider.',
});
export const BookabilityStatus = StringEnum(BOOKABILITY_STATUSES, {
  description: 'Beta produces not_bookable or handoff_required only; the provider_live_* values are defined but never produced.',
});
export const CoverageMode = StringEnum(COVERAGE_MODES);
export const ConfidenceLevel = StringEnum(CONFIDENCE_LEVELS);

const AlwaysFalse = (description: string) => Type.Literal(false, { description });

/** The four false flags every travel primitive response carries. */
export const TravelTruthBoundaries = Closed(
  {
    live_booking_inventory: AlwaysFalse('No live room/seat inventory is checked.'),
    provider_backed_rates: AlwaysFalse('No provider-backed hotel rates are returned.'),
    live_airfare: AlwaysFalse('No live airfare is returned; flight figures are curated or model estimates.'),
    booking_supported: AlwaysFalse('The service never books.'),
  },
  { description: 'What this response is not: always false in the beta. Agents must not present prices as live quotes.' },
);

export const InterpretedConstraints = Closed(
  {
    destination_region: Nullable(Type.String({ maxLength: 200, description: 'Hard region scope, if any (e.g. "Northern California").' })),
    destination_city: Nullable(Type.String({ maxLength: 200, description: 'Hard city scope, if any.' })),
    hard_destination_constraints: Type.Array(HardConstraint, { description: 'Every hard geographic constraint after merging.' }),
    required_themes: Type.Array(Type.String({ maxLength: 60 }), { description: 'Normalized theme ids treated as hard intent.' }),
    date_window: Nullable(DepartureWindow),
    strict_mode: Type.Boolean({ description: 'Effective strict mode: on when hard scope exists unless the caller set false.' }),
    precedence: Type.String({ maxLength: 200, description: 'Which input won, e.g. "user_request_over_structured_fields".' }),
  },
  { description: 'The constraints the service actually applied.' },
);

export const ConstraintConflict = Closed(
  {
    field: Type.String({ maxLength: 60, description: 'Request field that disagreed, e.g. origin, departure_window, budget_usd.' }),
    provided_value: Type.String({ maxLength: 500, description: 'The structured value as sent (JSON-encoded when not a string).' }),
    interpreted_value: Type.String({ maxLength: 500, description: 'The value read from the natural-language request.' }),
    resolution: StringEnum(['user_request_wins'] as const),
  },
  { description: 'A structured or copied sample value that the natural-language request overrode.' },
);

export const MatchStatus = Closed(
  {
    status: StringEnum(['matched', 'no_match'] as const),
    reason: StringEnum(['hard_constraints_satisfied', 'ranked_candidates_available', 'unsupported_coverage', 'empty_ranked_set'] as const),
    hard_constraints: Type.Array(HardConstraint),
    required_themes: Type.Array(Type.String({ maxLength: 60 })),
    recommended_next_tool: Type.Optional(StringEnum(['live_search_or_provider_search'] as const)),
    provider_validation_required: Type.Boolean(),
    source_tiers: Type.Array(Type.String({ maxLength: 60 }), { description: 'Source tiers behind the matched candidates.' }),
    validation_checklist: Type.Optional(Type.Array(Type.String({ maxLength: 500 }))),
  },
  { description: 'Whether in-scope candidates exist. no_match is a normal response, not an error.' },
);

const bookabilityFields = {
  status: BookabilityStatus,
  status_enum: Type.Optional(Type.Array(BookabilityStatus, { description: 'The four defined bookability values, for agents that branch on them.' })),
  live_booking_inventory: Type.Boolean(),
  provider_backed_rates: Type.Boolean(),
  live_airfare: Type.Boolean(),
  booking_supported: AlwaysFalse('The service never books.'),
  provider_validation_required: Type.Boolean(),
  why_not_bookable_yet: Type.Optional(Type.String({ maxLength: 1000 })),
};
export const Bookability = Closed(
  {
    ...bookabilityFields,
    source_tier: StringEnum(['unsupported', 'research_handoff', 'handoff_required'] as const),
    next_step: StringEnum(['run_live_search_or_provider_search', 'execute_provider_handoffs'] as const),
  },
  { description: 'Response-level booking state. no_match: not_bookable/unsupported; matched: handoff_required.' },
);

export const ResultBookability = Closed(
  {
    ...bookabilityFields,
    source_tier: StringEnum(['handoff_required'] as const),
    next_step: StringEnum(['execute_provider_handoffs'] as const),
  },
  { description: 'Booking state of one candidate: handoff_required until provider-backed availability, rates and fares exist.' },
);

export const FeedbackPrompt = Closed(
  {
    endpoint: Type.Literal('/api/v1/feedback'),
    request_id: Type.String({ maxLength: 100 }),
    prompt: Type.String({ maxLength: 1000 }),
  },
  { description: 'Where and how to report whether this response was useful.' },
);

export const Confidence = Closed(
  {
    level: ConfidenceLevel,
    score: Type.Number({ minimum: 0, maximum: 1 }),
    reasons: Type.Array(Type.String({ maxLength: 500 })),
  },
  { description: 'How much the ranking of this candidate can be trusted (not a price or availability guarantee).' },
);

export type SourceTier = Static<typeof SourceTier>;
export type BookabilityStatus = Static<typeof BookabilityStatus>;
export type CoverageMode = Static<typeof CoverageMode>;
export type TravelTruthBoundaries = Static<typeof TravelTruthBoundaries>;
export type InterpretedConstraints = Static<typeof InterpretedConstraints>;
export type ConstraintConflict = Static<typeof ConstraintConflict>;
export type MatchStatus = Static<typeof MatchStatus>;
export type Bookability = Static<typeof Bookability>;
export type ResultBookability = Static<typeof ResultBookability>;
export type FeedbackPrompt = Static<typeof FeedbackPrompt>;
export type Confidence = Static<typeof Confidence>;
