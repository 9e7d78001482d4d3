import { airportByIata, airportsNear, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { invalidInput } from '../../../errors.js';
import type { AirportLink, FlightProfile, GroundLegRef, Provenance } from '../types.js';
import { airportRole, linkTo, needsDomesticHop, placeGateways, type PlacePoint } from './gateways.js';
import { roadBetween } from './roads.js';
import { curatedNonstop, scheduledRoute } from './routes.js';
import { WATER_CROSSING_MODEL, waterCrossing, type WaterCrossing } from './water-crossing.js';
import { GROUND_LEG_MODEL, ferryReaches, groundAlternatives, groundLegSource, groundTrip, legMinutes, type GroundLeg } from './ground-legs.js';
import { keptDecision } from '../kept-decision.js';

/**
 * great_circle_flight_model_v1 (formulas in data/README.md):
 *   connections from the route data where it knows both airports (routes.ts: nonstop, or one or
 *   two connections on the route network); where it does not, the model: 2 beyond ONE_STOP_MAX_KM,
 *   or for a regional (medium or small) airport abroad beyond REGIONAL_ONE_STOP_KM that no
 *   supported hub serves nonstop; else 1; plus 1 when an international traveller lands at a
 *   domestic-only airport (gateways.ts). A nonstop is never inferred.
 *   hours = d * (connections ? 1.12 : 1) / 800 + 0.5 + 2 * connections     (rounded to 0.5 h)
 *   fare  = (150 + 0.09 * d * (connections ? 1.12 : 1)) * (1 + 0.12 * connections), band [0.75, 1.35] x fare
 * Where a rail or ferry leg from the origin's city is the norm (ground-legs.ts) it replaces the
 * flight; trips under GROUND_KM from the origin airport are modelled as drives: hours = 1.25 * d / 75 + 0.25,
 * unless no road leads there: a closed border or none between the countries (roads.ts), a place
 * the ferry legs reach, or water too wide for a ferry (water-crossing.ts); a drive to a place across
 * narrower water adds the ferry.
 */
export const FLIGHT_MODEL = 'great_circle_flight_model_v1';
export const FLIGHT_MODEL_PARAMS = {
  cruise_kmh: 800,
  fixed_hours: 0.5,
  layover_hours: 2,
  detour_factor: 1.12,
  fare_base_usd: 150,
  fare_per_km_usd: 0.09,
  fare_connection_factor: 0.12,
  band: [0.75, 1.35],
  stale_route_hours: 1,
  one_stop_max_km: 17_000,
  regional_one_stop_km: 8000,
  ground_km: 300,
  road_factor: 1.25,
  road_kmh: 75,
} as const;

interface RouteList {
  routes: Record<string, string[]>;
}
let hubDestinations: Set<string> | undefined;

/** A destination one of the supported hubs flies to nonstop is reachable with one connection. */
function servedByCuratedHub(dest: string): boolean {
  hubDestinations ??= new Set(Object.values(readTravelJson<RouteList>('nonstop-routes.json').routes).flat());
  return hubDestinations.has(dest);
}

const P = FLIGHT_MODEL_PARAMS;
const modelProvenance = (note?: string): Provenance => ({ tier: 'model_estimate', model: FLIGHT_MODEL, ...(note ? { note } : {}) });

/** The middle of a fare band [low, high]: the fare a traveller is taken to pay where only the band is known. */
export const fareMidpoint = (band: readonly [number, number]): number => (band[0] + band[1]) / 2;

/** Fare band of the model; monotonic in distance and in connections. */
export function fareBand(distanceKm: number, connections: number): [number, number] {
  const routed = distanceKm * (connections > 0 ? P.detour_factor : 1);
  const fare = (P.fare_base_usd + P.fare_per_km_usd * routed) * (1 + P.fare_connection_factor * connections);
  const round10 = (x: number) => Math.round(x / 10) * 10;
  return [round10(fare * P.band[0]), round10(fare * P.band[1])];
}

export function flightHours(distanceKm: number, connections: number): number {
  const routed = distanceKm * (connections > 0 ? P.detour_factor : 1);
  return Math.round((routed / P.cruise_kmh + P.fixed_hours + P.layover_hours * connections) * 2) / 2;
}

function modelConnections(origin: Airport, dest: Airport, d: number): number {
  const abroad = origin.country !== dest.country;
  const regionalFarAway = dest.size !== 'large' && abroad && d > P.regional_one_stop_km && !servedByCuratedHub(dest.iata);
  const base = d > P.one_stop_max_km || regionalFarAway ? 2 : 1;
  return base + (needsDomesticHop(origin, dest) ? 1 : 0);
}

export const legRef = (leg: GroundLeg): GroundLegRef => ({
  id: leg.id,
  mode: leg.mode,
  name: leg.name,
  operator: leg.operator,
  from: leg.from.name,
  to: leg.to.name,
  minutes: leg.minutes,
  booking: leg.booking,
  url: leg.url,
});

/** A trip made on a scheduled rail or ferry leg from the origin's city instead of a flight. */
export function groundLegProfile(origin: Airport, leg: GroundLeg, point: { lat: number; lon: number }): FlightProfile {
  const { source, as_of } = groundLegSource();
  return {
    origin: origin.iata,
    destination_airport: origin.iata,
    distance_km: Math.round(greatCircleKm(origin, point)),
    mode: 'ground',
    typical_hours: Math.round((legMinutes(leg) / 60) * 2) / 2,
    nonstop: true,
    connections: 0,
    fare_band_usd: leg.fare_usd,
    provenance: {
      tier: 'model_estimate',
      model: GROUND_LEG_MODEL,
      source: `${leg.name} (${leg.operator}; ${leg.url})`,
      as_of,
      note: 'Journey plus access time from the operator timetable; the fare band is an editorial typical range, not a fare.',
    },
    nonstop_provenance: { tier: 'curated_baseline', source: `Direct ${leg.mode} service: ${source}`, as_of },
    ground_leg: legRef(leg),
  };
}

const driveHours = (km: number) => (P.road_factor * km) / P.road_kmh + 0.25;

/** A drive from the origin airport, or a drive to the shore and the ferry across when the place lies across water. */
export function driveProfile(origin: Airport, km: number, water?: WaterCrossing): FlightProfile {
  const onward = water?.ferry ? driveHours(water.ferry.onward_km) : 0;
  const hours = water ? driveHours(greatCircleKm(origin, water.port)) + (water.ferry_minutes ?? 0) / 60 + onward : driveHours(km);
  return {
    origin: origin.iata,
    destination_airport: origin.iata,
    distance_km: Math.round(km),
    mode: 'ground',
    typical_hours: Math.round(hours * 2) / 2,
    nonstop: true,
    connections: 0,
    fare_band_usd: null,
    provenance: modelProvenance(
      water
        ? water.ferry
          ? `Within driving range of the origin airport, across about ${water.km} km of water: drive to the port, the car ferry ${water.ferry.name} (${water.ferry.operator}; ${water.ferry.source}) and the drive on (${WATER_CROSSING_MODEL.name}).`
          : `Within driving range of the origin airport, across about ${water.km} km of water: drive to the shore and ferry time modelled (${WATER_CROSSING_MODEL.name}).`
        : 'Within driving range of the origin airport; drive time modelled.',
    ),
    nonstop_provenance: modelProvenance(),
    ...(water ? { water_crossing: water } : {}),
  };
}

/** Why no drive leads from the origin airport to a place, or null when one may (water: the crossing between them, when known). */
export function noRoad(origin: Airport, point: PlacePoint, water = waterCrossing(origin, point)): string | null {
  const road = roadBetween(origin.country, point.country);
  if (!road.open) return road.reason;
  if (ferryReaches(point)) return 'the place is reached by ferry, not by road';
  return water?.ferry_minutes === null ? 'the place lies across water too wide for a ferry' : null;
}

/** Profile from an origin airport to a destination served by destAirport, centred at point. */
export function flightBetween(origin: Airport, destAirport: Airport, point: PlacePoint): FlightProfile {
  const leg = groundTrip(origin.iata, point);
  if (leg) return groundLegProfile(origin, leg, point);
  const toPoint = greatCircleKm(origin, point);
  const water = toPoint <= P.ground_km ? waterCrossing(origin, point) : null;
  const blocked = toPoint <= P.ground_km ? noRoad(origin, point, water) : null;
  if (toPoint <= P.ground_km && !blocked) return driveProfile(origin, toPoint, water ?? undefined);
  return airFlight(origin, destAirport, point, blocked ? `Within driving range, but no drive: ${blocked}.` : undefined);
}

/** The flight between two airports (connections from the route data, else the model), with the rail or ferry alternatives to a place when given. */
export function airFlight(origin: Airport, destAirport: Airport, point: { lat: number; lon: number } | null, note?: string): FlightProfile {
  const d = greatCircleKm(origin, destAirport);
  const route = scheduledRoute(origin.iata, destAirport.iata);
  const connections = route.connections ?? modelConnections(origin, destAirport, d);
  const nonstopProvenance =
    route.status === 'unknown'
      ? { ...route.provenance, model: FLIGHT_MODEL, note: `${route.provenance.note ?? ''} Model: ${connections} connection(s).`.trim() }
      : route.provenance;
  const alternatives = point ? groundAlternatives(origin.iata, point).map(legRef) : [];
  return {
    origin: origin.iata,
    destination_airport: destAirport.iata,
    distance_km: Math.round(d),
    mode: 'flight',
    typical_hours: flightHours(d, connections),
    nonstop: connections === 0,
    connections,
    route: route.status,
    fare_band_usd: fareBand(d, connections),
    provenance: modelProvenance(note),
    nonstop_provenance: nonstopProvenance,
    ...(alternatives.length ? { ground_alternatives: alternatives } : {}),
  };
}

/** Hours from the origin to the place: the profile plus, for flights, the transfer from the airport. */
export const journeyHours = (p: FlightProfile, link: Pick<AirportLink, 'transfer_minutes'>): number =>
  p.typical_hours + (p.mode === 'flight' ? link.transfer_minutes / 60 : 0);

/**
 * Hours the choice of gateway adds to a profile's journey time, for what the route data cannot
 * say: an international arrival at a domestic-only airport clears immigration and re-checks bags
 * at the connecting airport (a layover more when the data counted that connection like any
 * other), and a nonstop known only from the old route snapshot may no longer fly (an hour more
 * than one the current list confirms).
 */
function choiceHours(origin: Airport, dest: Airport, p: FlightProfile): number {
  if (p.mode !== 'flight' || p.route === 'unknown') return 0;
  const hop = needsDomesticHop(origin, dest) ? P.layover_hours : 0;
  const stale = p.route === 'nonstop' && !curatedNonstop(origin.iata, dest.iata) ? P.stale_route_hours : 0;
  return hop + stale;
}

/**
 * Hours a domestic connection must save before an arrival from abroad takes it rather than landing
 * at an airport with international service and going on by road or ferry: a second ticket, a
 * re-check and a thin domestic schedule (Etosha through Windhoek and the drive, not Ondangwa; the
 * Galapagos, Noronha and Uyuni still by the domestic flight, which no road or ferry matches).
 */
const DOMESTIC_LEG_PREMIUM_HOURS = 4;

/** The listed airport with the least flight plus transfer time from one origin. */
export function bestProfile(origin: Airport, links: readonly AirportLink[], point: PlacePoint): FlightProfile | undefined {
  let best: FlightProfile | undefined;
  let bestHours = Infinity;
  const airports = links.map((l) => airportByIata(l.iata));
  // The premium weighs a domestic connection against an international gateway of the same country; an airport abroad is no such alternative (Uyuni).
  const homeGateway = airports.some((a) => a && a.country === point.country && airportRole(a) === 'international');
  for (const [i, link] of links.entries()) {
    const dest = airports[i];
    if (!dest) continue;
    const p = flightBetween(origin, dest, point);
    const premium = homeGateway && p.mode === 'flight' && needsDomesticHop(origin, dest) ? DOMESTIC_LEG_PREMIUM_HOURS : 0;
    const hours = journeyHours(p, link) + choiceHours(origin, dest, p) + premium;
    if (hours < bestHours) [best, bestHours] = [p, hours];
  }
  return best;
}

export function requireAirport(iata: string): Airport {
  const a = airportByIata(iata);
  if (!a) throw invalidInput(`Unknown airport code "${iata}": give a three-letter IATA code such as SFO.`);
  return a;
}

const REMOTE_KM = 2500;

/** No scheduled airport within 2,500 km: no flight model reaches the place, so no candidate can be built for it. */
export const beyondAirportReach = (point: PlacePoint): boolean => airportsNear(point.lat, point.lon, REMOTE_KM).length === 0;

/**
 * The airports serving any place (placeGateways), or for remote places the nearest scheduled
 * airport within 2,500 km with a note to add a long surface or charter leg.
 */
export const gatewaysFor = keptDecision((point: PlacePoint): { links: AirportLink[]; note?: string } => {
  const links = placeGateways(point);
  if (links.length) return { links };
  const remote = airportsNear(point.lat, point.lon, REMOTE_KM)[0];
  if (!remote) throw invalidInput('No scheduled airport within 2,500 km of that place: check the coordinates.');
  return {
    links: [linkTo(remote, point)],
    note: `Nearest scheduled airport is ${Math.round(greatCircleKm(remote, point))} km from the place: add a long surface or charter leg.`,
  };
});

function viaGateways(origin: Airport, gateways: ReturnType<typeof gatewaysFor>, point: PlacePoint): FlightProfile {
  const profile = bestProfile(origin, gateways.links, point) as FlightProfile;
  return gateways.note && profile.mode === 'flight' ? { ...profile, provenance: modelProvenance(gateways.note) } : profile;
}

/** estimateFlight for any place: the model from the origin through the place's best gateway for that origin. */
export function estimateFlight(originIata: string, point: PlacePoint): FlightProfile {
  return viaGateways(requireAirport(originIata), gatewaysFor(point), point);
}

/** The same model for several origins, finding the place's gateways once. */
export function estimateFlights<O extends string>(originIatas: readonly O[], point: PlacePoint): Record<O, FlightProfile> {
  const origins = originIatas.map(requireAirport);
  const gateways = gatewaysFor(point);
  return Object.fromEntries(originIatas.map((code, i) => [code, viaGateways(origins[i] as Airport, gateways, point)])) as Record<O, FlightProfile>;
}
