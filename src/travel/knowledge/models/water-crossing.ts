import { greatCircleKm } from '../../geo/distance.js';
import { carFerryBetween } from './car-ferries.js';
import { landMassOf, nearestShore } from './coast.js';
import { ISLET_KM, reachKey, type Point } from './land-reach.js';

/**
 * water_crossing_model_v1: whether a trip between two points crosses open water, and the ferry
 * that makes it, from the land a road reaches from each (land-reach.ts: land masses joined by
 * fixed links that carry cars; an islet too small for the map is a land mass of its own, which
 * points within islet_km of each other share):
 *   crossing = the two reach different land;
 *   ferry    = the car ferry of the data between the two lands (car-ferries.ts, operators'
 *              timetables): its ports, 30 min boarding plus its crossing time, named in `ferry`;
 *              else modelled:
 *   port     = the point of the departure's land mass nearest to the arrival (where the road ends);
 *   km       = great-circle km from the port to the arrival; beyond FERRY_MAX_KM no ferry is assumed
 *              (a flight is needed);
 *   minutes  = 30 (boarding) + km at 30 km/h, rounded to 5;
 *   fare     = per person round trip 2 x (5 + 0.15 x km) USD, band [0.7, 1.5] x.
 * Figures are editorial and every answer built on them is a model_estimate, never a timetable.
 */
export const WATER_CROSSING_MODEL = {
  name: 'water_crossing_model_v1',
  ferry_max_km: 250,
  boarding_minutes: 30,
  ferry_kmh: 30,
  fare_base_usd: 5,
  fare_per_km_usd: 0.15,
  band: [0.7, 1.5],
  /** A point on no mapped land is on the land of a link end this close, else on an islet of its own. */
  islet_km: ISLET_KM,
} as const;
const M = WATER_CROSSING_MODEL;

export interface WaterCrossing {
  /** Open water from the port to the place, km. */
  km: number;
  /** Where the road on the departure's side ends. */
  port: { lat: number; lon: number };
  /** Boarding and crossing; null when the crossing is too long for a ferry. */
  ferry_minutes: number | null;
  /** Per person round trip [low, high]. */
  fare_usd: [number, number];
  /** The car ferry of the data that makes the crossing, when one does: where it lands, and the km from there to the place. */
  ferry?: { name: string; operator: string; source: string; landing: { lat: number; lon: number }; onward_km: number };
}

/**
 * How far off the 1:50m outline an airport still stands on the land mass: airports on reclaimed
 * land and artificial islands (Kansai, Chubu, Incheon, Macau) are joined to it by road, and the
 * outline rounds off the shores they sit on.
 */
const AIRPORT_SHORE_KM = 10;

const round5 = (x: number) => Math.round(x / 5) * 5;
const round10 = (x: number) => Math.round(x / 10) * 10;

/** The fare band for a crossing of km (the model's, for data crossings too: the data has no fares). */
function fareBand(km: number): [number, number] {
  const fare = 2 * (M.fare_base_usd + M.fare_per_km_usd * km);
  return [round10(fare * M.band[0]), round10(fare * M.band[1])];
}

/** The water between an airport (a gateway, an origin) and a place, or null when a road leads there. */
export function waterCrossing(from: Point, to: Point): WaterCrossing | null {
  const mass = landMassOf(from, AIRPORT_SHORE_KM);
  const toMass = landMassOf(to);
  // Two points off the mapped land this close together stand on one islet (an airport and its town on an island too
  // small for the map, such as Fernando de Noronha), not on two.
  const oneIslet = !mass && !toMass && greatCircleKm(from, to) <= M.islet_km;
  const [fromKey, toKey] = [reachKey(from, mass), reachKey(to, toMass)];
  if (oneIslet || fromKey === toKey) return null;
  const ferry = carFerryBetween(from, fromKey, to, toKey);
  if (ferry) {
    const km = Math.round(greatCircleKm(ferry.from, ferry.to));
    const port = { lat: ferry.from.lat, lon: ferry.from.lon };
    const onward_km = Math.round(greatCircleKm(ferry.to, to));
    return {
      km,
      port,
      ferry_minutes: M.boarding_minutes + ferry.minutes,
      fare_usd: fareBand(km),
      ferry: { name: ferry.name, operator: ferry.operator, source: ferry.source, landing: { lat: ferry.to.lat, lon: ferry.to.lon }, onward_km },
    };
  }
  const shore = mass ? nearestShore(mass, to, greatCircleKm(from, to) + 50) : null;
  const port = shore ? { lat: shore.lat, lon: shore.lon } : { lat: from.lat, lon: from.lon };
  const km = Math.round(greatCircleKm(port, to));
  return {
    km,
    port,
    ferry_minutes: km <= M.ferry_max_km ? round5(M.boarding_minutes + (60 * km) / M.ferry_kmh) : null,
    fare_usd: fareBand(km),
  };
}

/** Sampling step along the line between two points for openWaterKm, km. */
const LINE_STEP_KM = 20;

/**
 * The km of open water the straight line between two points passes over (points on no mapped land,
 * sampled every LINE_STEP_KM): the Mediterranean between Marseille and Algiers, though both stand on
 * one land mass that Suez joins.
 */
export function openWaterKm(from: Point, to: Point): number {
  const km = greatCircleKm(from, to);
  const steps = Math.max(1, Math.ceil(km / LINE_STEP_KM));
  let dLon = to.lon - from.lon;
  if (Math.abs(dLon) > 180) dLon -= Math.sign(dLon) * 360;
  let wet = 0;
  for (let k = 1; k < steps; k++) {
    const f = k / steps;
    if (!landMassOf({ lat: from.lat + f * (to.lat - from.lat), lon: from.lon + f * dLon }, 0)) wet++;
  }
  return Math.round((wet * km) / steps);
}
