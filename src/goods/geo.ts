import { isCommonWord } from '../travel/geo/cues.js';
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
 * Reads "lat,lon", a US ZIP code, or a city ("Austin, TX", "Lyon, France", "Denver", "10439 Berlin
 * Prenzlauer Berg") that the gazetteer reads confidently. Anything else is null.
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
  const gazetteer = loadGazetteer();
  for (const candidate of cityCandidates(text)) {
    const reading = gazetteer.resolve(candidate)[0];
    if (!reading || reading.type !== 'city' || reading.confidence < MIN_CITY_CONFIDENCE) continue;
    // A district ("Prenzlauer Berg", "Altona") stands for the city it is part of: the market is the city's.
    const place = (reading.city && gazetteer.byId(reading.city.id)) || reading;
    const region = place.country === 'US' && place.admin1 ? place.admin1.slice(3) : place.country;
    return { label: `${place.name}, ${region}`, point: { lat: place.lat, lon: place.lon }, postalCode: null, country: place.country ?? null, note: null };
  }
  return null;
};

/** Longest run of words read as a city name inside one part of a location. */
const MAX_CITY_WORDS = 3;

const LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt'];

/** A one-word piece that is an ordinary word of some language ("Airport", "Gare") as well as a place's name. */
const isOrdinaryPiece = (piece: string): boolean => !piece.includes(' ') && LANGUAGES.some((lang) => isCommonWord(piece.toLowerCase(), lang));

/**
 * The texts a location may name its city by, most specific first: the whole text, then each part
 * between commas and dashes with bracketed asides ("(envio de Goiânia)"), postcodes and district
 * numbers ("10439", "7e", "XIII.") dropped, then every run of one to three words inside each part,
 * longer runs first, as listings write "10439 Berlin Prenzlauer Berg", "Lyon 7e (69007)", "near
 * Dublin Airport" or "Bristol, Bishopston". A piece counts only when each of its words is
 * capitalised, as names are; a one-word piece that is also an ordinary word ("Airport", "Gare") comes
 * last, so it is read as the city only when no other piece names one.
 */
export function cityCandidates(text: string): string[] {
  const parts = text
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[,;|/–—]|\s-\s/u)
    .map((part) =>
      part
        .split(/\s+/u)
        .filter((word) => word !== '' && !/\d/u.test(word) && !/^[IVXLC]+\.?$/u.test(word))
        .join(' '),
    )
    .filter((part) => part !== '');
  const pieces = [...parts];
  for (const part of parts) {
    const words = part.split(' ');
    for (let n = Math.min(MAX_CITY_WORDS, words.length - 1); n >= 1; n -= 1)
      for (let start = 0; start + n <= words.length; start += 1) pieces.push(words.slice(start, start + n).join(' '));
  }
  // A piece is read as a city only when written as a name: "somewhere nice" names no Nice.
  const named = [...new Set([text, ...pieces])].filter((piece) => piece === text || piece.split(' ').every((word) => /^\p{Lu}/u.test(word)));
  return [...named.filter((piece) => !isOrdinaryPiece(piece)), ...named.filter(isOrdinaryPiece)];
}
