import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Uri } from './common.js';
import { ConfidenceLevel, CoverageMode, ResultBookability } from './travel-common.js';

/** Live research objects: evidence items, a result's research status and coverage, and job status. */

export const EVIDENCE_SOURCES = ['search_provider_a', 'cache', 'operator_snapshot', 'other_search'] as const;
export const RESEARCH_JOB_STATUSES = ['running', 'partial', 'complete', 'failed'] as const;

const evidenceFields = {
  category: Type.String({ maxLength: 60, description: 'Research category, e.g. lodging_areas, activities, weather, transit.' }),
  title: Type.String({ maxLength: 500 }),
  url: Uri(),
  source: StringEnum(EVIDENCE_SOURCES),
  retrieved_at: Type.String({ format: 'date-time' }),
  freshness_days: Type.Number({ minimum: 0, description: 'Age of the evidence in days at response time.' }),
  confidence: ConfidenceLevel,
  supports: Type.Array(Type.String({ maxLength: 500 }), { description: 'What this evidence supports (themes, claims).' }),
  caveats: Type.Array(Type.String({ maxLength: 500 })),
};

export const TravelResearchEvidence = Closed(evidenceFields, {
  $id: 'TravelResearchEvidence',
  title: 'Travel research evidence',
  description: 'One normalized live or cached evidence item. Evidence, not availability, rates or airfare.',
});

/** The same shape for embedding inside other schemas (no $id, so it can appear many times). */
export const EvidenceItem = Closed(evidenceFields, { description: 'A normalized live or cached evidence item.' });

const Categories = (description: string) => Type.Array(Type.String({ maxLength: 60 }), { description });

export const ResearchStatus = Closed(
  {
    mode: CoverageMode,
    cache_state: StringEnum(['fresh', 'stale', 'miss', 'disabled'] as const, {
      description: 'disabled when live research is off or no search provider is configured.',
    }),
    freshness_days: Nullable(Type.Number({ minimum: 0, description: 'Age of the newest cached evidence, null without evidence.' })),
    completed_categories: Categories('Research categories with usable evidence.'),
    pending_categories: Categories('Categories still being researched or not started.'),
    job_id: Nullable(Type.String({ maxLength: 100 })),
    poll_url: Nullable(Type.String({ maxLength: 300, description: 'Path of GET /api/v1/travel/research/jobs/{id}; null when nothing is pending.' })),
    search_provider: Closed({
      name: StringEnum(['search_provider_a'] as const),
      status: StringEnum(['configured', 'pending_credentials', 'unavailable', 'disabled'] as const),
    }),
    max_live_research_ms: Nullable(Type.Number({ minimum: 0 })),
    elapsed_ms: Type.Number({ minimum: 0 }),
    partial_return_contract: Type.String({
      maxLength: 1000,
      description: 'How to use a partial result: use completed evidence when present, otherwise the provider handoffs.',
    }),
  },
  { description: 'Cache/freshness state of live research for one result, with pending categories and where to poll.' },
);

const Strength = StringEnum(['none', 'weak', 'partial', 'strong'] as const);

export const Coverage = Closed(
  {
    destination_supported: Type.Boolean({ description: 'May be true while curated_strength is none (research coverage only).' }),
    curated_strength: Strength,
    model_estimate_strength: Strength,
    live_places_strength: Strength,
    live_flight_fares: Type.Boolean({ description: 'False without provider verification (always in the beta).' }),
    provider_backed_rates: Type.Boolean({ description: 'False without provider verification (always in the beta).' }),
    live_booking_inventory: Type.Boolean({ description: 'False without provider verification (always in the beta).' }),
    notes: Type.Array(Type.String({ maxLength: 500 })),
  },
  { description: 'Coverage strength per source tier for one result.' },
);

export const TravelResearchJobStatus = Closed(
  {
    job_id: Type.String({ maxLength: 100 }),
    status: StringEnum(RESEARCH_JOB_STATUSES, { description: 'running and partial are valid states, not failures.' }),
    destination: Closed({ id: Type.String({ maxLength: 100 }), name: Type.String({ maxLength: 200 }) }),
    coverage_mode: StringEnum(['research_pending', 'research_partial', 'research_complete_enough'] as const),
    completed_categories: Categories('Categories with evidence.'),
    pending_categories: Categories('Categories not yet researched.'),
    failed_categories: Type.Optional(Type.Array(Closed({ category: Type.String({ maxLength: 60 }), reason: Type.String({ maxLength: 500 }) }))),
    evidence: Type.Array(EvidenceItem),
    provider: Type.Optional(
      Closed({
        name: Type.String({ maxLength: 60 }),
        status: StringEnum(['configured', 'pending_credentials', 'unavailable', 'disabled'] as const),
      }),
    ),
    safe_to_use_as_final_plan: Type.Boolean({ description: 'Always false while provider validation is required.' }),
    bookability: ResultBookability,
    next_actions: Type.Array(Type.String({ maxLength: 500 })),
    assembled_response_hint: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  {
    $id: 'TravelResearchJobStatus',
    title: 'Travel research job status',
    description: 'Poll result of GET /api/v1/travel/research/jobs/{id}. Use completed evidence when present, otherwise the provider handoffs.',
  },
);

export type TravelResearchEvidence = Static<typeof TravelResearchEvidence>;
export type ResearchStatus = Static<typeof ResearchStatus>;
export type Coverage = Static<typeof Coverage>;
export type TravelResearchJobStatus = Static<typeof TravelResearchJobStatus>;
