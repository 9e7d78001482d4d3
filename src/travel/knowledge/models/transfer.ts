import { greatCircleKm } from '../../geo/distance.js';

/**
 * transfer_time_model_v1: airport-to-destination ground time from great-circle distance,
 * minutes = 15 + 1.2 * km (road distance ~1.3 x great-circle at ~65 km/h), rounded to 5 minutes,
 * plus BORDER_MINUTES when the road crosses a border with controls (the airport and the place in
 * different countries, not both inside one open-border area). Curated rows may override it where a
 * ferry or mountain road makes the formula wrong.
 */
export const TRANSFER_MODEL = 'transfer_time_model_v1';
export const BORDER_MINUTES = 60;

/**
 * The Schengen area as of 2025-01-01 with the microstates inside it (European Commission,
 * "Schengen Area"): no routine border checks between them, and one 90-days-in-180 short stay for
 * visitors across all of them (Schengen Borders Code, Regulation (EU) 2016/399, article 6).
 */
export const SCHENGEN_AREA: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CH',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'MC',
  'SM',
  'VA',
]);

/** Countries between which roads have no routine border checks: the Schengen area and Andorra inside it, and the Common Travel Area of the United Kingdom and Ireland. */
const OPEN_BORDER_AREAS: ReadonlyArray<ReadonlySet<string>> = [new Set([...SCHENGEN_AREA, 'AD']), new Set(['GB', 'IE'])];

/** A controlled border lies between an airport in one country and a place in another. */
export function crossesControlledBorder(airportCountry: string, placeCountry: string | null | undefined): boolean {
  if (!placeCountry || airportCountry === placeCountry) return false;
  return !OPEN_BORDER_AREAS.some((area) => area.has(airportCountry) && area.has(placeCountry));
}

export function transferMinutes(airport: { lat: number; lon: number; country?: string }, place: { lat: number; lon: number; country?: string | null }): number {
  const km = greatCircleKm(airport, place);
  const border = airport.country && crossesControlledBorder(airport.country, place.country) ? BORDER_MINUTES : 0;
  return Math.round((15 + 1.2 * km) / 5) * 5 + border;
}
