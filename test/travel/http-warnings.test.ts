import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelResult } from '../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualitySearch } from './quality/run.js';

/**
 * results[].warnings and the seasonal penalty over HTTP: closures, hazards and advisories reach
 * the response (checked against /openapi.json by the test client), the penalty is stated in
 * match_reasons, plan validation raises the calendar signals, and a season without hazards
 * stays quiet.
 */
describe.each(DIALECTS)('travel warnings over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  let search: (body: Record<string, unknown>) => Promise<TravelResult[]>;
  beforeAll(async () => {
    ({ server, key, search } = await qualitySearch(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  it('a winter trip to Yellowstone carries the road closure, and the score says it was lowered', async () => {
    const body = { user_request: 'a week in Yellowstone National Park from ORD', departure_window: ['2027-01-10', '2027-01-12'], trip_length_days: 7 };
    const winter = (await search(body)).find((r) => r.id === 'yellowstone')!;
    const closure = winter.warnings.find((w) => w.code === 'seasonal_closure')!;
    expect(closure).toMatchObject({ severity: 'caution', as_of: expect.stringMatching(/^\d{4}/) });
    expect(closure.message).toMatch(/closed to cars/);
    expect(winter.match_reasons.some((m) => /^Score x0\.6 \(seasonal_penalty_v1\): seasonal closure x0\.6/.test(m))).toBe(true);
    const summer = (await search({ ...body, departure_window: ['2026-07-10', '2026-07-12'] })).find((r) => r.id === 'yellowstone')!;
    expect(summer.warnings.filter((w) => w.code === 'seasonal_closure')).toEqual([]);
    expect(summer.score).toBeGreaterThan(winter.score);
  });

  it('a level-4 country carries the advisory with its date and the age of the data', async () => {
    const results = await search({ user_request: 'a week in Venezuela', departure_window: ['2026-06-01', '2026-06-05'] });
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) {
      const advisory = r.warnings.find((w) => w.code === 'travel_advisory');
      expect(advisory, r.name).toMatchObject({ severity: 'serious', as_of: '2025-08-14' });
      expect(advisory!.message).toMatch(/Level 4, Do Not Travel/);
      expect(advisory!.message).toMatch(/month\(s\) old/);
    }
  });

  it('the Caribbean in September is warned about hurricanes; in March it is not', async () => {
    const body = { user_request: 'Caribbean beach week for two from JFK', trip_length_days: 7 };
    const sept = await search({ ...body, departure_window: ['2026-09-05', '2026-09-10'] });
    expect(sept.filter((r) => r.warnings.some((w) => w.code === 'tropical_cyclone_season')).length).toBeGreaterThan(0);
    const march = await search({ ...body, departure_window: ['2026-03-14', '2026-03-20'] });
    expect(march.flatMap((r) => r.warnings.map((w) => w.code)).filter((c) => c === 'tropical_cyclone_season')).toEqual([]);
  });

  it('plan validation raises seasonal_closure for a plan in the closed season, and not for one outside it', async () => {
    const base = { user_request: 'Yellowstone road trip by car, a week, from ORD', trip_length_days: 7 };
    const closed = await server.request('POST', '/api/v1/travel/plan/validate', {
      key,
      body: { ...base, proposed_plan: { candidate_id: 'yellowstone', departure_date: '2027-01-12', trip_length_days: 7 } },
    });
    expect(closed.status).toBe(200);
    const signals: string[] = closed.body.plan_validation.candidate_intent_coherence.signals;
    expect(signals.some((s) => s.startsWith('seasonal_closure: Yellowstone park roads'))).toBe(true);
    const open = await server.request('POST', '/api/v1/travel/plan/validate', {
      key,
      body: { ...base, proposed_plan: { candidate_id: 'yellowstone', departure_date: '2026-07-12', trip_length_days: 7 } },
    });
    expect((open.body.plan_validation.candidate_intent_coherence.signals as string[]).filter((s) => s.startsWith('seasonal_'))).toEqual([]);
  });
});
