import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMarketplaceA, type MarketplaceAConfig } from '../../src/goods/providers/marketplace-a.js';
import { realRetryDeps } from '../../src/net/http-retry.js';
import type { ProviderQuery } from '../../src/goods/providers/types.js';
import { itemSummary, startFakeMarketplaceA, type FakeMarketplaceA } from './fake-marketplace-a.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

const query: ProviderQuery = {
  query: 'iphone 13 128gb',
  minPriceUsd: 100,
  maxPriceUsd: 500,
  conditionClasses: ['used_good'],
  postalCode: '78701',
  radiusMiles: 25,
  limit: 50,
};

describe('marketplace_a adapter against a local Browse-API server', () => {
  let fake: FakeMarketplaceA;
  let clock: Date;
  const slept: number[] = [];
  // Timeouts far above what the local fake needs even on a loaded machine; tests about timeouts override them.
  const provider = (overrides: Partial<MarketplaceAConfig> = {}) =>
    createMarketplaceA(
      {
        clientId: fake.clientId,
        clientSecret: fake.clientSecret,
        baseUrl: fake.url,
        marketplaceId: 'EBAY_US',
        timeoutMs: 5000,
        budgetMs: 15_000,
        maxRetries: 2,
        ...overrides,
      },
      {
        ...realRetryDeps(fetch),
        random: () => 0,
        sleep: async (ms) => {
          slept.push(ms);
          await new Promise((r) => setTimeout(r, Math.min(ms, 20)));
        },
        now: () => clock,
      },
    );

  beforeEach(async () => {
    slept.length = 0;
    clock = new Date('2026-11-20T12:00:00Z');
    fake = await startFakeMarketplaceA([
      itemSummary('111', 'Apple iPhone 13 128GB Midnight Unlocked', 419.99, {
        shortDescription: 'Battery 89%, signed out of iCloud.',
        distanceFromPickupLocation: { value: '12', unitOfMeasure: 'mi' },
      }),
      itemSummary('222', 'iPhone 13 128GB Blue', 399, {
        conditionId: '2750',
        condition: 'Like New',
        seller: { username: 'fresh', feedbackPercentage: '0.0', feedbackScore: 0 },
      }),
      { itemId: 'v1|broken|0', title: 'no price here' },
    ]);
  });
  afterEach(async () => fake.close());

  it('gets a client-credentials token, sends the filters and maps the item fields', async () => {
    const out = await provider().search(query);
    expect(out.status).toMatchObject({
      provider: 'marketplace_a',
      status: 'provider_live',
      listing_count: 2,
      evidence_label: 'marketplace_a_provider_listing',
    });
    expect(out.status.message).toMatch(/1 malformed item/);
    const token = fake.tokenRequests[0]!;
    expect(token.authorization).toBe(`Basic ${Buffer.from('test-client:test-secret').toString('base64')}`);
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('client_credentials');
    expect(new URLSearchParams(token.body).get('scope')).toBe('https://api.ebay.com/oauth/api_scope');
    const search = fake.searchRequests[0]!;
    expect(search.url.searchParams.get('q')).toBe('iphone 13 128gb');
    expect(search.url.searchParams.get('limit')).toBe('50');
    expect(search.url.searchParams.get('filter')).toBe(
      'price:[100..500],priceCurrency:USD,conditionIds:{2020|2030|2500|3000|4000|5000},pickupCountry:US,pickupPostalCode:78701,pickupRadius:25,pickupRadiusUnit:mi,deliveryOptions:{SELLER_ARRANGED_LOCAL_PICKUP}',
    );
    expect(search.headers['x-ebay-c-marketplace-id']).toBe('EBAY_US');
    expect(search.headers['x-ebay-c-enduserctx']).toBe('contextualLocation=country%3DUS%2Czip%3D78701');
    const [first, second] = out.listings;
    expect(first).toMatchObject({
      id: 'marketplace_a:v1|111|0',
      title: 'Apple iPhone 13 128GB Midnight Unlocked',
      price: { value: 419.99, currency: 'USD' },
      condition: 'Used',
      conditionClass: 'used_good',
      category: 'electronics',
      description: 'Battery 89%, signed out of iCloud.',
      providerDistanceMiles: 12,
      seller: { seller_id: 'seller_111', feedback_score: 250, feedback_percent: 99.1, account_age_days: null },
      url: 'https://www.ebay.com/itm/111',
      location: { label: 'Austin, Texas, US', postal_code: '787**', country: 'US', lat: null, lon: null },
      listedAt: '2026-11-10T10:00:00.000Z',
      retrievedAt: '2026-11-20T12:00:00.000Z',
      imageUrls: ['https://i.ebayimg.com/images/g/111/s-l225.jpg'],
    });
    expect(second).toMatchObject({ conditionClass: 'like_new', seller: { feedback_score: 0 } });
  });

  it('caches the token until shortly before it expires, then fetches a new one', async () => {
    const p = provider();
    await p.search(query);
    await p.search(query);
    expect(fake.tokenRequests).toHaveLength(1);
    clock = new Date(clock.getTime() + (7200 - 30) * 1000); // inside the 60 s refresh margin
    await p.search(query);
    expect(fake.tokenRequests).toHaveLength(2);
    expect(fake.searchRequests.map((r) => r.headers.authorization)).toEqual([
      'Bearer v^1.1#i^1#token-1',
      'Bearer v^1.1#i^1#token-1',
      'Bearer v^1.1#i^1#token-2',
    ]);
  });

  it('replaces a token the search endpoint rejects, once', async () => {
    const p = provider();
    await p.search(query);
    fake.revoked.add('v^1.1#i^1#token-1');
    const out = await p.search(query);
    expect(out.status.status).toBe('provider_live');
    expect(fake.tokenRequests).toHaveLength(2);
  });

  it('honours Retry-After on 429 and succeeds on the retry', async () => {
    fake.searchScript.push({
      status: 429,
      headers: { 'retry-after': '1' },
      body: { errors: [{ errorId: 2001, message: 'Too many requests. The request limit has been reached for the resource.' }] },
    });
    const out = await provider().search(query);
    expect(out.status.status).toBe('provider_live');
    expect(slept).toEqual([1000]);
    expect(fake.searchRequests).toHaveLength(2);
  });

  it('retries 5xx with exponential backoff', async () => {
    fake.searchScript.push({ status: 503, body: {} }, { status: 500, body: { errors: [{ errorId: 10001, message: 'internal' }] } });
    const out = await provider().search(query);
    expect(out.status.status).toBe('provider_live');
    expect(slept).toEqual([200, 400]);
  });

  it('reports unavailable when Retry-After is beyond the budget, without waiting', async () => {
    fake.searchScript.push({ status: 429, headers: { 'retry-after': '120' }, body: { errors: [{ errorId: 2001, message: 'Too many requests' }] } });
    const started = performance.now();
    const out = await provider().search(query);
    expect(out.status.status).toBe('unavailable');
    expect(out.status.message).toMatch(/HTTP 429; retrying after 120 s would exceed the 15000 ms budget/);
    expect(out.listings).toEqual([]);
    expect(performance.now() - started).toBeLessThan(CONTENTION_SLACK_MS);
  });

  it('reports unavailable after persistent 5xx, naming the attempts', async () => {
    fake.searchScript.push({ status: 502 }, { status: 502 }, { status: 502 });
    const out = await provider().search(query);
    expect(out.status.status).toBe('unavailable');
    expect(out.status.message).toMatch(/search failed with HTTP 502/);
    expect(fake.searchRequests).toHaveLength(3);
  });

  it('times out a slow answer and reports unavailable', async () => {
    fake.searchScript.push({ status: 200, delayMs: 30_000 }, { status: 200, delayMs: 30_000 }, { status: 200, delayMs: 30_000 });
    const out = await provider({ timeoutMs: 150, budgetMs: 1000 }).search(query);
    expect(out.status.status).toBe('unavailable');
    expect(out.status.message).toMatch(/no answer within 150 ms/);
  });

  it('cuts an attempt short when the remaining budget is below the per-attempt timeout', async () => {
    fake.searchScript.push({ status: 200, delayMs: 30_000 });
    const started = performance.now();
    const out = await provider({ timeoutMs: 20_000, budgetMs: 400, maxRetries: 0 }).search(query);
    expect(out.status.status).toBe('unavailable');
    expect(out.status.message).toMatch(/no answer within/);
    expect(performance.now() - started).toBeLessThan(400 + CONTENTION_SLACK_MS);
  });

  it('reports unavailable for rejected credentials and a body in the wrong format', async () => {
    const wrong = await provider({ clientSecret: 'nope' }).search(query);
    expect(wrong.status.status).toBe('unavailable');
    expect(wrong.status.message).toMatch(/token request failed with HTTP 401 \(invalid_client: client authentication failed\)/);
    fake.searchScript.push({ status: 200, body: { itemSummaries: 'not a list' } });
    const garbled = await provider().search(query);
    expect(garbled.status.message).toMatch(/not in the expected item_summary format/);
  });

  it('is pending_credentials without credentials and makes no request', async () => {
    const out = await provider({ clientId: null, clientSecret: null }).search(query);
    expect(out.status.status).toBe('pending_credentials');
    expect(fake.tokenRequests).toHaveLength(0);
    expect(fake.searchRequests).toHaveLength(0);
  });

  it('reports unavailable when nothing listens at the base URL', async () => {
    const out = await provider({ baseUrl: 'http://127.0.0.1:9', budgetMs: 800 }).search(query);
    expect(out.status.status).toBe('unavailable');
    expect(out.status.message).toMatch(/network error/);
  });
});
