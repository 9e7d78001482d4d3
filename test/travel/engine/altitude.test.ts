import { describe, expect, it } from 'vitest';
import { altitudeFinding } from '../../../src/travel/knowledge/altitude.js';
import { context, testEngine } from './engine.js';

const altitudeWarnings = async (user_request: string) => {
  const res = await testEngine().search({ user_request }, context());
  return res.results.map((r) => ({ id: r.id, warning: r.warnings.find((w) => w.code === 'high_altitude') }));
};

describe('high altitude', () => {
  it('bands a height by the source file: none below 2,500 m, caution up to 3,500 m, serious above', () => {
    const at = (metres: number) => altitudeFinding({ metres, source: 'test height' })?.warning.severity ?? null;
    expect(at(2240)).toBeNull();
    expect(at(2600)).toBe('caution');
    expect(at(3800)).toBe('serious');
    expect(altitudeFinding(null)).toBeNull();
    const w = altitudeFinding({ metres: 3782, source: 'GeoNames height of La Paz' })!;
    expect(w.score_factor).toBe(1);
    expect(w.warning.message).toMatch(/3,782 m .*GeoNames height of La Paz.*very high altitude/);
    expect(w.warning.source).toMatch(/CDC Yellow Book/);
  });

  it('warns a trip to a high city, curated or read from the request, and not a low one', async () => {
    const quito = (await altitudeWarnings('A week in Quito in March')).find((r) => r.id === 'quito');
    expect(quito?.warning?.severity).toBe('caution');
    const laPaz = await altitudeWarnings('La Paz, Bolivia in May');
    expect(laPaz[0]?.warning?.severity).toBe('serious');
    const lisbon = await altitudeWarnings('A week in Lisbon in May');
    expect(lisbon.every((r) => r.warning === undefined)).toBe(true);
  });

  it("adjusts the climate of a place read from the request to the place's own height, not the mean height of its stations (a summit among them)", async () => {
    const weather = async (user_request: string) => (await testEngine().search({ user_request }, context())).results[0]!.weather_snapshot!;
    const moritz = await weather('A week in St. Moritz in January');
    expect(moritz.notes.join(' ')).toMatch(/adjusted to 1845 m/);
    // January highs in the WMO 1991-2020 normals: Samedan (1,709 m, 4 km away) -1.3 C, Piz Corvatsch (3,294 m) -8.5 C.
    expect(moritz.avg_high_c).toBeGreaterThan(-4);
    expect(moritz.avg_high_c).toBeLessThan(1);
    expect((await weather('Gulmarg in January')).notes.join(' ')).toMatch(/adjusted to 2682 m/);
  });
});

describe('treks and climbs that go higher than the place', () => {
  it('tells a climb or trek by the height it reaches, with that height named and sourced', async () => {
    const [kili] = await altitudeWarnings('Climbing Kilimanjaro in January');
    expect(kili?.warning?.severity).toBe('serious');
    expect(kili?.warning?.message).toMatch(/reaches about 5,895 m \(Uhuru Peak/);
    expect(kili?.warning?.source).toMatch(/^Height of Uhuru Peak, Kilimanjaro: Tanzania National Parks/);
    const inca = (await altitudeWarnings('We want to hike the Inca Trail in May')).map((r) => r.warning?.message ?? '');
    expect(inca.some((m) => /4,215 m/.test(m))).toBe(true);
  });

  it('keeps the place height alone when the trip does not go up and no high point is near', () => {
    const own = altitudeFinding({ metres: 3400, source: 'test height' }, null)!;
    expect(own.warning.message).toMatch(/^About 3,400 m above sea level \(test height\): high altitude/);
    const lower = altitudeFinding(
      { metres: 3400, source: 'test height' },
      { name: 'Low', route: 'walk', lat: 0, lon: 0, km: 1, metres: 3000, source: 's', as_of: '2026', verified: true },
    );
    expect(lower?.warning.message).not.toMatch(/reaches/);
    expect(altitudeFinding({ metres: 1800, source: 'test height' }, null)).toBeNull();
  });

  it('does not give a town near a peak the peak height on a trip that is not about climbing', async () => {
    const moshi = await altitudeWarnings('A quiet week in Moshi, Tanzania in July, coffee farms and markets');
    expect(moshi.every((r) => !/Uhuru/.test(r.warning?.message ?? ''))).toBe(true);
  });
});
