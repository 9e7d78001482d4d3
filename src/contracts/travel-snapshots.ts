import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { DepartureWindow } from './travel-request.js';

/**
 * Per-result snapshots whose fields the spec lists. Each one is baseline context plus what to
 * validate, never live measurement, inventory or legal advice; `provenance` names the tier
 * and source or model behind it.
 */

const Text = (description?: string) => Type.String({ maxLength: 1000, ...(description ? { description } : {}) });
const TextArray = (description?: string) => Type.Array(Type.String({ maxLength: 500 }), description ? { description } : {});
const Provenance = Text('Source tier plus source/model and as-of date, e.g. "curated_baseline (source, 2025-06)".');

export const RemoteWorkSnapshot = Closed(
  {
    suitability_score: Type.Number({ minimum: 0, maximum: 1 }),
    time_zone_overlap_with_california: Text(),
    internet_reliability: Text(),
    coworking_access: Text(),
    walkability: Text(),
    monthly_stay_usd: Text('A range or estimate with its basis, as text; not a lodging quote.'),
    long_stay_notes: Text(),
    workday_validation_handoff: Text(),
    official_stay_rule_next_step: Text(),
    validation_checklist: TextArray(),
    blocked_reasons: TextArray(),
    recommended_next_tool: StringEnum(['live_local_workation_and_official_stay_sources'] as const),
    official_validation_required: Type.Boolean(),
    provenance: Provenance,
  },
  { description: 'Remote-work context. Not live internet measurement, visa advice, lodging or coworking inventory.' },
);

export const FamilySnapshot = Closed(
  {
    assumed_travelers: Type.Number({ minimum: 0 }),
    assumed_children: Type.Number({ minimum: 0 }),
    party_size_cost_estimate_usd: Type.Number({ minimum: 0, description: 'model_estimate for the whole party.' }),
    family_fit_score: Type.Number({ minimum: 0, maximum: 1 }),
    child_friendly_signal: Text(),
    transfer_friction: Text(),
    safety_signal: Text(),
    provenance: Provenance,
  },
  { description: 'Family-trip context derived from the party read from the request.' },
);

export const AccessibilitySnapshot = Closed(
  {
    constraint_handling: Text(),
    accessibility_decision_summary: Text(),
    validation_checklist: TextArray(),
    blocked_reasons: TextArray(),
    recommended_next_tool: StringEnum(['official_accessibility_or_live_local_provider'] as const),
    official_validation_required: Type.Boolean(),
    step_free_transit_status: Text(),
    accessible_lodging_status: Text(),
    transfer_friction: Text(),
    weather_mobility_note: Text(),
    provenance: Provenance,
  },
  { description: 'Accessibility context and what to confirm with official or local sources. Not a guarantee of access.' },
);

/** What a passport needs to enter a country, as the visa-rules data says (own_country: a domestic trip, the passport's own country or the country the trip starts in). */
export const ENTRY_REQUIREMENTS = ['own_country', 'visa_free', 'visa_on_arrival', 'eta', 'e_visa', 'visa_required', 'no_admission', 'unknown'] as const;

export const EntryRequirement = Closed(
  {
    passport: Nullable(Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2 country of the passport the rule is for.' })),
    passport_basis: StringEnum(['stated', 'none'] as const, {
      description:
        "stated: a passport the request states or sends in passports (with several, the one with the easiest entry here); none: no passport stated, so none is assumed (where a traveller lives says nothing of the passport held): the requirement is unknown, or own_country for a trip that crosses no border, and the statement says what the origin country's passport would need.",
    }),
    requirement: StringEnum(ENTRY_REQUIREMENTS, {
      description:
        "own_country: no border is crossed, because the place is in the passport's own country or in the country the trip starts in (a resident or a visitor already admitted there), whatever the passport; eta: an electronic travel authorisation before travel (ESTA, eTA, UK ETA, eVisitor...); unknown: no passport stated, a passport or destination the data does not cover, or a pair the dataset has not settled (its updates since 2023 disagree on the rule).",
    }),
    visa_free_days: Nullable(Type.Integer({ minimum: 1, description: 'Days of visa-free stay, when the data gives a number.' })),
    statement: Text('The requirement in words, with the passport it is for and where that passport came from.'),
    documents: Type.Optional(
      TextArray(
        'Documents beside the visa rule, each a sentence with its source in source: the named authorisation an eta rule means and its date (ESTA, eTA, UK ETA...), ETIAS for a visa-free stay in the Schengen area, and how long the passport must still be valid.',
      ),
    ),
    source: Text(),
    as_of: Nullable(Type.String({ maxLength: 10 })),
  },
  { description: "The entry requirement for the traveller's passport at this candidate's country, from data. Not legal or immigration advice." },
);

export const VisaStaySnapshot = Closed(
  {
    stay_length_days: Type.Number({ minimum: 0 }),
    entry_requirement: EntryRequirement,
    visa_rule_status: Text(
      "With a stated passport, that passport's rule first; then the editorial entry notes for the country (general, for common passports).",
    ),
    official_validation_required: Type.Boolean(),
    relevance: Text(),
    provenance: Provenance,
  },
  { description: "Entry requirement for the traveller's passport and stay-length relevance of entry rules. Not legal or immigration advice." },
);

export const MultiCitySnapshot = Closed(
  {
    logistics_mode: Text(),
    rail_or_transfer_notes: Text(),
    neighborhood_guidance_status: Text(),
    price_confidence: Text(),
    selected_choice_summary: Text(),
    why_top_result_wins: TextArray(),
    compared_option_names: TextArray(),
    validation_checklist: TextArray(),
    blocked_reasons: TextArray(),
    live_validation_required: Type.Boolean(),
    provider_validation_required: Type.Boolean(),
    recommended_next_tool: StringEnum(['live_rail_hotel_and_local_area_providers'] as const),
    suggested_planning_use: Text(),
    provenance: Provenance,
  },
  { description: 'Multi-city logistics context (rail/transfers, areas to stay). Not live rail or hotel data.' },
);

export const EventSnapshot = Closed(
  {
    event_context_status: Text(),
    event_timing_input_status: Text(),
    seeded_venue_context: Text(),
    schedule_risk: Text(),
    hotel_compression: Text(),
    post_event_safety: Text(),
    neighborhood_safety_handoff: Text(),
    backup_activity_guidance: Text(),
    venue_validation_handoff: Text(),
    short_window_flight_note: Text(),
    provenance: Provenance,
    schedule_risk_level: StringEnum(['low', 'medium', 'high', 'unknown'] as const),
    hotel_compression_risk_level: StringEnum(['low', 'medium', 'medium_high', 'high', 'unknown'] as const),
    backup_activity_candidates: TextArray(),
    requested_window: Nullable(DepartureWindow),
    live_validation_required: Type.Boolean(),
  },
  { description: 'Event-trip context (concert, festival, match, conference). Schedules and tickets must be validated live.' },
);

export type RemoteWorkSnapshot = Static<typeof RemoteWorkSnapshot>;
export type FamilySnapshot = Static<typeof FamilySnapshot>;
export type AccessibilitySnapshot = Static<typeof AccessibilitySnapshot>;
export type VisaStaySnapshot = Static<typeof VisaStaySnapshot>;
export type EntryRequirement = Static<typeof EntryRequirement>;
export type MultiCitySnapshot = Static<typeof MultiCitySnapshot>;
export type EventSnapshot = Static<typeof EventSnapshot>;
