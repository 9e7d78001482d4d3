import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { landMassOf, nearestShore, type LandMass } from './coast.js';

/**
 * water_crossing_model_v1: whether a trip between two points crosses open water, and the ferry
 * that makes it, from the land masses they stand on (coast.ts, Natural Earth 1:50m rings; an
 * islet too small for the map is a land mass of its own, which points within islet_km of each other share):
 *   crossing = different land masses not joined by a fixed link of data/travel/island-links.json
 *              (bridges, tunnels, causeways that carry cars);
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
  islet_km: 10,
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
}

interface Point {
  lat: number;
  lon: number;
}
interface LinkFile {
  links: Array<{ name: string; points: Array<[number, number]>; source: string }>;
}

/**
 * How far off the 1:50m outline an airport still stands on the land mass: airports on reclaimed
 * land and artificial islands (Kansai, Chubu, Incheon, Macau) are joined to it by road, and the
 * outline rounds off the shores they sit on.
 */
const AIRPORT_SHORE_KM = 10;

/** A land mass's key: its ring, or for an islet off the map (no mass) the point itself. */
const massKey = (p: Point, mass: LandMass | null): string => (mass ? `r${mass.ring}` : `p${p.lat},${p.lon}`);

let groups: { byKey: Map<string, number>; islets: Array<Point & { link: number }>; parent: number[] } | undefined;

/** The land masses each fixed link joins, as a union of links that share one. */
function linkGroups(): NonNullable<typeof groups> {
  if (groups) return groups;
  const byKey = new Map<string, number>();
  const islets: Array<Point & { link: number }> = [];
  const links = readTravelJson<LinkFile>('island-links.json').links;
  const parent = links.map((_, i) => i);
  links.forEach((link, i) => {
    for (const [lat, lon] of link.points) {
      const key = massKey({ lat, lon }, landMassOf({ lat, lon }));
      islets.push({ lat, lon, link: i });
      const other = byKey.get(key);
      if (other === undefined) byKey.set(key, i);
      else parent[root(parent, other)] = root(parent, i);
    }
  });
  groups = { byKey, islets, parent };
  return groups;
}

function root(parent: number[], i: number): number {
  while (parent[i] !== i) i = parent[i]!;
  return i;
}

/** The group a point's land mass belongs to through fixed links, else its own land mass key. */
function reachKey(p: Point, mass: LandMass | null): string {
  const { byKey, islets, parent } = linkGroups();
  const key = massKey(p, mass);
  const islet = key.startsWith('p') ? islets.find((i) => greatCircleKm(i, p) <= M.islet_km) : undefined;
  const link = islet?.link ?? byKey.get(key);
  return link === undefined ? key : `g${root(parent, link)}`;
}

const round5 = (x: number) => Math.round(x / 5) * 5;
const round10 = (x: number) => Math.round(x / 10) * 10;

/** The water between an airport (a gateway, an origin) and a place, or null when a road leads there. */
export function waterCrossing(from: Point, to: Point): WaterCrossing | null {
  const mass = landMassOf(from, AIRPORT_SHORE_KM);
  const toMass = landMassOf(to);
  // Two points off the mapped land this close together stand on one islet (an airport and its town on an island too
  // small for the map, such as Fernando de Noronha), not on two.
  const oneIslet = !mass && !toMass && greatCircleKm(from, to) <= M.islet_km;
  if (oneIslet || reachKey(from, mass) === reachKey(to, toMass)) return null;
  const shore = mass ? nearestShore(mass, to, greatCircleKm(from, to) + 50) : null;
  const port = shore ? { lat: shore.lat, lon: shore.lon } : { lat: from.lat, lon: from.lon };
  const km = Math.round(greatCircleKm(port, to));
  const fare = 2 * (M.fare_base_usd + M.fare_per_km_usd * km);
  return {
    km,
    port,
    ferry_minutes: km <= M.ferry_max_km ? round5(M.boarding_minutes + (60 * km) / M.ferry_kmh) : null,
    fare_usd: [round10(fare * M.band[0]), round10(fare * M.band[1])],
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
