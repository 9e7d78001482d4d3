import { Catalog } from '../../../src/travel/geo/catalog.js';
import { greatCircleKm } from '../../../src/travel/geo/distance.js';
import type { RawStation } from './sources.js';

/**
 * Station checks applied before anything is fitted or shipped. A station is dropped when its
 * coordinates are invalid or given in whole degrees (several national submissions round them,
 * up to ~70 km off), its height is missing (WMO writes -876.5), a month's low exceeds its high
 * (elements swapped or mistyped), or it duplicates a station already kept (same id or same point). A kept station's country becomes the country of the nearest
 * GeoNames place within 60 km, so territories are named as travellers know them (San Juan is PR,
 * not US; Taipei is TW); remote stations keep the country their source gives.
 */

const COUNTRY_KM = 60;
export type CheckReport = Record<
  'read' | 'kept' | 'invalid_coordinates' | 'whole_degree_coordinates' | 'missing_elevation' | 'low_above_high' | 'duplicate',
  number
>;

let catalog: Catalog | undefined;

/** Country of the nearest GeoNames place within `km` (searched over grid cells of 0.25 degrees), or undefined. */
function countryNear(s: RawStation, km: number): string | undefined {
  catalog ??= new Catalog();
  const cities = catalog.cities;
  let best: number | undefined;
  let bestKm = km;
  cities.grid.around(s.lat, s.lon, Math.ceil(km / 111 / 0.25) + 1, (i) => {
    const d = greatCircleKm(s, { lat: cities.lat[i] ?? 0, lon: cities.lon[i] ?? 0 });
    if (d <= bestKm) [best, bestKm] = [i, d];
  });
  return best === undefined ? undefined : cities.country(best);
}

function problem(s: RawStation, seen: Set<string>): keyof CheckReport | null {
  if (!Number.isFinite(s.lat) || !Number.isFinite(s.lon) || Math.abs(s.lat) > 90 || Math.abs(s.lon) > 180) return 'invalid_coordinates';
  if (Number.isInteger(s.lat) && Number.isInteger(s.lon)) return 'whole_degree_coordinates';
  if (!Number.isFinite(s.elevation_m) || s.elevation_m < -500) return 'missing_elevation';
  if (s.tmax && s.tmin?.some((low, m) => low > (s.tmax?.[m] ?? Infinity))) return 'low_above_high';
  if (seen.has(s.id) || seen.has(`${s.lat.toFixed(3)},${s.lon.toFixed(3)}`)) return 'duplicate';
  return null;
}

export function checkStations<S extends RawStation>(stations: S[]): { kept: S[]; report: CheckReport } {
  const report: CheckReport = {
    read: stations.length,
    kept: 0,
    invalid_coordinates: 0,
    whole_degree_coordinates: 0,
    missing_elevation: 0,
    low_above_high: 0,
    duplicate: 0,
  };
  const seen = new Set<string>();
  const kept: S[] = [];
  for (const s of stations) {
    const why = problem(s, seen);
    if (why) {
      report[why]++;
      continue;
    }
    seen.add(s.id).add(`${s.lat.toFixed(3)},${s.lon.toFixed(3)}`);
    kept.push({ ...s, country: countryNear(s, COUNTRY_KM) ?? s.country });
  }
  report.kept = kept.length;
  return { kept, report };
}
