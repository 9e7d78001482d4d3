import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../../helpers/server.js';
import { startFakeProviders, type FakeProviders } from './fake-providers.js';
import { CONTENTION_SLACK_MS } from '../../helpers/timing.js';
import { AMPLE_BUDGET_MS, providerEnv, until } from './support.js';

/**
 * Live research end to end over HTTP: POST /api/v1/travel/search and /places/search with the
 * providers faked locally; every body is checked against /openapi.json by the harness.
 */
describe.each(DIALECTS)('live research through travel search (%s)', (dialect) => {
  let fake: FakeProviders;
  let server: TestServer;
  let key: string;
  const trip = { user_request: 'A week in Portugal from SFO, June 3 to June 10 2027', origin: 'SFO' };

  beforeAll(async () => {
    fake = await startFakeProviders();
    server = await startServer({
      dialect,
      env: providerEnv(fake.baseUrl, { AGGREGATOR_API_KEY: 'agg', AGGREGATOR_BASE_URL: fake.baseUrl, RESEARCH_POLL_MS: '50' }),
    });
    key = await server.activate();
    const me = await server.request<{ account: { id: string } }>('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
    fake.seen.length = 0;
  });

  it('off: no provider call, operator-compiled links only', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', { key, body: { ...trip, live_research_mode: 'off' } });
    expect(res.status).toBe(200);
    expect(fake.seen).toHaveLength(0);
    for (const r of res.body.results) {
      expect(r.research_status.cache_state).toBe('disabled');
      expect(r.evidence.every((e: { source: string }) => e.source === 'operator_snapshot')).toBe(true);
      expect(r.aggregator_signals.status).toBe('not_configured');
    }
  });

  it('bounded: results carry live evidence, signals, places and aggregator evidence; truth boundaries stay false', async () => {
    const res = await server.request('POST', '/api/v1/travel/search', {
      key,
      body: { ...trip, live_research_mode: 'bounded', max_live_research_ms: AMPLE_BUDGET_MS },
    });
    expect(res.status).toBe(200);
    const top = res.body.results[0];
    expect(top.coverage_mode).toBe('research_complete_enough');
    const sources = new Set(top.evidence.map((e: { source: string }) => e.source));
    expect(sources.has('search_provider_a') && sources.has('other_search')).toBe(true);
    expect(top.live_signals.status).toBe('available');
    expect(top.place_candidates.some((p: { source_tier: string }) => p.source_tier === 'live_places')).toBe(true);
    expect(top.aggregator_signals.status).toBe('available');
    expect(top.aggregator_signals.hotel_rate_snapshots[0].label).toBe('aggregator_evidence_not_provider_backed');
    expect(res.body.truth_boundaries).toEqual({ live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false });
    expect(top.coverage).toMatchObject({ live_flight_fares: false, provider_backed_rates: false, live_booking_inventory: false });
  });

  it('bounded with a budget too small for anything: research_pending with a poll_url, and the poll shows the job finishing', async () => {
    fake.behaviour = 'slow';
    fake.slowMs = 150;
    const started = performance.now();
    const res = await server.request('POST', '/api/v1/travel/search', {
      key,
      body: { user_request: 'Ten days in Peru in October', live_research_mode: 'bounded', max_live_research_ms: 1 },
    });
    expect(performance.now() - started).toBeLessThan(CONTENTION_SLACK_MS);
    expect(res.status).toBe(200);
    expect(res.body.match_status.status).toBe('matched');
    const status = res.body.results[0].research_status;
    expect(res.body.results[0].evidence).toEqual([]); // no operator links for this destination
    expect(status.mode).toBe('research_pending');
    expect(status.poll_url).toBe(`/api/v1/travel/research/jobs/${status.job_id}`);
    await until(async () => (await server.request('GET', status.poll_url, { key })).body.status !== 'running');
    await until(async () => (await server.request('GET', status.poll_url, { key })).body.pending_categories.length === 0);
  });

  it('places search: live_places for the selected candidate with coverage flags and map links', async () => {
    const res = await server.request('POST', '/api/v1/travel/places/search', {
      key,
      body: { ...trip, live_research_mode: 'bounded', max_live_research_ms: AMPLE_BUDGET_MS },
    });
    expect(res.status).toBe(200);
    const live = res.body.live_places;
    expect(live.status).toBe('available');
    expect(live.coverage).toEqual({
      live_place_categories: true,
      live_hotel_listings: false,
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_airfare: false,
    });
    const osm = live.place_candidates.find((p: { source_tier: string }) => p.source_tier === 'live_places');
    expect(osm.url).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(typeof osm.lat).toBe('number');
  });
});
