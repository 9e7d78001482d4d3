import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { itemSummary, startFakeMarketplaceA, type FakeMarketplaceA } from './fake-marketplace-a.js';

const SEARCH = '/api/v1/goods/search';
const VALIDATE = '/api/v1/goods/deal/validate';
const json = { 'content-type': 'application/json' };
const FALSE_TRUTH = { svc_checkout_supported: false, svc_escrow_supported: false, seller_identity_verified_by_svc: false, availability_guaranteed: false };

describe.each(DIALECTS)('used goods over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let fake: FakeMarketplaceA;
  let key: string;
  beforeAll(async () => {
    fake = await startFakeMarketplaceA([itemSummary('501', 'Apple iPhone 13 128GB Unlocked', 405), itemSummary('502', 'iPhone 13 128GB Green', 389)]);
    server = await startServer({
      dialect,
      env: {
        BODY_LIMIT_BYTES: '8192',
        MARKETPLACE_A_CLIENT_ID: fake.clientId,
        MARKETPLACE_A_CLIENT_SECRET: fake.clientSecret,
        MARKETPLACE_A_BASE_URL: fake.url,
        MARKETPLACE_A_BUDGET_MS: '1500',
      },
    });
    key = await server.activate();
    const me = await server.request('GET', '/api/v1/account/me', { key });
    await server.store.accounts.setPlan(me.body.account.id, 'pro');
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('searches both providers (body checked against /openapi.json by the harness)', async () => {
    const res = await server.request('POST', SEARCH, { key, body: { item_query: 'iPhone 13 128GB', location: 'Austin, TX', max_price_usd: 500 } });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('used_goods_search_v0');
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    expect(res.body.provider_statuses.map((s: { provider: string; status: string }) => `${s.provider}:${s.status}`)).toEqual([
      'marketplace_a:provider_live',
      'marketplace_b:sandbox',
    ]);
    const providers = new Set(res.body.listings.map((l: { provider: string }) => l.provider));
    expect(providers).toEqual(new Set(['marketplace_a', 'marketplace_b']));
    expect(res.body.truth_boundaries).toEqual(FALSE_TRUTH);
  });

  it('validates a deal and still answers, saying so, when marketplace_a fails', async () => {
    fake.searchScript.push({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await server.request('POST', VALIDATE, {
      key,
      body: { title: 'iPhone 13 128GB - price is firm, zelle only', price_usd: 150, listing_url: 'https://marketplace-b.example/listings/ip13-09' },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('used_goods_deal_validation_v0');
    expect(res.body.provider_statuses[0]).toMatchObject({ provider: 'marketplace_a', status: 'unavailable' });
    expect(res.body.warnings.join(' ')).toMatch(/marketplace_a unavailable: results come from marketplace_b and svc heuristics only/);
    expect(res.body.deal_validation.verdict).toBe('likely_scam_do_not_pay');
    expect(res.body.scam_risk_signals).toContain('off_platform_payment');
    expect(res.body.truth_boundaries).toEqual(FALSE_TRUTH);
  });

  it('requires a bearer key', async () => {
    const res = await server.request('POST', VALIDATE, { body: { title: 'iPhone 13', price_usd: 100 } });
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  const bad: Array<[string, string, { body?: unknown; raw?: string }, number, RegExp]> = [
    ['malformed JSON', SEARCH, { raw: '{"item_query": "iphone' }, 400, /not valid JSON/],
    ['unknown field', SEARCH, { body: { item_query: 'iphone 13', seller_rating: 5 } }, 400, /unknown field "seller_rating"/],
    ['wrong type', VALIDATE, { body: { title: 'iphone 13', price_usd: '150' } }, 400, /price_usd must be number/],
    ['missing price', VALIDATE, { body: { title: 'iphone 13' } }, 400, /price_usd/],
    ['neither title nor item_query', VALIDATE, { body: { price_usd: 10 } }, 400, /Supply title or item_query/],
    ['neither item_query nor user_request', SEARCH, { body: { location: 'Austin, TX' } }, 400, /Supply item_query or user_request/],
    ['unknown provider', SEARCH, { body: { item_query: 'iphone 13', providers: ['craigslist'] } }, 400, /providers/],
    ['unrecognised condition', SEARCH, { body: { item_query: 'iphone 13', condition_preferences: ['shiny'] } }, 400, /condition_preferences: "shiny"/],
    [
      'inverted price range',
      SEARCH,
      { body: { item_query: 'iphone 13', min_price_usd: 500, max_price_usd: 100 } },
      400,
      /min_price_usd \(500\) is above max_price_usd \(100\)/,
    ],
    ['bad listing_url', VALIDATE, { body: { title: 'iphone 13', price_usd: 10, listing_url: 'not a url' } }, 400, /listing_url/],
    ['oversized body', SEARCH, { body: { item_query: 'iphone', user_request: 'x'.repeat(9000) } }, 413, /larger than the limit/],
  ];

  it.each(bad)('rejects %s with exactly {"error": ...}', async (_name, path, input, status, message) => {
    const res = await server.request('POST', path, { key, headers: json, ...input });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('is described in /openapi.json with operationIds, tag and bearer security', async () => {
    const res = await server.request('GET', '/openapi.json');
    for (const [path, id] of [
      [SEARCH, 'searchUsedGoods'],
      [VALIDATE, 'validateUsedGoodsDeal'],
    ] as const) {
      const op = res.body.paths[path].post;
      expect(op.operationId).toBe(id);
      expect(op.tags).toEqual(['goods']);
      expect(op.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '429']));
    }
  });
});
