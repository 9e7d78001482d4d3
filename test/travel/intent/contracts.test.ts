import { describe, expect, it } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import * as travel from '../../../src/contracts/travel.js';
import {
  commercialNextStep,
  conflict,
  evidenceItem,
  interpreted,
  matchStatus,
  providerHandoffs,
  result,
  resultBookability,
  searchResponse,
  truth,
  understanding,
} from './contract-examples.js';

const TOP_LEVEL: Record<string, TSchema> = {
  TravelSearchRequest: travel.TravelSearchRequest,
  TravelSearchResponse: travel.TravelSearchResponse,
  TravelResearchEvidence: travel.TravelResearchEvidence,
  TravelResearchJobStatus: travel.TravelResearchJobStatus,
  TravelDestinationList: travel.TravelDestinationList,
  TravelIntentParseRequest: travel.TravelIntentParseRequest,
  TravelDestinationsSearchRequest: travel.TravelDestinationsSearchRequest,
  TravelPlacesSearchRequest: travel.TravelPlacesSearchRequest,
  TravelPlanValidateRequest: travel.TravelPlanValidateRequest,
  TravelProviderHandoffsRequest: travel.TravelProviderHandoffsRequest,
  TravelIntentParseResponse: travel.TravelIntentParseResponse,
  TravelDestinationsSearchResponse: travel.TravelDestinationsSearchResponse,
  TravelPlacesSearchResponse: travel.TravelPlacesSearchResponse,
  TravelPlanValidateResponse: travel.TravelPlanValidateResponse,
  TravelProviderHandoffsResponse: travel.TravelProviderHandoffsResponse,
};

const strictAjv = () => {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats.default(ajv);
  return ajv;
};

const compiled = new Map<string, ValidateFunction>();
const validator = (name: string): ValidateFunction => {
  let fn = compiled.get(name);
  if (!fn) {
    const schema = TOP_LEVEL[name];
    if (!schema) throw new Error(`no schema ${name}`);
    fn = strictAjv().compile(schema);
    compiled.set(name, fn);
  }
  return fn;
};

const expectValid = (name: string, value: unknown) => {
  const fn = validator(name);
  const ok = fn(value);
  expect(ok, JSON.stringify(fn.errors, null, 1)).toBe(true);
};
const expectInvalid = (name: string, value: unknown) => expect(validator(name)(value)).toBe(false);

