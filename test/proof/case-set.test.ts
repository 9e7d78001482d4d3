import { describe, expect, it } from 'vitest';
import { PROOF_CASES } from './cases/index.js';
import { runCases } from './cases/run.js';

/** In-sample figures on the development set (see cases/README.md); held-out sets run through the same runner. */
describe('proof case set', () => {
  it('classifies at least 90% of pages and gets at least 90% of case verdicts right', async () => {
    const report = await runCases(PROOF_CASES);
    const misses = report.outcomes.flatMap((outcome) => outcome.misses.map((miss) => `${outcome.id}: ${miss}`));
    console.log(`proof case set: ${report.casesRight}/${report.cases} cases, ${report.pagesRight}/${report.pages} pages\n${misses.join('\n')}`);
    expect(report.cases).toBeGreaterThanOrEqual(16);
    expect(report.pages).toBeGreaterThanOrEqual(30);
    expect(report.pagesRight / report.pages).toBeGreaterThanOrEqual(0.9);
    expect(report.casesRight / report.cases).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
