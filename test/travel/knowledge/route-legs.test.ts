import { describe, expect, it } from 'vitest';
import { legBetween } from '../../../src/travel/knowledge/models/route-legs.js';

const bangkok = { name: 'Bangkok', lat: 13.7563, lon: 100.5018, country: 'TH' };
const chiangMai = { name: 'Chiang Mai', lat: 18.7883, lon: 98.9853, country: 'TH' };
const lyon = { name: 'Lyon', lat: 45.764, lon: 4.8357, country: 'FR' };
const grenoble = { name: 'Grenoble', lat: 45.1885, lon: 5.7245, country: 'FR' };

describe('mode of a leg between stops', () => {
  it('flies a day-long drive where the route data has a quicker nonstop, naming the drive', () => {
    const leg = legBetween(bangkok, chiangMai);
    expect(leg.mode).toBe('flight');
    expect(leg.hours).toBeLessThan(6);
    expect(leg.alternatives?.[0]?.mode).toBe('road');
    expect(leg.alternatives?.[0]?.hours).toBeGreaterThan(8);
  });

  it('keeps the drive when the traveller means to drive, naming the flight', () => {
    const leg = legBetween(bangkok, chiangMai, null, true);
    expect(leg.mode).toBe('road');
    expect(leg.alternatives?.[0]?.mode).toBe('flight');
    expect(leg.alternatives?.[0]?.hours).toBeLessThan(6);
  });

  it('drives a short leg with no flight beside it', () => {
    const leg = legBetween(lyon, grenoble);
    expect(leg.mode).toBe('road');
    expect(leg.alternatives).toBeUndefined();
  });
});
