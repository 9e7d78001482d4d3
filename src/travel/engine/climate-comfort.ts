import type { ClimateMonth } from '../knowledge/types.js';
import type { WeatherProfile } from './types.js';

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
