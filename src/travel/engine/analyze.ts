import type { TravelSearchRequest } from '../../contracts/travel.js';
import type { Understanding } from '../../contracts/travel-understanding.js';
import { parseIntent, referenceDate, type ParsedIntent } from '../intent/index.js';
import type { Catalog } from './catalog.js';
import { gate, type GateResult } from './gate/gate.js';
import { buildScope, type Scope } from './gate/scope.js';
import { withinModes } from './rank/travel-modes.js';
import { statedFlightCap, withCapRead, withinFlightCap } from './rank/flight-cap.js';
import type { TravelModesAnswer } from '../../contracts/travel-modes.js';
import type { Ranked } from './rank/ranked.js';
import { rankCandidates } from './rank/rank.js';
import { withoutAbsentPhenomena } from './rank/seasonal.js';
import { withinSwimWish } from './rank/swim-wish.js';
import { impliedDates, withImpliedDates } from './event-dates.js';
import { checkRequest } from './request-checks.js';
import { deriveTrip, type Trip } from './trip.js';
import { withHomeScope } from './gate/home-lands.js';
import { withDefaults } from './understanding.js';
import { clip } from '../../text/clip.js';
import type { EngineData } from './types.js';

/** The longest text a gate note may have: the limit of validation_checklist and beta_warnings items. */
const NOTE_MAX = 500;

/** Parse -> trip facts -> scope -> gate -> rank: the part every travel operation shares. */
export interface Analysis {
  parsed: ParsedIntent;
  trip: Trip;
  scope: Scope;
  gate: GateResult;
  ranked: Ranked[];
  understanding: Understanding;
  /** How a stated way of travelling without flight was applied, when the request states one. */
  travel_modes: TravelModesAnswer | null;
}

export function analyze(data: EngineData, catalog: Catalog, input: TravelSearchRequest, now: Date): Analysis {
  checkRequest(input);
  const read = parseIntent(input, { now: () => now, gazetteer: data.gazetteer });
  // The trip's "today" (months read for weather when no dates are given) is the request's reference date.
  const reference = referenceDate(input, now);
  const implied = impliedDates(read, reference, catalog.curated);
  // A stated cap on the flying time is a constraint the engine applies, so it is no longer an unread phrase.
  const cap = statedFlightCap(read);
  const capRead = withCapRead(implied ? withImpliedDates(read, implied) : read, cap);
  const trip = deriveTrip(capRead, reference);
  const parsed = withHomeScope(capRead, trip.origin, data.gazetteer);
  const scope = buildScope(parsed, data.gazetteer, catalog.curated);
  const gated = gate(data, catalog, scope, trip);
  const all = gated.status === 'matched' ? rankCandidates(data, gated.gated, trip, scope.places) : [];
  const present = withoutAbsentPhenomena(all);
  const reached = withinModes(present.ranked, trip, parsed.details.travel_modes);
  const capped = withinFlightCap(reached.ranked, cap, trip);
  const wished = withinSwimWish(capped.ranked, trip, read.hard_places.length === 0);
  // Notes name places and themes from the request, so they are cut to the 500 characters every list they reach allows.
  const notes = [...gated.notes, ...[present.note, capped.note, wished.note].filter((n): n is string => n !== null)].map((n) => clip(n, NOTE_MAX));
  return {
    parsed,
    trip,
    scope,
    gate: { ...gated, notes },
    ranked: wished.ranked,
    understanding: withDefaults(parsed, trip, input.user_request ?? ''),
    travel_modes: reached.answer,
  };
}
