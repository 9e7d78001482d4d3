import { airportsNear, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import type { AirportLink } from '../types.js';
import { GROUND_LEG_MODEL, groundLeg, legMinutes, transferLeg } from './ground-legs.js';
import { roadBetween } from './roads.js';
import { TRANSFER_MODEL, transferMinutes } from './transfer.js';
import { WATER_CROSSING_MODEL, waterCrossing } from './water-crossing.js';

/**
 * Which airports serve a place and in what role. The role is a property of the scheduled-route
 * data: an airport is 'international' when the OpenFlights routes (data/travel/airport-service.json)
 * fly it abroad, else 'domestic' (flights within its country only, or none the data knows), so an
 * international traveller reaches it with one more connection (flights.ts): Kyoto through Kansai
 * (KIX), not Itami (ITM), Galapagos through Quito or Guayaquil. The editorial corrections in
 * data/travel/airport-roles.json, each with its source, set the role of airports the 2014 snapshot
 * predates or gets wrong. An airport neither lists has no scheduled service the data can show
 * (an airstrip such as Etosha's Halali): it serves a place only as the end of a charter leg.
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

function roleTable(): Map<string, AirportRole> {
  if (roles) return roles;
  const service = readTravelJson<ServiceFile>('airport-service.json');
  const table = new Map<string, AirportRole>();
  for (const code of service.international) table.set(code, 'international');
  for (const code of service.domestic_only) table.set(code, 'domestic');
  for (const [code, r] of Object.entries(readTravelJson<RolesFile>('airport-roles.json').roles)) table.set(code, r.role);
  roles = table;
  return table;
}

/** Scheduled service as the route data (or an editorial correction) shows it. */
const hasScheduledService = (a: Pick<Airport, 'iata'>): boolean => roleTable().has(a.iata);

/** An airport with no scheduled international route in the data is domestic for an international arrival. */
export function airportRole(a: Pick<Airport, 'iata'>): AirportRole {
  return roleTable().get(a.iata) ?? 'domestic';
}

/** An international traveller must connect through another airport of the country to land here. */
export const needsDomesticHop = (origin: Airport, dest: Airport): boolean => origin.country !== dest.country && airportRole(dest) === 'domestic';

/** Where a flight lands and the ground leg from there to the place, as an answer names them. */
export interface GatewayLeg {
  airport: string;
  role: AirportRole;
  distance_km: number;
  mode: 'road' | 'rail' | 'ferry';
  minutes: number;
  leg: string | null;
  basis: 'model_estimate';
  model: string;
}

export function gatewayLeg(link: AirportLink): GatewayLeg {
  const leg = link.transfer_leg ? groundLeg(link.transfer_leg, { airport: link.iata }) : undefined;
  const water = link.water_crossing;
  return {
    airport: link.iata,
    role: airportRole(link),
    distance_km: link.distance_km,
    mode: link.transfer_mode ?? 'road',
    minutes: link.transfer_minutes,
    leg:
      leg?.name ??
      (water?.ferry
        ? `road to the port, then the car ferry ${water.ferry.name} (${water.ferry.operator})`
        : water
          ? `road to the shore, then about ${water.km} km by ferry (no timetable in the data)`
          : null),
    basis: 'model_estimate',
    model: leg ? GROUND_LEG_MODEL : water ? WATER_CROSSING_MODEL.name : TRANSFER_MODEL,
  };
}

/**
 * Airport link to a place: transfer by the ground leg from that airport when there is one, else
 * across the water by road and ferry when the place is on another land mass (water-crossing.ts),
 * else the road model.
 */
export function linkTo(airport: Airport, place: PlacePoint): AirportLink {
  const leg = transferLeg(airport.iata, place);
  const base = { iata: airport.iata, distance_km: Math.round(greatCircleKm(airport, place)) };
  if (leg) return { ...base, transfer_minutes: legMinutes(leg), transfer_mode: leg.mode, transfer_leg: leg.id };
  const water = waterCrossing(airport, place);
  if (water?.ferry_minutes) {
    const onward = water.ferry ? transferMinutes(water.ferry.landing, place) : 0;
    return { ...base, transfer_minutes: transferMinutes(airport, water.port) + water.ferry_minutes + onward, transfer_mode: 'ferry', water_crossing: water };
  }
  return { ...base, transfer_minutes: transferMinutes(airport, place) };
}

/** No road or ferry leads from the airport to the place: open water too wide for a ferry. */
const beyondFerry = (a: Airport, place: PlacePoint): boolean => {
  const water = transferLeg(a.iata, place) ? null : waterCrossing(a, place);
  return water !== null && water.ferry_minutes === null;
};

/** How many airports a research place offers: the nearest, the nearest large one and any with a ground leg. */
const MAX_GATEWAYS = 4;
const GATEWAY_KM = 300;
const LARGE_KM = 200;
/** How far an international arrival may land from a place whose nearby airports are all domestic. */
const INTERNATIONAL_KM = 1500;

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
  const reachable = (a: Airport) => (roadBetween(a.country, place.country).open || transferLeg(a.iata, place) !== undefined) && !beyondFerry(a, place);
  const near = airportsNear(place.lat, place.lon, GATEWAY_KM, { scheduledOnly: false }).filter((a) => hasScheduledService(a) && reachable(a));
  const home = near.filter((a) => !place.country || a.country === place.country);
  const picked = new Map<string, Airport>();
  const take = (a: Airport | undefined) => a && picked.size < MAX_GATEWAYS && picked.set(a.iata, a);
  const international = (a: Airport) => airportRole(a) === 'international';
  take(near.find((a) => a.size === 'large' && greatCircleKm(a, place) <= LARGE_KM));
  for (const a of near) if (transferLeg(a.iata, place)) take(a);
  take(home.find(international) ?? near.find(international) ?? nearestInternational(place, reachable));
  take(home[0] ?? near[0]);
  return [...picked.values()].map((a) => linkTo(a, place));
}

/**
 * The gateway of a place no international airport lies near (Etosha, Uyuni): the nearest airport
 * with a scheduled international route that a road (or a ground leg) leads from, in the place's
 * own country when it has one, so the answer can land there and name the drive.
 */
function nearestInternational(place: PlacePoint, reachable: (a: Airport) => boolean): Airport | undefined {
  const far = airportsNear(place.lat, place.lon, INTERNATIONAL_KM, { scheduledOnly: false }).filter(
    (a) => airportRole(a) === 'international' && hasScheduledService(a) && reachable(a),
  );
  return far.find((a) => !place.country || a.country === place.country) ?? far[0];
}
