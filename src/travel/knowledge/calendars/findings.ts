import type { TravelWarning } from '../../../contracts/travel-understanding.js';
import { keptDecision } from '../kept-decision.js';

/**
 * One thing the calendars say about a place for a trip: the warning shown with the result, and
 * what it does to the ranking (factors of 1 change nothing).
 */
export interface SeasonFinding {
  warning: TravelWarning;
  /** Multiplies weather_fit. */
  weather_factor: number;
  /** Multiplies the whole score (closures that defeat the trip's purpose, advisories). */
  score_factor: number;
}

/** The trip's dates as the calendars read them. */
export interface TripDates {
  /** First possible departure to last possible return. */
  range: { start: string; end: string };
  /** No dates were given: the range is the assumed next two months and findings stay informational. */
  assumed: boolean;
  /** The last day the trip may leave (the end of a window of departures), when dates were given. */
  last_departure?: string;
  /** Who in the party is at higher risk of heat illness ("infants and young children", "a pregnancy"), when someone is. */
  heat_sensitive?: string;
}

/**
 * `find` for a record that reads nothing of the place (a hazard's season, a micro-climate's
 * months), its finding decided once for a trip's dates and themes and shared by every place the
 * record applies to: a request's candidates share their region's records. Kept as long as the
 * trip's dates are.
 */
export function findingPerTrip<R extends object>(
  find: (record: R, trip: TripDates, themes: readonly string[]) => SeasonFinding | null,
): (record: R, trip: TripDates, themes: readonly string[]) => SeasonFinding | null {
  const byTrip = keptDecision((trip: TripDates) => keptDecision((themes: readonly string[]) => keptDecision((record: R) => find(record, trip, themes))));
  return (record, trip, themes) => byTrip(trip)(themes)(record);
}

export const NO_DATES_PREFIX = 'No travel dates given; for the next two months: ';

/** TravelWarning.message (and a plan signal or check detail built from one) holds at most this many characters, source 300. */
export const MAX_MESSAGE = 500;
const MAX_SOURCE = 300;
export const clipMessage = (text: string, max = MAX_MESSAGE): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** The contract's as_of is a date (YYYY, YYYY-MM or YYYY-MM-DD); a period label ("1991-2020 + 1960-1990") gives its latest year. */
function asOfDate(asOf: string | null): string | null {
  if (asOf === null || /^\d{4}(-\d{2}(-\d{2})?)?$/.test(asOf)) return asOf;
  const years = asOf.match(/\d{4}/g);
  return years ? years.sort().at(-1)! : null;
}

/** A warning within the contract's lengths and formats. */
export const fitWarning = (w: TravelWarning): TravelWarning => ({
  ...w,
  message: clipMessage(w.message),
  source: clipMessage(w.source, MAX_SOURCE),
  as_of: asOfDate(w.as_of),
});
