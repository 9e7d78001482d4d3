import { describe, expect, it } from 'vitest';
import { context, NOW, testEngine } from './engine.js';

/** A hazard the data holds no record of for a place is no data, never the hazard's absence. */
describe('hazards the data has no record of', () => {
  it('answers a wildfire question for a place the calendar does not cover as no data', async () => {
    const res = await testEngine().search({ user_request: 'Lake Como in August from London, two of us, is there a wildfire risk?' }, context());
    const answer = res.results[0]?.answers.find((a) => a.topic === 'hazards');
    expect(answer?.known).toBe(false);
    expect(answer?.answer).toMatch(/^No data on/);
    expect(answer?.answer).toContain('Mediterranean');
  });

  it('leaves a plan check unknown where the hazard calendar has no record of the place', () => {
    const v = testEngine().validatePlan(
      {
        user_request: 'a week in Lake Como in August from London',
        proposed_plan: { candidate_id: 'lake-como', departure_date: '2026-08-10', trip_length_days: 7 },
      },
      NOW,
    ).plan_validation;
    const check = v.constraint_satisfaction.checks.find((c) => c.constraint.startsWith('no closure, seasonal hazard'));
    expect(check?.status).toBe('unknown');
    expect(check?.detail).toContain('no data');
  });
});
