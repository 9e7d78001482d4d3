import type { Gazetteer as Catalog } from './gazetteer.js';
import type { RegionMember } from './curated.js';
import { greatCircleKm } from './distance.js';
import { inBox, inPolygon } from './geometry.js';
import type { Place } from './place.js';
import type { PointLike } from './types.js';

/** Radius that counts as "in" a city: a metropolitan area for the most prominent, a town otherwise. */
const cityRadiusKm = (importance: number) => (importance >= 0.9 ? 35 : importance >= 0.6 ? 20 : 10);

/** Point admin1 as ISO 3166-2; accepts 'CA' for a US point, infers it from the nearest city when absent. */
function admin1Of(cat: Catalog, point: PointLike): string | null {
  if (point.admin1) return point.admin1.includes('-') ? point.admin1.toUpperCase() : `${point.country}-${point.admin1}`.toUpperCase();
  const i = cat.cities.nearest(point.lat, point.lon, point.country);
  return i === undefined ? null : (cat.cities.admin1(i)?.iso ?? null);
}

function memberHolds(cat: Catalog, m: RegionMember, point: PointLike, admin1: () => string | null): boolean {
  if (m.countries && !m.countries.includes(point.country)) return false;
  if (m.subregions || m.continents) {
    const c = cat.countries.byCode.get(point.country);
    if (!c) return false;
    if (m.subregions && !m.subregions.includes(c.subregion)) return false;
    if (m.continents && !m.continents.includes(c.region)) return false;
  }
  if (m.bbox && !inBox(point.lat, point.lon, m.bbox)) return false;
  if (m.polygon && !inPolygon(point.lat, point.lon, m.polygon)) return false;
  if (m.admin1) {
    if (!m.admin1.some((code) => code.startsWith(`${point.country}-`))) return false;
    const a = admin1();
    if (!a || !m.admin1.includes(a)) return false;
  }
  return true;
}

/** Is the point inside the place? Regions by membership, parks and cities by id or distance. */
export function placeContains(cat: Catalog, place: Place, point: PointLike): boolean {
  const country = point.country.toUpperCase();
  const p: PointLike = { ...point, country };
  let cached: string | null | undefined;
  const admin1 = () => (cached === undefined ? (cached = admin1Of(cat, p)) : cached);
  switch (place.type) {
    case 'country':
      return country === place.country;
    case 'state':
      return country === place.country && admin1() === place.admin1;
    case 'park':
      if (point.parkIds?.includes(place.id) || point.destinationId === place.id) return true;
      return country === place.country && greatCircleKm(place, point) <= (place.park?.radius_km ?? 10);
    case 'city': {
      if (point.destinationId === place.id) return true;
      const importance = place.cityIx === undefined ? 0 : (cat.cities.importance[place.cityIx] ?? 0);
      return country === place.country && greatCircleKm(place, point) <= cityRadiusKm(importance);
    }
    default:
      if (point.destinationId === place.id) return true;
      return (place.region?.members ?? []).some((m) => memberHolds(cat, m, p, admin1));
  }
}

/** How many of a country's most important towns are tried to see whether a region reaches into it. */
const REACH_SAMPLE = 400;

/** Whether a region reaches into a country: one of the country's more important towns lies inside it ("the Alps" reach into France, not Japan). */
export function reachesInto(cat: Catalog, place: Place, country: string): boolean {
  if (place.country) return place.country === country;
  const rows = cat.cityOrder.country(country);
  for (let k = 0; k < Math.min(rows.length, REACH_SAMPLE); k++) {
    const i = rows[k] as number;
    if (placeContains(cat, place, { country, lat: cat.cities.lat[i] ?? 0, lon: cat.cities.lon[i] ?? 0 })) return true;
  }
  return false;
}
