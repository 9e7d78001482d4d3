// Live research (issue 5): the deployment's live port is AppContext.research.port (src/travel/research/); build the engine with it
// and pass a ResearchScope (the caller's account id owns jobs) so poll_url works.

import type { LivePlaces } from '../contracts/travel-primitives.js';
import type { AggregatorSignals, CoverageMode, LiveSignals, PlaceCandidate, ResearchStatus, TravelResearchEvidence } from '../contracts/travel.js';

/**
 * The seam between the travel engine and live research (a later issue). The engine asks the
 * port once per result; the port decides what it can fetch within the mode and budget. The
 * default, `disabledResearch`, makes no calls and says so honestly in every field.
 */

export type LiveResearchMode = 'off' | 'bounded' | 'async_only';

/** What the port is told about one candidate. */
export interface ResearchSubject {
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  /** curated_ready for curated destinations, research_ready for gazetteer candidates. */
  coverage_mode: Extract<CoverageMode, 'curated_ready' | 'research_ready'>;
  /** Research categories worth covering for this request (lodging_areas, activities, ...). */
  categories: string[];
}

/**
 * Who asked and for which trip (live research, issue 5). Research jobs belong to `accountId`
 * (the poll answers 404 to anyone else; null means no pollable job is kept); the trip fields feed
 * the optional aggregator signals. Omitting the scope is allowed and means "unknown".
 */
export interface ResearchScope {
  accountId: string | null;
  /** IATA code of the origin, null when unknown. */
  origin: string | null;
  /** IATA code of the airport serving the candidate, null when none. */
  destinationAirport: string | null;
  /** Travel window [start, end] as ISO dates, null when unknown. */
  dates: [string, string] | null;
  adults: number;
}

export interface ResearchOutcome {
  research_status: ResearchStatus;
  coverage_mode: CoverageMode;
  evidence: TravelResearchEvidence[];
  live_signals: LiveSignals;
  place_candidates: PlaceCandidate[];
  /** Search-aggregator evidence (never provider-backed); status not_configured without an aggregator. */
  aggregator_signals: AggregatorSignals;
}

export interface ResearchPort {
  /**
   * Research state for one candidate. `budgetMs` is max_live_research_ms as sent (null when
   * absent); a bounded port must return within it, with research_pending when it is too small.
   */
  statusFor(subject: ResearchSubject, mode: LiveResearchMode, budgetMs: number | null, scope?: ResearchScope): Promise<ResearchOutcome>;
  /** live_places for travel.places.search, from the same research store as statusFor. */
  placesFor(subject: ResearchSubject, mode: LiveResearchMode, budgetMs: number | null, scope?: ResearchScope): Promise<LivePlaces>;
  /** False when no live research runs in this deployment (the engine words its warnings from it). */
  readonly enabled: boolean;
}

const PARTIAL_RETURN_CONTRACT = 'Research disabled: empty evidence means not researched, not unsupported. Use the provider handoffs.';

/** Aggregator signals when no search aggregator is configured. */
export const AGGREGATOR_NOT_CONFIGURED: AggregatorSignals = {
  status: 'not_configured',
  provider: null,
  aggregator_fare_snapshots: [],
  hotel_rate_snapshots: [],
  caveat: 'No search aggregator is configured; aggregator evidence would never be provider-backed fares or rates.',
};

/** The default port: no search provider, no calls, no evidence. */
export const disabledResearch: ResearchPort = {
  enabled: false,
  async placesFor(subject) {
    return {
      status: 'disabled',
      provider: 'other_search',
      retrieved_at: null,
      category_coverage: subject.categories.map((category) => ({ category, status: 'pending' as const, evidence_count: 0 })),
      evidence: [],
      place_candidates: [],
      coverage_note: 'Live place research is disabled in this deployment: no place evidence was fetched.',
      coverage: { live_place_categories: false, live_hotel_listings: false, live_booking_inventory: false, provider_backed_rates: false, live_airfare: false },
      limitations: ['No live places provider runs in this deployment; use the place handoff to search a maps provider.'],
    };
  },
  async statusFor(subject, _mode, budgetMs) {
    return {
      research_status: {
        mode: subject.coverage_mode,
        cache_state: 'disabled',
        freshness_days: null,
        completed_categories: [],
        pending_categories: subject.categories,
        job_id: null,
        poll_url: null,
        search_provider: { name: 'search_provider_a', status: 'disabled' },
        max_live_research_ms: budgetMs,
        elapsed_ms: 0,
        partial_return_contract: PARTIAL_RETURN_CONTRACT,
      },
      coverage_mode: subject.coverage_mode,
      evidence: [],
      live_signals: { status: 'disabled', retrieved_at: null, signals: [] },
      place_candidates: [],
      aggregator_signals: { ...AGGREGATOR_NOT_CONFIGURED },
    };
  },
};
