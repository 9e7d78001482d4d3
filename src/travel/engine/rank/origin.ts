import { airportByIata } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import type { Gazetteer, ResolvedPlace } from '../../geo/types.js';
import type { Trip } from '../trip.js';

/** A candidate this close to the origin airport is the traveller's own city or metro area. */
export const HOME_RADIUS_KM = 50;
/** Places specific enough that the traveller chose them, also from next door (a park, a coast, the home city). */
const NAMED_DESTINATION: ReadonlySet<string> = new Set(['city', 'park', 'coast']);
/** Places below a country: when every place named is one of these around the origin, in its country, the trip is in the home region. */
const HOME_REGION: ReadonlySet<string> = new Set(['state', 'region']);

export interface HomeArea {
  iata: string;
  /** Whether a place lies within HOME_RADIUS_KM of the origin airport. */
  near(p: { lat: number; lon: number }): boolean;
}

/**
 * The traveller's own city or metro area (within HOME_RADIUS_KM of the origin airport), which the
 * gate leaves out before it tops the results up: a trip goes somewhere else. Null (home kept) when
 * there is no origin airport, for a day trip ("a day trip to the reef from Cairns"), when the
 * traveller named a city, park or coast (a trip from the origin to it), or when every place named is the state or region around the origin (a week in Catalonia
 * from Barcelona, a staycation): the trip is then in the home region, home included. A country around
 * the origin ("a city break in the UK from London"), or the home state named beside other places
 * ("Gauteng and Mpumalanga" from Johannesburg), asks for the places away from home.
 */
export function homeArea(trip: Trip, scopePlaces: readonly ResolvedPlace[], gazetteer: Gazetteer): HomeArea | null {
  const airport = trip.origin ? airportByIata(trip.origin) : undefined;
  if (!airport) return null;
  // A day trip goes out and back from home: the home area is where it goes.
  if (trip.days_known && trip.days <= 1) return null;
  if (scopePlaces.some((p) => NAMED_DESTINATION.has(p.type))) return null;
  // Inside the home country: a continent or a multi-country region around home ("Europe" from London) asks for elsewhere.
  const aroundHome = (p: ResolvedPlace) => HOME_REGION.has(p.type) && p.country === airport.country && gazetteer.contains(p, airport);
  if (scopePlaces.length > 0 && scopePlaces.every(aroundHome)) return null;
  return { iata: airport.iata, near: (p) => greatCircleKm(airport, p) < HOME_RADIUS_KM };
}

export const homeNote = (home: HomeArea, names: readonly string[]): string =>
  `${names.join(', ')} left out: within ${HOME_RADIUS_KM} km of the origin airport ${home.iata}, the traveller's own area.`;
