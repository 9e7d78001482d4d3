import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoodsSearchResponse, DealValidationResponse, type SnapshotListing } from '../../src/contracts/goods.js';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/goods/config.js';
import { createMarketplaceA } from '../../src/goods/providers/marketplace-a.js';
import { realRetryDeps } from '../../src/net/http-retry.js';
import { SnapshotFolder } from '../../src/goods/snapshots/store.js';
import { searchGoods } from '../../src/goods/search.js';
import { validateDeal } from '../../src/goods/validate.js';
import { itemSummary, startFakeMarketplaceA, type FakeMarketplaceA } from './fake-marketplace-a.js';
import { compileSchema } from '../helpers/schema.js';
import { depsWith, snapshotHeader, snapshotOf } from './support.js';

const validSearch = compileSchema(GoodsSearchResponse);
const validDeal = compileSchema(DealValidationResponse);

const AUSTIN = { label: 'Austin, TX', country: 'US', lat: 30.2672, lon: -97.7431 };
const PORTLAND = { label: 'Portland, OR', country: 'US', lat: 45.5152, lon: -122.6784 };
const bike = (id: string, title: string, price: number, extra: Partial<SnapshotListing> = {}): SnapshotListing => ({
  id,
  title,
  description: 'Serial registered, tuned up last month. Meet at the shop.',
  price: { value: price, currency: 'USD' },
  condition: 'Used - good',
  location: AUSTIN,
  seller: { seller_id: `s-${id}`, feedback_score: 20, account_age_days: 500 },
  url: `https://shop.example/l/${id}`,
  listed_at: '2026-11-10T00:00:00Z',
  image_urls: [`https://img.shop.example/${id}.jpg`],
  ...extra,
});

const listings: SnapshotListing[] = [
  bike('a', 'Trek FX 3 Disc hybrid bike', 600),
  bike('b', 'Trek FX 3 Disc hybrid bike', 605, { seller: { seller_id: 's-a', feedback_score: 20, account_age_days: 500 }, listed_at: '2026-11-12T00:00:00Z' }),
  bike('c', 'Trek FX 3 Disc', 650, { location: PORTLAND }),
  bike('d', 'Trek FX 3 Disc with fenders', 700, { description: 'Carbon fork, fenders and rack.' }),
  bike('e', 'Trek FX 3 Disc', 400, { condition: 'Fair, heavy wear' }),
  bike('f', 'Trek FX 3 Disc e-bike conversion', 900, { description: 'Has a motor kit installed.' }),
  bike('g', 'Trek FX 3 Disc', 120, { description: 'Pay by Zelle first, I will ship it.' }),
  bike('h', 'Trek bike pump and lock', 40),
  bike('i', 'Trek FX 3 Disc', 610, { price: { value: 560, currency: 'EUR' } }),
];
const deps = depsWith([snapshotOf(snapshotHeader(), listings)]);
const ids = (r: { listings: Array<{ listing_id: string }> }) => r.listings.map((l) => l.listing_id.replace('marketplace_b:test-snap:', '')).sort();