/** A deep copy with one path replaced (or removed when value is undefined). */
function withPath(base: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe('travel contracts compile under Ajv strict', () => {
  it.each(Object.keys(TOP_LEVEL))('%s compiles and carries $id and description', (name) => {
    const schema = TOP_LEVEL[name] as TSchema & { $id?: string; description?: string };
    expect(schema.$id).toBe(name);
    expect(schema.description?.length).toBeGreaterThan(20);
    expect(() => validator(name)).not.toThrow();
  });

  it('all top-level schemas can live in one Ajv instance (no clashing embedded $id)', () => {
    const ajv = strictAjv();
    for (const schema of Object.values(TOP_LEVEL)) ajv.addSchema(schema);
    for (const name of Object.keys(TOP_LEVEL)) expect(ajv.getSchema(name)).toBeTypeOf('function');
  });
});

describe('TravelSearchRequest', () => {
  const full = {
    user_request: 'Long weekend in Northern California redwoods from SFO',
    query: 'ignored alias',
    origin: 'SFO',
    departure_window: ['2027-05-28', '2027-05-31'],
    trip_length_days: 4,
    budget_usd: 2500,
    interests: ['hiking'],
    destination_constraints: [
      { type: 'region', value: 'Northern California', hard: true },
      { type: 'park', value: 'Redwood NP' },
    ],
    required_themes: ['redwoods'],
    strict_mode: true,
    live_research_mode: 'bounded',
    max_live_research_ms: 0,
    services: ['flights', 'hotels'],
  };

  it('accepts an empty body and a full one', () => {
    expectValid('TravelSearchRequest', {});
    expectValid('TravelSearchRequest', full);
  });

  it.each([
    ['unknown field', { ...full, budget: 3 }],
    ['departure_window with 1 date', { departure_window: ['2027-05-28'] }],
    ['departure_window with 3 dates', { departure_window: ['2027-05-28', '2027-05-29', '2027-05-30'] }],
    ['departure_window not a date', { departure_window: ['May 28', '2027-05-31'] }],
    ['negative research budget', { max_live_research_ms: -1 }],
    ['unknown research mode', { live_research_mode: 'always' }],
    ['constraint type outside the enum', { destination_constraints: [{ type: 'continent', value: 'Europe' }] }],
    ['constraint without value', { destination_constraints: [{ type: 'country' }] }],
    ['constraint with extra field', { destination_constraints: [{ type: 'country', value: 'IT', weight: 2 }] }],
    ['user_request over 2000 chars', { user_request: 'x'.repeat(2001) }],
    ['31 interests', { interests: Array.from({ length: 31 }, (_, i) => `i${i}`) }],
    ['string budget', { budget_usd: '3000' }],
  ])('rejects %s', (_label, body) => expectInvalid('TravelSearchRequest', body));
});

describe('TravelSearchResponse', () => {
  it('accepts a matched response with a full result', () => expectValid('TravelSearchResponse', searchResponse));

  it('accepts a commercial_next_step with every field', () =>
    expectValid('TravelSearchResponse', { ...searchResponse, commercial_next_step: commercialNextStep }));

  it('accepts a no_match response with no results', () =>
    expectValid('TravelSearchResponse', {
      ...searchResponse,
      match_status: { ...matchStatus, status: 'no_match', reason: 'unsupported_coverage', source_tiers: [] },
      bookability_status: 'not_bookable',
      bookability: {
        ...resultBookability,
        status: 'not_bookable',
        source_tier: 'unsupported',
        next_step: 'run_live_search_or_provider_search',
      },
      results: [],
    }));

  it.each([
    ['a true truth boundary', ['truth_boundaries', 'live_airfare'], true],
    ['booking_supported true at top level', ['bookability', 'booking_supported'], true],
    ['result-level source_tier unsupported', ['results', 0, 'bookability', 'source_tier'], 'unsupported'],
    ['result-level next_step run_live_search', ['results', 0, 'bookability', 'next_step'], 'run_live_search_or_provider_search'],
    ['feedback endpoint elsewhere', ['feedback_prompt', 'endpoint'], '/feedback'],
    ['conflict resolution other than user_request_wins', ['constraint_conflicts', 0, 'resolution'], 'structured_wins'],
    ['match reason outside the enum', ['match_status', 'reason'], 'whatever'],
    ['missing match_status.provider_validation_required', ['match_status', 'provider_validation_required'], undefined],
    ['confidence score above 1', ['results', 0, 'confidence', 'score'], 1.2],
    ['coverage_mode outside the enum', ['results', 0, 'coverage_mode'], 'curated'],
    ['handoff capability true', ['results', 0, 'provider_handoffs', 'capabilities', 'live_flight_fares'], true],
    ['final price guaranteed', ['results', 0, 'provider_handoffs', 'bookability', 'final_price_guaranteed'], true],
    ['provider_status outside the enum', ['results', 0, 'provider_handoffs', 'provider_status'], 'live'],
    ['evidence with a non-uri url', ['results', 0, 'evidence', 0, 'url'], 'not a url'],
    ['flight snapshot claiming live airfare', ['results', 0, 'flight_snapshot', 'live_airfare'], true],
    ['extra field on a result', ['results', 0, 'price'], 100],
    ['date_window with one date', ['interpreted_constraints', 'date_window'], ['2027-05-28']],
    ['event risk level outside the enum', ['results', 0, 'event_snapshot'], { schedule_risk_level: 'extreme' }],
  ])('rejects %s', (_label, path, value) => expectInvalid('TravelSearchResponse', withPath(searchResponse, path, value)));

  it('rejects a commercial_next_step missing a field or with a wrong checkout path', () => {
    const base = { ...searchResponse, commercial_next_step: commercialNextStep };
    expectInvalid('TravelSearchResponse', withPath(base, ['commercial_next_step', 'limits_delta'], undefined));
    expectInvalid('TravelSearchResponse', withPath(base, ['commercial_next_step', 'checkout_source_path'], '/checkout'));
    expectInvalid('TravelSearchResponse', withPath(base, ['commercial_next_step', 'paid_signup_url'], 'signup'));
  });
});

describe('research objects and destination list', () => {
  it('accepts evidence and rejects an unknown source or a missing caveats list', () => {
    expectValid('TravelResearchEvidence', evidenceItem);
    expectInvalid('TravelResearchEvidence', { ...evidenceItem, source: 'google' });
    expectInvalid('TravelResearchEvidence', withPath(evidenceItem, ['caveats'], undefined));
    expectInvalid('TravelResearchEvidence', { ...evidenceItem, retrieved_at: 'yesterday' });
  });

  const job = {
    job_id: 'rj_1',
    status: 'partial',
    destination: { id: 'humboldt-redwoods-coast', name: 'Humboldt Redwoods Coast' },
    coverage_mode: 'research_partial',
    completed_categories: ['activities'],
    pending_categories: ['lodging_areas'],
    failed_categories: [{ category: 'transit', reason: 'timeout' }],
    evidence: [evidenceItem],
    provider: { name: 'search_provider_a', status: 'configured' },
    safe_to_use_as_final_plan: false,
    bookability: resultBookability,
    next_actions: ['Poll again in 5 s'],
  };

  it('accepts a partial job and rejects an unknown job status', () => {
    expectValid('TravelResearchJobStatus', job);
    expectInvalid('TravelResearchJobStatus', { ...job, status: 'queued' });
    expectInvalid('TravelResearchJobStatus', { ...job, coverage_mode: 'curated_ready' });
  });

  const list = {
    count: 1,
    destinations: [
      {
        id: 'humboldt-redwoods-coast',
        name: 'Humboldt Redwoods Coast',
        kind: 'region',
        country: 'US',
        region: 'Northern California',
        themes: ['redwoods_forests', 'rugged_coast'],
        coverage_tier: 'curated_ready',
        source_tiers: ['curated_baseline', 'model_estimate'],
        intelligence_basis: result.intelligence_basis,
        coverage_boundaries: ['No live lodging inventory'],
      },
    ],
    supported_origins: ['JFK', 'LAX', 'LHR', 'ORD', 'SFO'],
    source_tier_legend: {
      curated_baseline: 'checked data',
      model_estimate: 'computed',
      live_places: 'fetched live',
      handoff_required: 'validate externally',
    },
    docs_url: null,
    truth_boundaries: truth,
  };

  it('accepts a destination list and rejects a 3-letter country or an unknown tier', () => {
    expectValid('TravelDestinationList', list);
    expectInvalid('TravelDestinationList', withPath(list, ['destinations', 0, 'country'], 'USA'));
    expectInvalid('TravelDestinationList', withPath(list, ['destinations', 0, 'source_tiers'], ['live_rates']));
  });
});

describe('primitives', () => {
  it('requests: places/handoffs take selected_candidate, plan validate requires proposed_plan', () => {
    expectValid('TravelPlacesSearchRequest', { user_request: 'x', selected_candidate: { id: 'c1' } });
    expectInvalid('TravelPlacesSearchRequest', { selected_candidate: { name: 'no id' } });
    expectInvalid('TravelIntentParseRequest', { selected_candidate: { id: 'c1' } });
    expectValid('TravelProviderHandoffsRequest', { selected_candidate: { id: 'c1', name: 'Big Sur' } });
    const plan = { candidate_id: 'c1', departure_date: '2027-05-28', themes: ['beach'], claims: ['Rooms are available'], quoted_nightly_usd: 180 };
    expectValid('TravelPlanValidateRequest', { user_request: 'beach', proposed_plan: plan });
    expectInvalid('TravelPlanValidateRequest', { user_request: 'beach' });
    expectInvalid('TravelPlanValidateRequest', { proposed_plan: { ...plan, departure_date: '28/05/2027' } });
  });

  it('intent parse response', () => {
    const body = {
      product: 'travel_intent_parse_v0',
      understanding,
      beta_warnings: [],
      beta_caveat: 'Beta.',
      parsed_intent: {
        effective_input: { user_request: 'x', origin: 'SFO' },
        interpreted_constraints: interpreted,
        constraint_conflicts: [conflict],
      },
      truth_boundaries: truth,
    };
    expectValid('TravelIntentParseResponse', body);
    expectInvalid('TravelIntentParseResponse', { ...body, product: 'travel_intent_parse_v1' });
    expectInvalid('TravelIntentParseResponse', { ...body, truth_boundaries: { ...truth, booking_supported: true } });
    expectInvalid('TravelIntentParseResponse', withPath(body, ['parsed_intent', 'effective_input', 'foo'], 1));
    expectInvalid('TravelIntentParseResponse', { ...body, ranked_destinations: [] });
  });

  it('destinations search response', () => {
    const body = {
      product: 'travel_destinations_search_v0',
      understanding,
      beta_warnings: [],
      interpreted_constraints: interpreted,
      match_status: matchStatus,
      bookability_status: 'handoff_required',
      candidate_destinations: [
        {
          id: 'c1',
          name: 'Humboldt',
          destination_airport: 'ACV',
          eligibility: {
            in_scope: true,
            hard_constraints_satisfied: true,
            required_themes_matched: ['redwoods_forests'],
            required_themes_missing: [],
            coverage_mode: 'curated_ready',
            reasons: [],
          },
          provider_handoff_summary: {
            bookability_status: 'handoff_required',
            provider_status: 'pending_credentials',
            handoffs_available: ['flight', 'hotel', 'place'],
            next_tool: 'travel.provider_handoffs.generate',
            required_external_checks: [],
          },
        },
      ],
      truth_boundaries: truth,
    };
    expectValid('TravelDestinationsSearchResponse', body);
    expectInvalid('TravelDestinationsSearchResponse', { ...body, bookability_status: 'provider_live_verified' });
    expectInvalid('TravelDestinationsSearchResponse', withPath(body, ['candidate_destinations', 0, 'eligibility'], undefined));
  });

  it('places search response', () => {
    const body = {
      product: 'travel_places_search_v0',
      understanding,
      match_status: matchStatus,
      selected_candidate: { id: 'c1', name: 'Humboldt', destination_airport: 'ACV', in_scope: true },
      live_places: {
        status: 'partial',
        provider: 'search_provider_a',
        retrieved_at: '2026-11-20T10:00:00Z',
        category_coverage: [{ category: 'activities', status: 'covered', evidence_count: 1 }],
        evidence: [evidenceItem],
        place_candidates: [],
        coverage_note: 'Evidence only.',
      },
      truth_boundaries: truth,
      next_step: 'travel.plan.validate',
    };
    expectValid('TravelPlacesSearchResponse', body);
    expectValid('TravelPlacesSearchResponse', { ...body, selected_candidate: null, live_places: null });
    expectInvalid('TravelPlacesSearchResponse', withPath(body, ['live_places', 'rates'], []));
  });

  it('plan validate response', () => {
    const body = {
      product: 'travel_plan_validate_v0',
      understanding,
      beta_warnings: [],
      plan_validation: {
        constraint_satisfaction: {
          status: 'violated',
          checks: [{ constraint: 'region Northern California', status: 'violated', detail: 'Candidate is in Oregon' }],
        },
        candidate_intent_coherence: { status: 'mismatch_detected', signals: ['candidate_out_of_scope'] },
        unsupported_live_claims: [{ claim: 'Rooms are available', reason: 'No live inventory' }],
        provider_validation_required: true,
        required_external_checks: [],
        validation_checklist: [],
      },
      truth_boundaries: truth,
    };
    expectValid('TravelPlanValidateResponse', body);
    expectInvalid('TravelPlanValidateResponse', withPath(body, ['plan_validation', 'candidate_intent_coherence', 'status'], 'ok'));
    expectInvalid('TravelPlanValidateResponse', { ...body, candidate_destinations: [] });
  });

  it('provider handoffs response', () => {
    const body = {
      product: 'travel_provider_handoffs_generate_v0',
      understanding,
      beta_warnings: [],
      match_status: matchStatus,
      selected_candidate: { id: 'c1', name: 'Humboldt', destination_airport: 'ACV', in_scope: true },
      bookability_status: 'handoff_required',
      provider_handoffs: providerHandoffs,
      required_external_checks: ['fares'],
      truth_boundaries: truth,
    };
    expectValid('TravelProviderHandoffsResponse', body);
    expectValid('TravelProviderHandoffsResponse', { ...body, bookability_status: 'not_bookable', provider_handoffs: null });
    expectInvalid('TravelProviderHandoffsResponse', withPath(body, ['provider_handoffs', 'bookability_status'], 'not_bookable'));
  });
});
