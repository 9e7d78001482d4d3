import { addUnderstoodPart, type ParsedIntent } from '../../intent/index.js';
import { wayThereKnown } from './costs.js';
import type { Ranked } from './ranked.js';
import { originWanted, noOriginSentence, type Trip } from '../trip.js';

/**
 * A stated cap on the flying time ("max 3h de vol", "maximal 4 Stunden Flug", "no more than 5 hours
 * flying") as a hard filter. The reader reports the cap as an unread requirement whose words are a
 * number of hours bound to a flight word, before or after it; the engine applies it to the modelled travel time of each
 * candidate. A baseline estimate is rounded, so a place within CAP_SLACK_HOURS of the cap is kept;
 * a place further out is left out and named. When nothing is within the cap the candidates stay,
 * nearest first, and the note says that none fits. With no origin nothing is timed, so the note says the cap was not applied.
 */
const CAP_SLACK_HOURS = 0.25;
/**
 * short_flight_model_v1 (model_estimate): a short flight asked for without hours ("short flight only", "vuelo corto") is
 * one that is not long-haul, up to about 4,000 km (Eurocontrol's medium-haul bound), some 5 h each way with the time to
 * reach the place.
 */
export const SHORT_FLIGHT = { name: 'short_flight_model_v1', hours: 5 } as const;
const HOURS_FORM = /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|heures?|horas?|stunden?|std|ore|ora)\b/i;

export interface FlightCap {
  hours: number;
  /** The words it was read from. */
  text: string;
}

const capOf = (text: string): number | null => {
  const m = HOURS_FORM.exec(text);
  return m ? Number(m[1]!.replace(',', '.')) : null;
};

/** The codes under which the reader reports a cap: a cap on the journey, or hours in an unread requirement. */
const CAP_CODES = new Set(['travel_time_cap', 'unread_requirement']);

/**
 * The flying-time cap the request states: a number of hours the reader reports as a cap on the journey ("3h de vol",
 * "no flight over 10 hours", "höchstens 5 Stunden") or as an unread requirement ("6 horas desde Buenos Aires"); null when
 * none is stated.
 */
export function statedFlightCap(read: Pick<ParsedIntent, 'details' | 'short_flight'>): FlightCap | null {
  for (const u of read.details.unresolved) {
    const hours = CAP_CODES.has(u.code) ? capOf(u.text) : null;
    if (hours !== null && hours > 0) return { hours, text: u.text };
  }
  return read.short_flight === null ? null : { hours: SHORT_FLIGHT.hours, text: read.short_flight };
}

const hoursOf = (r: Ranked) => r.flight.profile.typical_hours;

/** Candidates within the cap; the note names what was left out, or says that nothing is within it. */
export function withinFlightCap(ranked: Ranked[], cap: FlightCap | null, trip: Trip): { ranked: Ranked[]; note: string | null } {
  if (!cap || ranked.length === 0) return { ranked, note: null };
  if (!ranked.some((r) => wayThereKnown(r.flight)))
    return {
      ranked,
      note: `${noOriginSentence(trip)}, so the stated ${cap.hours} h of travel ("${cap.text}") could not be checked: ${originWanted(trip)} to have it applied.`,
    };
  const within = (r: Ranked) => hoursOf(r) <= cap.hours + CAP_SLACK_HOURS;
  const kept = ranked.filter(within);
  if (kept.length === ranked.length) return { ranked, note: null };
  if (kept.length === 0) {
    const nearest = [...ranked].sort((a, b) => hoursOf(a) - hoursOf(b));
    const first = nearest[0]!;
    return {
      ranked: nearest,
      note: `No candidate is within the stated ${cap.hours} h of travel ("${cap.text}"): the nearest, ${first.candidate.name}, is about ${hoursOf(first)} h; results are ordered by travel time.`,
    };
  }
  const out = ranked.filter((r) => !within(r));
  const named = out
    .slice(0, 5)
    .map((r) => `${r.candidate.name} (${hoursOf(r)} h)`)
    .join(', ');
  const more = out.length > 5 ? ` and ${out.length - 5} more` : '';
  return { ranked: kept, note: `Over the stated ${cap.hours} h of travel ("${cap.text}"), left out: ${named}${more}.` };
}

/** A phrase of the cap: the cap's own words, or the number of hours in them the reader also reported. */
function ofCap(cap: FlightCap, text: string): boolean {
  return text === cap.text || (cap.text.includes(text) && capOf(text) === cap.hours);
}

/** The reading with the cap taken as a constraint: understood, and no longer reported as unread words or warned about. */
export function withCapRead(parsed: ParsedIntent, cap: FlightCap | null): ParsedIntent {
  if (!cap || parsed.understanding.status === 'not_understood') return parsed;
  const unread = (u: { code: string; text: string }) => (CAP_CODES.has(u.code) || u.code === 'unread_number') && ofCap(cap, u.text);
  const dropped = parsed.details.unresolved.filter(unread).map((u) => `Could not use ${u.field} "${u.text}"`);
  return {
    ...parsed,
    details: { ...parsed.details, unresolved: parsed.details.unresolved.filter((u) => !unread(u)) },
    beta_warnings: parsed.beta_warnings.filter((w) => !dropped.some((d) => w.startsWith(d))),
    understanding: addUnderstoodPart(
      parsed.understanding,
      { field: 'transport', value: `at most ${cap.hours} h of travel each way`, source: 'user_request', text: cap.text },
      unread,
    ),
  };
}
