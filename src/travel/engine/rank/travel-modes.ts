import type { TravelIntentDetails } from '../../../contracts/travel-intent.js';
import type { TravelModesAnswer } from '../../../contracts/travel-modes.js';
import { noOriginWords, originWanted, type Trip } from '../trip.js';
import { capitalised } from '../text.js';
import type { Ranked } from './ranked.js';

/** A candidate ranked on its usual way there, the allowed modes' verdict dropped. */
const byFlightAgain = (r: Ranked): Ranked => ({ ...r, flight: { profile: r.flight.profile, basis: r.flight.basis } });

/** Left-out candidates the answer names (the contract's limit); the count says how many in all. */
const NAMED_LEFT_OUT = 20;

/**
 * A stated way of travelling without flight is a hard constraint: candidates the allowed modes do not
 * reach from the origin (costs.ts chooseFlight marks them) are left out, each named with why. With no
 * origin nothing can be checked, and the answer says so rather than assume either way. A way only
 * named ("by train", flying not ruled out) that reaches no candidate at all is read as the way to
 * travel there ("from New York, Italy by train"), and the note says so.
 */
export function withinModes(ranked: Ranked[], trip: Trip, read: TravelIntentDetails['travel_modes']): { ranked: Ranked[]; answer: TravelModesAnswer | null } {
  const allowed = trip.travel_modes;
  if (!allowed || allowed.includes('flight')) return { ranked, answer: null };
  const source = read.source === 'user_request' ? 'user_request' : 'structured';
  const ways = allowed.join(', ');
  const checked = ranked.some((r) => r.flight.basis !== 'no_origin');
  if (!checked) {
    const note = `By ${ways} only: ${noOriginWords(trip)}, so whether these places can be reached without flying was not checked. ${capitalised(originWanted(trip))} to have it checked.`;
    return { ranked, answer: { allowed, source, checked_from: null, left_out: [], left_out_count: 0, note } };
  }
  const kept = ranked.filter((r) => !r.flight.unreachable);
  const out = ranked.filter((r) => r.flight.unreachable);
  if (kept.length === 0 && out.length > 0 && !read.flight_ruled_out) {
    const note = `By ${ways} was stated, but it reaches no candidate from ${trip.origin}: read as the way to travel there, and the trip there flies. Rule out flying in words to keep to it.`;
    return { ranked: ranked.map(byFlightAgain), answer: { allowed, source, checked_from: trip.origin, left_out: [], left_out_count: 0, note } };
  }
  const left_out = out.slice(0, NAMED_LEFT_OUT).map((r) => ({
    id: r.candidate.id,
    name: r.candidate.name,
    status: r.flight.unreachable!.status,
    reason: r.flight.unreachable!.reason.slice(0, 300),
  }));
  const note = `By ${ways} only, from ${trip.origin}: every result is reached that way (the ground handoff names the leg or the model); ${out.length} candidate(s) the data does not show reachable so were left out.`;
  return { ranked: kept, answer: { allowed, source, checked_from: trip.origin, left_out, left_out_count: out.length, note } };
}
