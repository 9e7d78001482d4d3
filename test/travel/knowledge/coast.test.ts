import { describe, expect, it } from 'vitest';
import { coastFacts, themesRuledOutByCoast } from '../../../src/travel/knowledge/models/coast.js';

/** coast_distance_model_v1 on the shipped Natural Earth land rings, at places whose geography is not in doubt. */
describe('coast_distance_model_v1', () => {
  it.each([
    ['Faro', 37.02, -7.93, true, false],
    ['Nice', 43.7, 7.27, true, false],
    ['Manila', 14.6, 120.98, true, false],
    ['Palma de Mallorca', 39.57, 2.65, true, true],
    ['Phuket', 7.88, 98.39, true, true],
    ['Hvar', 43.17, 16.44, true, true],
    ['Naifaru, Maldives (too small for the map)', 5.44, 73.37, true, true],
    ['Viseu', 40.66, -7.91, false, false],
    ['Brasilia', -15.79, -47.88, false, false],
    ['Chiang Mai', 18.79, 98.98, false, false],
    ['Denver', 39.74, -104.99, false, false],
  ])('%s (%s, %s): coastal %s, island %s', (_name, lat, lon, coastal, island) => {
    const facts = coastFacts({ lat, lon });
    expect(facts.coastal).toBe(coastal);
    expect(facts.island).toBe(island);
    if (coastal && facts.coast_km !== null) expect(facts.coast_km).toBeLessThanOrEqual(20);
  });

  it('rules out sea themes inland and island themes on the mainland, and leaves other themes alone', () => {
    expect(themesRuledOutByCoast({ lat: 40.66, lon: -7.91 }, ['beach', 'food'])).toEqual(['beach']);
    expect(themesRuledOutByCoast({ lat: 43.7, lon: 7.27 }, ['beach', 'islands'])).toEqual(['islands']);
    expect(themesRuledOutByCoast({ lat: 39.57, lon: 2.65 }, ['beach', 'islands'])).toEqual([]);
    expect(themesRuledOutByCoast({ lat: 39.74, lon: -104.99 }, ['hiking'])).toEqual([]);
  });
});