describe('searchGoods over an authorized snapshot', () => {
  it('keeps relevant listings, merges near-duplicates and validates against the schema', async () => {
    const out = await searchGoods({ item_query: 'Trek FX 3 Disc' }, deps);
    expect(validSearch(out), JSON.stringify(validSearch.errors)).toBe(true);
    expect(ids(out)).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'i']);
    const merged = out.listings.find((l) => l.listing_id.endsWith(':b'));
    expect(merged?.duplicate_listing_ids).toEqual(['marketplace_b:test-snap:a']);
    expect(out.deal_summary).toMatchObject({ duplicates_removed: 1, filtered_out: { not_relevant: 1 }, priced_listing_count: 6 });
    expect(out.listings.find((l) => l.listing_id.endsWith(':i'))).toMatchObject({ price_usd: null, price: { currency: 'EUR' } });
    expect(out.deal_summary.flagged_listing_ids).toEqual(['marketplace_b:test-snap:g']);
    expect(out.listings.find((l) => l.listing_id.endsWith(':g'))?.scam_risk_signals).toEqual([
      'off_platform_payment',
      'price_far_below_market',
      'deposit_before_inspection',
    ]);
    expect(out.deal_summary.best_value_listing_ids[0]).toBe('marketplace_b:test-snap:e');
    expect(out.listings.every((l) => l.evidence_label === 'marketplace_b_authorized_snapshot' && !l.demo_data)).toBe(true);
  });

  it('applies price, radius, condition, must_have and avoid, and counts what each removed', async () => {
    const out = await searchGoods(
      {
        item_query: 'Trek FX 3 Disc',
        location: 'Austin, TX',
        radius_miles: 50,
        min_price_usd: 300,
        max_price_usd: 800,
        condition_preferences: ['good', 'like new'],
        must_have: ['disc'],
        avoid: ['motor'],
      },
      deps,
    );
    expect(ids(out)).toEqual(['b', 'd']);
    expect(out.deal_summary.filtered_out).toEqual({ not_relevant: 1, price: 3, radius: 1, condition: 1, must_have: 0, avoid: 0 });
    expect(out.listings.every((l) => l.distance_basis === 'computed_from_coordinates' && l.distance_miles === 0)).toBe(true);
    const avoid = await searchGoods({ item_query: 'Trek FX 3 Disc', avoid: ['fenders'] }, deps);
    expect(avoid.deal_summary.filtered_out).toMatchObject({ must_have: 0, avoid: 1 });
    expect(ids(avoid)).not.toContain('d');
    const must = await searchGoods({ item_query: 'Trek FX 3 Disc', must_have: ['tuned up'] }, deps);
    expect(must.deal_summary.filtered_out).toMatchObject({ must_have: 3, avoid: 0 });
    expect(ids(must)).toEqual(['b', 'c', 'e', 'i']);
  });

  it('reads price, radius and place from user_request when the fields are absent', async () => {
    const out = await searchGoods({ user_request: 'looking for a Trek FX 3 Disc under $650 within 30 miles of Portland, OR' }, deps);
    expect(out.interpreted_request).toMatchObject({
      query: 'trek fx 3 disc',
      max_price_usd: 650,
      radius_miles: 30,
      location: 'Portland, OR',
      location_resolved: { label: 'Portland, OR' },
    });
    expect(ids(out)).toEqual(['c']);
    expect(out.interpreted_request.notes).toEqual([
      'max_price_usd read from user_request.',
      'radius_miles read from user_request.',
      'location read from user_request.',
    ]);
  });

  it('keeps listings whose distance cannot be computed, and says how many', async () => {
    const out = await searchGoods({ item_query: 'Trek FX 3 Disc', location: '78701', radius_miles: 5 }, deps);
    expect(out.deal_summary.distance_unchecked_count).toBe(out.listings.length);
    expect(out.interpreted_request.notes[0]).toMatch(/ZIP code has no coordinates/);
  });

  it('labels the shipped demo snapshot as demo data in listings, statuses and warnings', async () => {
    const demo = depsWith(new SnapshotFolder(DEFAULT_SNAPSHOT_DIR).load().snapshots);
    const out = await searchGoods({ item_query: 'Nintendo Switch OLED' }, demo);
    expect(out.listings.length).toBeGreaterThan(2);
    expect(out.listings.every((l) => l.demo_data)).toBe(true);
    expect(out.provider_statuses[1]).toMatchObject({ provider: 'marketplace_b', status: 'sandbox' });
    expect(out.warnings.join(' ')).toMatch(/demo snapshot shipped with svc: synthetic examples, not real offers/);
  });
});

describe('validateDeal comparables', () => {
  it('compares an item sold for parts only with other for-parts listings', async () => {
    const out = await validateDeal({ title: 'Trek FX 3 Disc', description: 'For parts: bent frame, no wheels.', condition: 'For parts', price_usd: 100 }, deps);
    expect(out.comps.summary).toMatchObject({ comps_count: 0, condition_basis: 'same_condition_class' });
    expect(out.price_vs_market.verdict).toBe('insufficient_comps');
    expect(out.scam_risk_signals).not.toContain('price_far_below_market');
  });

  it('leaves listings with scam signals out of the comparables and counts them', async () => {
    const out = await validateDeal({ title: 'Trek FX 3 Disc', description: 'Tuned up, meet at the shop.', price_usd: 620 }, deps);
    const ids = out.comps.listings.map((l) => l.listing_id.replace('marketplace_b:test-snap:', ''));
    expect(ids).not.toContain('g');
    expect(out.comps.summary.excluded.scam_signals).toBeGreaterThanOrEqual(1);
    expect(out.price_vs_market.comps_price_kind).toBe('asking_prices_of_active_listings');
  });
});

