import { greatCircleKm } from '../../geo/distance.js';
import { airportByIata, type Airport } from '../../geo/airports.js';
import { airFlight, estimateFlight, fareMidpoint, FLIGHT_MODEL, FLIGHT_MODEL_PARAMS, gatewaysFor } from './flights.js';
import type { TravelMode } from '../../../contracts/travel-modes.js';
import { scheduledRoute } from './routes.js';
import { ferryLines, GROUND_LEG_MODEL, groundLegSource, legMinutes, lineBetween, LINE_REACH_KM, type GroundLeg } from './ground-legs.js';
import { landDetour, RAIL_MODEL, RAIL_MODEL_PARAMS } from './surface.js';
import { landRoute, roadBetween, type Closure } from './roads.js';
import { WATER_CROSSING_MODEL, waterCrossing, type WaterCrossing } from './water-crossing.js';

/**
 * route_leg_model_v1: how a traveller goes from one stop of a route to the next.
 *   line   = a scheduled rail or ferry line between the two (ground-legs.ts): its time, half its round-trip fare;
 *   road   = within ROAD_MAX_KM, when a road leads between the countries (roads.ts) and no open water lies
 *            between them (water-crossing.ts, looked at from both ends, so an island stop near the mainland counts):
 *            hours = road_factor x km / road_kmh + 0.25, cost = DRIVE_USD_PER_KM x road km per car;
 *            unless the drive is longer than DRIVE_DAY_HOURS and the route data has a nonstop flight between
 *            the stops' own airports that is quicker door to door (flight hours, the transfers at both ends and
 *            AIRPORT_HOURS for check-in, security and bags): then the flight (Bangkok to Chiang Mai), with the
 *            drive named as the alternative, and the flight named beside a drive that stays quicker;
 *   across water, only by what the data knows: a ferry line of ground-legs.ts from one stop to a port the other
 *            reaches by road (Capri to the Amalfi Coast through Naples: the line's time and fare plus the drive),
 *            else a flight when the two stops have different gateways (Oahu to Maui), else none, said (no ferry
 *            is assumed where the data has no line);
 *   flight = beyond ROAD_MAX_KM or with no road between the countries, from the first stop's best gateway
 *            (flights.ts): its hours, half the fare band's midpoint.
 * Every figure is a model_estimate, never a timetable or a fare.
 */
export const ROUTE_LEG_MODEL = {
  name: 'route_leg_model_v1',
  road_max_km: 700,
  drive_usd_per_km: 0.2,
  mostly_water: 0.5,
  drive_day_hours: 6,
  airport_hours: 2,
} as const;
const R = ROUTE_LEG_MODEL;
const F = FLIGHT_MODEL_PARAMS;

export interface StopPoint {
  name: string;
  lat: number;
  lon: number;
  country: string;
}

export type LegMode = 'rail' | 'ferry' | 'road' | 'flight' | 'none';

/** Another way to make a leg, with its door-to-door hours (model_estimate). */
export interface LegAlternative {
  mode: LegMode;
  hours: number;
  basis: string;
}

export interface LegEstimate {
  mode: LegMode;
  distance_km: number;
  hours: number;
  /** One way per paying traveller (fares, ferries). */
  per_person_usd: number;
  /** One way per car (a drive). */
  per_car_usd: number;
  basis: string;
  water: WaterCrossing | null;
  /** The closure that keeps the leg off the road between two countries. */
  closed: Closure | null;
  /** The other way the model weighed for this leg (the drive beside a flight, or the reverse). */
  alternatives?: LegAlternative[];
}

/** One way for one traveller: half the round-trip fare band's midpoint. */
export const halfFare = (band: readonly [number, number]) => fareMidpoint(band) / 2;
const roundHalf = (x: number) => Math.round(x * 2) / 2;

function flightLeg(a: StopPoint, b: StopPoint, km: number, water: WaterCrossing | null, closed: Closure | null, why: string): LegEstimate {
  const gateway = gatewaysFor(a).links[0]?.iata;
  const profile = gateway ? estimateFlight(gateway, b) : null;
  const band = profile?.fare_band_usd ?? null;
  return {
    mode: 'flight',
    distance_km: Math.round(km),
    hours: profile?.typical_hours ?? roundHalf(km / F.cruise_kmh + F.fixed_hours),
    per_person_usd: band ? halfFare(band) : 0,
    per_car_usd: 0,
    basis: `Flight from ${gateway ?? 'the nearest airport'} (${why}; ${FLIGHT_MODEL}, ${R.name}).`,
    water,
    closed,
  };
}

