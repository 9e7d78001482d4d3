import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { budgetFitScore } from '../../../src/travel/engine/rank/fits.js';
import { rankingWeights } from '../../../src/travel/engine/rank/weights.js';
import { matchReasons, rankedConfidence } from '../../../src/travel/engine/rank/rank.js';
import { analysis } from './engine.js';

const byId = (a: ReturnType<typeof analysis>, id: string) => a.ranked.find((r) => r.candidate.id === id)!;

describe('ranking', () => {
  it('budget fit never rises as the estimate grows against the same budget', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (budget, est, extra) => {
          expect(budgetFitScore(est + extra, budget)).toBeLessThanOrEqual(budgetFitScore(est, budget));
        },
      ),
    );
    const tight = analysis({ user_request: 'beach week in July from LAX, budget $1500', interests: ['beach'] });
    const loose = analysis({ user_request: 'beach week in July from LAX, budget $15000', interests: ['beach'] });
    const id = tight.ranked[0]!.candidate.id;
    expect(byId(loose, id).breakdown.budget_fit).toBeGreaterThanOrEqual(byId(tight, id).breakdown.budget_fit);
  });

  it('weather fit reads the actual travel months', () => {
    const winter = analysis({ user_request: 'a week in Maine in January', interests: ['hiking'] });
    const summer = analysis({ user_request: 'a week in Maine in July', interests: ['hiking'] });
    const id = 'acadia-bar-harbor';
    expect(byId(summer, id).breakdown.weather_fit).toBeGreaterThan(byId(winter, id).breakdown.weather_fit + 0.3);
    expect(matchReasons(byId(winter, id), winter.trip).join(' ')).toMatch(/Jan/);
  });

  it('the origin changes flight fit, cost and the origin disclosure', () => {
    const fromSfo = analysis({ user_request: 'a week in Maui in May from SFO' });
    const fromJfk = analysis({ user_request: 'a week in Maui in May from JFK' });
    const fromDen = analysis({ user_request: 'a week in Maui in May from DEN' });
    const sfo = byId(fromSfo, 'maui');
    const jfk = byId(fromJfk, 'maui');
    expect(sfo.breakdown.flight_fit).toBeGreaterThan(jfk.breakdown.flight_fit);
    expect(sfo.cost.flights_usd).toBeLessThan(jfk.cost.flights_usd);
    const den = byId(fromDen, 'maui');
    expect(den.flight.basis).toBe('unsupported_origin_model');
    expect(fromDen.parsed.beta_warnings.join(' ')).toMatch(/DEN has no curated flight profile/);
    expect(rankedConfidence(den, fromDen.trip).score).toBeLessThan(rankedConfidence(sfo, fromSfo.trip).score);
  });

  it('prices and times nothing from an origin nobody stated: the total is the stay and spending there', () => {
    const noOrigin = analysis({ user_request: 'a week in Maui in May for two adults' });
    const none = byId(noOrigin, 'maui');
    const sfo = byId(analysis({ user_request: 'a week in Maui in May from SFO for two adults' }), 'maui');
    expect(none.flight.basis).toBe('no_origin');
    expect(none.cost.flights_usd).toBe(0);
    expect(none.cost.flight_per_person_usd).toBeNull();
    expect(none.cost.total_usd).toBe(none.cost.stay_usd + none.cost.daily_usd + none.cost.activities_usd);
    expect(none.breakdown.flight_fit).toBe(0.5);
    const reasons = matchReasons(none, noOrigin.trip).join(' ');
    expect(reasons).toMatch(/No origin is given: the way there .* is neither timed nor priced/);
    expect(reasons).not.toMatch(/typical origin/);
    expect(sfo.cost.flights_usd).toBeGreaterThan(0);
  });

  it('total_trip_estimate_usd covers the whole party', () => {
    const two = byId(analysis({ user_request: 'a week in Lisbon, Portugal in May from LHR for two adults' }), 'lisbon');
    const four = byId(analysis({ user_request: 'a week in Lisbon, Portugal in May from LHR for four adults' }), 'lisbon');
    expect(four.cost.total_usd).toBeGreaterThan(1.8 * two.cost.total_usd);
    expect(four.cost.travellers).toBe(4);
  });

  it('weights follow the request and sum to one', () => {
    const plain = analysis({ user_request: 'somewhere warm' });
    const family = analysis({ user_request: 'family of four with two kids, remote work, budget $5000, in June from ORD' });
    const wp = rankingWeights(plain.trip);
    const wf = rankingWeights(family.trip);
    expect(wp.family_fit).toBe(0);
    expect(wp.budget_fit).toBe(0);
    expect(wf.family_fit).toBeGreaterThan(0);
    expect(wf.remote_work_fit).toBeGreaterThan(0);
    expect(wf.budget_fit).toBeGreaterThan(0);
    for (const w of [wp, wf]) expect(Object.values(w).reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
  });

  it('match reasons are sentences and results are ordered by score', () => {
    const a = analysis({ user_request: 'wine and food, 5 days in October from SFO, under $3000' });
    for (let i = 1; i < a.ranked.length; i++) expect(a.ranked[i - 1]!.score).toBeGreaterThanOrEqual(a.ranked[i]!.score);
    for (const reason of matchReasons(a.ranked[0]!, a.trip)) expect(reason).toMatch(/^[A-Z].*\.$/);
  });

  it("scores an uncurated desert theme from the place's rainfall: arid places above wet ones, the curated desert first", () => {
    const a = analysis({ user_request: 'desert trip in Morocco in October', departure_window: ['2026-10-05', '2026-10-05'], trip_length_days: 7 });
    expect(a.ranked[0]!.candidate.id).toBe('merzouga-erg-chebbi');
    const research = a.ranked.filter((r) => !r.candidate.record);
    expect(research.length).toBeGreaterThan(0);
    for (const r of research) {
      const mm = r.candidate.climate.reduce((s, m) => s + m.precip_mm, 0);
      expect(r.fits.interest_fit.score).toBe(mm < 250 ? 0.8 : mm < 500 ? 0.4 : 0.1);
      expect(r.fits.interest_fit.reason()).toMatch(/climate_theme_evidence_v1\): desert: \d+ mm of precipitation a year/);
    }
  });

  it('writes a budget of any size in full in the reasons', () => {
    const huge = analysis({ user_request: 'Lisbon or Porto in June from JFK, budget 3000000000000000000000 USD' });
    const reasons = huge.ranked.slice(0, 3).flatMap((r) => matchReasons(r, huge.trip));
    expect(reasons.some((m) => m.includes('within the $3,000,000,000,000,000,000,000 budget'))).toBe(true);
    expect(reasons.join(' ')).not.toMatch(/\d,?e,?[+-]|In,fin/);
  });
});
