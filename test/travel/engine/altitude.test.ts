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
