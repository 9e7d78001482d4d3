import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { researchConfigFromEnv } from '../../../src/travel/research/config.js';
import { aggregator } from '../../../src/travel/research/aggregator.js';
import { ProviderFailure, realHttpDeps } from '../../../src/travel/research/http.js';
import { otherSearch } from '../../../src/travel/research/other-search.js';
import { searchProviderA } from '../../../src/travel/research/search-provider-a.js';
import type { ResearchSubject } from '../../../src/travel/research-port.js';
import { CONTENTION_SLACK_MS } from '../../helpers/timing.js';
import { startFakeProviders, type Behaviour, type FakeProviders } from './fake-providers.js';

const subject: ResearchSubject = {
  id: 'lisbon',
  name: 'Lisbon',
  country: 'PT',
  lat: 38.7223,
  lon: -9.1393,
  coverage_mode: 'curated_ready',
  categories: ['activities'],
};
const NOW = new Date('2026-11-22T10:00:00Z');

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

/**
 * Timeouts far above what the fake needs to answer, so a failure is classified by what the fake
 * did even on a loaded machine; tight ones only where the fake never answers in time.
 */
function config(timeouts: 'generous' | 'tight' = 'generous') {
  const [timeoutMs, budgetMs] = timeouts === 'tight' ? ['300', '900'] : ['5000', '15000'];
  return researchConfigFromEnv({
    SEARCH_PROVIDER_A_API_KEY: 'test-key',
    SEARCH_PROVIDER_A_BASE_URL: fake.baseUrl,
    SEARCH_PROVIDER_A_TIMEOUT_MS: timeoutMs,
    SEARCH_PROVIDER_A_BUDGET_MS: budgetMs,
    SEARCH_PROVIDER_A_MAX_BODY_BYTES: '262144',
    OVERPASS_ENDPOINT: fake.baseUrl,
    OVERPASS_TIMEOUT_MS: timeoutMs,
    OVERPASS_BUDGET_MS: budgetMs,
    OVERPASS_MAX_BODY_BYTES: '262144',
    AGGREGATOR_API_KEY: 'agg-key',
    AGGREGATOR_BASE_URL: fake.baseUrl,
    AGGREGATOR_TIMEOUT_MS: timeoutMs,
    AGGREGATOR_BUDGET_MS: budgetMs,
  });
}

const adapters = (timeouts: 'generous' | 'tight' = 'generous') => {
  const c = config(timeouts);
  return { a: searchProviderA(c.searchProviderA, realHttpDeps()), osm: otherSearch(c.otherSearch, realHttpDeps()) };
};

async function failureOf(run: () => Promise<unknown>): Promise<{ failure: ProviderFailure; ms: number }> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderFailure);
    return { failure: error as ProviderFailure, ms: performance.now() - started };
  }
  throw new Error('expected a ProviderFailure');
}

describe('search_provider_a (Brave Search wire format)', () => {
  it('sends the query with the subscription token and maps results to evidence', async () => {
    fake.behaviour = 'ok';
    fake.seen.length = 0;
    const { a } = adapters();
    const found = await a.find(subject, 'activities', NOW);
    const req = fake.seen[0]!;
    expect(req.path).toBe('/res/v1/web/search');
    expect(req.token).toBe('test-key');
    expect(req.query.get('q')).toBe('Lisbon PT things to do official visitor guide');
    expect(req.query.get('count')).toBe('5');
    expect(found.evidence).toHaveLength(2); // no-url and javascript: results are dropped
    expect(found.evidence[0]).toMatchObject({ category: 'activities', source: 'search_provider_a', retrieved_at: NOW.toISOString(), confidence: 'medium' });
    expect(found.evidence[0]!.title).not.toContain('<strong>');
    expect(found.evidence[0]!.caveats.join(' ')).toContain('2026-10-01');
    expect(found.evidence[1]!.confidence).toBe('low');
  });

  it('reports pending_credentials without a key and makes no call', async () => {
    fake.seen.length = 0;
    const c = researchConfigFromEnv({ SEARCH_PROVIDER_A_BASE_URL: fake.baseUrl });
    const a = searchProviderA(c.searchProviderA, realHttpDeps());
    expect(a.state).toBe('pending_credentials');
    const { failure } = await failureOf(() => a.find(subject, 'activities', NOW));
    expect(failure.kind).toBe('not_configured');
    expect(fake.seen).toHaveLength(0);
  });
});

describe('other_search (Overpass wire format)', () => {
  it('posts an Overpass QL query in the data field and maps named elements to places with map links', async () => {
    fake.behaviour = 'ok';
    fake.seen.length = 0;
    const { osm } = adapters();
    const found = await osm.find(subject, 'activities', NOW);
    const req = fake.seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/interpreter');
    const data = new URLSearchParams(req.body).get('data')!;
    expect(data.startsWith('[out:json][timeout:5];')).toBe(true);
    expect(data).toContain('nwr["tourism"="attraction"]["name"](around:8000,38.72230,-9.13930);');
    expect(found.places.map((p) => p.name)).toEqual(['Harbour Museum', 'Old Town Square']);
    expect(found.places[1]).toMatchObject({ id: 'osm:way/202', source_tier: 'live_places', lat: 38.7203, lon: -9.1373 });
    expect(found.places[0]!.url).toBe('https://www.openstreetmap.org/?mlat=38.7233&mlon=-9.1383#map=17/38.7233/-9.1383');
    expect(found.evidence[0]).toMatchObject({ source: 'other_search', url: 'https://www.openstreetmap.org/node/101', category: 'activities' });
  });

  it('is unavailable without an endpoint', () => {
    const c = researchConfigFromEnv({});
    expect(otherSearch(c.otherSearch, realHttpDeps()).state).toBe('unavailable');
  });
});

