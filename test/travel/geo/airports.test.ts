import { describe, expect, it } from 'vitest';
import { airportByIata, airportsNear, allAirports } from '../../../src/travel/geo/airports.js';
import { greatCircleKm } from '../../../src/travel/geo/distance.js';

describe('greatCircleKm', () => {
  it('matches known city-pair distances', () => {
    const jfk = { lat: 40.6413, lon: -73.7781 };
    const lhr = { lat: 51.47, lon: -0.4543 };
    expect(greatCircleKm(jfk, lhr)).toBeGreaterThan(5500);
    expect(greatCircleKm(jfk, lhr)).toBeLessThan(5600);
    expect(greatCircleKm(jfk, jfk)).toBe(0);
  });
  it('is symmetric and handles the antimeridian', () => {
    const a = { lat: 0, lon: 179.5 };
    const b = { lat: 0, lon: -179.5 };
    expect(greatCircleKm(a, b)).toBeCloseTo(111.2, 0);
    expect(greatCircleKm(b, a)).toBeCloseTo(greatCircleKm(a, b), 9);
  });
});

describe('airports', () => {
  it('looks up IATA codes case-insensitively', () => {
    const sfo = airportByIata('sfo');
    expect(sfo?.iata).toBe('SFO');
    expect(sfo?.country).toBe('US');
    expect(sfo?.city).toBe('San Francisco');
    expect(sfo?.admin1).toBe('US-CA');
    expect(sfo?.scheduled).toBe(true);
    expect(airportByIata(' LHR ')?.country).toBe('GB');
    expect(airportByIata('ZZZ')).toBeUndefined();
  });
  it('lists scheduled airports near a point, nearest first', () => {
    const near = airportsNear(37.7749, -122.4194, 75);
    const codes = near.map((a) => a.iata);
    expect(codes).toContain('SFO');
    expect(codes).toContain('OAK');
    expect(codes).toContain('SJC');
    const dists = near.map((a) => greatCircleKm({ lat: 37.7749, lon: -122.4194 }, a));
    expect([...dists].sort((x, y) => x - y)).toEqual(dists);
    expect(near.every((a) => a.scheduled)).toBe(true);
    expect(airportsNear(0, -30, 100)).toEqual([]);
  });
  it('finds every airport a full scan by distance finds, at any latitude and reach', () => {
    const every = allAirports();
    const points = [
      ...every.filter((_, i) => i % 500 === 0),
      { lat: 78.2, lon: 15.6 },
      { lat: -54.8, lon: -68.3 },
      { lat: 89.9, lon: 0 },
      { lat: 0, lon: 179.9 },
    ];
    for (const p of points)
      for (const km of [40, 150, 1500]) {
        const scanned = every
          .map((a) => ({ a, d: greatCircleKm(p, a) }))
          .filter((x) => x.d <= km)
          .sort((x, y) => x.d - y.d)
          .map((x) => x.a.iata);
        expect(airportsNear(p.lat, p.lon, km, { scheduledOnly: false }).map((a) => a.iata)).toEqual(scanned);
      }
  });
});