/** A leg by rail over the distance (rail_distance_model_v1): the track is the great circle times the track factor. */
function railLeg(leg: LegEstimate): LegEstimate {
  const track = RAIL_MODEL_PARAMS.track_factor * leg.distance_km;
  return {
    ...leg,
    mode: 'rail',
    hours: roundHalf(track / RAIL_MODEL_PARAMS.kmh + RAIL_MODEL_PARAMS.access_hours),
    per_person_usd: track * ((RAIL_MODEL_PARAMS.usd_per_km[0] + RAIL_MODEL_PARAMS.usd_per_km[1]) / 2),
    per_car_usd: 0,
    basis: `Rail, about ${Math.round(track)} km of track (${RAIL_MODEL}, ${R.name}); no timetable in the data.`,
  };
}

/** Roads lead from one stop's country to the other's, and not only round a sea. */
function roadsJoin(a: StopPoint, b: StopPoint): boolean {
  const land = landRoute(a.country, b.country);
  return land.open && landDetour(a, b, land.via ?? []) === null;
}

/**
 * The leg by the ways the traveller allows (request travel_modes): the usual leg when it goes one of
 * them. Otherwise a leg that land joins goes by rail (rail_distance_model_v1) when rail is allowed,
 * or by road when only road is; else none, said. Land joins a drive's leg without water and, within the
 * rail model's range, a flown leg within one country that crosses no water too wide for a ferry, and a
 * flown leg between countries that roads join through any chain of countries (landRoute: London to
 * Berlin through the Channel Tunnel, whatever sea the straight line crosses) unless that chain is a
 * detour round a sea (landDetour: Marseille to Algiers is no drive through Spain and Morocco).
 */
export function legAllowed(a: StopPoint, b: StopPoint, allowed: readonly TravelMode[] | null, driving = false): LegEstimate {
  const leg = legBetween(a, b, allowed, driving);
  if (!allowed || allowed.includes(leg.mode as TravelMode)) return leg;
  // A flown leg goes overland only within the surface models' range (rail_distance_model_v1's max_km): Accra to Manchester is no train ride.
  const inReach = leg.distance_km <= RAIL_MODEL_PARAMS.max_km;
  const around = leg.mode === 'flight' && inReach && a.country !== b.country && roadsJoin(a, b);
  const within = leg.mode === 'flight' && inReach && a.country === b.country && (!leg.water || leg.water.ferry_minutes !== null);
  if ((around || ((within || leg.mode === 'road') && !leg.water)) && allowed.includes('rail')) return railLeg(leg);
  if ((around || within) && allowed.includes('road')) return roadLeg(a, b, leg.distance_km, around ? null : leg.water);
  return { ...leg, mode: 'none', hours: 0, per_person_usd: 0, per_car_usd: 0, basis: `No ${allowed.join(' or ')} leg the data knows: ${leg.basis}` };
}

/** A drive (with the ferry across narrow water on the way, or the ferry itself when the leg is mostly water). */
function roadLeg(a: StopPoint, b: StopPoint, km: number, water: WaterCrossing | null): LegEstimate {
  const ferryHours = (water?.ferry_minutes ?? 0) / 60;
  const roadKm = water ? greatCircleKm(a, water.port) : km;
  const byFerry = water !== null && water.km >= R.mostly_water * km;
  return {
    mode: byFerry ? 'ferry' : 'road',
    distance_km: Math.round(km),
    hours: roundHalf((F.road_factor * roadKm) / F.road_kmh + 0.25 + ferryHours),
    per_person_usd: water ? halfFare(water.fare_usd) : 0,
    per_car_usd: byFerry ? 0 : R.drive_usd_per_km * F.road_factor * roadKm,
    basis: water
      ? `Road to the shore and ferry across about ${water.km} km of water (${WATER_CROSSING_MODEL.name}, ${R.name}).`
      : `Road, about ${Math.round(F.road_factor * km)} km (${R.name}).`,
    water,
    closed: null,
  };
}

function lineLeg(line: GroundLeg, km: number, drive: { km: number; hours: number } | null = null): LegEstimate {
  const { source, as_of } = groundLegSource();
  return {
    mode: line.mode,
    distance_km: Math.round(km),
    hours: roundHalf(legMinutes(line) / 60 + (drive?.hours ?? 0)),
    per_person_usd: halfFare(line.fare_usd),
    per_car_usd: drive ? R.drive_usd_per_km * F.road_factor * drive.km : 0,
    basis: `${line.name} (${line.operator}; ${source}, ${as_of})${drive ? `, with about ${Math.round(F.road_factor * drive.km)} km by road to or from its port` : ''}.`,
    water: null,
    closed: null,
  };
}

/** Open water between two stops, looked at from either end (an island stop within the shore margin of the mainland still lies across water). */
const waterBetween = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): WaterCrossing | null => waterCrossing(a, b) ?? waterCrossing(b, a);

