import { greatCircleKm } from '../../../src/travel/geo/distance.js';
import type { RawStation, Series } from './sources.js';

/**
 * The parameters fitted on the station data at build time, each a plain least-squares or mean
 * over station pairs, so a reviewer can recompute them from the sources.
 */

type Element = 'tmax' | 'tmin';
const MONTHS = Array.from({ length: 12 }, (_, m) => m);

/** Pairs of stations closer than maxKm, each pair once. */
export function pairsWithin<A extends RawStation, B extends RawStation>(as: A[], bs: B[], maxKm: number, same: boolean): Array<[A, B, number]> {
  const sorted = [...bs].sort((x, y) => x.lat - y.lat);
  const band = maxKm / 111;
  const out: Array<[A, B, number]> = [];
  for (const a of as) {
    for (const b of sorted) {
      if (b.lat < a.lat - band) continue;
      if (b.lat > a.lat + band) break;
      if (same && (b as RawStation) === (a as RawStation)) continue;
      if (same && a.id > b.id) continue;
      const km = greatCircleKm(a, b);
      if (km < maxKm) out.push([a, b, km]);
    }
  }
  return out;
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Monthly lapse rate (C per km, positive = colder with height) through the origin over WMO station
 * pairs within 100 km that differ by at least 200 m in height: -sum(dz * dT) / sum(dz^2).
 */
export function fitLapse(wmo: RawStation[], element: Element): number[] {
  const pairs = pairsWithin(wmo, wmo, 100, true).filter(([a, b]) => a[element] && b[element] && Math.abs(a.elevation_m - b.elevation_m) >= 200);
  return MONTHS.map((m) => {
    let num = 0;
    let den = 0;
    for (const [a, b] of pairs) {
      const dz = (b.elevation_m - a.elevation_m) / 1000;
      num += dz * (((b[element] as Series)[m] ?? 0) - ((a[element] as Series)[m] ?? 0));
      den += dz * dz;
    }
    return round(-num / den, 2);
  });
}

/**
 * Offset from WorldClim 1.4 (1960-1990) to WMO 1991-2020: the mean monthly difference over
 * co-located pairs (within 3 km and 50 m of height).
 */
export function fitOffset(wmo: RawStation[], worldclim: RawStation[], element: Element): { offset: number[]; pairs: number } {
  const pairs = pairsWithin(wmo, worldclim, 3, false).filter(([a, b]) => a[element] && b[element] && Math.abs(a.elevation_m - b.elevation_m) < 50);
  const offset = MONTHS.map((m) =>
    round(pairs.reduce((s, [a, b]) => s + ((a[element] as Series)[m] ?? 0) - ((b[element] as Series)[m] ?? 0), 0) / pairs.length, 2),
  );
  return { offset, pairs: pairs.length };
}

/** rainy_days = a * (1 - exp(-precip / b)) by grid search (least absolute error) over station months. */
export function fitRainyDays(wmo: RawStation[], tropical: boolean): [number, number] {
  const samples: Array<[number, number]> = [];
  for (const s of wmo) {
    if (!s.prcp || !s.rainy_days || Math.abs(s.lat) < 23.5 !== tropical) continue;
    MONTHS.forEach((m) => samples.push([s.prcp?.[m] ?? 0, s.rainy_days?.[m] ?? 0]));
  }
  let best: [number, number, number] = [Infinity, 0, 0];
  for (let a = 8; a <= 31; a += 0.5) {
    for (let b = 20; b <= 400; b += 10) {
      let err = 0;
      for (const [p, d] of samples) err += Math.abs(a * (1 - Math.exp(-p / b)) - d);
      if (err < best[0]) best = [err, a, b];
    }
  }
  return [best[1], best[2]];
}
