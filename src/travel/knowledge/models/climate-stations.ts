import { readFileSync } from 'node:fs';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson, travelDataUrl } from '../data-files.js';

/**
 * The climate station table: stations and fitted parameters in data/travel/climate/stations.json,
 * their monthly values in stations.bin (48 Int16 per station: highs, lows and rainy days in tenths,
 * precipitation in mm), read into one Float32Array so that 14k stations cost a few MB.
 */
export const MISSING_VALUE = -32768;

export type StationSource = 'wmo' | 'worldclim';

export type ClimateElement = 'tmax' | 'tmin' | 'prcp' | 'rainy_days';
const ELEMENTS: readonly ClimateElement[] = ['tmax', 'tmin', 'prcp', 'rainy_days'];

export interface ClimateStation {
  source: StationSource;
  id: string;
  name: string;
  country: string;
  lat: number;
  lon: number;
  elevation_m: number;
  /** Row of the station in the value table (see monthly()). */
  row: number;
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

type Row = [number, string, string, string, number, number, number];

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
  /** 48 values per row: highs, lows (C), precipitation (mm), rainy days (>= 1 mm); NaN where missing. */
  values: Float32Array;
}

const SCALE = [10, 10, 1, 10];

/** All stations' values as floats (NaN where missing), 48 per station. */
function readValues(count: number): Float32Array {
  const bin = readFileSync(travelDataUrl('climate/stations.bin'));
  const raw = new Int16Array(bin.buffer.slice(bin.byteOffset, bin.byteOffset + count * 96));
  const out = new Float32Array(raw.length);
  for (let k = 0; k < raw.length; k++) {
    const v = raw[k] ?? MISSING_VALUE;
    out[k] = v === MISSING_VALUE ? NaN : v / (SCALE[Math.floor((k % 48) / 12)] ?? 1);
  }
  return out;
}

function load(): StationTable {
  const file = readTravelJson<StationFile>('climate/stations.json');
  const stations = file.stations.map(([src, id, name, country, lat, lon, elevation_m], row): ClimateStation => ({
    source: file.source_order[src] ?? 'wmo',
    id,
    name,
    country,
    lat,
    lon,
    elevation_m,
    row,
  }));
  stations.sort((a, b) => a.lat - b.lat);
  return { as_of: file.as_of, sources: file.sources, params: file.params, stations, values: readValues(file.stations.length) };
}

let table: StationTable | undefined;

export function stationTable(): StationTable {
  table ??= load();
  return table;
}

/** A station's 12 monthly values of one element, or null when the station lacks it. */
export function monthly(station: ClimateStation, element: ClimateElement): Float32Array | null {
  const start = station.row * 48 + ELEMENTS.indexOf(element) * 12;
  const view = stationTable().values.subarray(start, start + 12);
  return Number.isNaN(view[0]) ? null : view;
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