/** A ferry line of the data from one stop to a port the other reaches by road, or from a port one reaches by road to the other. */
function ferryVia(a: StopPoint, b: StopPoint, km: number): LegEstimate | null {
  for (const line of ferryLines()) {
    const [from, to] = [line.from, line.to];
    const fromA = greatCircleKm(from, a) <= LINE_REACH_KM;
    const toB = greatCircleKm(to, b) <= LINE_REACH_KM;
    if (fromA && toB) return lineLeg(line, km);
    const roadKm = fromA ? greatCircleKm(to, b) : toB ? greatCircleKm(a, from) : Infinity;
    const joined = fromA ? !waterBetween(to, b) : toB && !waterBetween(a, from);
    if (joined && roadKm <= R.road_max_km) return lineLeg(line, km, { km: roadKm, hours: (F.road_factor * roadKm) / F.road_kmh + 0.25 });
  }
  return null;
}

/** The airport a stop is reached from by road (its gateways in order; none across water from it), with the transfer in hours. */
function ownAirport(p: StopPoint): { airport: Airport; transfer_hours: number } | undefined {
  for (const link of gatewaysFor(p).links) {
    const airport = airportByIata(link.iata);
    if (airport && !waterBetween(airport, p)) return { airport, transfer_hours: link.transfer_minutes / 60 };
  }
  return undefined;
}

/** A flight between two airports as a leg (its hours in the air and at the gate, half the fare band's midpoint). */
function airportLeg(from: Airport, to: Airport, km: number, water: WaterCrossing | null, why: string): LegEstimate {
  const p = airFlight(from, to, null);
  return {
    mode: 'flight',
    distance_km: Math.round(km),
    hours: p.typical_hours ?? roundHalf(p.distance_km / F.cruise_kmh + F.fixed_hours),
    per_person_usd: p.fare_band_usd ? halfFare(p.fare_band_usd) : 0,
    per_car_usd: 0,
    basis: `Flight ${from.iata}-${to.iata} (${why}; ${FLIGHT_MODEL}, ${R.name}).`,
    water,
    closed: null,
  };
}

const asAlternative = (leg: LegEstimate, hours: number): LegAlternative => ({ mode: leg.mode, hours: roundHalf(hours), basis: leg.basis });

/**
 * A long drive weighed against a scheduled nonstop between the stops' own airports: the quicker
 * door to door is the leg, the other its alternative; when the traveller means to drive, the drive
 * is the leg and the flight its alternative. No nonstop in the route data, no flight.
 */
function driveOrFly(a: StopPoint, b: StopPoint, km: number, driving: boolean): LegEstimate {
  const drive = roadLeg(a, b, km, null);
  if (drive.hours <= R.drive_day_hours) return drive;
  const [from, to] = [ownAirport(a), ownAirport(b)];
  if (!from || !to || from.airport.iata === to.airport.iata) return drive;
  const route = scheduledRoute(from.airport.iata, to.airport.iata);
  if (route.status !== 'nonstop') return drive;
  const air = airportLeg(from.airport, to.airport, km, null, `a ${drive.hours} h drive; nonstop per ${route.provenance.source}, ${route.provenance.as_of}`);
  const door = air.hours + from.transfer_hours + to.transfer_hours + R.airport_hours;
  const flight = {
    ...air,
    hours: roundHalf(door),
    basis: `${air.basis} About ${roundHalf(door)} h door to door with the airport transfers and ${R.airport_hours} h at the airport.`,
  };
  return flight.hours < drive.hours && !driving
    ? { ...flight, alternatives: [asAlternative(drive, drive.hours)] }
    : { ...drive, alternatives: [asAlternative(flight, flight.hours)] };
}

/** A leg across open water: by a ferry line of the data, else a flight between the stops' own airports, else none. */
function acrossWater(a: StopPoint, b: StopPoint, km: number, water: WaterCrossing): LegEstimate {
  const via = water.ferry_minutes === null ? null : ferryVia(a, b, km);
  if (via) return { ...via, water };
  const [from, to] = [ownAirport(a)?.airport, ownAirport(b)?.airport];
  if (from && to && from.iata !== to.iata) return airportLeg(from, to, km, water, `across about ${water.km} km of water with no ferry line in the data`);
  return {
    mode: 'none',
    distance_km: Math.round(km),
    hours: 0,
    per_person_usd: 0,
    per_car_usd: 0,
    basis: `About ${water.km} km of open water and no ferry line between these stops in the data (${GROUND_LEG_MODEL}): check the local ferries; not counted (${R.name}).`,
    water,
    closed: null,
  };
}

export function legBetween(a: StopPoint, b: StopPoint, allowed: readonly TravelMode[] | null = null, driving = false): LegEstimate {
  const km = greatCircleKm(a, b);
  const line = lineBetween(a, b, allowed);
  if (line) return lineLeg(line, km);
  const water = waterBetween(a, b);
  const road = roadBetween(a.country, b.country);
  const closed = road.open ? null : (road.closure ?? null);
  if (!road.open) return flightLeg(a, b, km, water, closed, `no road: ${road.reason}`);
  if (km > R.road_max_km) return flightLeg(a, b, km, water, null, `over ${R.road_max_km} km`);
  if (water) return acrossWater(a, b, km, water);
  return driveOrFly(a, b, km, driving);
}
