import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelResult, TravelSearchResponse } from '../../../src/contracts/travel.js';
import { DIALECTS, type TestServer } from '../../helpers/server.js';
import { loadQualityCases, type QualityCase } from './cases.js';
import { judge, type Observation } from './judge.js';
import { inProcessAsker, qualityServer, runCases, summarize, type TravelAsker } from './run.js';

/**
 * The short form of npm run eval:travel: the cases marked short, in-process and over HTTP. The
 * floor is the short form's pass rate on the merged code this suite was last measured on; a
 * change that drops below it is a regression. The full figure is in the guide.
 */
const SHORT_FLOOR = 0.65;

const cases = loadQualityCases();
const short = cases.filter((c) => c.short);

describe('travel-quality case set', () => {
  it('has at least 80 cases over six languages, with a short form', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.map((c) => c.lang))).toEqual(new Set(['en', 'fr', 'es', 'de', 'it', 'pt']));
    expect(short.length).toBeGreaterThanOrEqual(15);
  });
});

/** A minimal search answer with the given results, for checking the judge itself. */
function answer(results: Array<Partial<TravelResult>>, window: [string, string] | null = null): Observation {
  const search = {
    match_status: { status: 'matched' },
    interpreted_constraints: { date_window: window },
    results: results.map((r, i) => ({ id: `r${i}`, name: `R${i}`, warnings: [], match_reasons: [], total_trip_estimate_usd: 1000, ...r })),
  } as unknown as TravelSearchResponse;
  return { search, details: null, plan: null, plan_problem: null };
}

const warning = (code: string) => ({ code, severity: 'caution' as const, message: 'm', source: 's', as_of: null });
const caseWith = (expect: QualityCase['expect']): QualityCase => ({ id: 't', lang: 'en', family: 'hazard', request: {}, why: 'w', expect });

describe('the judge', () => {
  const hurricane = caseWith({ warn: [{ on: '*', codes: ['tropical_cyclone_season'], except: ['Aruba'] }] });

  it('passes a warned answer and fails an unwarned one, naming the cause', () => {
    expect(judge(hurricane, answer([{ name: 'Punta Cana', warnings: [warning('tropical_cyclone_season')] }, { name: 'Aruba' }])).pass).toBe(true);
    const v = judge(hurricane, answer([{ name: 'Punta Cana' }, { name: 'Aruba' }]));
    expect(v.pass).toBe(false);
    expect(v.failures).toEqual([expect.objectContaining({ check: 'warn', area: 'calendars' })]);
  });

  it('matches names folded and by alternatives, and reads windows and ranges', () => {
    const c = caseWith({ include: ['Tromso|Lapland'], before: [['Kyoto', 'Okinawa']], window: { months: [3, 4] }, cost: { on: 'Kyoto', range: [900, 1100] } });
    expect(judge(c, answer([{ name: 'Kyoto' }, { name: 'Tromsø' }, { name: 'Okinawa' }], ['2026-03-20', '2026-04-10'])).pass).toBe(true);
    const bad = judge(c, answer([{ name: 'Okinawa' }, { name: 'Kyoto', total_trip_estimate_usd: 5000 }], ['2026-01-20', '2026-02-10']));
    expect(bad.failures.map((f) => f.check).sort()).toEqual(['before', 'cost', 'include', 'window']);
  });

  it('does not count an info-level note as a wrong warning', () => {
    const c = caseWith({ no_warn: [{ on: '*', codes: ['travel_advisory'] }] });
    expect(judge(c, answer([{ name: 'Cancun', warnings: [{ ...warning('travel_advisory'), severity: 'info' }] }])).pass).toBe(true);
    expect(judge(c, answer([{ name: 'Cancun', warnings: [warning('travel_advisory')] }])).pass).toBe(false);
  });
});

describe('the judge of entry, nights, climate and water legs', () => {
  const stay = (nights: number, requirement: string, high: number | null) => ({
    name: 'Zermatt',
    stay_snapshot: { notes: [`2 room(s) x ${nights} night(s) for 4 adult(s)`] },
    visa_stay_snapshot: { entry_requirement: { requirement, statement: 's' } },
    weather_snapshot: { avg_high_c: high, source: 's' },
  });
  const c = caseWith({
    entry: { on: 'Zermatt', requirement: 'own_country' },
    nights: { on: 'Zermatt', range: [6, 7] },
    climate: { on: 'Zermatt', high_c: [0, 5] },
  });

  it('reads the entry requirement, the nights priced and the highs shown', () => {
    expect(judge(c, answer([stay(6, 'own_country', 2)] as Array<Partial<TravelResult>>)).pass).toBe(true);
    const bad = judge(c, answer([stay(2, 'e_visa', 38)] as Array<Partial<TravelResult>>));
    expect(bad.failures.map((f) => f.check).sort()).toEqual(['climate', 'entry', 'nights']);
  });

  it('fails a leg over water by road or at no cost, and a flight home from a driven route', () => {
    const leg = (mode: string, cost: number) => ({ from: 'A', to: 'B', mode, cost_usd: cost, crossings: [{ kind: 'water' }] });
    const routed = (legs: unknown[], home: string) => {
      const o = answer([{ name: 'A' }]);
      (o.search as unknown as { route: unknown }).route = { legs, to_and_from: [{ from: 'B', to: 'X', mode: home }], total_usd: 1 };
      return o;
    };
    const water = caseWith({ legs: { water_by: ['ferry', 'flight'], ends_no_flight: true } });
    expect(judge(water, routed([leg('ferry', 40)], 'road')).pass).toBe(true);
    expect(judge(water, routed([leg('road', 20), leg('ferry', 0)], 'flight')).failures.map((f) => f.check)).toEqual([
      'legs.water_by',
      'legs.water_by',
      'legs.ends_no_flight',
    ]);
  });
});

describe('short form in-process', () => {
  it(`passes at least ${SHORT_FLOOR * 100}% of the short cases`, async () => {
    const verdicts = await runCases(inProcessAsker(), short);
    expect(summarize(short, verdicts).rate).toBeGreaterThanOrEqual(SHORT_FLOOR);
  });
});

describe.each(DIALECTS)('short form over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let asker: TravelAsker;
  beforeAll(async () => {
    ({ server, asker } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  it('gives the same verdicts as the in-process pipeline', async () => {
    const overHttp = await runCases(asker, short);
    const local = await runCases(inProcessAsker(), short);
    expect(overHttp.map((v) => [v.id, v.pass])).toEqual(local.map((v) => [v.id, v.pass]));
    expect(summarize(short, overHttp).rate).toBeGreaterThanOrEqual(SHORT_FLOOR);
  });
});
