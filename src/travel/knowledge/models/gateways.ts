import { airportsNear, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import type { AirportLink } from '../types.js';
import { legMinutes, transferLeg } from './ground-legs.js';
import { roadBetween } from './roads.js';
import { transferMinutes } from './transfer.js';

/**
 * Which airports serve a place and in what role. An airport is 'international' or 'domestic'
 * (scheduled flights within its country only) by the editorial corrections in
 * data/travel/airport-roles.json, else by the OpenFlights routes in data/travel/airport-service.json,
 * else 'unknown' (treated as international when large, domestic otherwise). An international
 * traveller reaches a domestic airport with one more connection (flights.ts), so Kyoto is reached
 * through Kansai (KIX), not Itami (ITM), and Galapagos through a connection in Quito or Guayaquil.
 */
export type AirportRole = 'international' | 'domestic';

interface ServiceFile {
  international: string[];
  domestic_only: string[];
  source: string;
  as_of: string;
}
interface RolesFile {
  roles: Record<string, { role: AirportRole; source: string }>;
}

let roles: Map<string, AirportRole> | undefined;
let corrected: Set<string> | undefined;

function roleTable(): Map<string, AirportRole> {
  if (roles) return roles;
  const service = readTravelJson<ServiceFile>('airport-service.json');
  const table = new Map<string, AirportRole>();
  for (const code of service.international) table.set(code, 'international');
  for (const code of service.domestic_only) table.set(code, 'domestic');
  const editorial = Object.entries(readTravelJson<RolesFile>('airport-roles.json').roles);
  for (const [code, r] of editorial) table.set(code, r.role);
  corrected = new Set(editorial.map(([code]) => code));
  roles = table;
  return table;
}

/** Scheduled service by OurAirports' flag, or by an editorial role (airports the flag misses, e.g. Uyuni). */
function hasScheduledService(a: Airport): boolean {
  roleTable();
  return a.scheduled || (corrected?.has(a.iata) ?? false);
}

export function airportRole(a: Pick<Airport, 'iata' | 'size'>): AirportRole {
  return roleTable().get(a.iata) ?? (a.size === 'large' ? 'international' : 'domestic');
}

/** An international traveller must connect through another airport of the country to land here. */
export const needsDomesticHop = (origin: Airport, dest: Airport): boolean => origin.country !== dest.country && airportRole(dest) === 'domestic';

/** Airport link to a place: transfer by the ground leg from that airport when there is one, else the road model. */
export function linkTo(airport: Airport, place: PlacePoint): AirportLink {
  const leg = transferLeg(airport.iata, place);
  const base = { iata: airport.iata, distance_km: Math.round(greatCircleKm(airport, place)) };
  return leg
    ? { ...base, transfer_minutes: legMinutes(leg), transfer_mode: leg.mode, transfer_leg: leg.id }
    : { ...base, transfer_minutes: transferMinutes(airport, place) };
}

/** How many airports a research place offers: the nearest, the nearest large one and any with a ground leg. */
const MAX_GATEWAYS = 4;
const GATEWAY_KM = 300;
const LARGE_KM = 200;

/** Where a place is; its country (when known) tells a cross-border airport from a home one. */
export interface PlacePoint {
  lat: number;
  lon: number;
  country?: string | null;
}

/**
 * Scheduled airports that serve a place without a curated record, best candidates first. The
 * nearest international airport and the nearest airport are taken in the place's own country
 * when it has one in range; an airport across a controlled border pays the crossing in its
 * transfer time (transfer.ts), so Petra is reached through Amman or Aqaba, not Ramon in Israel;
 * an airport across a closed border, or in a country no road leads from (roads.ts), serves the
 * place only through a ground leg of the data.
 */
export function placeGateways(place: PlacePoint): AirportLink[] {
  const reachable = (a: Airport) => roadBetween(a.country, place.country).open || transferLeg(a.iata, place) !== undefined;
  const near = airportsNear(place.lat, place.lon, GATEWAY_KM, { scheduledOnly: false }).filter((a) => hasScheduledService(a) && reachable(a));
  const home = near.filter((a) => !place.country || a.country === place.country);
  const picked = new Map<string, Airport>();
  const take = (a: Airport | undefined) => a && picked.size < MAX_GATEWAYS && picked.set(a.iata, a);
  const international = (a: Airport) => airportRole(a) === 'international';
  take(near.find((a) => a.size === 'large' && greatCircleKm(a, place) <= LARGE_KM));
  for (const a of near) if (transferLeg(a.iata, place)) take(a);
  take(home.find(international) ?? near.find(international));
  take(home[0] ?? near[0]);
  return [...picked.values()].map((a) => linkTo(a, place));
}
