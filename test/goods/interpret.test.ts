import { describe, expect, it } from 'vitest';
import { defaultGeocoder } from '../../src/goods/geo.js';
import { interpretDeal, interpretSearch } from '../../src/goods/interpret.js';

const read = (user_request: string) => interpretSearch({ user_request }, defaultGeocoder).interpreted;

describe('reading a used-goods request', () => {
  it('takes price ranges, caps and floors from user_request, but not distances or capacities', () => {
    expect(read('Trek FX 3 between $400 and $700')).toMatchObject({ min_price_usd: 400, max_price_usd: 700, query: 'trek fx 3' });
    expect(read('iPhone 13 $300-$450')).toMatchObject({ min_price_usd: 300, max_price_usd: 450, query: 'iphone 13' });
    expect(read('macbook air under 1.2k')).toMatchObject({ max_price_usd: 1200, min_price_usd: null });
    expect(read('standing desk at least $150')).toMatchObject({ min_price_usd: 150 });
    expect(read('road bike under 20 miles')).toMatchObject({ max_price_usd: null, radius_miles: 20 });
    expect(read('ipad under 256gb')).toMatchObject({ max_price_usd: null });
  });

  it('lets structured fields win over phrases and item_query win for the terms', () => {
    const out = interpretSearch(
      { user_request: 'cheap sofa under $100 near Austin, TX', item_query: 'IKEA Kivik', max_price_usd: 300 },
      defaultGeocoder,
    ).interpreted;
    expect(out).toMatchObject({ query: 'ikea kivik', max_price_usd: 300, location: 'Austin, TX', category: 'furniture' });
    expect(out.notes).toEqual(['location read from user_request.']);
  });

  it('says when a location or radius cannot be used', () => {
    const out = interpretSearch({ item_query: 'trek bike', location: 'Qqzzyx', radius_miles: 10 }, defaultGeocoder).interpreted;
    expect(out.location_resolved).toBeNull();
    expect(out.notes).toEqual([
      'location "Qqzzyx" could not be resolved (use "City, ST", a US ZIP code or "lat,lon"); distances are not computed.',
      'radius_miles needs a resolvable location; listings were not filtered by distance.',
    ]);
  });

  it('refuses requests that name no item', () => {
    expect(() => interpretSearch({ user_request: 'under $300 please' }, defaultGeocoder)).toThrow(/user_request: no item words found/);
    expect(() => interpretDeal({ price_usd: 10 }, defaultGeocoder)).toThrow(/Supply title or item_query/);
    expect(() => interpretDeal({ title: 'great deal!!', price_usd: 10 }, defaultGeocoder)).toThrow(/title: no item words found/);
  });

  it('uses item_query terms for comps when given, else the title', () => {
    const byQuery = interpretDeal({ title: 'Apple phone great shape', item_query: 'iPhone 13 128GB', price_usd: 300 }, defaultGeocoder).interpreted;
    expect(byQuery.terms).toEqual(['iphone', '13']);
    expect(byQuery.item).toMatchObject({ storage_gb: 128, variants: [] });
    const byTitle = interpretDeal({ title: 'iPhone 13 Pro 128GB midnight', price_usd: 300 }, defaultGeocoder).interpreted;
    expect(byTitle.terms).toEqual(['iphone', '13', 'pro', 'midnight']);
    expect(byTitle.query).toBe('iphone 13 pro');
    expect(byTitle.item.variants).toEqual(['pro']);
  });
});
