import { describe, expect, it } from 'vitest';
import { PRODUCT_MODEL, productStay } from '../../../src/travel/knowledge/models/products.js';
import { analysis } from '../engine/engine.js';

/** product_pricing_model_v1: a trip bought as a product is priced as that product. */
const rates = { lodging: 200, daily: 100, budget_room: 60, bed: 10 };
const couple = { adults: 2, children: 0, rooms: 1 };

describe('product_pricing_model_v1', () => {
  it('adds full board for the occupants to an all-inclusive room and leaves little daily spend', () => {
    const p = productStay('all_inclusive', 'mid', couple, rates);
    expect(p.per_unit_night_usd).toBe(200 + 2 * PRODUCT_MODEL.all_inclusive.board_of_daily * 100);
    expect(p.daily_spend_usd).toBe(30);
    const family = productStay('all_inclusive', 'mid', { adults: 2, children: 2, rooms: 1 }, rates);
    expect(family.per_unit_night_usd).toBeGreaterThan(p.per_unit_night_usd);
  });

  it('prices a cruise per cabin at its fares with fees per person, whatever the place costs', () => {
    const p = productStay('cruise', 'mid', couple, rates);
    expect(p.per_unit_night_usd).toBe(320 + 2 * 35);
    expect(productStay('cruise', 'mid', couple, { ...rates, lodging: 900 }).per_unit_night_usd).toBe(p.per_unit_night_usd);
    expect(productStay('cruise', 'luxury', couple, rates).per_unit_night_usd).toBeGreaterThan(p.per_unit_night_usd);
  });

  it('prices a hostel as a dorm bed per traveller', () => {
    const p = productStay('hostel', 'budget', { adults: 4, children: 0, rooms: 2 }, rates);
    expect(p).toMatchObject({ units: 4, unit: 'dorm bed', per_unit_night_usd: 24 });
    expect(productStay('hostel', 'budget', couple, { ...rates, bed: 35 }).per_unit_night_usd).toBe(35);
  });

  it('spends as a backpacker on a hostel trip that states no tier, as the request says when it does', () => {
    expect(analysis({ user_request: 'Hostels in Lisbon for 5 days in May 2027, solo, from Madrid' }).trip.tier).toBe('budget');
    expect(analysis({ user_request: 'Luxury hostel in Lisbon for 5 days in May 2027, solo, from Madrid' }).trip.tier).toBe('luxury');
  });

  it('prices an all-inclusive on a beach nobody curated as a resort in its season', () => {
    const a = analysis({ user_request: 'All inclusive resort in Varadero, Cuba for two in February 2027 from Toronto, 7 nights' });
    const varadero = a.ranked.find((r) => r.candidate.name === 'Varadero');
    expect(varadero?.candidate.themes).toBeNull();
    expect(varadero?.cost.adjustments.join(' ')).toContain('beach resort in peak season');
  });

  it('reads the product from the request and never reports it as an unsupported theme', () => {
    const a = analysis({ user_request: 'All-inclusive resort in Cancun for a week in March 2027 for two from Chicago' });
    expect(a.trip.product).toBe('all_inclusive');
    expect(a.trip.unknown_required_themes).toEqual([]);
    expect(a.ranked[0]?.cost.adjustments.join(' ')).toContain(PRODUCT_MODEL.name);
    expect(analysis({ user_request: 'Une croisière dans les Caraïbes en décembre pour deux' }).trip.product).toBe('cruise');
  });
});
