import { greatCircleKm } from '../travel/geo/distance.js';
import { loadGazetteer } from '../travel/geo/index.js';
import type { GeoPoint } from '../contracts/goods.js';

/** A buyer location as svc could read it. Coordinates are absent for a bare ZIP code. */
export interface ResolvedLocation {
  label: string;
  point: GeoPoint | null;
  postalCode: string | null;
  /** ISO 3166 alpha-2 code of the country, when the text names one place in it. */
  country: string | null;
  note: string | null;
}

export type Geocoder = (text: string) => ResolvedLocation | null;

const KM_PER_MILE = 1.609344;
export const milesBetween = (a: GeoPoint, b: GeoPoint): number => greatCircleKm(a, b) / KM_PER_MILE;

/** Below this the gazetteer is unsure which of several same-named cities is meant: no point. */
const MIN_CITY_CONFIDENCE = 0.5;

const LAT_LON = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const US_ZIP = /^\s*(\d{5})(?:-\d{4})?\s*$/;

/**
 * Reads "lat,lon", a US ZIP code, or a city ("Austin, TX", "Lyon, France", "Denver") that the
 * gazetteer reads confidently. Anything else is null.
 */
export const defaultGeocoder: Geocoder = (text) => {
  const coords = LAT_LON.exec(text);
  if (coords) {
    const lat = Number(coords[1]);
    const lon = Number(coords[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { label: `${lat},${lon}`, point: { lat, lon }, postalCode: null, country: null, note: null };
  }
  const zip = US_ZIP.exec(text);
  if (zip?.[1]) {
    return {
      label: zip[1],
      point: null,
      postalCode: zip[1],
      country: 'US',
      note: 'A ZIP code has no coordinates in svc data: distance to snapshot listings is not computed; marketplace_a receives it as its pickup location.',
    };
  }
  // City names go through the travel gazetteer (GeoNames cities, US states, countries): one place
  // resolver for the whole service. Only a confident city reading gives a point for radius checks.
  const place = loadGazetteer().resolve(text)[0];
  if (!place || place.type !== 'city' || place.confidence < MIN_CITY_CONFIDENCE) return null;
  const region = place.country === 'US' && place.admin1 ? place.admin1.slice(3) : place.country;
  return { label: `${place.name}, ${region}`, point: { lat: place.lat, lon: place.lon }, postalCode: null, country: place.country ?? null, note: null };
};
