import { airportByIata, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { FlightProfile } from '../types.js';
import type { ReachStatus, TravelMode } from '../../../contracts/travel-modes.js';
import { driveProfile, groundLegProfile, noRoad } from './flights.js';
import type { PlacePoint } from './gateways.js';
import { legsByMode, type PetPolicy } from './ground-legs.js';
import { countryCentre, landRoute, railPetPolicyOnRoute } from './roads.js';
import { openWaterKm, WATER_CROSSING_MODEL, waterCrossing } from './water-crossing.js';

/**
 * The trip by the surface mode the traveller asked for (the request's travel_modes: "by train" read
 * from the text, or a mode sent beside flight), where it can be made:
 *   rail: a rail leg of the data from the origin's city (ground-legs.ts, operator timetables);
 *         else, where a road leads (roads.ts: no closed border, no sea) within RAIL_MAX_KM,
 *         rail_distance_model_v1: hours = 1.3 * d / 90 + 0.5, round-trip fare = 2 * 1.3 * d * [0.08, 0.25] USD,
 *         named as the model's estimate, never as a timetable;
 *   road: a drive within ROAD_MAX_KM where a road leads (the flight model's drive).
 * Otherwise the profile stays as it was, with a note saying why the asked mode was not used.
 */
export const RAIL_MODEL = 'rail_distance_model_v1';
/** A leg timed and priced from distance (rail_distance_model_v1) rather than read from a timetable. */
export const modelledLeg = (p: FlightProfile): boolean => p.ground_leg?.id.startsWith(RAIL_MODEL) === true;
export const RAIL_MODEL_PARAMS = { track_factor: 1.3, kmh: 90, access_hours: 0.5, usd_per_km: [0.08, 0.25], max_km: 1500 } as const;
const ROAD_MAX_KM = 1500;

export type SurfaceMode = 'rail' | 'road';

/** The one surface mode among the request's travel modes (rail without road, or road without rail), if any. */
export function requestedSurface(modes: readonly TravelMode[] | undefined): SurfaceMode | null {
  const rail = modes?.includes('rail') === true;
  const road = modes?.includes('road') === true;
  return rail && !road ? 'rail' : road && !rail ? 'road' : null;
}

const R = RAIL_MODEL_PARAMS;

function modelledRail(origin: Airport, place: PlacePoint & { name: string }, km: number): FlightProfile {
  const track = R.track_factor * km;
  const hours = Math.round((track / R.kmh + R.access_hours) * 2) / 2;
  const round10 = (x: number) => Math.round(x / 10) * 10;
  const provenance = {
    tier: 'model_estimate' as const,
    model: RAIL_MODEL,
    note: 'Rail asked for: journey time and fare modelled from distance, not a timetable or fare; check the rail operators for the route and its changes.',
  };
  return {
    origin: origin.iata,
    destination_airport: origin.iata,
    distance_km: Math.round(km),
    mode: 'ground',
    typical_hours: hours,
    nonstop: false,
    connections: 0,
    fare_band_usd: [round10(2 * track * R.usd_per_km[0]), round10(2 * track * R.usd_per_km[1])],
    provenance,
    nonstop_provenance: provenance,
    ground_leg: {
      id: `${RAIL_MODEL}:${origin.iata}`,
      mode: 'rail',
      name: `Rail from ${origin.city} to ${place.name}`,
      operator: 'Rail operators (journey modelled)',
      from: origin.city,
      to: place.name,
      minutes: Math.round((track / R.kmh) * 60),
      booking: 'rail_search',
      url: '',
    },
  };
}

const withNote = (p: FlightProfile, note: string): FlightProfile => ({
  ...p,
  provenance: { ...p.provenance, note: [p.provenance.note, note].filter(Boolean).join(' ') },
});

/** A pet policy that stops a party with a pet from going by rail from the origin to the place (no rail leg of the data taking it either). */
const railRefusing = (origin: Airport, place: PlacePoint, pets: boolean): PetPolicy | undefined =>
  pets ? railPetPolicyOnRoute(origin.country, place.country) : undefined;

const petWords = (p: PetPolicy) => `${p.operator}'s ${p.services} carry no pets (only ${p.except}): ${p.instead}`;
const petSource = (p: PetPolicy) => `${p.source}, ${p.as_of}${p.verified ? '' : ', not verified against the source'}`;

export function bySurface(profile: FlightProfile, place: PlacePoint & { name: string }, mode: SurfaceMode, pets = false): FlightProfile {
  const origin = airportByIata(profile.origin);
  const current = profile.mode === 'flight' ? 'flight' : (profile.ground_leg?.mode ?? 'road');
  if (!origin || current === mode) return profile;
  const leg = mode === 'rail' ? legsByMode(origin.iata, place, 'rail', pets)[0] : undefined;
  if (leg) return groundLegProfile(origin, leg, place);
  const km = greatCircleKm(origin, place);
  const refused = mode === 'rail' ? railRefusing(origin, place, pets) : undefined;
  const blocked =
    noRoad(origin, place) ??
    (refused ? `${petWords(refused)} (${petSource(refused)})` : null) ??
    (km > (mode === 'rail' ? R.max_km : ROAD_MAX_KM) ? `${Math.round(km)} km is beyond a ${mode} trip` : null);
  if (blocked) return withNote(profile, `${mode === 'rail' ? 'Rail' : 'A road trip'} was asked for, but ${blocked}.`);
  return mode === 'rail' ? modelledRail(origin, place, km) : driveProfile(origin, km);
}

/** The farthest a surface trip is modelled for when the trip's length is not weighed (the rail and road limits above). */
export const SURFACE_MAX_KM = Math.max(R.max_km, ROAD_MAX_KM);

/**
 * surface_reach_model_v1: how far a traveller who goes only by land and sea is taken to go, from
 * the trip's length. A longer trip carries a longer way there (London to Lapland by sleeper trains in
 * a nine-day trip, Dallas to the Mexican coast by one's own car in ten): km_per_day of straight line
 * per day of the trip, never under the fixed limit above nor over max_km. Ranking still weighs the
 * time in transit, so a nearer place that fits comes first.
 */
export const SURFACE_REACH_MODEL = { name: 'surface_reach_model_v1', km_per_day: 300, max_km: 4000 } as const;

export const surfaceReachKm = (tripDays: number): number =>
  Math.min(SURFACE_REACH_MODEL.max_km, Math.max(SURFACE_MAX_KM, SURFACE_REACH_MODEL.km_per_day * tripDays));

type Point = { lat: number; lon: number };

/** A road through other countries longer than this many times the straight line is a detour round a sea, not a way there. */
export const LAND_PATH_MODEL = { name: 'land_path_model_v1', detour_max: 2.5 } as const;

/**
 * Why the road through other countries is no way there, or null: the straight line crosses more open
 * water than a ferry of the model makes (Marseille-Algiers, Nice-Tunis), and the road round it, measured
 * through the centres of the countries it passes (roads.ts), is over detour_max times the straight line.
 */
export function landDetour(origin: Point, place: Point, via: readonly string[]): string | null {
  if (via.length === 0) return null;
  const km = greatCircleKm(origin, place);
  const stops = [origin, ...via.flatMap((c) => countryCentre(c) ?? []), place];
  const road = stops.slice(1).reduce((sum, p, i) => sum + greatCircleKm(stops[i] as { lat: number; lon: number }, p), 0);
  if (road <= LAND_PATH_MODEL.detour_max * km) return null;
  // Sampled along the line, so measured only once the road is known to go far round.
  const water = openWaterKm(origin, place);
  if (water <= WATER_CROSSING_MODEL.ferry_max_km) return null;
  return `no land path: about ${water} km of open sea lie between, and the road round it through ${via.join(', ')} is about ${Math.round(road / 100) * 100} km (${LAND_PATH_MODEL.name}); no ferry for it in the data`;
}

export type Reach = { status: 'reachable'; profile: FlightProfile } | { status: ReachStatus; reason: string };

/**
 * How a place is reached from the origin by the allowed surface modes (a stated way of travelling
 * without flight), or why not:
 *   a rail, ferry or road leg of the data from the origin's city (ground-legs.ts), else
 *   too_far beyond maxKm (surfaceReachKm of the trip's days, SURFACE_MAX_KM when not weighed); no_route when no chain of land borders and fixed links without a
 *   closed border joins the countries (roads.ts), or when the chain is a detour round a sea (landDetour); open water (water-crossing.ts:
 *   land no fixed link joins, Paris to Ireland though the Channel Tunnel leads to Great Britain): the car ferry of the data
 *   between the two lands, else unknown when too wide for the ferry model; no_route when the ferry is not allowed, else
 *   the way to the port and the ferry;
 *   else the rail trip modelled from distance when rail is allowed, or the drive.
 * With a pet (pets), no rail leg whose operator refuses pets, nor rail across a fixed link whose
 * only passenger trains refuse them (the Channel Tunnel's Eurostar): the drive, with the car
 * crossing, says why.
 */
export function surfaceReach(
  origin: Airport,
  place: PlacePoint & { name: string },
  allowed: readonly TravelMode[],
  pets = false,
  maxKm: number = SURFACE_MAX_KM,
): Reach {
  for (const mode of ['rail', 'ferry', 'road'] as const) {
    const leg = allowed.includes(mode) ? legsByMode(origin.iata, place, mode, pets)[0] : undefined;
    if (leg) return { status: 'reachable', profile: groundLegProfile(origin, leg, place) };
  }
  const km = greatCircleKm(origin, place);
  if (km > maxKm)
    return {
      status: 'too_far',
      reason: `about ${Math.round(km)} km away, beyond the ${maxKm} km a surface trip of this length is modelled for (${SURFACE_REACH_MODEL.name})`,
    };
  const land = landRoute(origin.country, place.country);
  if (!land.open) return { status: 'no_route', reason: land.reason };
  const around = landDetour(origin, place, land.via ?? []);
  if (around) return { status: 'no_route', reason: around };
  const water = waterCrossing(origin, place);
  if (water && water.ferry_minutes === null)
    return {
      status: 'unknown',
      reason: `across about ${water.km} km of open water with no ferry in the data (${WATER_CROSSING_MODEL.name} assumes none beyond ${WATER_CROSSING_MODEL.ferry_max_km} km)`,
    };
  if (water && !allowed.includes('ferry'))
    return { status: 'no_route', reason: `across about ${water.km} km of water, and the ferry is not among the ways allowed` };
  if (water) {
    const crossing = driveProfile(origin, km, water);
    return {
      status: 'reachable',
      profile: allowed.includes('road') ? crossing : withNote(crossing, 'Reach the port by rail (road not among the ways allowed).'),
    };
  }
  const refused = allowed.includes('rail') ? railRefusing(origin, place, pets) : undefined;
  if (allowed.includes('rail') && !refused) return { status: 'reachable', profile: modelledRail(origin, place, km) };
  if (refused && !allowed.includes('road')) return { status: 'no_route', reason: petWords(refused) };
  const drive = driveProfile(origin, km);
  if (!refused) return { status: 'reachable', profile: drive };
  return { status: 'reachable', profile: { ...withNote(drive, `Pet rule: ${petSource(refused)}.`), no_rail_with_pet: petWords(refused) } };
}
