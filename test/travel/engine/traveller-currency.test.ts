import { describe, expect, it } from 'vitest';
import { travellerCurrency } from '../../../src/travel/engine/assemble/traveller-currency.js';
import { worldCountryCurrency } from '../../../src/travel/intent/currency.js';
import { analysis, context, testEngine } from './engine.js';

describe("the traveller's currency", () => {
  it("takes the request's money first, else the origin country's currency, never USD", () => {
    expect(travellerCurrency('GBP', 'CDG')).toMatchObject({ code: 'GBP', basis: 'request' });
    expect(travellerCurrency(null, 'CDG')).toMatchObject({ code: 'EUR', basis: 'origin_country' });
    expect(travellerCurrency(null, 'GVA')).toMatchObject({ code: 'CHF', basis: 'origin_country' });
    expect(travellerCurrency('USD', 'CDG')).toBeNull();
    expect(travellerCurrency(null, 'JFK')).toBeNull();
    expect(travellerCurrency(null, null)).toBeNull();
    expect(worldCountryCurrency('pt')).toBe('EUR');
  });

  it('quotes currencies the ECB does not from the second rate file, and names who publishes each rate', () => {
    expect(travellerCurrency('GBP', null)?.rate_source).toMatch(/European Central Bank/);
    for (const [code, origin] of [
      ['COP', null],
      ['CLP', null],
      ['ARS', null],
      [null, 'LOS'],
      [null, 'NBO'],
    ] as const) {
      const c = travellerCurrency(code, origin);
      expect(c?.rate_source, `${code ?? origin}`).toMatch(/aggregate.*estimate/);
      expect(c?.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(travellerCurrency(null, 'LOS')).toMatchObject({ code: 'NGN', basis: 'origin_country' });
    // About 1,300-1,600 naira to the dollar in 2026: a unit is worth well under a US cent.
    expect(travellerCurrency(null, 'LOS')!.usd_rate).toBeLessThan(0.002);
  });

  it('gives every result its whole-party total in that currency, with the rate and its date', async () => {
    expect(analysis({ user_request: 'A week in Lisbon in May from Paris' }).trip.currency?.code).toBe('EUR');
    const answer = await testEngine().search({ user_request: 'A week in Lisbon in May for two from Madrid' }, context());
    const r = answer.results[0]!;
    const local = r.total_trip_estimate_local!;
    expect(local).toMatchObject({ currency: 'EUR', basis: 'origin_country' });
    expect(local.rates_as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(local.amount * local.usd_rate - r.total_trip_estimate_usd)).toBeLessThan(local.usd_rate);
  });
});
