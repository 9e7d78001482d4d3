import { greatCircleKm } from '../../geo/distance.js';

/**
 * transfer_time_model_v1: airport-to-destination ground time from great-circle distance,
 * minutes = 15 + 1.2 * km (road distance ~1.3 x great-circle at ~65 km/h), rounded to 5 minutes.
 * Curated rows may override it where a ferry or mountain road makes the formula wrong.
 */
export const TRANSFER_MODEL = 'transfer_time_model_v1';

export function transferMinutes(airport: { lat: number; lon: number }, place: { lat: number; lon: number }): number {
  const km = greatCircleKm(airport, place);
  return Math.round((15 + 1.2 * km) / 5) * 5;
}
