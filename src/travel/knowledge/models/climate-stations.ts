import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';

/**
 * The climate station table (data/travel/climate/stations.json): monthly normals per station with
 * the parameters fitted on them at build time. Values are stored as integers (tenths of a degree,
 * tenths of a millimetre or day) and decoded once at load.
 */

export type StationSource = 'wmo' | 'worldclim';

export interface ClimateStation {
  source: StationSource;
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  elevation_m: number;
  tmax: readonly number[] | null;
  tmin: readonly number[] | null;
  prcp: readonly number[] | null;
  /** Days with >= 1 mm of precipitation; WMO stations that report it only. */
  rainy_days: readonly number[] | null;
}

export interface SourceInfo {
  name: string;
  period: string;
  /** Short period label for provenance as_of (at most 26 characters). */
  as_of: string;
  licence: string;
  attribution: string;
}

export interface StationParams {
  /** Monthly decrease of temperature with height, C per km, fitted on WMO station pairs. */
  lapse_c_per_km: { tmax: number[]; tmin: number[] };
  /** rainy_days = a * (1 - exp(-precip_mm / b)), fitted on WMO stations that report both. */
  rainy_days_model: { tropical: [number, number]; extratropical: [number, number] };
}

type Row = [number, string, string, string, number, number, number, number[] | null, number[] | null, number[] | null, number[] | null];

interface StationFile {
  as_of: string;
  sources: Record<StationSource, SourceInfo>;
  source_order: StationSource[];
  params: StationParams;
  stations: Row[];
}

export interface StationTable {
  as_of: string;
  sources: Record<StationSource, SourceInfo>;
  params: StationParams;
  /** Sorted by latitude, for the band search in nearest(). */
  stations: ClimateStation[];
}

const decode = (values: number[] | null): number[] | null => values && values.map((v) => v / 10);

function load(): StationTable {
  const file = readTravelJson<StationFile>('climate/stations.json');
  const stations = file.stations.map(([src, id, name, country, lat, lon, elevation_m, tmax, tmin, prcp, dp01]): ClimateStation => ({
    source: file.source_order[src] ?? 'wmo', id, name, country, lat, lon, elevation_m,
    tmax: decode(tmax), tmin: decode(tmin), prcp: decode(prcp), rainy_days: decode(dp01),
  }));
  stations.sort((a, b) => a.lat - b.lat);
  return { as_of: file.as_of, sources: file.sources, params: file.params, stations };
}

let table: StationTable | undefined;

export function stationTable(): StationTable {
  table ??= load();
  return table;
}

export interface Neighbour {
  station: ClimateStation;
  km: number;
}

const KM_PER_DEGREE_LAT = 111.2;

/** First index whose latitude is >= lat (stations are sorted by latitude). */
function lowerBound(stations: readonly ClimateStation[], lat: number): number {
  let lo = 0;
  let hi = stations.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((stations[mid]?.lat ?? 0) < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Up to k stations within radiusKm of a point, nearest first, skipping ids in `exclude`. */
export function nearestStations(point: { lat: number; lon: number }, k: number, radiusKm: number, exclude?: ReadonlySet<string>): Neighbour[] {
  const { stations } = stationTable();
  const band = radiusKm / KM_PER_DEGREE_LAT;
  const hits: Neighbour[] = [];
  for (let i = lowerBound(stations, point.lat - band); i < stations.length; i++) {
    const station = stations[i] as ClimateStation;
    if (station.lat > point.lat + band) break;
    if (exclude?.has(station.id)) continue;
    const km = greatCircleKm(point, station);
    if (km <= radiusKm) hits.push({ station, km });
  }
  return hits.sort((a, b) => a.km - b.km).slice(0, k);
}
