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
});
