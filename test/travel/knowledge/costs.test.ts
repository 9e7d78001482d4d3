import { describe, expect, it } from 'vitest';
import { monthDays } from '../../../src/travel/knowledge/calendars/index.js';
import { loadKnowledgeBase } from '../../../src/travel/knowledge/index.js';
import { skiPasses } from '../../../src/travel/knowledge/models/ski-passes.js';
import { entryFees, entryFeeTable, EntryFeeSchema, permitsAsked } from '../../../src/travel/knowledge/models/entry-fees.js';
import { compileSchema } from '../../helpers/schema.js';
import { basisForRecord, costBasis, LEISURE_COST_MODEL, tierRates, tiersFromBasis } from '../../../src/travel/knowledge/models/tiers.js';

/**
 * leisure_cost_model_v1: per-diem ceilings calibrated to leisure tiers by price level, the
 * month's seasonal row, long stays and event demand; safari parks priced by their own model.
 */
const kb = loadKnowledgeBase();
const record = (id: string) => basisForRecord(kb.byId(id)!);
const nights = (start: string, end: string) => monthDays({ start, end });

describe('leisure cost tiers', () => {
  it('calibrates a business-travel ceiling down to a midrange leisure rate, more so where prices are low', () => {
    const paris = tierRates(record('paris'), 'mid');
    expect(paris.lodging_per_night_usd).toBeGreaterThanOrEqual(150);
    expect(paris.lodging_per_night_usd).toBeLessThanOrEqual(330);
    expect(paris.lodging_per_night_usd).toBeLessThan(record('paris').ceiling_annual);
    const chiangMai = record('chiang-mai');
    expect(tierRates(chiangMai, 'mid').lodging_per_night_usd / chiangMai.ceiling_annual).toBeLessThan(
      paris.lodging_per_night_usd / record('paris').ceiling_annual,
    );
    expect(tierRates(record('moab-arches'), 'mid').lodging_per_night_usd).toBe(record('moab-arches').ceiling_annual);
  });

  it('orders budget < mid < luxury for lodging and daily spend in every curated record', () => {
    const bad = kb.destinations.filter((d) => {
      const t = tiersFromBasis(basisForRecord(d));
      return !(
        t.budget.lodging_per_night_usd < t.mid.lodging_per_night_usd &&
        t.mid.lodging_per_night_usd < t.luxury.lodging_per_night_usd &&
        t.budget.daily_spend_usd < t.mid.daily_spend_usd &&
        t.mid.daily_spend_usd < t.luxury.daily_spend_usd
      );
    });
    expect(bad.map((d) => d.id)).toEqual([]);
  });

  it('prices the travel month from the seasonal per-diem row (Moab in October: the 221 USD row)', () => {
    const moab = record('moab-arches');
    const october = tierRates(moab, 'mid', { month_nights: nights('2026-10-05', '2026-10-09'), nights: 4 });
    const january = tierRates(moab, 'mid', { month_nights: nights('2027-01-05', '2027-01-09'), nights: 4 });
    expect(october.lodging_per_night_usd).toBe(221);
    expect(january.lodging_per_night_usd).toBe(110);
    expect(october.adjustments[0]).toMatch(/seasonal per-diem rate/);
    const mixed = tierRates(moab, 'mid', {
      month_nights: new Map([
        [9, 2],
        [11, 2],
      ]),
    });
    expect(mixed.lodging_per_night_usd).toBe(Math.round((221 * 2 + 110 * 2) / 4));
  });

  it('prices a month as a monthly rental, a fortnight a little lower, and event demand higher', () => {
    const basis = record('chiang-mai');
    const week = tierRates(basis, 'budget', { nights: 6 });
    const month = tierRates(basis, 'budget', { nights: 29 });
    expect(month.lodging_per_night_usd).toBe(Math.round(tierRates(basis, 'budget').lodging_per_night_usd * LEISURE_COST_MODEL.long_stay.monthly_lodging));
    expect(month.lodging_per_night_usd).toBeLessThanOrEqual(45);
    expect(month.daily_spend_usd).toBeLessThan(week.daily_spend_usd);
    expect(tierRates(basis, 'budget', { nights: 14 }).lodging_per_night_usd).toBeLessThan(week.lodging_per_night_usd);
    const oktoberfest = { factor: 1.6, note: 'lodging x1.6 while Oktoberfest fills the place (event_demand_model_v1)' };
    expect(tierRates(record('munich'), 'mid', { nights: 5, demand: oktoberfest }).adjustments).toContain(oktoberfest.note);
    expect(tierRates(record('munich'), 'mid', { nights: 5, demand: oktoberfest }).lodging_per_night_usd).toBe(
      Math.round(tierRates(record('munich'), 'mid', { nights: 5 }).lodging_per_night_usd * 1.6),
    );
  });

  it('prices safari parks as full-board camps and keeps the per-diem row for towns', () => {
    expect(record('serengeti-ngorongoro').kind).toBe('safari');
    expect(tierRates(record('serengeti-ngorongoro'), 'mid').lodging_per_night_usd).toBe(420);
    expect(record('zanzibar').kind).toBe('foreign');
    expect(costBasis('KE', 'Amboseli', null, false, { safari: true }).kind).toBe('safari');
    expect(costBasis('FR', 'Paris', null, false, { safari: true }).kind).toBe('foreign');
  });

  it('names the model, the per-diem row and the price level in the provenance', () => {
    const t = tiersFromBasis(record('paris'));
    expect(t.mid.provenance).toMatchObject({ tier: 'model_estimate', model: 'leisure_cost_model_v1', as_of: '2026-04-01' });
    expect(t.mid.provenance.source).toMatch(
      /row FRANCE \/ Paris; business-travel ceiling 511 USD lodging, 173 USD M&IE; World Bank price level ratio 0\.727 \(2023\)/,
    );
    expect(costBasis('TW', 'Taipei', null, false).price_level.year).toBeNull();
  });
});

