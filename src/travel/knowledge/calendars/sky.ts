import type { Period } from './types.js';
import { DAY_MS } from '../../../time-units.js';

/**
 * Sky phenomena computed from position and date.
 *
 * aurora_visibility_model_v1: the aurora is seen under the auroral oval, which sits around
 * 65-70 degrees geomagnetic latitude in quiet conditions and spreads equatorward as geomagnetic
 * activity (Kp) rises (NOAA SWPC, Tips on Viewing the Aurora: Kp 0-2 far north, 3-5 brighter and
 * further south, 6-7 to the northern edge of the US). Geomagnetic latitude comes from the centred
 * dipole of IGRF-13 at epoch 2020 (north geomagnetic pole 80.6 N, 73.2 W). It also needs dark
 * skies: the sun at least 12 degrees below the horizon at local midnight.
 *
 * midnight_sun_model_v1: the sun stays above the horizon at local midnight when
 * latitude + solar declination > 89.2 degrees (with refraction), white nights (never darker than
 * nautical twilight) when it exceeds 78 degrees; polar night when the noon altitude
 * (90 - latitude + declination) stays below -0.83 degrees.
 */

const DIPOLE_POLE = { lat: 80.6, lon: -73.2 };
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

export function geomagneticLatitude(lat: number, lon: number): number {
  const s = Math.sin(rad(lat)) * Math.sin(rad(DIPOLE_POLE.lat)) + Math.cos(rad(lat)) * Math.cos(rad(DIPOLE_POLE.lat)) * Math.cos(rad(lon - DIPOLE_POLE.lon));
  return deg(Math.asin(Math.max(-1, Math.min(1, s))));
}

/** Visibility bands by absolute geomagnetic latitude: [from degrees, likelihood 0..1, in words]. */
const AURORA_BANDS: ReadonlyArray<readonly [number, number, string]> = [
  [77, 0.8, 'under the polar cap: aurora often overhead, sometimes faint'],
  [64, 1, 'under the auroral oval: visible on most clear, dark nights'],
  [61, 0.85, 'near the auroral oval: visible on many clear nights with moderate activity (Kp 2-4)'],
  [58, 0.5, 'south of the oval: visible on active nights (Kp 4-5)'],
  [55, 0.2, 'occasional: only during geomagnetic storms (Kp 5-6)'],
  [51, 0.08, 'rare: only in strong storms (Kp 7)'],
  [0, 0.02, 'very rare: only in extreme storms (Kp 8-9)'],
];

export function auroraVisibility(lat: number, lon: number): { likelihood: number; words: string; geomagnetic_lat: number } {
  const g = geomagneticLatitude(lat, lon);
  const band = AURORA_BANDS.find(([from]) => Math.abs(g) >= from) ?? AURORA_BANDS[AURORA_BANDS.length - 1]!;
  return { likelihood: band[1], words: band[2], geomagnetic_lat: Math.round(g * 10) / 10 };
}

/** Solar declination in degrees on a day of the year (1-365), the usual cosine approximation. */
export const solarDeclination = (doy: number): number => 23.44 * Math.sin((2 * Math.PI * (284 + doy)) / 365);

const MONTH_START = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
function monthDay(doy: number): string {
  let m = 11;
  while (m > 0 && (MONTH_START[m] ?? 0) >= doy) m--;
  return `${String(m + 1).padStart(2, '0')}-${String(doy - (MONTH_START[m] ?? 0)).padStart(2, '0')}`;
}

/**
 * The yearly period of days that satisfy a test (one contiguous block around a solstice, which
 * may wrap over the year end), 'always' or 'never'.
 */
function seasonWhere(test: (doy: number) => boolean): Period | 'always' | 'never' {
  const days = Array.from({ length: 365 }, (_, i) => test(i + 1));
  if (days.every(Boolean)) return 'always';
  if (!days.some(Boolean)) return 'never';
  const start = days.findIndex((d, i) => d && !days[(i + 364) % 365]);
  let end = start;
  while (days[(end + 1) % 365]) end = (end + 1) % 365;
  return { from: monthDay(start + 1), to: monthDay(end + 1) };
}

const memo = new Map<string, Period | 'always' | 'never'>();
const cached = (key: string, compute: () => Period | 'always' | 'never') => {
  let v = memo.get(key);
  if (!v) memo.set(key, (v = compute()));
  return v;
};

