import { describe, expect, it } from 'vitest';
import { analysis } from './engine.js';
import { matchReasons } from '../../../src/travel/engine/rank/rank.js';

/** How the calendars, advisories and costs shape the ranking. */
describe('ranking with calendars, advisories and costs', () => {
  it('ranks aurora places first for northern lights and leaves out places that never see them', () => {
    const a = analysis({ user_request: 'a week in February from ORD', interests: ['aurora'], departure_window: ['2027-02-05', '2027-02-08'] });
    const top = a.ranked.slice(0, 3).map((r) => r.candidate.id);
    expect(top.every((id) => ['iceland-reykjavik', 'tromso', 'finnish-lapland', 'whitehorse-yukon', 'anchorage-kenai', 'denali'].includes(id))).toBe(true);
    expect(a.ranked.find((r) => r.candidate.id === 'miami')).toBeUndefined();
    expect(a.ranked.every((r) => r.season.events.some((e) => e.at_place))).toBe(true);
    expect(a.gate.notes.some((n) => /destination\(s\) in scope were left out because Northern and southern lights does not happen there/.test(n))).toBe(true);
  });

  it('keeps every place, penalised, when no place in scope has the requested event', () => {
    const a = analysis({ user_request: 'a week in Italy from JFK', interests: ['oktoberfest'], departure_window: ['2026-09-20', '2026-09-22'] });
    expect(a.ranked.length).toBeGreaterThan(3);
    expect(a.ranked.every((r) => r.season.score_factor <= 0.5 && r.season.penalties.some((p) => p.startsWith('Oktoberfest not found here')))).toBe(true);
    expect(matchReasons(a.ranked[0]!, a.trip).some((m) => /Oktoberfest not found here x0\.5/.test(m))).toBe(true);
  });

  it('prices the requested tier: budget backpacking costs less than luxury for the same trip', () => {
    const base = {
      user_request: 'two weeks in Bangkok from LHR for one person',
      departure_window: ['2027-01-10', '2027-01-12'] as string[],
      trip_length_days: 14,
    };
    const cheap = analysis({ ...base, user_request: `${base.user_request}, cheap backpacker trip` }).ranked.find((r) => r.candidate.id === 'bangkok')!;
    const lux = analysis({ ...base, user_request: `${base.user_request}, luxury` }).ranked.find((r) => r.candidate.id === 'bangkok')!;
    expect(cheap.cost.nightly_usd).toBeLessThan(50);
    expect(lux.cost.nightly_usd).toBeGreaterThan(300);
    expect(cheap.cost.total_usd).toBeLessThan(lux.cost.total_usd);
  });

  it('adds lift passes to a ski trip at a ski resort and nowhere else', () => {
    const ski = analysis({
      user_request: 'ski trip to Colorado for 2 adults from JFK',
      required_themes: ['skiing'],
      departure_window: ['2027-01-10', '2027-01-10'],
      trip_length_days: 6,
    });
    const vail = ski.ranked.find((r) => r.candidate.id === 'vail')!;
    expect(vail.cost.activities_usd).toBe(2 * 4 * 200);
    expect(vail.cost.total_usd).toBe(vail.cost.flights_usd + vail.cost.stay_usd + vail.cost.daily_usd + vail.cost.activities_usd);
    const city = analysis({ user_request: 'a week in Denver for 2 adults from JFK', departure_window: ['2027-01-10', '2027-01-10'], trip_length_days: 6 });
    expect(city.ranked.find((r) => r.candidate.id === 'denver')!.cost.activities_usd).toBe(0);
  });

  it('lowers hurricane-season beach weather and leaves the dry season alone', () => {
    const ask = (w: string[]) =>
      analysis({ user_request: 'beach week in Punta Cana from JFK', departure_window: w, trip_length_days: 7 }).ranked.find(
        (r) => r.candidate.id === 'punta-cana',
      )!;
    const sept = ask(['2026-09-10', '2026-09-10']);
    const march = ask(['2027-03-10', '2027-03-10']);
    expect(sept.season.weather_factor).toBeLessThan(0.8);
    expect(march.season.weather_factor).toBe(1);
    expect(sept.fits.weather_fit.reason()).toMatch(/tropical cyclone season \(see warnings\)/);
  });

  it('flies into another listed gateway when a seasonal closure cuts the usual one off for the dates', () => {
    const at = (w: string[]) =>
      analysis({ user_request: 'Yellowstone from ORD', departure_window: w, trip_length_days: 6 }).ranked.find((r) => r.candidate.id === 'yellowstone')!;
    const winter = at(['2027-01-12', '2027-01-12']);
    expect(winter.flight.profile.destination_airport).toBe('BZN');
    expect(winter.flight.profile.provenance.note).toMatch(/JAC is cut off \(Yellowstone park roads/);
    expect(at(['2026-07-12', '2026-07-12']).flight.profile.destination_airport).toBe('JAC');
  });

  it("adds a place's mandatory entry fees to the whole-trip total and says so", () => {
    const a = analysis({ user_request: 'a week in Bhutan for two adults from JFK', departure_window: ['2026-10-05', '2026-10-05'], trip_length_days: 7 });
    const r = a.ranked[0]!;
    expect(r.cost.activities_usd).toBe(((2 * r.cost.stay_usd) / r.cost.nightly_usd) * 100);
    expect(r.cost.total_usd).toBe(r.cost.flights_usd + r.cost.stay_usd + r.cost.daily_usd + r.cost.activities_usd);
    expect(r.cost.activities_note).toMatch(/Sustainable Development Fee/);
  });

  it('tells a closure of the one park a trip is scoped to to every candidate inside it, and only in its season', () => {
    const at = (w: string[]) => analysis({ user_request: 'Glacier National Park road trip', departure_window: w, trip_length_days: 5 });
    const may = at(['2026-05-12', '2026-05-12']);
    expect(may.ranked.length).toBeGreaterThan(1);
    for (const r of may.ranked) expect(r.season.warnings.some((w) => w.code === 'seasonal_closure' && w.message.includes('Going-to-the-Sun'))).toBe(true);
    const july = at(['2026-07-20', '2026-07-20']);
    expect(july.ranked.every((r) => !r.season.warnings.some((w) => w.code === 'seasonal_closure' && w.message.includes('Going-to-the-Sun')))).toBe(true);
  });

  it('prices an event that fills the place only when the trip asks for it, the dates fix the nights, or every stay the window allows holds it', () => {
    const munich = (request: string, window?: [string, string]) =>
      analysis({ user_request: request, ...(window ? { departure_window: window } : {}), trip_length_days: 7 }).ranked.find(
        (r) => r.candidate.id === 'munich',
      )!;
    const demand = (r: ReturnType<typeof munich>) => r.cost.adjustments.some((x) => x.includes('Oktoberfest'));
    expect(demand(munich('a week in Munich for two from London', ['2027-09-20', '2027-09-20']))).toBe(true);
    expect(demand(munich('a week in Munich for two from London', ['2027-09-20', '2027-09-28']))).toBe(true);
    expect(demand(munich('a week in Munich for two from London', ['2027-09-10', '2027-10-20']))).toBe(false);
    expect(demand(munich('Oktoberfest in Munich for two from London', ['2027-09-10', '2027-10-20']))).toBe(true);
  });
});
