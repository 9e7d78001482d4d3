import { describe, expect, it } from 'vitest';
import { comparison } from '../../src/server/web/travel-results.js';
import { context, testEngine } from '../travel/engine/engine.js';

/** The demo's comparison shows the whole-party total as the answer gives it: the traveller's currency beside USD, with the rate and its date. */
describe("the demo's whole-party total", () => {
  it('is shown in the currency the answer gives, with USD, the rate and its date', async () => {
    const answer = await testEngine().search({ user_request: 'Une semaine à Lisbonne en mai pour deux, budget 2500 euros' }, context());
    const local = answer.results[0]!.total_trip_estimate_local!;
    expect(local.currency).toBe('EUR');
    const page = comparison(answer, new Set(), () => undefined).html;
    expect(page).toContain(`${local.amount.toLocaleString('en-US')} EUR`);
    expect(page).toContain(`${answer.results[0]!.total_trip_estimate_usd.toLocaleString('en-US')} USD`);
    expect(page).toContain(local.rates_as_of);
  });

  it('stays in USD when the answer gives no other currency', async () => {
    const answer = await testEngine().search({ user_request: 'A week in Lisbon in May for two from New York' }, context());
    expect(answer.results[0]!.total_trip_estimate_local).toBeNull();
    const page = comparison(answer, new Set(), () => undefined).html;
    expect(page).not.toContain('EUR');
  });
});
