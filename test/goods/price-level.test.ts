import { describe, expect, it } from 'vitest';
import { depreciation } from '../../src/goods/data.js';
import { readFor } from '../../src/goods/item.js';
import { fitPriceLevel, priceLevelFor } from '../../src/goods/price-level.js';
import { modelIdentity, usedPriceEstimate } from '../../src/goods/used-price.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const source = { name: 'test', url: 'https://example.org/', as_of: '2026-11-28' };
const pair = (us: number, local: number) => ({ item: 'x', curve: 'c', us_price_usd: us, local_price: local, currency: 'EUR', source });

describe("a market's price level in the used-price model", () => {
  it('is the geometric mean of local over US list prices, with each pair predicted by the others as its error', () => {
    const fit = fitPriceLevel([pair(100, 100), pair(100, 120), pair(200, 250)]);
    const logs = [0, Math.log(1.2), Math.log(1.25)];
    expect(fit?.logMean).toBeCloseTo((logs[0]! + logs[1]! + logs[2]!) / 3, 9);
    const errors = logs.map((l) => l - (logs.reduce((a, b) => a + b, 0) - l) / 2);
    expect(fit?.looRmse).toBeCloseTo(Math.sqrt(errors.reduce((a, e) => a + e * e, 0) / 3), 9);
    expect(fitPriceLevel([pair(100, 120)])).toEqual({ logMean: Math.log(1.2), pairs: 1, looRmse: null });
    expect(fitPriceLevel([])).toBeNull();
  });

  it("reads a kind's gap only from documented items of that kind; none for the US or an unknown market", () => {
    const consoles = priceLevelFor('DE', 'game_console');
    expect(consoles).toMatchObject({ currency: 'EUR', basis: 'same_kind' });
    expect(consoles?.localPerUsPrice).toBeCloseTo(1, 6);
    const euro = depreciation().price_levels.filter((p) => p.currency === 'EUR');
    const watch = euro.filter((p) => p.curve === 'smartwatch');
    expect(watch).toHaveLength(1);
    const smartwatch = priceLevelFor('IT', 'smartwatch');
    expect(smartwatch).toMatchObject({ basis: 'same_kind', pairs: 1 });
    expect(smartwatch?.localPerUsPrice).toBeCloseTo((watch[0]?.local_price ?? 0) / (watch[0]?.us_price_usd ?? 1), 9);
    expect(smartwatch?.looRmse).toBeGreaterThan(0);
    const headphones = priceLevelFor('FR', 'headphones');
    expect(headphones).toMatchObject({ basis: 'kind_undocumented', localPerUsPrice: 1, pairs: 0 });
    expect(headphones?.factor).toBeCloseTo(headphones?.usdPerUnit ?? 0, 9);
    const kinds = [...new Set(euro.map((p) => p.curve))].map((curve) => {
      const logs = euro.filter((p) => p.curve === curve).map((p) => Math.log(p.local_price / p.us_price_usd));
      return logs.reduce((a, b) => a + b, 0) / logs.length;
    });
    expect(headphones?.looRmse).toBeCloseTo(Math.sqrt(kinds.reduce((a, l) => a + l * l, 0) / kinds.length), 9);
    expect(priceLevelFor('GB', 'laptop_apple')?.basis).toBe('same_kind');
    expect(priceLevelFor('US', 'phone_apple')).toBeNull();
    expect(priceLevelFor('JP', 'phone_apple')).toBeNull();
    expect(priceLevelFor(null, 'phone_apple')).toBeNull();
  });

  it('moves the estimate to the market of the listing, in a wider range, and says so', () => {
    const model = modelIdentity(readFor('iPhone 14 128GB', 'electronics'), 'iPhone 14 128GB', 'electronics');
    const us = usedPriceEstimate(model, 'used_good', NOW);
    const de = usedPriceEstimate(model, 'used_good', NOW, 'DE');
    expect(us?.price_level).toBeNull();
    expect(de?.price_level).toMatchObject({ country: 'DE', currency: 'EUR', basis: 'same_kind' });
    expect(de?.value_usd).toBeCloseTo((us?.value_usd ?? 0) * (de?.price_level?.factor ?? 0), -1);
    expect((de?.high_usd ?? 0) / (de?.low_usd ?? 1)).toBeGreaterThan((us?.high_usd ?? 0) / (us?.low_usd ?? 1));
  });

  it('applies no gap to a kind none is documented for, and widens its fair range by the spread of the documented kinds', () => {
    const model = modelIdentity(readFor('Fujifilm X-T4 body', 'cameras'), 'Fujifilm X-T4 body', 'cameras');
    const us = usedPriceEstimate(model, 'used_good', NOW);
    const de = usedPriceEstimate(model, 'used_good', NOW, 'DE');
    const level = de?.price_level;
    expect(level).toMatchObject({ basis: 'kind_undocumented', local_per_us_price: 1 });
    expect(de?.value_usd).toBeCloseTo((us?.value_usd ?? 0) * (level?.usd_per_unit ?? 0), -1);
    const widening = (de?.high_usd ?? 0) / (de?.low_usd ?? 1) / ((us?.high_usd ?? 0) / (us?.low_usd ?? 1));
    const halfWidth = (error: number) => Math.hypot(Math.log(depreciation().fair_band.high), error);
    const kind = us?.calibration.error_ln ?? 0;
    expect(de?.error_ln).toBeCloseTo(Math.hypot(kind, level?.leave_one_out_rmse ?? 0), 2);
    expect(Math.log(widening)).toBeCloseTo(2 * (halfWidth(de?.error_ln ?? 0) - halfWidth(kind)), 1);
  });

  it("reads the market from the listing's location in a deal validation", async () => {
    const deps = depsWith([], { now: NOW.toISOString() });
    const request = { title: 'Nintendo Switch OLED', description: 'Works well, with dock.', price_usd: 260 };
    const inCologne = await validateDeal({ ...request, location: 'Köln' }, deps);
    const inAustin = await validateDeal({ ...request, location: 'Austin, TX' }, deps);
    expect(inCologne.price_vs_market.used_price_estimate?.price_level?.country).toBe('DE');
    expect(inCologne.price_vs_market.explanation).toMatch(/EUR market \(DE\)/);
    expect(inAustin.price_vs_market.used_price_estimate?.price_level).toBeNull();
  });
});