describe('ski_pass_model_v1', () => {
  it("counts skiing days less arrival and departure, children at 60%, at the country's day-ticket price", () => {
    expect(skiPasses('CA', 4, 0, 7)).toMatchObject({ usd: 4 * 5 * 150 });
    expect(skiPasses('CH', 2, 2, 6).usd).toBe(Math.round(85 * 4 * 3.2));
    expect(skiPasses('XX', 1, 0, 2).usd).toBe(70);
  });
});

describe('entry_fee_model_v1', () => {
  const at = (country: string, lat: number, lon: number) => ({ id: 'x', country, admin1: null, lat, lon });

  it('validates every fee record against its schema', () => {
    const validate = compileSchema(EntryFeeSchema);
    const invalid = entryFeeTable()
      .fees.map((f) => ({ id: f.id, ok: validate({ ...f }) }))
      .filter((x) => !x.ok);
    expect(invalid.map((x) => x.id)).toEqual([]);
  });

  it('charges per night or per trip, children at their share, and nothing where no fee applies', () => {
    expect(entryFees(at('BT', 27.43, 89.42), 2, 0, 6, [])?.usd).toBe(2 * 6 * 100);
    expect(entryFees(at('BT', 27.43, 89.42), 2, 2, 6, [])?.usd).toBe(3 * 6 * 100);
    expect(entryFees(at('EC', -0.74, -90.31), 2, 0, 6, [])?.usd).toBe(2 * 220);
    expect(entryFees(at('EC', -0.74, -90.31), 1, 0, 6, [])?.note).toMatch(/Galapagos National Park entrance fee .*entry_fee_model_v1/);
    expect(entryFees(at('EC', -0.18, -78.47), 2, 0, 6, [])).toBeNull();
  });

  it("prices an activity's permit only for a request that names the activity, and no child, who may not trek", () => {
    const asked = permitsAsked('Bonjour, nous rêvons de voir les gorilles de montagne en juillet, Rwanda ou Ouganda ?');
    expect(asked).toEqual(['gorilla-permit-rwanda', 'gorilla-permit-uganda']);
    expect(entryFees(at('RW', -1.5, 29.6), 2, 1, 5, asked)?.usd).toBe(2 * 1500);
    expect(entryFees(at('UG', -1.05, 29.7), 2, 0, 5, asked)?.usd).toBe(2 * 800);
    expect(entryFees(at('RW', -1.5, 29.6), 2, 0, 5, permitsAsked('A week in Rwanda in July'))).toBeNull();
  });
});
