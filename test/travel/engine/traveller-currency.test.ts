import { describe, expect, it } from 'vitest';
import { countryCurrency, travellerCurrency } from '../../../src/travel/engine/assemble/traveller-currency.js';
import { analysis, context, testEngine } from './engine.js';

describe("the traveller's currency", () => {
  it("takes the request's money first, else the origin country's currency, never USD", () => {
    expect(travellerCurrency('GBP', 'CDG')).toMatchObject({ code: 'GBP', basis: 'request' });
    expect(travellerCurrency(null, 'CDG')).toMatchObject({ code: 'EUR', basis: 'origin_country' });
    expect(travellerCurrency(null, 'GVA')).toMatchObject({ code: 'CHF', basis: 'origin_country' });
    expect(travellerCurrency('USD', 'CDG')).toBeNull();
    expect(travellerCurrency(null, 'JFK')).toBeNull();
    expect(travellerCurrency(null, null)).toBeNull();
    expect(countryCurrency('pt')).toBe('EUR');
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
