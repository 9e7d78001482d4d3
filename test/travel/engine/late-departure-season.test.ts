import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/**
 * A month is a window of departures: a week "in October" leaving on the 31st returns in November, but
 * the trip is not "in" a season that starts on 1 November. Only a late departure reaches it, and the
 * warning says so instead of saying the dates fall in the season.
 */
describe('a season that starts after the first departures of a window', () => {
  const warning = async (user_request: string, code: string) => {
    const res = await testEngine().search({ user_request }, context());
    expect(res.results.length, user_request).toBeGreaterThan(0);
    return res.results.map((r) => r.warnings.find((w) => w.code === code));
  };

  it('is told as reached only by a late departure, in any language', async () => {
    for (const text of ['Komodo National Park in October, one week', 'Parque Nacional de Komodo en octubre, una semana']) {
      for (const w of await warning(text, 'wet_season')) {
        expect(w?.message, text).toMatch(/Wet season.*your dates are before it, but a trip leaving on 2026-10-26 or later runs into its first days/);
        expect(w?.severity, text).toBe('info');
      }
    }
    for (const w of await warning('Jamaica in May for ten days', 'tropical_cyclone_season'))
      expect(w?.message).toMatch(/Atlantic hurricane season.*your dates are before it, but a trip leaving on 2026-05-23 or later/);
  });

  it('is in the dates when the trip itself crosses into it', async () => {
    for (const w of await warning('Labuan Bajo 25 October to 4 November 2026', 'wet_season')) expect(w?.message).toMatch(/your dates fall in the season/);
  });

  it('is in the dates when most departure days of the window reach it, in any language', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['Tokyo for 5 days in June', 'wet_season', /tsuyu/],
      ['Tokio, 5 Tage im Juni', 'wet_season', /tsuyu/],
      ['Kerala backwaters for a week in October', 'monsoon', /North-east/],
      ['Lalibela y Addis Abeba una semana en junio', 'wet_season', /kiremt/],
    ];
    for (const [text, code, season] of cases) {
      for (const w of await warning(text, code)) {
        expect(w?.message, text).toMatch(season);
        expect(w?.message, text).toMatch(/your dates fall in the season/);
        expect(w?.severity, text).toBe('caution');
      }
    }
  });
});
