import type { ClimateEstimate, ClimateMonth } from '../types.js';

/**
 * latitude_climate_model_v1: a deliberately coarse climate, the last resort for places with no
 * climate station within reach (see climate.ts).
 * Inputs are latitude, hemisphere, elevation and continentality (coastal or inland); longitude
 * is accepted but unused (no rain-shadow, monsoon-region or ocean-current effects).
 *   mean_c  = 27.5 - 0.0065 * |lat|^2 - 6.5 * elevation_km
 *   half annual range A = 0.27 * |lat| * k, k = 0.6 coastal, 1.2 inland, 1.0 unknown
 *   month_c = mean_c + A * cos(2*pi*(m - peak)/12), peak = 7.1 (north) or 1.1 (south)
 *   high/low = month_c +/- diurnal/2, diurnal = 7 coastal, 12 inland, 9.5 unknown
 *   annual precip from a latitude-band table (x1.2 coastal, x0.8 inland), spread by a summer
 *   (8-25 deg) or winter (30-45 deg) peak, rainy_days = 22 * (1 - exp(-precip/110)).
 */
export const LATITUDE_CLIMATE_MODEL = 'latitude_climate_model_v1';

export interface ClimateInput {
  lat: number;
  lon: number;
  /** Height of the place; null or absent when unknown. */
  elevation_m?: number | null;
  coastal?: boolean;
}

/** [abs latitude, annual precip mm] anchors, linearly interpolated. */
const PRECIP_BANDS: Array<[number, number]> = [
  [0, 2000],
  [10, 1700],
  [20, 900],
  [27, 450],
  [35, 650],
  [45, 850],
  [55, 700],
  [65, 450],
  [90, 250],
];

function annualPrecip(absLat: number): number {
  for (let i = 1; i < PRECIP_BANDS.length; i++) {
    const [x1, y1] = PRECIP_BANDS[i] as [number, number];
    const [x0, y0] = PRECIP_BANDS[i - 1] as [number, number];
    if (absLat <= x1) return y0 + ((y1 - y0) * (absLat - x0)) / (x1 - x0);
  }
  return 250;
}

/** Relative monthly precipitation weight: summer-peaked in the tropics, winter-peaked in the lower mid-latitudes. */
function precipWeight(absLat: number, month: number, north: boolean): number {
  const summerPeak = north ? 7.5 : 1.5;
  const winterPeak = north ? 1 : 7;
  const cos = (peak: number) => Math.cos((2 * Math.PI * (month - peak)) / 12);
  if (absLat >= 8 && absLat <= 25) return 1 + 0.9 * cos(summerPeak);
  if (absLat >= 30 && absLat <= 45) return 1 + 0.4 * cos(winterPeak);
  return 1;
}

export const rainyDaysFromPrecip = (precipMm: number): number => Math.round(22 * (1 - Math.exp(-precipMm / 110)));

export function latitudeClimate(input: ClimateInput): ClimateEstimate {
  const absLat = Math.min(90, Math.abs(input.lat));
  const north = input.lat >= 0;
  const elevationKm = Math.max(0, input.elevation_m ?? 0) / 1000;
  const k = input.coastal === true ? 0.6 : input.coastal === false ? 1.2 : 1;
  const diurnal = input.coastal === true ? 7 : input.coastal === false ? 12 : 9.5;
  const mean = 27.5 - 0.0065 * absLat ** 2 - 6.5 * elevationKm;
  const amplitude = 0.27 * absLat * k;
  const peak = north ? 7.1 : 1.1;
  const annual = annualPrecip(absLat) * (input.coastal === true ? 1.2 : input.coastal === false ? 0.8 : 1);
  const weights = Array.from({ length: 12 }, (_, i) => precipWeight(absLat, i + 1, north));
  const weightSum = weights.reduce((s, w) => s + w, 0);
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const months: ClimateMonth[] = weights.map((w, i) => {
    const t = mean + amplitude * Math.cos((2 * Math.PI * (i + 1 - peak)) / 12);
    const precip = Math.round((annual * w) / weightSum);
    return { month: i + 1, high_c: round1(t + diurnal / 2), low_c: round1(t - diurnal / 2), precip_mm: precip, rainy_days: rainyDaysFromPrecip(precip) };
  });
  return {
    months,
    provenance: {
      tier: 'model_estimate',
      model: LATITUDE_CLIMATE_MODEL,
      note: 'Last resort: no climate station within 1,000 km. Coarse latitude/elevation/continentality model, not station data; monsoons, rain shadows and currents are not modelled.',
    },
  };
}
