import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LivePlaces } from '../../../src/contracts/travel-primitives.js';
import { ResearchStatus, TravelResearchJobStatus } from '../../../src/contracts/travel.js';
import { jobStatusView } from '../../../src/travel/research/view.js';
import { startFakeProviders, type Behaviour, type FakeProviders } from './fake-providers.js';
import { CONTENTION_SLACK_MS } from '../../helpers/timing.js';
import { AMPLE_BUDGET_MS, assertValid, harness, providerEnv, scope, subject, TIGHT_TIMEOUTS, until, type Harness } from './support.js';

let fake: FakeProviders;
let h: Harness;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());
afterEach(async () => {
  await h?.close();
  fake.behaviour = 'ok';
  fake.slowMs = 1500;
  fake.seen.length = 0;
});

const jobOf = async (id: string) => (await h.store.research.find(id))!;

describe('live_research_mode off', () => {
  it('returns the scaffold with operator-compiled links only and calls no provider', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('lisbon', 'Lisbon'), 'off', null, scope(h.accountId));
    expect(fake.seen).toHaveLength(0);
    expect(out.coverage_mode).toBe('curated_ready');
    expect(out.research_status).toMatchObject({
      cache_state: 'disabled',
      job_id: null,
      poll_url: null,
      search_provider: { name: 'search_provider_a', status: 'disabled' },
    });
    expect(out.evidence.length).toBeGreaterThan(0);
    expect(new Set(out.evidence.map((e) => e.source))).toEqual(new Set(['operator_snapshot']));
    expect(out.evidence[0]!.caveats.join(' ')).toContain('not fetched by svc');
    expect(out.live_signals.status).toBe('disabled');
    assertValid(ResearchStatus, out.research_status);
  });
});

describe('live_research_mode bounded', () => {
  it('waits for the providers within the budget and returns complete_enough evidence from both', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('porto-test', 'Porto'), 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(out.coverage_mode).toBe('research_complete_enough');
    expect(out.research_status.completed_categories).toEqual(['lodging_areas', 'activities', 'local_transport']);
    expect(out.research_status.poll_url).toBeNull();
    expect(new Set(out.evidence.map((e) => e.source))).toEqual(new Set(['search_provider_a', 'other_search']));
    expect(out.place_candidates.length).toBeGreaterThan(0);
    expect(out.live_signals.status).toBe('available');
    assertValid(ResearchStatus, out.research_status);
    const row = await jobOf(out.research_status.job_id!);
    expect(row).toMatchObject({ status: 'complete', completions: 1, account_id: h.accountId });
    expect(await h.metrics.render()).toContain('svc_research_job_transitions_total{state="complete"} 1');
  });

  it('answers at the budget with research_pending and a poll_url when the providers never answer; the job finishes later with failed categories', async () => {
    fake.behaviour = 'never';
    h = await harness(providerEnv(fake.baseUrl, TIGHT_TIMEOUTS));
    const started = performance.now();
    const out = await h.research.port.statusFor(subject('nowhere-test', 'Nowhere'), 'bounded', 150, scope(h.accountId));
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    // Answered at the budget, not when the providers gave up: every category is still pending.
    expect(out.coverage_mode).toBe('research_pending');
    expect(out.research_status.poll_url).toBe(`/api/v1/travel/research/jobs/${out.research_status.job_id}`);
    expect(out.research_status.pending_categories).toEqual(['lodging_areas', 'activities', 'local_transport']);
    await until(async () => (await jobOf(out.research_status.job_id!)).finished_at !== null);
    const view = jobStatusView(await jobOf(out.research_status.job_id!), h.clock.now());
    expect(view.status).toBe('failed');
    expect(view.failed_categories!.map((f) => f.category)).toEqual(['lodging_areas', 'activities', 'local_transport']);
    expect(view.failed_categories![0]!.reason).toMatch(/no answer within 300 ms/);
    assertValid(TravelResearchJobStatus, view);
    expect(await h.metrics.render()).toContain('svc_provider_errors_total{provider="search_provider_a",kind="timeout"}');
  });

  it('a zero budget gives research_pending with a poll_url at once, never an error', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('zero-test', 'Zero'), 'bounded', 0, scope(h.accountId));
    expect(out.coverage_mode).toBe('research_pending');
    expect(out.research_status.pending_categories).toHaveLength(3);
    expect(out.research_status.poll_url).not.toBeNull();
    await until(async () => (await jobOf(out.research_status.job_id!)).status === 'complete');
  });

  it('keeps operator-compiled evidence and reports partial while live categories fail', async () => {
    fake.behaviour = 'html';
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('lisbon', 'Lisbon'), 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(out.coverage_mode).toBe('research_partial');
    expect(out.research_status.completed_categories).toEqual(['activities', 'local_transport']);
    expect(out.research_status.partial_return_contract).toContain('lodging_areas (search_provider_a: expected a JSON body');
    const view = jobStatusView(await jobOf(out.research_status.job_id!), h.clock.now());
    expect(view).toMatchObject({ status: 'partial', failed_categories: [{ category: 'lodging_areas' }] });
  });
});

