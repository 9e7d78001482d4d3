import { airportByIata, airportsNear } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { GazetteerPlace } from '../../geo/types.js';
import type { Catalog } from '../catalog.js';
import { themesRuledOutByCoast } from '../../knowledge/models/coast.js';
import { skiBases } from '../ski-areas.js';
import type { Trip } from '../trip.js';
import type { EngineData } from '../types.js';

/**
 * How far a trip without flying reaches from the origin, straight-line: about a long day by road or rail (some 12 h at
 * the 85-100 km/h a road or intercity train averages over a whole journey, less the bends of the way). A stated cap on the
 * hours then trims the places by the modelled travel time of each.
 */
export const GROUND_REACH_KM = 1000;
/** Notable towns read from each country in reach, in order of prominence. */
const TOWNS_PER_COUNTRY = 40;

/** Whether the trip keeps to the ground: the stated ways leave flying out. */
export const groundOnly = (trip: Trip): boolean => trip.travel_modes !== null && !trip.travel_modes.includes('flight');

/**
 * Gazetteer places an open-ended trip without flying can reach from its origin, at most `size`: for a ski trip the towns
 * of the known ski resorts, nearest first; else the notable towns of each country with a scheduled airport within reach
 * (nearest country first, taken in turn, by prominence), those the coast model rules a sea or island theme out of left
 * out; all within GROUND_REACH_KM of the origin airport. The curated destinations are spread over the world, few within
 * a day's drive of any one home: these fill in what is near. Each place becomes a candidate at some cost, so the pool is
 * bounded and holds no place the themes already rule out.
 */
export function reachPool(data: EngineData, catalog: Catalog, trip: Trip, size: number): GazetteerPlace[] {
  const origin = trip.origin ? airportByIata(trip.origin) : undefined;
  if (!origin) return [];
  const within = (p: GazetteerPlace) => greatCircleKm(origin, p) <= GROUND_REACH_KM;
  if (trip.required_themes.includes('skiing'))
    return skiBases(data.gazetteer)
      .filter(within)
      .sort((a, b) => greatCircleKm(origin, a) - greatCircleKm(origin, b))
      .slice(0, size);
  const countries = [...new Set(airportsNear(origin.lat, origin.lon, GROUND_REACH_KM).map((a) => a.country))];
  const themed = (p: GazetteerPlace) => themesRuledOutByCoast(p, trip.required_themes).length === 0;
  const lists = countries.map((code) => {
    const country = data.gazetteer.byId(`country:${code.toLowerCase()}`);
    return country ? catalog.placesWithin({ ...country, confidence: 1 }, TOWNS_PER_COUNTRY).filter((p) => within(p) && themed(p)) : [];
  });
  const towns: GazetteerPlace[] = [];
  for (let i = 0; towns.length < size && lists.some((l) => i < l.length); i++) for (const l of lists) if (l[i]) towns.push(l[i]!);
  return towns.slice(0, size);
}
