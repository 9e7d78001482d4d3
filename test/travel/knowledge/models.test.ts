import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { latitudeClimate } from '../../../src/travel/knowledge/models/climate-latitude.js';
import { estimateCosts } from '../../../src/travel/knowledge/models/costs.js';
import { estimateFlight, fareBand, flightHours } from '../../../src/travel/knowledge/models/flights.js';
import { perDiemFor } from '../../../src/travel/knowledge/models/per-diem.js';
import { DomainError } from '../../../src/errors.js';

const julyMinusJanuary = (lat: number, extra: { elevation_m?: number; coastal?: boolean } = {}) => {
  const m = latitudeClimate({ lat, lon: 0, ...extra }).months;
  return (m[6]?.high_c ?? NaN) - (m[0]?.high_c ?? NaN);
};

describe('latitude_climate_model_v1', () => {
  it('flips the seasons in the southern hemisphere', () => {
    expect(julyMinusJanuary(45)).toBeGreaterThan(15);
    expect(julyMinusJanuary(-45)).toBeLessThan(-15);
    expect(Math.abs(julyMinusJanuary(1))).toBeLessThan(1);
  });

  it('cools with elevation and latitude, and damps the annual range on coasts', () => {
    const mean = (c: ReturnType<typeof latitudeClimate>) => c.months.reduce((s, m) => s + m.high_c, 0) / 12;
    expect(mean(latitudeClimate({ lat: 40, lon: 0, elevation_m: 2000 }))).toBeCloseTo(mean(latitudeClimate({ lat: 40, lon: 0 })) - 13, 0);
    expect(mean(latitudeClimate({ lat: 60, lon: 0 }))).toBeLessThan(mean(latitudeClimate({ lat: 30, lon: 0 })));
    expect(julyMinusJanuary(50, { coastal: true })).toBeLessThan(julyMinusJanuary(50, { coastal: false }));
  });

  it('always returns 12 coherent months labelled as a model estimate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89, max: 89, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 5000 }),
        fc.option(fc.boolean(), { nil: undefined }),
        (lat, lon, elevation_m, coastal) => {
          const c = latitudeClimate({ lat, lon, elevation_m, coastal });
          expect(c.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
          for (const m of c.months) {
            expect(m.low_c).toBeLessThanOrEqual(m.high_c);
            expect(m.precip_mm).toBeGreaterThanOrEqual(0);
          }
          expect(c.provenance).toMatchObject({ tier: 'model_estimate', model: 'latitude_climate_model_v1' });
        },
      ),
    );
  });
});

describe('great_circle_flight_model_v1', () => {
  it('gives fares and hours that never fall as distance or connections grow', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 18_000 }), fc.integer({ min: 1, max: 3000 }), fc.integer({ min: 0, max: 2 }), (d, extra, c) => {
        const [lo, hi] = fareBand(d, c);
        const [lo2, hi2] = fareBand(d + extra, c);
        expect(lo).toBeLessThan(hi);
        expect(lo2).toBeGreaterThanOrEqual(lo);
        expect(hi2).toBeGreaterThanOrEqual(hi);
        expect(fareBand(d, c + 1)[0]).toBeGreaterThan(lo);
        expect(flightHours(d + extra, c)).toBeGreaterThanOrEqual(flightHours(d, c));
      }),
    );
  });

  it('orders real places from JFK by distance: Chicago < Denver < London < Tokyo < Sydney', () => {
    const places = [
      { name: 'Chicago', lat: 41.88, lon: -87.63 },
      { name: 'Denver', lat: 39.74, lon: -104.99 },
      { name: 'London', lat: 51.51, lon: -0.13 },
      { name: 'Tokyo', lat: 35.68, lon: 139.65 },
      { name: 'Sydney', lat: -33.87, lon: 151.21 },
    ].map((p) => ({ ...p, f: estimateFlight('JFK', p) }));
    const lows = places.map((p) => p.f.fare_band_usd?.[0] ?? 0);
    const hours = places.map((p) => p.f.typical_hours);
    console.log(
      places.map((p) => `${p.name}: ${p.f.distance_km} km, ${p.f.typical_hours} h, ${p.f.connections} stop(s), $${p.f.fare_band_usd?.join('-')}`).join('\n'),
    );
    expect([...lows].sort((a, b) => a - b)).toEqual(lows);
    expect([...hours].sort((a, b) => a - b)).toEqual(hours);
    expect(places[4]?.f.connections).toBeGreaterThanOrEqual(1);
  });

  it('treats a place near the origin as a drive, and rejects unknown origins', () => {
    const napa = estimateFlight('SFO', { lat: 38.2975, lon: -122.2869 });
    expect(napa).toMatchObject({ mode: 'ground', fare_band_usd: null });
    expect(() => estimateFlight('QQQ', { lat: 0, lon: 0 })).toThrow(DomainError);
  });
});

