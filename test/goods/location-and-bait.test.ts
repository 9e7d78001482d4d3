import { describe, expect, it } from 'vitest';
import { cityCandidates, defaultGeocoder } from '../../src/goods/geo.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = '2026-11-27T12:00:00Z';

describe('listing locations and bait prices', () => {
  it('reads the city of a location written with postcodes, districts and asides', () => {
    const country = (text: string) => defaultGeocoder(text)?.country ?? null;
    expect(country('10439 Berlin Prenzlauer Berg')).toBe('DE');
    expect(country('Lyon 7e (69007)')).toBe('FR');
    expect(country('Bristol, Bishopston')).toBe('GB');
    expect(country('Torino, San Salvario')).toBe('IT');
    expect(country("Milano (spedizione dall'estero)")).toBe('IT');
    expect(country('Austin, TX')).toBe('US');
    expect(country('somewhere nice')).toBeNull();
    expect(cityCandidates('8004 Zürich')).toContain('Zürich');
  });

  it('reads a city named inside a part and beside an ordinary place word, and a district as its city', () => {
    const label = (text: string) => defaultGeocoder(text)?.label ?? null;
    expect(label('near Dublin Airport')).toBe('Dublin, IE');
    expect(label('pickup by Lisboa Station only')).toBe('Lisbon, PT');
    expect(label('Hamburg Altona')).toBe('Hamburg, DE');
    expect(label('10439 Berlin Prenzlauer Berg')).toBe('Berlin, DE');
  });

  it('prices a listing at the price level of the country its location names', async () => {
    const listing = { title: 'iPhone 15 Pro 256GB Titan Natur', price_usd: 630, description: 'Nicht gesperrt, mit Rechnung. Abholung gerne mit Test vor Ort.' };
    const berlin = await validateDeal({ ...listing, location: '10439 Berlin Prenzlauer Berg' }, depsWith([], { now: NOW }));
    const plain = await validateDeal(listing, depsWith([], { now: NOW }));
    expect(berlin.price_vs_market.used_price_estimate?.price_level?.country).toBe('DE');
    expect(plain.price_vs_market.used_price_estimate?.price_level).toBeNull();
    expect(berlin.price_vs_market.used_price_estimate?.value_usd).toBeGreaterThan(plain.price_vs_market.used_price_estimate?.value_usd ?? 0);
  });

  it('never calls a bargain asked on unsafe payment or delivery terms a good deal', async () => {
    const listing = { title: 'Canon EOS R6 Mark II body, like new', price_usd: 1150, condition: 'like new' };
    const cash = await validateDeal(
      { ...listing, description: 'Pick-up in person, cash or card on collection. You can test it before paying.' },
      depsWith([], { now: NOW }),
    );
    expect(cash.price_vs_market.verdict).toBe('good_deal');
    const wired = await validateDeal(
      { ...listing, description: 'I work abroad so I cannot meet. Payment by Western Union in advance, then I ship it by DHL.' },
      depsWith([], { now: NOW }),
    );
    expect(wired.price_vs_market.verdict).toBe('well_below_market_check_for_scam');
    expect(wired.price_vs_market.explanation).toMatch(/unsafe payment or delivery terms/);
    expect(wired.deal_validation.risk_level).toBe('high');
  });

  it('keeps a bargain shipped and paid through the marketplace a good deal', async () => {
    const listing = { title: 'Canon EOS R6 Mark II body, like new', price_usd: 1150, condition: 'like new' };
    const shipped = await validateDeal(
      { ...listing, description: 'Shipping only, I cannot meet in person. Paid through the marketplace checkout with buyer protection.' },
      depsWith([], { now: NOW }),
    );
    expect(shipped.deal_validation.signals.map((s) => s.id)).toContain('shipping_only_or_refuses_meeting');
    expect(shipped.price_vs_market.verdict).toBe('good_deal');
  });
});
