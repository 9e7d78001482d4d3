import { describe, expect, it } from 'vitest';
import { LODGE_MODEL, lodgeRow, lodgeStay, type LodgeRow } from '../../../src/travel/knowledge/models/lodge-rates.js';
import { perDiemFor } from '../../../src/travel/knowledge/models/per-diem.js';
import { tierRates } from '../../../src/travel/knowledge/models/tiers.js';
import { analysis } from '../engine/engine.js';

/** lodge_rate_model_v1: resorts and remote lodges at their area's published rate, not at city per-diems. */
const perPerson: LodgeRow = {
  id: 'test',
  area: 'test lodges',
  countries: ['XX'],
  unit: 'person',
  board: true,
  rate_usd: 400,
  figure: 'a test figure',
  summary: 'full board',
  source: 'a test source',
  cite: 'test',
  as_of: '2025',
  tier: 'model_estimate',
  resort_only: false,
  luxury_stays: false,
};

const first = (user_request: string) => {
  const a = analysis({ user_request });
  return { trip: a.trip, top: a.ranked[0] };
};

describe('lodge_rate_model_v1', () => {
  it('prices a per-person lodge by the guests in each room, the tier around the published rate, and little daily spend with full board', () => {
    const couple = lodgeStay(perPerson, 'mid', { adults: 2, children: 0, rooms: 1 }, 100);
    expect(couple.per_room_night_usd).toBe(800);
    expect(couple.daily_spend_usd).toBe(Math.round(100 * LODGE_MODEL.board_daily));
    expect(lodgeStay(perPerson, 'mid', { adults: 2, children: 2, rooms: 1 }, 100).per_room_night_usd).toBe(1200);
    expect(lodgeStay(perPerson, 'luxury', { adults: 2, children: 0, rooms: 1 }, 100).per_room_night_usd).toBe(1600);
    expect(lodgeStay(perPerson, 'budget', { adults: 2, children: 0, rooms: 1 }, 100).per_room_night_usd).toBe(400);
    expect(couple.notes.join(' ')).toContain('model_estimate');
    expect(couple.notes.join(' ')).toMatch(/480-1440 USD a room a night/);
  });

  it('finds rows by country and, for Patagonia, by latitude; every row names its source and date', () => {
    expect(lodgeRow({ country: 'MV', lat: 4 })?.resort_only).toBe(true);
    expect(lodgeRow({ country: 'AR', lat: -50.3 })?.id).toBe('patagonian_estancias');
    expect(lodgeRow({ country: 'AR', lat: -34.6 })).toBeUndefined();
    for (const place of [
      { country: 'MV', lat: 4 },
      { country: 'PF', lat: -16.5 },
      { country: 'TZ', lat: -2.3 },
      { country: 'CL', lat: -51 },
    ]) {
      const row = lodgeRow(place);
      expect(row?.source.length, place.country).toBeGreaterThan(20);
      expect(row?.as_of, place.country).toMatch(/^\d{4}/);
    }
  });

  it('covers the other places of a country whose per-diem table has no "[Other]" row with its country-wide row, never a US proxy', () => {
    expect(perDiemFor('MV', 'Naifaru')?.row).toBe('MALDIVES / Maldives');
    expect(perDiemFor('ST', 'Santo Antonio')?.row).toMatch(/^SAO TOME AND PRINCIPE \//);
  });

  it('prices an asked overwater villa, safari lodge or estancia at the area rate, in any language', () => {
    for (const [text, least] of [
      ['Overwater villa in the Maldives for two in February 2027, 7 nights', 600],
      ['Bungalow sur pilotis à Bora Bora pour notre voyage de noces, à deux, 7 nuits en juin 2027', 600],
      ['Safari lodge in the Serengeti for 2 in August 2026, 5 nights', 900],
      ['Una estancia patagónica cerca de El Calafate para dos, seis noches en enero de 2027', 500],
    ] as const) {
      const { trip, top } = first(text);
      expect(trip.product, text).toBe('lodge_stay');
      expect(trip.unknown_required_themes, text).toEqual([]);
      expect(top?.cost.nightly_usd, text).toBeGreaterThanOrEqual(least);
      expect(top?.cost.stay_model?.name, text).toBe(LODGE_MODEL.name);
    }
    // "Estancia" alone is a stay in Spanish, not a ranch.
    expect(first('Una estancia de cinco noches en Lisboa en mayo de 2026 para dos').trip.product).toBeNull();
  });

  it('prices a resort-only area at its resort rate above a budget, and at its per-diem rate on one', () => {
    const mid = first('A week in the Maldives in March 2027 for two');
    expect(mid.top?.cost.nightly_usd).toBeGreaterThanOrEqual(671);
    const budget = first('A cheap week in the Maldives in March 2027 for two, guesthouses on a budget');
    expect(budget.trip.tier).toBe('budget');
    expect(budget.top?.cost.nightly_usd).toBeLessThan(300);
    // Where the luxury stays are the resorts, a luxury trip is priced by them; a mid-range one keeps the per-diem rate.
    expect(first('Luxury week in Bora Bora for two in June 2027').top?.cost.nightly_usd).toBeGreaterThanOrEqual(2 * 683);
    expect(first('Bora Bora for two in June 2027, a week').top?.cost.stay_model).toBeNull();
  });

  it('lets the place luxury rate stand in, said so, where an asked lodge has no published rate', () => {
    const { trip, top } = first('Luxury lodge in Queenstown for two in March 2027, 4 nights');
    expect(trip.product).toBe('lodge_stay');
    expect(top?.cost.adjustments.join(' ')).toContain('stands in');
    const basis = top?.candidate.cost_basis;
    expect(top?.cost.nightly_usd).toBeGreaterThan(basis ? tierRates(basis, 'mid').lodging_per_night_usd * 1.5 : Infinity);
  });
});