describe('every failure mode is bounded and classified', () => {
  const cases: Array<[Behaviour, ProviderFailure['kind']]> = [
    ['slow', 'timeout'],
    ['never', 'timeout'],
    ['rate_limited', 'rate_limited'],
    ['error', 'http_error'],
    ['malformed', 'malformed'],
    ['html', 'wrong_content_type'],
    ['huge', 'too_large'],
  ];
  for (const [behaviour, kind] of cases) {
    it(`${behaviour} -> ${kind} within the budget, for both adapters`, async () => {
      fake.behaviour = behaviour;
      fake.retryAfterS = 0;
      // The slow fake answers long after the tight timeout.
      fake.slowMs = 10_000;
      const timeouts = kind === 'timeout' ? 'tight' : 'generous';
      const budgetMs = config(timeouts).searchProviderA.budgetMs;
      const { a, osm } = adapters(timeouts);
      for (const adapter of [a, osm]) {
        const { failure, ms } = await failureOf(() => adapter.find(subject, 'activities', NOW));
        expect(failure.kind).toBe(kind);
        expect(ms).toBeLessThan(budgetMs + CONTENTION_SLACK_MS);
      }
    });
  }

  it('retries 5xx and 429 with backoff and succeeds when the provider recovers', async () => {
    fake.behaviour = 'flaky';
    fake.seen.length = 0;
    const { a } = adapters();
    const found = await a.find(subject, 'activities', NOW);
    expect(found.evidence.length).toBeGreaterThan(0);
    expect(fake.seen.length).toBe(2);
  });

  it('gives up at once when Retry-After is longer than the budget', async () => {
    fake.behaviour = 'rate_limited';
    fake.retryAfterS = 30;
    fake.seen.length = 0;
    const { a } = adapters();
    const { failure, ms } = await failureOf(() => a.find(subject, 'activities', NOW));
    expect(failure.kind).toBe('rate_limited');
    expect(failure.message).toContain('exceed');
    // At once: long before the 30 s the provider asked for.
    expect(ms).toBeLessThan(CONTENTION_SLACK_MS);
    expect(fake.seen).toHaveLength(1);
  });
});

describe('aggregator signals (SerpApi google_flights / google_hotels format)', () => {
  it('fills fare and hotel snapshots labelled as aggregator evidence', async () => {
    fake.behaviour = 'ok';
    fake.seen.length = 0;
    const agg = aggregator(config().aggregator, realHttpDeps());
    const signals = await agg.signals(
      subject,
      { accountId: null, origin: 'SFO', destinationAirport: 'LIS', dates: ['2027-05-01', '2027-05-08'], adults: 2 },
      NOW,
    );
    expect(signals.status).toBe('available');
    expect(signals.aggregator_fare_snapshots.map((f) => f.price_usd)).toEqual([612, 655, 540]);
    expect(signals.aggregator_fare_snapshots[0]).toMatchObject({
      origin: 'SFO',
      destination_airport: 'LIS',
      observed_at: NOW.toISOString(),
      label: 'aggregator_evidence_not_provider_backed',
    });
    expect(signals.hotel_rate_snapshots).toEqual([
      {
        name: 'Hotel Example',
        nightly_usd: 180,
        observed_at: NOW.toISOString(),
        source_url: 'https://hotel.example.com/',
        label: 'aggregator_evidence_not_provider_backed',
      },
    ]);
    const flights = fake.seen.find((s) => s.query.get('engine') === 'google_flights')!;
    expect(Object.fromEntries(flights.query)).toMatchObject({
      departure_id: 'SFO',
      arrival_id: 'LIS',
      outbound_date: '2027-05-01',
      return_date: '2027-05-08',
      api_key: 'agg-key',
    });
  });

  it('is absent (not_configured) without a key, and unavailable when the aggregator fails', async () => {
    const none = aggregator(researchConfigFromEnv({}).aggregator, realHttpDeps());
    expect((await none.signals(subject, undefined, NOW)).status).toBe('not_configured');
    fake.behaviour = 'error';
    const agg = aggregator(config().aggregator, realHttpDeps());
    const signals = await agg.signals(
      subject,
      { accountId: null, origin: 'SFO', destinationAirport: 'LIS', dates: ['2027-05-01', '2027-05-08'], adults: 2 },
      NOW,
    );
    expect(signals.status).toBe('unavailable');
    expect(signals.aggregator_fare_snapshots).toEqual([]);
  });
});