describe('provider failures become failed categories, never errors', () => {
  const cases: Array<[Behaviour, RegExp]> = [
    ['rate_limited', /HTTP 429/],
    ['error', /HTTP 500/],
    ['malformed', /not valid JSON/],
    ['html', /expected a JSON body/],
    ['huge', /larger than 262144 bytes/],
    ['slow', /no answer within 300 ms/],
  ];
  for (const [behaviour, reason] of cases) {
    it(`${behaviour}: the search answers within its budget and the poll lists the failures`, async () => {
      fake.behaviour = behaviour;
      fake.retryAfterS = 0;
      // The timeout case: the fake answers long after the short timeouts.
      fake.slowMs = 10_000;
      h = await harness(providerEnv(fake.baseUrl, behaviour === 'slow' ? TIGHT_TIMEOUTS : {}));
      const started = performance.now();
      const out = await h.research.port.statusFor(subject(`fail-${behaviour}`, 'Failtown', ['activities']), 'bounded', 400, scope(h.accountId));
      expect(performance.now() - started).toBeLessThan(400 + CONTENTION_SLACK_MS);
      await until(async () => (await jobOf(out.research_status.job_id!)).finished_at !== null);
      const view = jobStatusView(await jobOf(out.research_status.job_id!), h.clock.now());
      expect(view.status).toBe('failed');
      expect(view.failed_categories).toHaveLength(1);
      expect(view.failed_categories![0]!.reason).toMatch(reason);
      expect(view.failed_categories![0]!.reason).toContain('other_search:');
      assertValid(TravelResearchJobStatus, view);
    });
  }
});

describe('per-provider concurrency cap', () => {
  it('never has more calls in flight to a provider than its cap, while categories run in parallel', async () => {
    fake.behaviour = 'slow';
    fake.slowMs = 80;
    h = await harness(providerEnv(fake.baseUrl, { SEARCH_PROVIDER_A_CONCURRENCY: '1', OVERPASS_CONCURRENCY: '2' }));
    const categories = ['lodging_areas', 'activities', 'local_transport', 'events'];
    const out = await h.research.port.statusFor(subject('cap-test', 'Captown', categories), 'bounded', AMPLE_BUDGET_MS, scope(h.accountId));
    expect(out.research_status.completed_categories).toEqual(categories);
    const peak = (path: string) => {
      const reqs = fake.seen.filter((r) => r.path === path);
      return Math.max(...reqs.map((r) => reqs.filter((o) => o.at <= r.at && (o.endedAt ?? Infinity) > r.at).length));
    };
    expect(peak('/res/v1/web/search')).toBe(1);
    expect(peak('/api/interpreter')).toBe(2);
  });
});

describe('shutdown', () => {
  it('gives the lease of a running job back so another instance can take it at once', async () => {
    fake.behaviour = 'never';
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('stop-test', 'Stopville'), 'bounded', 20, scope(h.accountId));
    expect((await jobOf(out.research_status.job_id!)).lease_owner).toBe(h.research.instanceId);
    await h.research.stop();
    const row = await jobOf(out.research_status.job_id!);
    expect(row).toMatchObject({ lease_owner: null, finished_at: null });
    expect((await h.store.research.claim('other', 1, h.clock.now(), 1000)).map((r) => r.id)).toEqual([row.id]);
  });
});

describe('live_research_mode async_only', () => {
  it('returns research_pending with a poll_url at once; a worker finishes the job', async () => {
    fake.behaviour = 'slow';
    fake.slowMs = 200;
    h = await harness(providerEnv(fake.baseUrl));
    const out = await h.research.port.statusFor(subject('async-test', 'Asyncville'), 'async_only', 5000, scope(h.accountId));
    // Answered before the slow providers could have: nothing is completed yet.
    expect(out.coverage_mode).toBe('research_pending');
    expect(out.research_status.completed_categories).toEqual([]);
    expect(out.research_status.poll_url).toContain(out.research_status.job_id!);
    await until(async () => (await jobOf(out.research_status.job_id!)).status === 'complete');
    const row = await jobOf(out.research_status.job_id!);
    expect(row.completed_by).toBe(h.research.instanceId);
    expect(row.attempts).toBe(1);
  });
});

describe('without credentials or endpoints', () => {
  it('says pending_credentials / unavailable and fails the live categories without calling anything', async () => {
    h = await harness({ SEARCH_PROVIDER_A_BASE_URL: fake.baseUrl });
    const out = await h.research.port.statusFor(subject('creds-test', 'Credless'), 'bounded', 1000, scope(h.accountId));
    expect(fake.seen).toHaveLength(0);
    expect(out.research_status.search_provider.status).toBe('pending_credentials');
    expect(out.coverage_mode).toBe('research_partial');
    expect(out.research_status.partial_return_contract).toContain('pending_credentials');
    const places = await h.research.port.placesFor(subject('creds-test', 'Credless'), 'bounded', 1000, scope(h.accountId));
    expect(places.status).toBe('unavailable');
    assertValid(LivePlaces, places);
  });
});

describe('travel.places.search live_places', () => {
  it('covers place categories with named candidates, map links and false booking flags', async () => {
    h = await harness(providerEnv(fake.baseUrl));
    const places = await h.research.port.placesFor(
      subject('places-test', 'Placeton', ['activities', 'local_transport']),
      'bounded',
      AMPLE_BUDGET_MS,
      scope(h.accountId),
    );
    assertValid(LivePlaces, places);
    expect(places.status).toBe('available');
    expect(places.category_coverage).toEqual([
      { category: 'activities', status: 'covered', evidence_count: 4 },
      { category: 'local_transport', status: 'covered', evidence_count: 4 },
    ]);
    expect(places.coverage).toEqual({
      live_place_categories: true,
      live_hotel_listings: false,
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_airfare: false,
    });
    expect(places.place_candidates[0]).toMatchObject({ name: 'Harbour Museum', source_tier: 'live_places' });
    expect(places.place_candidates[0]!.url).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    expect(places.retrieved_at).not.toBeNull();
    expect(places.limitations!.length).toBeGreaterThan(0);
  });
});
