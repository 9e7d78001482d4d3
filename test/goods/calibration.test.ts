import { describe, expect, it } from 'vitest';
import type { UsedPriceEstimate } from '../../src/contracts/goods.js';
import { calibrationFor, farUnderRange, fairRange, tooWideToCall } from '../../src/goods/calibration.js';
import { depreciation, usedPriceCalibration } from '../../src/goods/data.js';
import { readFor } from '../../src/goods/item.js';
import { priceVsMarket, type PriceContext } from '../../src/goods/price-verdict.js';
import { modelIdentity, usedPriceEstimate } from '../../src/goods/used-price.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = new Date('2026-11-27T12:00:00Z');
const estimateOf = (title: string) => usedPriceEstimate(modelIdentity(readFor(title, 'electronics'), title, 'electronics'), 'used_good', NOW);

const context = (estimate: UsedPriceEstimate): PriceContext => ({
  reference: null,
  identity: { strong: true, record_id: 'x', reason: 'test' },
  estimate,
  notWorking: false,
  riskyTerms: [],
});

describe('used-price estimates calibrated per kind against experts’ values', () => {
  it('moves a kind whose estimates ran low up by its measured bias, and names the calibration', () => {
    const file = usedPriceCalibration();
    const android = file.curves['phone_android'];
    expect(android?.bias_ln).toBeLessThan(0);
    const estimate = estimateOf('Samsung Galaxy S23 Ultra 256GB');
    expect(estimate?.calibration).toMatchObject({ cases: android?.cases, error_ln: android?.error_ln, as_of: file.as_of });
    expect(estimate?.calibration.factor).toBeCloseTo(Math.exp(-(android?.bias_ln ?? 0)), 2);
    expect(estimate?.calibration.factor).toBeGreaterThan(1);
  });

  it('a kind no case measured takes the pooled error and no bias', () => {
    const unmeasured = calibrationFor('no_such_curve');
    expect(unmeasured).toMatchObject({ factor: 1, cases: 0, error_ln: usedPriceCalibration().pooled.error_ln });
  });

  it("widens the fair range with the estimate's error: a kind that scatters more gets a wider range", () => {
    const narrow = fairRange(1000, { factor: 1, error_ln: 0.1, cases: 10, as_of: '2026-11-30' }, 0);
    const wide = fairRange(1000, { factor: 1, error_ln: 0.3, cases: 10, as_of: '2026-11-30' }, 0);
    expect(wide.low_usd).toBeLessThan(narrow.low_usd);
    expect(wide.high_usd).toBeGreaterThan(narrow.high_usd);
    expect(narrow.low_usd).toBeLessThan(1000 * depreciation().fair_band.low);
  });

  it('reads a price against the range: under the point but inside the range is fair, far under its low end is too low, and a range too wide gives no verdict', () => {
    const estimate = estimateOf('iPhone 15 Pro 128GB');
    if (!estimate) throw new Error('no estimate');
    const verdict = (asked: number, e: UsedPriceEstimate = estimate) => priceVsMarket(asked, [], 'asking_prices_of_active_listings', context(e)).verdict;
    expect(verdict(Math.round(estimate.value_usd * 0.85))).toBe('fair');
    expect(verdict(estimate.low_usd - 1)).toBe('good_deal');
    expect(farUnderRange(estimate.low_usd * 0.7, estimate)).toBe(true);
    expect(verdict(Math.round(estimate.low_usd * 0.7))).toBe('well_below_market_check_for_scam');
    expect(verdict(estimate.high_usd + 1)).toBe('above_market');
    const tooWide = { ...estimate, error_ln: depreciation().max_error_ln + 0.01 };
    expect(tooWideToCall(tooWide)).toBe(true);
    const read = priceVsMarket(estimate.high_usd + 1, [], 'asking_prices_of_active_listings', context(tooWide));
    expect(read).toMatchObject({ verdict: 'insufficient_comps', price_basis: 'none' });
  });

  it('a often-stolen item far under the low end of its range is a hard risk; inside its range it is not', async () => {
    const estimate = estimateOf('Sony WH-1000XM5');
    if (!estimate) throw new Error('no estimate');
    const ask = async (price: number) =>
      validateDeal(
        { title: 'Sony WH-1000XM5', price_usd: price, description: 'Used, works well, pickup in person.' },
        depsWith([], { now: NOW.toISOString() }),
      );
    const far = await ask(Math.round(estimate.low_usd * 0.7));
    expect(far.scam_risk_signals).toContain('price_implausible_for_item');
    expect(far.deal_validation.risk_level).toBe('high');
    const inside = await ask(estimate.low_usd + 1);
    expect(inside.scam_risk_signals).not.toContain('price_implausible_for_item');
    expect(inside.price_vs_market.verdict).toBe('fair');
  });
});
