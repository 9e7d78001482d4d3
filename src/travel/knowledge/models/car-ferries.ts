import { greatCircleKm } from '../../geo/distance.js';
import { readTravelJson } from '../data-files.js';
import { landMassOf } from './coast.js';
import { reachKey, type Point } from './land-reach.js';

/**
 * The car ferry a drive takes across the sea, from data/travel/car-ferries.json (operators'
 * timetables): of the crossings whose one port the road reaches from the departure and whose other
 * port the road reaches to the arrival (land-reach.ts), either way round, the one with the least
 * time door to door, the drives to and from the ports taken at DRIVE_KMH over the straight line.
 */
export const CAR_FERRY_MODEL = { name: 'car_ferry_choice_v1', drive_kmh: 60 } as const;

/** How far off the 1:50m outline a port still stands on its land mass (harbours, breakwaters, a shore the outline rounds off). */
const PORT_SHORE_KM = 10;

interface Port extends Point {
  name: string;
}
export interface CarFerry {
  name: string;
  operator: string;
  from: Port;
  to: Port;
  minutes: number;
  source: string;
}
interface CarFerryFile {
  as_of: string;
  crossings: CarFerry[];
}

let file: (CarFerryFile & { keys: Array<[string, string]> }) | undefined;

function crossings(): NonNullable<typeof file> {
  if (file) return file;
  const raw = readTravelJson<CarFerryFile>('car-ferries.json');
  const key = (p: Point) => reachKey(p, landMassOf(p, PORT_SHORE_KM));
  file = { ...raw, keys: raw.crossings.map((c) => [key(c.from), key(c.to)]) };
  return file;
}

export const carFerriesAsOf = (): string => crossings().as_of;

/** The crossing between the lands of two reach keys, sailing from the departure's side (null: no car ferry in the data). */
export function carFerryBetween(from: Point, fromKey: string, to: Point, toKey: string): CarFerry | null {
  const { crossings: all, keys } = crossings();
  const hours = (a: Point, c: CarFerry, b: Point) => (greatCircleKm(a, c.from) + greatCircleKm(c.to, b)) / CAR_FERRY_MODEL.drive_kmh + c.minutes / 60;
  let best: CarFerry | null = null;
  let bestHours = Infinity;
  for (const [i, c] of all.entries()) {
    const [k1, k2] = keys[i]!;
    const ways = [k1 === fromKey && k2 === toKey ? c : null, k2 === fromKey && k1 === toKey ? { ...c, from: c.to, to: c.from } : null];
    for (const ferry of ways) {
      const h = ferry ? hours(from, ferry, to) : Infinity;
      if (ferry && h < bestHours) [best, bestHours] = [ferry, h];
    }
  }
  return best;
}
