import { describe, expect, it } from 'vitest';
import type { ProposedPlan } from '../../../src/contracts/travel.js';
import { unsupportedLiveClaims } from '../../../src/travel/engine/plan/claims.js';
import { NOW, testEngine } from './engine.js';

const REQUEST = { user_request: 'beach week in Hawaii in July from LAX, 7 days' };
const validate = (plan: ProposedPlan, request: object = REQUEST) => testEngine().validatePlan({ ...request, proposed_plan: plan }, NOW).plan_validation;
const signalNames = (plan: ProposedPlan, request?: object) => validate(plan, request).candidate_intent_coherence.signals.map((s) => s.split(':')[0]);

describe('plan validation', () => {
  it('a plan that matches the request is coherent', () => {
    const v = validate({ candidate_id: 'maui', departure_date: '2026-07-10', trip_length_days: 7, themes: ['beach'] });
    expect(v.candidate_intent_coherence).toEqual({ status: 'coherent', signals: [] });
    expect(v.constraint_satisfaction.status).toBe('satisfied');
    expect(v.provider_validation_required).toBe(true);
    expect(v.required_external_checks).toContain('current_airfare');
  });

  it('detects each mismatch signal', () => {
    expect(signalNames({ candidate_id: 'no-such-place' })).toEqual(['stale_candidate_id']);
    expect(signalNames({ candidate_id: 'maui', candidate_name: 'Oahu and Honolulu' })).toContain('stale_candidate_id');
    expect(signalNames({ candidate_id: 'paris' })).toContain('candidate_out_of_scope');
    expect(signalNames({ candidate_id: 'maui', departure_date: '2026-09-02' })).toContain('dates_outside_window');
    expect(signalNames({ candidate_id: 'maui', departure_date: '2026-07-10', trip_length_days: 14 })).toContain('dates_outside_window');
    expect(signalNames({ candidate_id: 'maui', themes: ['skiing'] })).toContain('theme_mismatch');
    expect(
      signalNames({ candidate_id: 'acadia-bar-harbor', departure_date: '2027-01-12' }, { user_request: 'beach trip in Maine, a week, in January' }),
    ).toContain('season_weather_mismatch');
  });

  it('flags claims that present estimates as live prices, availability or booking, and leaves hedged ones alone', () => {
    const flagged = unsupportedLiveClaims({
      candidate_id: 'maui',
      claims: [
        'The price is guaranteed for this week.',
        'Book now before it sells out!',
        'Rooms are still available at the Grand Wailea.',
        'Flights are $420 round-trip.',
        'Hotel is $310 per night.',
        'Current fares start low.',
      ],
      quoted_nightly_usd: 310,
    });
    expect(flagged).toHaveLength(7);
    const fine = unsupportedLiveClaims({
      candidate_id: 'maui',
      claims: ['Estimated around $420 round-trip per person; check current fares.', 'Maui has great beaches in July.'],
    });
    expect(fine).toEqual([]);
  });
});
