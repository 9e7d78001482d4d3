import { airportByIata, airportsNear, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { invalidInput } from '../../../errors.js';
import type { FlightProfile, Provenance } from '../types.js';

/**
 * great_circle_flight_model_v1 (formulas in data/README.md):
 *   connections = 0 when the route is in the curated nonstop list, or when the destination is a
 *   large airport within NONSTOP_KM (any) or DOMESTIC_NONSTOP_KM (same country); 2 beyond
 *   ONE_STOP_MAX_KM, or for a medium (regional) airport abroad beyond REGIONAL_ONE_STOP_KM that no
 *   supported hub serves nonstop; else 1.
 *   hours = d * (connections ? 1.12 : 1) / 800 + 0.5 + 2 * connections     (rounded to 0.5 h)
 *   fare  = (150 + 0.09 * d * (connections ? 1.12 : 1)) * (1 + 0.12 * connections), band [0.75, 1.35] x fare
 * Trips under GROUND_KM from the origin airport are modelled as drives: hours = 1.25 * d / 75 + 0.25.
 */
export const FLIGHT_MODEL = 'great_circle_flight_model_v1';
export const FLIGHT_MODEL_PARAMS = {
  cruise_kmh: 800, fixed_hours: 0.5, layover_hours: 2, detour_factor: 1.12,
  fare_base_usd: 150, fare_per_km_usd: 0.09, fare_connection_factor: 0.12, band: [0.75, 1.35],
  nonstop_km: 2000, domestic_nonstop_km: 4500, one_stop_max_km: 17_000, regional_one_stop_km: 8000, ground_km: 300,
  road_factor: 1.25, road_kmh: 75,
} as const;

interface RouteList { source: string; as_of: string; routes: Record<string, string[]> }
let routes: RouteList | undefined;
function routeList(): RouteList {
  routes ??= readTravelJson<RouteList>('nonstop-routes.json');
  return routes;
}

export function curatedNonstop(origin: string, dest: string): boolean {
  return routeList().routes[origin]?.includes(dest) ?? false;
}

/** A destination one of the supported hubs flies to nonstop is reachable with one connection. */
function servedByCuratedHub(dest: string): boolean {
  return Object.values(routeList().routes).some((list) => list.includes(dest));
}

const P = FLIGHT_MODEL_PARAMS;
const modelProvenance = (note?: string): Provenance => ({ tier: 'model_estimate', model: FLIGHT_MODEL, ...(note ? { note } : {}) });

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
  const domestic = origin.country === dest.country;
  if (dest.size === 'large' && (d <= P.nonstop_km || (domestic && d <= P.domestic_nonstop_km))) return 0;
  const regionalFarAway = dest.size === 'medium' && !domestic && d > P.regional_one_stop_km && !servedByCuratedHub(dest.iata);
  if (d > P.one_stop_max_km || regionalFarAway) return 2;
  return 1;
}

/** Profile from an origin airport to a destination served by destAirport, centred at point. */
export function flightBetween(origin: Airport, destAirport: Airport, point: { lat: number; lon: number }): FlightProfile {
  const toPoint = greatCircleKm(origin, point);
  if (toPoint <= P.ground_km) {
    const hours = Math.round(((P.road_factor * toPoint) / P.road_kmh + 0.25) * 2) / 2;
    return {
      origin: origin.iata, destination_airport: origin.iata, distance_km: Math.round(toPoint), mode: 'ground',
      typical_hours: hours, nonstop: true, connections: 0, fare_band_usd: null,
      provenance: modelProvenance('Within driving range of the origin airport; drive time modelled.'),
      nonstop_provenance: modelProvenance(),
    };
  }
  const d = greatCircleKm(origin, destAirport);
  const curated = curatedNonstop(origin.iata, destAirport.iata);
  const connections = curated ? 0 : modelConnections(origin, destAirport, d);
  const list = routeList();
  return {
    origin: origin.iata, destination_airport: destAirport.iata, distance_km: Math.round(d), mode: 'flight',
    typical_hours: flightHours(d, connections), nonstop: connections === 0, connections,
    fare_band_usd: fareBand(d, connections),
    provenance: modelProvenance(),
    nonstop_provenance: curated
      ? { tier: 'curated_baseline', source: `${origin.iata}-${destAirport.iata} in data/travel/nonstop-routes.json (long-standing year-round nonstop per public airline timetables)`, as_of: list.as_of }
      : modelProvenance(connections === 0 ? 'Nonstop likely: large destination airport within the model\'s nonstop range.' : undefined),
  };
}

/** The airport a traveller would most likely fly into for a point: a large airport within 150 km, else the nearest scheduled one within 300 km. */
export function gatewayAirport(point: { lat: number; lon: number }): Airport | undefined {
  const near = airportsNear(point.lat, point.lon, 300);
  return near.find((a) => a.size === 'large' && greatCircleKm(a, point) <= 150) ?? near[0];
}

export function requireAirport(iata: string): Airport {
  const a = airportByIata(iata);
  if (!a) throw invalidInput(`Unknown airport code "${iata}": give a three-letter IATA code such as SFO.`);
  return a;
}

interface Gateway { airport: Airport; note?: string }

/** Gateway for a point, falling back to the nearest scheduled airport within 2,500 km (remote places). */
function resolveGateway(point: { lat: number; lon: number }): Gateway {
  const gateway = gatewayAirport(point);
  if (gateway) return { airport: gateway };
  const remote = airportsNear(point.lat, point.lon, 2500)[0];
  if (!remote) throw invalidInput('No scheduled airport within 2,500 km of that place: check the coordinates.');
  const km = Math.round(greatCircleKm(remote, point));
  return { airport: remote, note: `Nearest scheduled airport is ${km} km from the place: add a long surface or charter leg.` };
}

function viaGateway(origin: Airport, gateway: Gateway, point: { lat: number; lon: number }): FlightProfile {
  const profile = flightBetween(origin, gateway.airport, point);
  return gateway.note && profile.mode === 'flight' ? { ...profile, provenance: modelProvenance(gateway.note) } : profile;
}

/** estimateFlight for any place: great-circle model from the origin to the place's gateway airport. */
export function estimateFlight(originIata: string, point: { lat: number; lon: number }): FlightProfile {
  return viaGateway(requireAirport(originIata), resolveGateway(point), point);
}

/** The same model for several origins, resolving the place's gateway airport once. */
export function estimateFlights<O extends string>(originIatas: readonly O[], point: { lat: number; lon: number }): Record<O, FlightProfile> {
  const origins = originIatas.map(requireAirport);
  const gateway = resolveGateway(point);
  return Object.fromEntries(originIatas.map((code, i) => [code, viaGateway(origins[i] as Airport, gateway, point)])) as Record<O, FlightProfile>;
}