/** Nights dark enough for the aurora (sun 12 degrees or more below the horizon at midnight). */
export function darkSeason(lat: number): Period | 'always' | 'never' {
  const l = Math.round(lat);
  return cached(`dark${l}`, () => seasonWhere((doy) => Math.abs(l) + (l >= 0 ? 1 : -1) * solarDeclination(doy) - 90 < -12));
}

/** Days when the sun does not set. */
export function midnightSunSeason(lat: number): Period | 'always' | 'never' {
  const l = Math.round(lat * 2) / 2;
  return cached(`sun${l}`, () => seasonWhere((doy) => Math.abs(l) + (l >= 0 ? 1 : -1) * solarDeclination(doy) > 89.2));
}

/** Days when the night never gets darker than nautical twilight (white nights), midnight sun included. */
export function whiteNightSeason(lat: number): Period | 'always' | 'never' {
  const l = Math.round(lat);
  return cached(`white${l}`, () => seasonWhere((doy) => Math.abs(l) + (l >= 0 ? 1 : -1) * solarDeclination(doy) - 90 >= -12));
}

/** Days when the sun does not rise (its noon altitude stays below the horizon, with refraction). */
export function polarNightSeason(lat: number): Period | 'always' | 'never' {
  const l = Math.round(lat * 2) / 2;
  return cached(`night${l}`, () => seasonWhere((doy) => 90 - Math.abs(l) + (l >= 0 ? 1 : -1) * solarDeclination(doy) < -0.83));
}

/**
 * daylight_model_v1: hours from sunrise to sunset by the sunrise equation,
 * cos H = (sin h0 - sin(lat) sin(decl)) / (cos(lat) cos(decl)), day length = 2H / 15 degrees per hour,
 * with h0 = -0.833 degrees (the sun's upper edge, refraction included) and the declination of
 * solarDeclination (Cooper 1969); civil twilight with h0 = -6 degrees. Polar night: the sun does
 * not rise (cos H >= 1); midnight sun: it does not set (cos H <= -1). Accurate to a few minutes away
 * from the polar circles, where a day's rounding of the declination shifts the first and last
 * polar day by a day or two.
 */
export const DAYLIGHT_MODEL = { name: 'daylight_model_v1', sunrise_altitude: -0.833, civil_twilight_altitude: -6 } as const;

/** Hours the sun's centre is above `altitude` degrees on a day of the year (1-365) at a latitude. */
export function hoursAbove(lat: number, doy: number, altitude: number): number {
  const decl = rad(solarDeclination(doy));
  const phi = rad(lat);
  const c = (Math.sin(rad(altitude)) - Math.sin(phi) * Math.sin(decl)) / (Math.cos(phi) * Math.cos(decl));
  if (c >= 1) return 0;
  if (c <= -1) return 24;
  return (2 * deg(Math.acos(c))) / 15;
}

export interface DaylightSpan {
  /** Fewest and most hours of daylight over the days. */
  min_hours: number;
  max_hours: number;
  /** Days the sun does not rise, and days it does not set. */
  polar_night_days: number;
  midnight_sun_days: number;
  /** Most hours of civil twilight or brighter on a polar-night day (0 without one). */
  polar_twilight_hours: number;
  days: number;
}

const dayOfYear = (ms: number): number => {
  const d = new Date(ms);
  return Math.min(365, Math.floor((ms - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY_MS) + 1);
};

/** Daylight at a latitude over the days from start to end (ISO dates, both included). */
export function daylightOver(lat: number, start: string, end: string): DaylightSpan {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Math.max(from, Date.parse(`${end}T00:00:00Z`));
  const span: DaylightSpan = { min_hours: 24, max_hours: 0, polar_night_days: 0, midnight_sun_days: 0, polar_twilight_hours: 0, days: 0 };
  for (let ms = from; ms <= to; ms += DAY_MS) {
    const doy = dayOfYear(ms);
    const h = hoursAbove(lat, doy, DAYLIGHT_MODEL.sunrise_altitude);
    span.min_hours = Math.min(span.min_hours, h);
    span.max_hours = Math.max(span.max_hours, h);
    span.days++;
    if (h === 24) span.midnight_sun_days++;
    if (h === 0) {
      span.polar_night_days++;
      span.polar_twilight_hours = Math.max(span.polar_twilight_hours, hoursAbove(lat, doy, DAYLIGHT_MODEL.civil_twilight_altitude));
    }
  }
  return span;
}
