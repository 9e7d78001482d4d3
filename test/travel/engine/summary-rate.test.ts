import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { context, testEngine } from './engine.js';

describe('summary: the exchange rate every result shares', () => {
  it('is stated once in currency_rate, each result keeping its currency and amount', async () => {
    const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request: 'A week in Portugal in May from London, two adults' }, context())));
    const summary = JSON.parse(atLevel('summary', full).text);
    expect(summary.results.length).toBeGreaterThan(1);
    expect(summary.currency_rate).toMatchObject({ currency: 'GBP', basis: 'origin_country' });
    expect(summary.currency_rate.rate_source).toMatch(/European Central Bank/);
    for (const [i, r] of summary.results.entries()) {
      expect(Object.keys(r.whole_party_estimate.local).sort()).toEqual(['amount', 'currency']);
      expect(r.whole_party_estimate.local.amount).toBe(full.results[i].total_trip_estimate_local.amount);
    }
    // Standard keeps the rate on every result.
    const standard = JSON.parse(atLevel('standard', full).text);
    expect(standard.currency_rate).toBeUndefined();
  });
});
