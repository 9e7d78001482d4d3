import type { ClimateMonth } from '../knowledge/types.js';
import { coastFacts } from '../knowledge/models/coast.js';
import { THEME_MIN_STRENGTH, type Candidate, type WarmthWish, type WeatherProfile } from './types.js';

/**
 * comfort_model_v1: how pleasant a month's climate normals are for a kind of trip, 0..1.
 * Temperature term: 1 inside the ideal daytime-high band, falling linearly to 0 at 12 C
 * outside it (beach 26-32 C, general sightseeing 17-27 C; snow trips want highs of -8..3 C).
 * Rain term: 1 - 0.6 * rainy_days/25 - 0.2 * [precip > 200 mm]. comfort = 0.65 temp + 0.35 rain.
 */
export const COMFORT_MODEL = 'comfort_model_v1';

const BANDS: Record<WeatherProfile, [number, number]> = { beach: [26, 32], general: [17, 27], snow: [-8, 3] };
const FALLOFF_C = 12;

function temperatureTerm(highC: number, [lo, hi]: [number, number]): number {
  const outside = highC < lo ? lo - highC : highC > hi ? highC - hi : 0;
  return Math.max(0, 1 - outside / FALLOFF_C);
}

function rainTerm(m: ClimateMonth, profile: WeatherProfile): number {
  // Snow trips need precipitation; only its absence hurts them.
  if (profile === 'snow') return m.precip_mm >= 40 ? 1 : 0.6;
  return Math.max(0, 1 - (0.6 * m.rainy_days) / 25 - (m.precip_mm > 200 ? 0.2 : 0));
}

export function monthComfort(m: ClimateMonth, profile: WeatherProfile): number {
  return Math.round((0.65 * temperatureTerm(m.high_c, BANDS[profile]) + 0.35 * rainTerm(m, profile)) * 1000) / 1000;
}

export function comfortTable(climate: readonly ClimateMonth[]): Record<WeatherProfile, number[]> {
  const sorted = [...climate].sort((a, b) => a.month - b.month);
  return {
    beach: sorted.map((m) => monthComfort(m, 'beach')),
    snow: sorted.map((m) => monthComfort(m, 'snow')),
    general: sorted.map((m) => monthComfort(m, 'general')),
  };
}

/**
 * sea_temperature_model_v1: the sea's surface temperature beside a place on the sea, from its air normals
 * (no sea-temperature data is bundled): the sea lags the air by about a month, swings less over the year
 * and is a little warmer than the air's daily mean on average, so sea(m) = annual mean + 0.75 x (mean of
 * month m-1 - annual mean) + 1 C, each mean the average of high and low. A rough estimate (model_estimate):
 * it follows the Canaries (about 21 C in December), the Algarve (about 16 C) and the tropics (27-29 C)
 * within a degree or two, and underestimates enclosed seas in late summer.
 */
export const SEA_MODEL = { name: 'sea_temperature_model_v1', swing: 0.75, offset_c: 1 } as const;

const dailyMean = (m: ClimateMonth) => (m.high_c + m.low_c) / 2;

/** The sea's temperature in month (1-12) by sea_temperature_model_v1; null without twelve months of normals. */
export function seaTemperature(climate: readonly ClimateMonth[], month: number): number | null {
  if (climate.length !== 12) return null;
  const annual = climate.reduce((s, m) => s + dailyMean(m), 0) / 12;
  const before = climate.find((m) => m.month === (month === 1 ? 12 : month - 1));
  return before ? annual + SEA_MODEL.swing * (dailyMean(before) - annual) + SEA_MODEL.offset_c : null;
}

/**
 * warmth_comfort_model_v1: comfort_model_v1 for a traveller who wishes for warmth or to swim. The day's
 * high must reach the wish (the temperature stated, else 23 C for warmth and 25 C to swim) and the term
 * falls to 0 at 6 C below it, twice as fast as comfort_model_v1's; a swim wish also weighs the sea
 * (sea_temperature_model_v1): 1 from 23 C, 0 at 17 C and below, half the temperature term.
 */
export const WARMTH_MODEL = { name: 'warmth_comfort_model_v1', warm_c: 23, swim_c: 25, hot_c: 32, falloff_c: 6, sea_c: [17, 23] } as const;

function warmthTemperatureTerm(m: ClimateMonth, wish: WarmthWish, sea: number | null): number {
  const w = WARMTH_MODEL;
  const low = wish.min_c ?? (wish.swim ? w.swim_c : w.warm_c);
  const air = Math.max(0, 1 - Math.max(0, low - m.high_c, m.high_c - Math.max(w.hot_c, low)) / w.falloff_c);
  if (!wish.swim || sea === null) return air;
  const [cold, warm] = w.sea_c;
  return 0.5 * air + 0.5 * Math.min(1, Math.max(0, (sea - cold) / (warm - cold)));
}

/** Comfort of a month for a warmth wish, 0..1, on comfort_model_v1's scale; `bySea`: the place is on the sea, whose temperature a swim weighs. */
export function warmthComfort(climate: readonly ClimateMonth[], month: number, wish: WarmthWish, bySea: boolean): number {
  const m = climate.find((x) => x.month === month);
  if (!m) return 0.5;
  const temp = warmthTemperatureTerm(m, wish, bySea ? seaTemperature(climate, month) : null);
  return Math.round((0.65 * temp + 0.35 * rainTerm(m, 'beach')) * 1000) / 1000;
}

/** Whether a swim there is in the sea: a beach curated at the place, else the coast model's coastal (coast_distance_model_v1). */
export function onTheSea(c: Pick<Candidate, 'themes' | 'lat' | 'lon'>): boolean {
  return c.themes ? (c.themes['beach'] ?? 0) >= THEME_MIN_STRENGTH : coastFacts(c).coastal;
}

/** What a trip's weather is judged for: the warmth wish when it states one, else its weather profile. */
export interface WeatherWant {
  weather_profile: WeatherProfile;
  warmth: WarmthWish | null;
}

/** Comfort of a month (1-12) for what the trip wants: the candidate's table, or the warmth wish's, computed for the months asked. */
export function comfortIn(c: Pick<Candidate, 'comfort' | 'climate' | 'themes' | 'lat' | 'lon'>, want: WeatherWant): (month: number) => number {
  const wish = want.warmth;
  if (!wish) {
    const table = c.comfort[want.weather_profile];
    return (month) => table[month - 1] ?? 0.5;
  }
  const bySea = wish.swim && onTheSea(c);
  return (month) => warmthComfort(c.climate, month, wish, bySea);
}

/** The purpose named beside a weather verdict ("good for swimming"). */
export function weatherPurpose(want: WeatherWant): string {
  if (want.warmth) return want.warmth.swim ? 'swimming' : 'warm weather';
  return { general: 'sightseeing', beach: 'beach time', snow: 'snow' }[want.weather_profile];
}
