import { airportByIata } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { ResolvedPlace } from '../../geo/types.js';
import type { Trip } from '../trip.js';
import type { Ranked } from './rank.js';

/** A candidate this close to the origin airport is the traveller's own city or metro area. */
export const HOME_RADIUS_KM = 50;
/** Places specific enough that the traveller chose them, also from next door ("the reef from Cairns"). */
const NAMED_DESTINATION: ReadonlySet<string> = new Set(['city', 'park', 'coast']);

/**
 * Leaves out candidates in the traveller's own city or metro area (within HOME_RADIUS_KM of the
 * origin airport): a trip goes somewhere else. They stay when the traveller named a city, park or
 * coast (a trip from the origin to it, or a staycation), or when nothing else is left (a weekend in
 * the home region); the note says what was left out. A state or region around the home named
 * beside other places ("Gauteng and Mpumalanga" from Johannesburg) asks for its other places.
 */
export function withoutHome(ranked: Ranked[], trip: Trip, scopePlaces: readonly ResolvedPlace[]): { ranked: Ranked[]; note: string | null } {
  const airport = trip.origin ? airportByIata(trip.origin) : undefined;
  if (!airport) return { ranked, note: null };
  const home = (p: { lat: number; lon: number }) => greatCircleKm(airport, p) < HOME_RADIUS_KM;
  if (scopePlaces.some((p) => NAMED_DESTINATION.has(p.type))) return { ranked, note: null };
  const away = ranked.filter((r) => !home(r.candidate));
  if (away.length === ranked.length || away.length === 0) return { ranked, note: null };
  const left = ranked.filter((r) => home(r.candidate)).map((r) => r.candidate.name);
  return { ranked: away, note: `${left.join(', ')} left out: within ${HOME_RADIUS_KM} km of the origin airport ${airport.iata}, the traveller's own area.` };
}
