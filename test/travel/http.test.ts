import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

const FALSE_TRUTH = { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false };
const NORCAL = { user_request: 'Long weekend from SFO in Northern California with redwoods and rugged coast, under $2k for two, in May' };
const NOWHERE = { user_request: 'a week in Narnia next month' };

describe.each(DIALECTS)('travel over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let sandboxKey: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    server.clock.set('2026-03-10T12:00:00Z');
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
    sandboxKey = await server.activate();
  });
  afterAll(async () => server.close());

  it('search: matched, in scope, request id recorded with the match status and commercial step', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: NORCAL });
    expect(res.status).toBe(200);
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    expect(res.body.match_status).toMatchObject({ status: 'matched', reason: 'hard_constraints_satisfied' });
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const r of res.body.results) expect(r.bookability_status).toBe('handoff_required');
    expect(res.body.truth_boundaries).toEqual(FALSE_TRUTH);
    expect(res.body.commercial_next_step.source_attribution.request_id).toBe(res.body.request_id);
    expect(res.body.commercial_next_step.limits_delta.hobby).toEqual(server.config.plans.hobby.limits);
    const record = await server.store.records.findRequest(res.body.request_id);
    expect(record).toMatchObject({ match_status: 'matched', commercial_next_step_presented: 1 });
    const intent = await server.request('POST', '/api/v1/commercial/intent', { key, body: { request_id: res.body.request_id } });
    expect(intent.status).toBe(200);
    expect(intent.body.request_id).toBe(res.body.request_id);
  });

  it("search: limits_delta reflects an activation key's real limits and remaining quota", async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key: sandboxKey, body: NORCAL });
    expect(res.status).toBe(200);
    const delta = res.body.commercial_next_step.limits_delta;
    expect(delta.free_sandbox).toEqual(server.config.plans.activation);
    expect(delta.remaining_now.hourly).toBe(server.config.plans.activation.hourly - 1);
  });

  it('search: unresolvable geography is no_match / unsupported_coverage / not_bookable with no commercial step', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: NOWHERE });
    expect(res.status).toBe(200);
    expect(res.body.match_status).toMatchObject({ status: 'no_match', reason: 'unsupported_coverage' });
    expect(res.body.bookability).toMatchObject({ status: 'not_bookable', source_tier: 'unsupported', next_step: 'run_live_search_or_provider_search' });
    expect(res.body.commercial_next_step).toBeNull();
    expect(res.body.results).toEqual([]);
    expect((await server.store.records.findRequest(res.body.request_id))?.match_status).toBe('no_match');
  });

  it('search: async_only research runs through the live port; the job is pollable by the caller only', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: { ...NORCAL, live_research_mode: 'async_only' } });
    expect(res.status).toBe(200);
    const status = res.body.results[0].research_status;
    expect(status.mode).toBe('research_pending');
    expect(status.poll_url).toMatch(/^\/api\/v1\/travel\/research\/jobs\//);
    expect((await server.request('GET', status.poll_url, { key })).status).toBe(200);
    expect((await server.request('GET', status.poll_url, { key: sandboxKey })).status).toBe(404);
  });

  it('search: unknown fields, wrong types, short and reversed windows are 400 with exactly {"error"}', async () => {
    const reversed = { user_request: 'a beach week', departure_window: ['2026-06-10', '2026-06-01'] };
    for (const body of [{ surprise: 1 }, { budget_usd: '2000' }, { departure_window: ['2026-05-01'] }, { max_live_research_ms: -1 }, reversed]) {
      const res = await server.request('POST', '/api/v1/travel/search', { key, body });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
    const parse = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: reversed });
    expect(parse.status).toBe(400);
    expect(parse.body.error).toMatch(/departure_window ends \(2026-06-01\) before it starts/);
    const unauth = await server.request('POST', '/api/v1/travel/search', { body: NORCAL });
    expect(unauth.status).toBe(401);
    expect(Object.keys(unauth.body)).toEqual(['error']);
  });

  it('destinations: the curated list with source tiers and supported origins', async () => {
    const res = await server.request('GET', '/api/v1/travel/destinations', { key });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.destinations.length);
    expect(res.body.count).toBeGreaterThan(100);
    expect(res.body.supported_origins).toEqual(['JFK', 'LAX', 'LHR', 'ORD', 'SFO']);
    expect(res.body.truth_boundaries).toEqual(FALSE_TRUTH);
    const unauth = await server.request('GET', '/api/v1/travel/destinations');
    expect(unauth.status).toBe(401);
  });

  it('intent parse: constraints and conflicts, no destinations', async () => {
    const res = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: { ...NORCAL, origin: 'JFK' } });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('travel_intent_parse_v0');
    expect(res.body.parsed_intent.effective_input.origin).toBe('SFO');
    expect(res.body.parsed_intent.constraint_conflicts).toContainEqual({
      field: 'origin',
      provided_value: 'JFK',
      interpreted_value: 'SFO',
      resolution: 'user_request_wins',
    });
    expect(res.body).not.toHaveProperty('results');
    const bad = await server.request('POST', '/api/v1/travel/intent/parse', { key, body: { user_request: 5 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(['error']);
  });

  it('the validated primitive chain: destinations -> places -> plan -> handoffs, tied to one candidate', async () => {
    const dest = await server.request('POST', '/api/v1/travel/destinations/search', { key, body: NORCAL });
    expect(dest.status).toBe(200);
    expect(dest.body.match_status.status).toBe('matched');
    const pick = dest.body.candidate_destinations[1];
    expect(pick.eligibility.in_scope).toBe(true);

    const places = await server.request('POST', '/api/v1/travel/places/search', { key, body: { ...NORCAL, selected_candidate: { id: pick.id } } });
    expect(places.status).toBe(200);
    expect(places.body.selected_candidate).toMatchObject({ id: pick.id, in_scope: true });
    expect(places.body.live_places.status).toBe('disabled');

    const plan = await server.request('POST', '/api/v1/travel/plan/validate', {
      key,
      body: {
        ...NORCAL,
        proposed_plan: {
          candidate_id: pick.id,
          departure_date: '2026-05-08',
          trip_length_days: 4,
          claims: ['Estimated about $1,400 for two before live checks.'],
        },
      },
    });
    expect(plan.status).toBe(200);
    expect(plan.body.plan_validation.candidate_intent_coherence).toEqual({ status: 'coherent', signals: [] });

    const handoffs = await server.request('POST', '/api/v1/travel/provider-handoffs/generate', {
      key,
      body: { ...NORCAL, selected_candidate: { id: pick.id } },
    });
    expect(handoffs.status).toBe(200);
    expect(handoffs.body.selected_candidate.id).toBe(pick.id);
    expect(handoffs.body.bookability_status).toBe('handoff_required');
    expect(handoffs.body.provider_handoffs.hotel_handoff.search_params.destination).toContain(pick.name);
    expect(handoffs.body.truth_boundaries).toEqual(FALSE_TRUTH);
  });

  it('primitives on no_match: empty candidates, null places and handoffs, not_bookable', async () => {
    const dest = await server.request('POST', '/api/v1/travel/destinations/search', { key, body: NOWHERE });
    expect(dest.body).toMatchObject({ bookability_status: 'not_bookable', candidate_destinations: [] });
    expect(dest.body.match_status.reason).toBe('unsupported_coverage');
    const places = await server.request('POST', '/api/v1/travel/places/search', { key, body: NOWHERE });
    expect(places.body).toMatchObject({ selected_candidate: null, live_places: null });
    const handoffs = await server.request('POST', '/api/v1/travel/provider-handoffs/generate', { key, body: NOWHERE });
    expect(handoffs.body).toMatchObject({ bookability_status: 'not_bookable', provider_handoffs: null });
    const plan = await server.request('POST', '/api/v1/travel/plan/validate', { key, body: { ...NOWHERE, proposed_plan: { candidate_id: 'maui' } } });
    expect(plan.body.plan_validation.candidate_intent_coherence.status).toBe('mismatch_detected');
    expect(plan.body.plan_validation.candidate_intent_coherence.signals.join(' ')).toMatch(/candidate_out_of_scope|stale_candidate_id/);
  });

  it('plan validate: stale candidate id and live claims are flagged; a missing plan is 400', async () => {
    const res = await server.request('POST', '/api/v1/travel/plan/validate', {
      key,
      body: { ...NORCAL, proposed_plan: { candidate_id: 'atlantis-resort', claims: ['Rooms are available and the price is guaranteed - book now!'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.plan_validation.candidate_intent_coherence.status).toBe('mismatch_detected');
    expect(res.body.plan_validation.candidate_intent_coherence.signals[0]).toMatch(/^stale_candidate_id/);
    expect(res.body.plan_validation.unsupported_live_claims).toHaveLength(1);
    const missing = await server.request('POST', '/api/v1/travel/plan/validate', { key, body: NORCAL });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body)).toEqual(['error']);
  });

  it('places and handoffs reject unknown fields in selected_candidate with 400', async () => {
    for (const path of ['/api/v1/travel/places/search', '/api/v1/travel/provider-handoffs/generate', '/api/v1/travel/destinations/search']) {
      const res = await server.request('POST', path, { key, body: { selected_candidate: { id: 'x', extra: true }, nope: 1 } });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['error']);
    }
  });
});
