import { airportByIata, type Airport } from '../../geo/airports.js';
import { greatCircleKm } from '../../geo/distance.js';
import { airFlight } from '../../knowledge/models/flights.js';
import { waysNamed, type Way } from '../../intent/asks.js';
import { modelledLeg, surfaceReach, surfaceReachKm } from '../../knowledge/models/surface.js';
import type { FlightProfile } from '../../knowledge/types.js';
import { ferryUsd, wayThereUsd } from '../rank/costs.js';
import type { Ranked } from '../rank/ranked.js';
import { noOriginSentence, type Trip } from '../trip.js';
import type { Found } from './season-answers.js';
import { dollars } from '../text.js';

/**
 * "Fly or drive?", "avion ou train ?": the ways the question names, from the origin to the result,
 * side by side, from what the answer already models: the flight baseline (with the last leg from the
 * airport), the rail leg of the data or rail_distance_model_v1 (said to be modelled from distance, not
 * a timetable), and the drive (surface.ts), each with its hours each way and its round-trip cost for
 * the party by the trip total's own formulas (costs.ts: wayThereUsd, ferryUsd); then the quicker and
 * the cheaper. A way the models do not reach is said to be out of
 * reach; without an origin nothing can be compared.
 */
interface Option {
  way: Way;
  hours: number;
  usd: number;
  words: string;
}

const SOURCE = 'flight baseline, ground-legs data, rail_distance_model_v1 and the drive model (model_estimate)';

/** Below this distance between airports no flight is offered as a way there. */
const MIN_FLIGHT_KM = 150;
const WORD: Record<Way, string> = { flight: 'air', rail: 'rail', road: 'road', ferry: 'ferry' };

function byAir(p: FlightProfile, transferMinutes: number, trip: Trip): Option | null {
  if (p.mode !== 'flight' || !p.fare_band_usd) return null;
  const hours = Math.round((p.typical_hours + transferMinutes / 60) * 2) / 2;
  const price = wayThereUsd(p, trip);
  const legs = p.nonstop ? 'nonstop' : `${p.connections} stop(s)`;
  return { way: 'flight', hours, usd: price, words: `air ${hours} h (${p.origin}-${p.destination_airport} ${legs}), ${dollars(price)}` };
}

function byGround(p: FlightProfile, trip: Trip): Option {
  const way: Way = p.ground_leg?.mode ?? (p.water_crossing ? 'ferry' : 'road');
  if (!p.fare_band_usd) {
    const water = p.water_crossing;
    const price = wayThereUsd(p, trip) + (water ? ferryUsd(water, trip) : 0);
    const sea = water ? ` with about ${water.km} km by ferry` : '';
    const what = water ? 'road and ferry' : 'road';
    return {
      way,
      hours: p.typical_hours,
      usd: price,
      words: `${what} ${p.typical_hours} h (${p.distance_km} km${sea}; ${water ? 'driving and ferry' : 'driving'} ${dollars(price)})`,
    };
  }
  const price = wayThereUsd(p, trip);
  const what = modelledLeg(p) ? 'modelled from distance' : (p.ground_leg?.operator ?? 'modelled');
  return { way, hours: p.typical_hours, usd: price, words: `${way} ${p.typical_hours} h (${what}), ${dollars(price)}` };
}

/** The flight to the place's nearest gateway, when its usual way there is on the ground (a rail leg of the data, a drive). */
function flightInstead(origin: Airport, r: Ranked, trip: Trip): Option | null {
  for (const link of r.candidate.airports) {
    const dest = airportByIata(link.iata);
    if (dest && greatCircleKm(origin, dest) >= MIN_FLIGHT_KM) return byAir(airFlight(origin, dest, null), link.transfer_minutes, trip);
  }
  return null;
}

export function waysAnswer(r: Ranked, trip: Trip, asked: string): Found {
  const name = r.candidate.name;
  const origin = trip.origin ? airportByIata(trip.origin) : undefined;
  if (!origin) return { known: false, answer: `${noOriginSentence(trip)}, so the ways to ${name} cannot be compared.`, source: SOURCE, as_of: null };
  const named = waysNamed(asked);
  const options: Option[] = [];
  const out: string[] = [];
  const usual = r.flight.profile.mode === 'flight' ? byAir(r.flight.profile, r.transfer_minutes, trip) : byGround(r.flight.profile, trip);
  if (usual && named.has(usual.way)) options.push(usual);
  for (const way of named) {
    if (options.some((o) => o.way === way)) continue;
    if (way === 'flight') {
      const air = flightInstead(origin, r, trip);
      if (air) options.push(air);
      else out.push(`air: no airport of ${name} lies ${MIN_FLIGHT_KM} km or more from ${origin.iata}`);
      continue;
    }
    const reach = surfaceReach(origin, r.candidate, [way, 'ferry'], false, surfaceReachKm(trip.days));
    const found = reach.status === 'reachable' ? byGround(reach.profile, trip) : null;
    if (found && !options.some((o) => o.words === found.words)) options.push(found);
    else if (reach.status !== 'reachable') out.push(`${way}: ${reach.reason}`);
  }
  const said = [...options.map((o) => o.words), ...out].join('; ');
  if (options.length < 2) return { known: options.length > 0, answer: `Round trip for the party: ${said}.`, source: SOURCE, as_of: null };
  const quickest = [...options].sort((a, b) => a.hours - b.hours)[0]!;
  const cheapest = [...options].sort((a, b) => a.usd - b.usd)[0]!;
  const verdict = quickest === cheapest ? `${WORD[quickest.way]} is quicker and cheaper` : `${WORD[quickest.way]} is quicker, ${WORD[cheapest.way]} cheaper`;
  return { known: true, answer: `Round trip for the party: ${said}. ${verdict}.`, source: SOURCE, as_of: null };
}
