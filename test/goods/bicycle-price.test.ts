import { describe, expect, it } from 'vitest';
import { bicyclePrices } from '../../src/goods/data.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = '2026-11-27T12:00:00Z';

const check = async (title: string, priceUsd: number, condition?: string, description = 'Ridden on weekends, serviced every spring.') =>
  validateDeal({ title, description, price_usd: priceUsd, ...(condition ? { condition } : {}) }, depsWith([], { now: NOW }));
const priceOf = async (title: string, priceUsd: number, condition?: string, description?: string) =>
  (await check(title, priceUsd, condition, description)).price_vs_market;

describe('used-bicycle fit (used_bicycle_listings_v1)', () => {
  it('ships a fit with its error, condition effects in order, and the dataset rows of every model', () => {
    const { fit, models } = bicyclePrices();
    expect(fit.per_year).toBeLessThan(0);
    expect(fit.loo_rmse_ln).toBeGreaterThan(0);
    const c = fit.condition_effects;
    expect(c.new).toBeGreaterThan(c.like_new);
    expect(c.like_new).toBeGreaterThan(c.used_good);
    expect(c.used_good).toBeGreaterThan(c.used_fair);
    for (const model of models) expect(model.rows.length).toBeGreaterThanOrEqual(3);
  });

  it('prices a mountain bike named with its maker and model year, in several languages', async () => {
    for (const [title, description] of [
      ['Trek Remedy 8 from 2019, size 19.5', 'Fork serviced in March, tubeless tyres.'],
      ['Trek Remedy 8 Modell 2019, Rahmenhöhe L', 'Gabel im März gewartet, Reifen tubeless.'],
      ['VTT Trek Remedy 8 de 2019, taille L', 'Fourche révisée en mars, pneus tubeless.'],
    ] as const) {
      const price = await priceOf(title, 1100, 'used', description);
      expect(price.price_basis).toBe('used_price_model');
      const estimate = price.used_price_estimate;
      expect(estimate).toMatchObject({
        basis: 'model_estimate',
        model: 'used_bicycle_listings_v1',
        retail_price_kind: 'dataset_fitted_price',
        bicycle: { maker: 'Trek', model: 'Remedy', model_year: 2019 },
        vehicle: null,
      });
      expect(estimate?.retail_source?.url).toContain('github.com/Will-McCarthy/bike_data/blob/');
      expect(estimate?.low_usd).toBeLessThan(estimate?.value_usd ?? 0);
      expect(estimate?.high_usd).toBeGreaterThan(estimate?.value_usd ?? 0);
    }
  });

  it('an older bike, and one in worse condition, is worth less', async () => {
    const value = async (title: string, condition: string) => (await priceOf(title, 1500, condition)).used_price_estimate?.value_usd ?? 0;
    const base = await value('Specialized Turbo Levo Comp 2021', 'good');
    expect(await value('Specialized Turbo Levo Comp 2018', 'good')).toBeLessThan(base);
    expect(await value('Specialized Turbo Levo Comp 2021', 'fair, needs a service')).toBeLessThan(base);
    expect(await value('Specialized Turbo Levo Comp 2021', 'like new')).toBeGreaterThan(base);
  });

  it('says what is missing instead of guessing: the model year, or an age past the fit', async () => {
    const noYear = await priceOf('Trek Remedy 8, size L', 1100, 'used');
    expect(noYear.used_price_estimate).toBeNull();
    expect(noYear.model_identity.reason).toMatch(/Trek Remedy, but not its model year/);
    const old = await priceOf('2006 Trek Remedy, size L', 400, 'used');
    expect(old.used_price_estimate).toBeNull();
    expect(old.model_identity.reason).toMatch(/over 15 years old/);
  });

  it('a model word without its maker names no bike: ordinary words are model names too', async () => {
    const price = await priceOf('Commuter bike, Line frame, 2021', 300, 'used');
    expect(price.used_price_estimate?.bicycle ?? null).toBeNull();
  });

  it('a bike far under its estimate is implausible for a genuine one: bicycles are often stolen', async () => {
    const out = await check('Specialized Turbo Levo Comp 2021', 600, 'like new');
    expect(out.price_vs_market.used_price_estimate?.bicycle?.model).toBe('Turbo Levo');
    expect(out.price_vs_market.verdict).toBe('well_below_market_check_for_scam');
    expect(out.scam_risk_signals).toContain('price_implausible_for_item');
  });
});
