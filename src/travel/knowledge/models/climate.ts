import type { ClimateEstimate, ClimateMonth } from '../types.js';
import { latitudeClimate, type ClimateInput } from './climate-latitude.js';
import { monthly, nearestStations, stationTable, type ClimateElement, type Neighbour, type StationParams } from './climate-stations.js';
import { screenedStations } from './climate-screen.js';

export { LATITUDE_CLIMATE_MODEL, type ClimateInput } from './climate-latitude.js';

/**
 * station_normals_idw_v1: monthly normals for any point from the nearest climate stations
 * (data/travel/climate/stations.json; WMO 1991-2020 normals, WorldClim points where WMO has no
 * station within 75 km).
 *   neighbours: the 8 nearest stations within 300 km (else within 1,000 km, flagged as distant);
 *   weight    = 1 / max(km, 1)^2 / (1 + (dz_km / 0.3)^2), dz = station height - place height;
 *   high, low = weighted mean of each station's value + lapse[month] * dz_km (fitted lapse rates);
 *   precip    = weighted mean of the stations' monthly totals;
 *   rainy days = weighted mean of the stations' days >= 1 mm where stations report them, else
 *                derived from the precipitation by the fitted rainy_days_model.
 * With no station within 1,000 km the latitude model (climate-latitude.ts) is the labelled last resort.
 * Parameters (8 neighbours, power 2, 0.3 km) were chosen by leave-one-out over WMO stations that
 * are not in the climate check set (test/fixtures/places-climate-check.json).
 */
export const STATION_CLIMATE_MODEL = 'station_normals_idw_v1';
export const STATION_MODEL_PARAMS = { neighbours: 8, radius_km: 300, distant_radius_km: 1000, elevation_scale_km: 0.3 } as const;

export interface ClimateOptions {
  /** Station ids left out (the climate check holds out the station it compares against). */
  exclude?: ReadonlySet<string>;
}

interface Weighted extends Neighbour {
  weight: number;
  dzKm: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function weigh(neighbours: Neighbour[], elevation: number | null): Weighted[] {
  const P = STATION_MODEL_PARAMS;
  return neighbours.map((n) => {
    const dzKm = elevation === null ? 0 : (n.station.elevation_m - elevation) / 1000;
    return { ...n, dzKm, weight: 1 / Math.max(n.km, 1) ** 2 / (1 + (dzKm / P.elevation_scale_km) ** 2) };
  });
}

/** Weighted mean over the stations that have the element, each value moved by lapse * dz; null when none has it. */
function blend(ws: Weighted[], month: number, element: ClimateElement, lapse: readonly number[] | null): number | null {
  let sum = 0;
  let total = 0;
  for (const w of ws) {
    const series = monthly(w.station, element);
    if (!series) continue;
    sum += w.weight * ((series[month] ?? 0) + (lapse ? (lapse[month] ?? 0) * w.dzKm : 0));
    total += w.weight;
  }
  return total > 0 ? sum / total : null;
}

export function rainyDaysFromModel(params: StationParams, precipMm: number, lat: number): number {
  const [a, b] = Math.abs(lat) < 23.5 ? params.rainy_days_model.tropical : params.rainy_days_model.extratropical;
  return a * (1 - Math.exp(-precipMm / b));
}

function describe(
  ws: Weighted[],
  elevation: number | null,
  distant: boolean,
  rainFromStations: boolean,
  lapse: StationParams['lapse_c_per_km'],
): Pick<ClimateEstimate['provenance'], 'source' | 'as_of' | 'note'> {
  const { sources } = stationTable();
  const used = new Set(ws.map((w) => w.station.source));
  const names = ws
    .slice(0, 3)
    .map((w) => `${w.station.name} ${w.station.country} ${Math.round(w.km)} km`)
    .join('; ');
  const far = Math.round(ws[ws.length - 1]?.km ?? 0);
  const height =
    elevation === null
      ? 'place height unknown, no height adjustment'
      : `adjusted to ${Math.round(elevation)} m at ${Math.min(...lapse.tmax).toFixed(1)}-${Math.max(...lapse.tmax).toFixed(1)} C/km for highs`;
  return {
    source: `${[...used].map((s) => sources[s].name).join(' + ')}: ${names}`.slice(0, 500),
    as_of: [...used].map((s) => sources[s].as_of).join(' + '),
    note: [
      `Inverse-distance mean of ${ws.length} station(s) within ${far} km, ${height}.`,
      distant ? 'No station within 300 km: distant stations used, treat as approximate.' : '',
      rainFromStations ? 'Rainy days: days with >= 1 mm at the stations.' : 'Rainy days derived from precipitation (no station reports them nearby).',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** Normals for a place from the stations around it (or the latitude model when there are none). */
export function estimateClimate(input: ClimateInput, opts: ClimateOptions = {}): ClimateEstimate {
  const P = STATION_MODEL_PARAMS;
  const exclude = opts.exclude ? new Set([...opts.exclude, ...screenedStations()]) : screenedStations();
  let neighbours = nearestStations(input, P.neighbours, P.radius_km, exclude);
  const distant = neighbours.length === 0;
  if (distant) neighbours = nearestStations(input, P.neighbours, P.distant_radius_km, exclude);
  if (neighbours.length === 0) return latitudeClimate(input);
  const { params } = stationTable();
  const elevation = input.elevation_m ?? null;
  const ws = weigh(neighbours, elevation);
  const rainFromStations = ws.some((w) => monthly(w.station, 'rainy_days'));
  const months: ClimateMonth[] = Array.from({ length: 12 }, (_, m) => {
    const high = blend(ws, m, 'tmax', params.lapse_c_per_km.tmax) ?? 0;
    const low = Math.min(blend(ws, m, 'tmin', params.lapse_c_per_km.tmin) ?? high - 10, high - 1);
    const precip = Math.max(0, blend(ws, m, 'prcp', null) ?? 0);
    const rainy = rainFromStations ? (blend(ws, m, 'rainy_days', null) ?? 0) : rainyDaysFromModel(params, precip, input.lat);
    return { month: m + 1, high_c: round1(high), low_c: round1(low), precip_mm: Math.round(precip), rainy_days: Math.min(31, round1(rainy)) };
  });
  return {
    months,
    provenance: { tier: 'model_estimate', model: STATION_CLIMATE_MODEL, ...describe(ws, elevation, distant, rainFromStations, params.lapse_c_per_km) },
    stations: ws.map((w) => ({
      id: w.station.id,
      name: w.station.name,
      country: w.station.country,
      source: w.station.source,
      km: Math.round(w.km),
      elevation_m: w.station.elevation_m,
    })),
  };
}
