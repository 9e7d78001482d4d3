import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { detectCategory } from '../../src/goods/category.js';
import { classifyCondition, parseConditionPreferences } from '../../src/goods/condition.js';
import { goodsConfigFromEnv } from '../../src/goods/config.js';
import { defaultGeocoder } from '../../src/goods/geo.js';
import { priceVsMarket } from '../../src/goods/price-verdict.js';
import { retryAfterMs } from '../../src/goods/providers/http-retry.js';
import { findPhrase } from '../../src/goods/scam/patterns.js';
import { titleSimilarity } from '../../src/goods/similarity.js';
import { percentileRank, quantile } from '../../src/goods/stats.js';
import { informativeTerms } from '../../src/goods/text.js';
import { sameListingUrl } from '../../src/goods/validate.js';

describe('goods building blocks', () => {
  it('classifies condition text and refuses unknown preference words', () => {
    expect(['Brand new, sealed', 'Like New', 'Open box', 'Used - very good', 'Fair, heavy wear', 'For parts or not working', 'whatever'].map(classifyCondition)).toEqual([
      'new', 'like_new', 'like_new', 'used_good', 'used_fair', 'for_parts', 'unknown',
    ]);
    expect(parseConditionPreferences(['used', 'like new'])).toEqual(['used_good', 'used_fair', 'like_new']);
    expect(() => parseConditionPreferences(['shiny'])).toThrow(/condition_preferences: "shiny" is not a condition we recognise/);
  });

  it('picks categories that decide checks', () => {
    expect(detectCategory('iPhone 13 128GB')).toBe('electronics');
    expect(detectCategory('2015 Honda Civic LX')).toBe('vehicles');
    expect(detectCategory('Trek FX 3 hybrid bike')).toBe('bikes');
    expect(detectCategory('IKEA Kivik sofa')).toBe('furniture');
    expect(detectCategory('KitchenAid stand mixer')).toBe('generic');
  });

  it('title similarity rewards the item terms and discounts variants, accessories and colours', () => {
    const q = informativeTerms('iPhone 13 128GB');
    expect(titleSimilarity(q, 'Apple iPhone 13 128GB Midnight unlocked').score).toBe(1);
    expect(titleSimilarity(q, 'iPhone 13 Pro Max 128GB').score).toBeLessThan(0.75);
    expect(titleSimilarity(q, 'iPhone 13 128GB clear case').score).toBeLessThan(0.5);
    expect(titleSimilarity(q, 'iPhone 11 128GB').score).toBeLessThan(0.75);
    expect(titleSimilarity(informativeTerms('IKEA Kivik sofa dark gray'), 'IKEA Kivik sofa beige').score).toBeGreaterThanOrEqual(0.75);
  });

  it('prices fall into the documented bands', () => {
    const comps = [90, 95, 100, 105, 110];
    const verdict = (asked: number) => priceVsMarket(asked, comps).verdict;
    expect([50, 51, 84, 85, 115, 116].map(verdict)).toEqual(['well_below_market_check_for_scam', 'good_deal', 'good_deal', 'fair', 'fair', 'above_market']);
    expect(priceVsMarket(100, [100, 120]).verdict).toBe('insufficient_comps');
    const read = priceVsMarket(97, comps);
    expect(read).toMatchObject({ basis: 'model_estimate', comps_count: 5, median_usd: 100, p25_usd: 95, p75_usd: 105, iqr_usd: 10, percentile: 40, ratio_to_median: 0.97 });
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentileRank([1, 2, 3, 4], 2)).toBe(37.5);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('3', 0)).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeNull();
    expect(retryAfterMs(null, 0)).toBeNull();
  });

  it('matches listing URLs on host and path only', () => {
    expect(sameListingUrl('https://www.ebay.com/itm/123?hash=abc', 'https://ebay.com/itm/123/')).toBe(true);
    expect(sameListingUrl('https://ebay.com/itm/123', 'https://ebay.com/itm/124')).toBe(false);
  });

  it('ignores negated scam phrases', () => {
    expect(findPhrase('offPlatformPayment', 'No Zelle or Venmo please')).toBeNull();
    expect(findPhrase('offPlatformPayment', 'Venmo me and I hold it')).toBe('venmo');
    expect(findPhrase('deposit', 'no deposit needed')).toBeNull();
    expect(findPhrase('deposit', 'pay by zelle first')).toBe('pay by zelle first');
    expect(findPhrase('shippingOnly', 'No shipping, local pickup only')).toBeNull();
  });

  it('geocodes US cities with a state, ZIP codes and coordinates; refuses the ambiguous', () => {
    expect(defaultGeocoder('Austin, TX')?.point?.lat).toBeCloseTo(30.27, 1);
    expect(defaultGeocoder('78701')).toMatchObject({ point: null, postalCode: '78701' });
    expect(defaultGeocoder('45.5,-122.6')?.point).toEqual({ lat: 45.5, lon: -122.6 });
    expect(defaultGeocoder('Springfield')).toBeNull();
  });

  it('reads its configuration from the environment map with defaults and checks', () => {
    const config = goodsConfigFromEnv({});
    expect(config.marketplaceA).toMatchObject({ clientId: null, baseUrl: 'https://api.ebay.com', marketplaceId: 'EBAY_US', timeoutMs: 4000, budgetMs: 10000, maxRetries: 2 });
    expect(config.marketplaceB.snapshotDir).toMatch(/data\/goods\/snapshots\/?$/);
    expect(() => goodsConfigFromEnv({ MARKETPLACE_A_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => goodsConfigFromEnv({ MARKETPLACE_A_TIMEOUT_MS: '5' })).toThrow(/MARKETPLACE_A_TIMEOUT_MS must be an integer >= 100/);
  });
});
