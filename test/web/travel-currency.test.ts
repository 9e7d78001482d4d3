import { describe, expect, it } from 'vitest';
import { comparison } from '../../src/server/web/travel-results.js';
import { understandingPanel } from '../../src/server/web/travel-understanding.js';
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

/** A trip dearer than its budget is said to be over budget on its row, never a plain fit. */
describe("the demo's budget", () => {
  it.each(['Two weeks in Tokyo in October for two from London, budget 900 USD', 'Deux semaines à Tokyo en octobre pour deux depuis Paris, budget 900 euros'])(
    'marks a candidate over the budget as over budget, by how much, beside its score: %s',
    async (request) => {
      const answer = await testEngine().search({ user_request: request }, context());
      const reasons = answer.results[0]!.match_reasons.join(' ');
      const percent = /(\d+)% over the/.exec(reasons)?.[1];
      expect(percent, reasons).toBeDefined();
      const row = comparison(answer, new Set(['budget']), () => undefined).html.split('<tr class="details-row">')[0]!;
      expect(row).toContain('Over budget');
      expect(row).toContain(`${percent}% over; otherwise`);
      expect(row).not.toMatch(/<span title="API: score[^>]*>/);
    },
  );

  it("states the estimate and the budget in the traveller's currency beside USD, and in USD alone for a dollar budget", async () => {
    const euros = await testEngine().search({ user_request: 'Deux semaines à Tokyo en octobre pour deux depuis Paris, budget 900 euros' }, context());
    const sentence = euros.results[0]!.match_reasons.find((m) => m.includes('budget.'))!;
    expect(sentence).toMatch(/^Estimated \$[\d,]+ \([\d,]+ EUR\) .* the \$[\d,]+ \(900 EUR\) budget\.$/);
    const dollarsOnly = await testEngine().search({ user_request: 'Two weeks in Tokyo in October for two from London, budget 900 USD' }, context());
    expect(dollarsOnly.results[0]!.match_reasons.find((m) => m.includes('budget.'))).toMatch(/the \$900 budget\.$/);
  });

  it('shows an amount and a spending level the request gives as one Budget row', async () => {
    const answer = await testEngine().search({ user_request: 'A cheap week in Lisbon in May for two from New York, budget 2000 USD' }, context());
    const budgetParts = answer.understanding.understood.filter((p) => p.field === 'budget');
    expect(budgetParts.length, JSON.stringify(budgetParts)).toBeGreaterThan(1);
    const panel = understandingPanel(answer.understanding).html;
    expect(panel.match(/data-field="budget"/g)).toHaveLength(1);
    expect(panel.match(/>Budget<\/dt>/g)).toHaveLength(1);
    for (const part of budgetParts) expect(panel).toContain(part.value);
  });
});