describe('provider fallback when marketplace_a fails', () => {
  let fake: FakeMarketplaceA;
  beforeAll(async () => {
    fake = await startFakeMarketplaceA([itemSummary('9', 'Trek FX 3 Disc hybrid', 640)]);
  });
  afterAll(async () => fake.close());
  const withA = () =>
    depsWith([snapshotOf(snapshotHeader(), listings)], {
      marketplaceA: createMarketplaceA(
        {
          clientId: fake.clientId,
          clientSecret: fake.clientSecret,
          baseUrl: fake.url,
          marketplaceId: 'EBAY_US',
          timeoutMs: 5000,
          budgetMs: 15_000,
          maxRetries: 1,
        },
        { ...realRetryDeps(fetch), sleep: async () => undefined, now: () => new Date('2026-11-20T12:00:00Z') },
      ),
    });

  it('uses both providers when marketplace_a answers', async () => {
    const out = await validateDeal({ title: 'Trek FX 3 Disc', price_usd: 600, condition: 'used' }, withA());
    expect(validDeal(out), JSON.stringify(validDeal.errors)).toBe(true);
    expect(out.provider_statuses.map((s) => s.status)).toEqual(['provider_live', 'provider_live']);
    expect(out.comps.listings.some((l) => l.provider === 'marketplace_a' && l.evidence_label === 'marketplace_a_provider_listing')).toBe(true);
    expect(out.warnings).toEqual([]);
  });

  it('search and validation still answer from marketplace_b and heuristics on 429, and say so', async () => {
    const limited = { status: 429, headers: { 'retry-after': '60' }, body: { errors: [{ errorId: 2001, message: 'Too many requests' }] } };
    fake.searchScript.push(limited);
    const search = await searchGoods({ item_query: 'Trek FX 3 Disc' }, withA());
    expect(validSearch(search)).toBe(true);
    expect(search.provider_statuses[0]).toMatchObject({ provider: 'marketplace_a', status: 'unavailable', message: expect.stringMatching(/HTTP 429/) });
    expect(search.listings.length).toBeGreaterThan(0);
    expect(search.warnings).toContain('marketplace_a unavailable: results come from marketplace_b and svc heuristics only.');

    fake.searchScript.push(limited);
    const deal = await validateDeal({ title: 'Trek FX 3 Disc', price_usd: 610, condition: 'used' }, withA());
    expect(validDeal(deal)).toBe(true);
    expect(deal.provider_statuses[0]!.status).toBe('unavailable');
    expect(deal.price_vs_market.verdict).toBe('fair');
    expect(deal.warnings).toContain('marketplace_a unavailable: results come from marketplace_b and svc heuristics only.');
  });

  it('with no provider answering, the verdict rests on heuristics and says so', async () => {
    const none = depsWith([]);
    const out = await validateDeal({ title: 'Trek FX 3 Disc - pay with gift cards', price_usd: 300 }, none);
    expect(validDeal(out)).toBe(true);
    expect(out.price_vs_market.verdict).toBe('insufficient_comps');
    expect(out.scam_risk_signals).toEqual(['wire_gift_card_or_crypto_payment']);
    expect(out.deal_validation.verdict).toBe('likely_scam_do_not_pay');
    expect(out.warnings.join(' ')).toMatch(/no provider answered: results rest on svc heuristics only/);
    expect(out.missing_checks[0]).toMatch(/No description or listing_url was given/);
    expect(out.deal_validation.evidence).toEqual({ listing_text: 'title_only', price_check: 'none' });
    expect(out.missing_checks.some((m) => m.startsWith('Not checked by svc: New seller account without feedback'))).toBe(true);
    expect(out.truth_boundaries).toEqual({
      svc_checkout_supported: false,
      svc_escrow_supported: false,
      seller_identity_verified_by_svc: false,
      availability_guaranteed: false,
    });
  });
});
