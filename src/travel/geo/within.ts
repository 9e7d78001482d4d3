import type { Catalog } from './catalog.js';
import { placeContains } from './contains.js';
import { publicPlace, type Place } from './place.js';
import type { GazetteerPlace } from './types.js';

/** Parks rank among cities as if they had this importance (a named park is a destination in itself). */
const PARK_IMPORTANCE = 0.7;

const byImportance = new WeakMap<Catalog, Int32Array>();

/** City indices, most important first (sorted once per catalog, on first use). */
function citiesByImportance(cat: Catalog): Int32Array {
  let order = byImportance.get(cat);
  if (!order) {
    order = Int32Array.from({ length: cat.cities.size }, (_, i) => i).sort(
      (a, b) => (cat.cities.importance[b] ?? 0) - (cat.cities.importance[a] ?? 0),
    );
    byImportance.set(cat, order);
  }
  return order;
}

/** Notable cities and parks inside a place, most important first. */
export function withinPlace(cat: Catalog, place: Place, limit: number): GazetteerPlace[] {
  if (limit <= 0 || place.type === 'city') return [];
  const parks = [...cat.places.values()].filter((p) => p.type === 'park' && p.id !== place.id && placeContains(cat, place, { country: p.country, admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id }));
  const cities: Array<{ p: Place; importance: number }> = [];
  for (const i of citiesByImportance(cat)) {
    if (cities.length >= limit) break;
    const admin1 = cat.cities.admin1(i)?.iso ?? null;
    const point = { country: cat.cities.country(i), admin1, lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 };
    if (placeContains(cat, place, point)) cities.push({ p: cat.cityPlace(i), importance: cat.cities.importance[i] ?? 0 });
  }
  return [...parks.map((p) => ({ p, importance: PARK_IMPORTANCE })), ...cities]
    .sort((a, b) => b.importance - a.importance)
    .slice(0, limit)
    .map(({ p }) => publicPlace(p));
}