describe('leisure_cost_model_v1 and estimateCosts', () => {
  it('orders budget < mid < luxury for any country row', () => {
    for (const cc of ['FR', 'JP', 'MX', 'KE', 'US', 'PE']) {
      const { costs } = estimateCosts(cc);
      expect(costs.budget.lodging_per_night_usd).toBeLessThan(costs.mid.lodging_per_night_usd);
      expect(costs.mid.lodging_per_night_usd).toBeLessThan(costs.luxury.lodging_per_night_usd);
      expect(costs.budget.daily_spend_usd).toBeLessThan(costs.mid.daily_spend_usd);
      expect(costs.mid.daily_spend_usd).toBeLessThan(costs.luxury.daily_spend_usd);
      for (const t of [costs.budget, costs.mid, costs.luxury]) expect(t.provenance.tier).toBe('model_estimate');
    }
  });

  it('uses the named location row when it exists and the [Other] row otherwise', () => {
    const paris = perDiemFor('FR', 'Paris');
    const other = perDiemFor('FR', 'Carcassonne');
    expect(paris?.row).toBe('FRANCE / Paris');
    expect(other?.row).toBe('FRANCE / [Other]');
    expect(paris?.lodging_usd).toBeGreaterThan(other?.lodging_usd ?? Infinity);
    expect(estimateCosts('FR', 'Paris').per_diem_row).toBe('FRANCE / Paris');
  });

  it('matches a row whose name differs only by kind words (islands, national park), never a mere part of a name', () => {
    expect(perDiemFor('EC', 'Galápagos National Park')?.row).toBe('ECUADOR / Galapagos Islands');
    expect(perDiemFor('VN', 'Phu Quoc')?.row).toBe('VIETNAM / Phu Quoc Island');
    expect(perDiemFor('EC', 'Puerto Ayora')?.row).toBe('ECUADOR / [Other]');
    expect(perDiemFor('ES', 'Isla Mayor')?.row).toBe('SPAIN / [Other]');
  });

  it('uses the GSA destination row or the standard CONUS rate in the US, and the proxy model for Hawaii', () => {
    expect(perDiemFor('US', 'Napa', 'US-CA')?.row).toBe('CA / Napa');
    expect(perDiemFor('US', 'Fresno', 'US-CA')?.row).toBe('CA / Fresno');
    expect(perDiemFor('US', 'Bakersfield Springs', 'US-TX')?.row).toBe('Standard CONUS rate');
    const hawaii = estimateCosts('US', 'Hilo', 'US-HI');
    expect(hawaii.costs.mid.provenance.model).toBe('leisure_cost_model_v1 + oconus_proxy_model_v1');
  });

  it('falls back to Other Foreign Localities and rejects malformed country codes', () => {
    expect(estimateCosts('ZZ').per_diem_row).toBe('OTHER FOREIGN LOCALITIES');
    expect(() => estimateCosts('France')).toThrow(/ISO 3166-1 alpha-2/);
  });
});
