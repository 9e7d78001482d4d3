import type { RouteCrossing, RouteLeg } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { estimateFlight, FLIGHT_MODEL } from '../../knowledge/models/flights.js';
import { halfFare, legAllowed, legBetween, ROUTE_LEG_MODEL, type LegEstimate, type StopPoint } from '../../knowledge/models/route-legs.js';
import { round } from '../text.js';
import type { Trip } from '../trip.js';

/** The party a route's legs are priced for. */
export interface Party {
  payers: number;
  cars: number;
  /** Every leg between the stops is driven: the car takes the traveller there and home too. */
  drives: boolean;
}

/** A leg's door-to-door hours, or null when no way the data knows makes it: unknown, not no time at all. */
const hoursOf = (leg: Pick<LegEstimate, 'mode' | 'hours'>): number | null => (leg.mode === 'none' ? null : leg.hours);

/** A leg's one-way cost for the party: fares per paying traveller, the drive per car. */
const partyCost = (leg: Pick<LegEstimate, 'per_person_usd' | 'per_car_usd'>, party: Pick<Party, 'payers' | 'cars'>): number =>
  round(leg.per_person_usd * party.payers + leg.per_car_usd * party.cars);

/** A leg of the model as the answer gives it, for the whole party. */
export function routeLeg(a: StopPoint, b: StopPoint, leg: LegEstimate, party: Pick<Party, 'payers' | 'cars'>, crossings: RouteCrossing[] = []): RouteLeg {
  return {
    from: a.name,
    to: b.name,
    mode: leg.mode,
    distance_km: leg.distance_km,
    hours: hoursOf(leg),
    cost_usd: partyCost(leg, party),
    basis: leg.basis,
    crossings,
    ...(leg.alternatives ? { alternatives: leg.alternatives } : {}),
  };
}

/**
 * One way for the party between the origin and a place: by the allowed ways (route_leg_model_v1)
 * when flying is ruled out; by road when the route between the stops is driven (the car takes the
 * traveller there and home) or the place's gateway is the origin's own airport, where a road leads;
 * else half the round-trip fare band's midpoint per payer, or the drive.
 */
function originLeg(trip: Trip, named: string | null, stop: StopPoint, party: Party, home: boolean): RouteLeg | null {
  const { payers, cars } = party;
  const airport = trip.origin ? airportByIata(trip.origin) : undefined;
  if (!airport) return null;
  const origin: StopPoint = { name: named ?? airport.iata, lat: airport.lat, lon: airport.lon, country: airport.country };
  const ends = (leg: Omit<RouteLeg, 'from' | 'to' | 'crossings'>): RouteLeg =>
    home ? { from: stop.name, to: origin.name, ...leg, crossings: [] } : { from: origin.name, to: stop.name, ...leg, crossings: [] };
  if (trip.travel_modes && !trip.travel_modes.includes('flight')) {
    const leg = legAllowed(origin, stop, trip.travel_modes);
    return ends({ mode: leg.mode, distance_km: leg.distance_km, hours: hoursOf(leg), cost_usd: partyCost(leg, party), basis: leg.basis });
  }
  const p = estimateFlight(airport.iata, stop);
  const road = party.drives || p.destination_airport === airport.iata ? legBetween(origin, stop, null, party.drives) : null;
  if (road?.mode === 'road')
    return ends({ mode: 'road', distance_km: road.distance_km, hours: road.hours, cost_usd: round(road.per_car_usd * cars), basis: road.basis });
  const flies = p.fare_band_usd !== null;
  return ends({
    mode: flies ? 'flight' : 'road',
    distance_km: Math.round(p.distance_km),
    hours: p.typical_hours ?? 0,
    cost_usd: round(p.fare_band_usd ? halfFare(p.fare_band_usd) * payers : ROUTE_LEG_MODEL.drive_usd_per_km * p.distance_km * cars),
    basis: flies ? `Half the round-trip fare band from ${airport.iata} (${FLIGHT_MODEL}).` : `Drive from ${airport.iata} (${ROUTE_LEG_MODEL.name}).`,
  });
}

/** The way there (to the first stop) and home (from the last), or null for each when the request gives no origin to price it from. */
export function routeEnds(trip: Trip, named: string | null, stops: { first: StopPoint; last: StopPoint }, party: Party): Array<RouteLeg | null> {
  return [originLeg(trip, named, stops.first, party, false), originLeg(trip, named, stops.last, party, true)];
}
