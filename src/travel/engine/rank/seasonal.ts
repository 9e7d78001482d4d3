import type { TravelWarning } from '../../../contracts/travel-understanding.js';
import { advisoryFinding, advisoryFor } from '../../knowledge/advisories.js';
import { altitudeFinding, highPointNear, type HighPoint } from '../../knowledge/altitude.js';
import { flyingAfterDivingFinding } from '../../knowledge/diving.js';
import {
  eventAt,
  fitWarning,
  HOLIDAY_WEEKEND_MODEL,
  holidayWeekendNights,
  isCalendarTheme,
  namedCalendarEvent,
  partlyCaught,
  scopeClosureFindings,
  seasonalFindings,
  type EventAtPlace,
  type PlacePoint,
  type SeasonFinding,
  type TripDates,
} from '../../knowledge/calendars/index.js';
import type { Closure } from '../../knowledge/calendars/types.js';
import { keptDecision } from '../../knowledge/kept-decision.js';
import type { LodgingDemand } from '../../knowledge/models/tiers.js';
import { addDaysIso, daysBetween } from '../text.js';
import { divesAt } from '../scuba.js';
import { ASSUMED_WINDOW_DAYS, type Trip } from '../trip.js';
import type { Candidate } from '../types.js';

/**
 * What the calendars, advisories, the place's height and a diving trip's flight home say about one candidate for this trip: the warnings shown
 * with the result, the factor on weather_fit, the factor on the whole score and the words that
 * state it, and the requested events or phenomena at the place.
 *
 * seasonal_penalty_v1: a closure that matters to the trip multiplies the score by its factor
 * (scaled by the share of the trip it covers); an advisory of level 3 or 4 by 0.8 or 0.5; a
 * requested event or phenomenon that the place never has by 0.5, and one it has at another time
 * of year by 0.7 (only with dates; without dates the next two months are a guess).
 */
export const SEASONAL_PENALTY = { name: 'seasonal_penalty_v1', absent: 0.5, out_of_season: 0.7 };
const MAX_WARNINGS = 20;

export interface SeasonAssessment {
  warnings: TravelWarning[];
  weather_factor: number;
  score_factor: number;
  /** One clause per penalty, for match_reasons. */
  penalties: string[];
  /** Requested events and phenomena at this place (empty when none were requested). */
  events: EventAtPlace[];
  /** The weather-related findings in words, for the weather reason. */
  weather_notes: string[];
  /** What fills the place's lodging during the stay (an event, a public-holiday long weekend), or null. */
  lodging_demand: LodgingDemand | null;
}

/** First possible departure to last possible return; without dates the assumed two months. */
export const tripDates = (trip: Trip): TripDates => viewOf(trip).dates;

/** Children under this age count among those at higher risk of heat illness. */
const HEAT_SENSITIVE_CHILD_AGE = 5;

/** Who in the party is at higher risk of heat illness: infants and young children, a pregnancy; undefined when nobody is. */
function heatSensitive(trip: Trip): string | undefined {
  const young = trip.infants > 0 || (trip.child_ages ?? []).some((a) => a < HEAT_SENSITIVE_CHILD_AGE);
  const pregnant = trip.health_needs.some((h) => h.id === 'pregnancy');
  const who = [young ? 'infants and young children' : null, pregnant ? 'a pregnancy' : null].filter((w): w is string => w !== null);
  return who.length ? who.join(' and ') : undefined;
}

function computeTripDates(trip: Trip): TripDates {
  const heat = heatSensitive(trip);
  const who = heat ? { heat_sensitive: heat } : {};
  if (trip.window)
    return { range: { start: trip.window[0], end: addDaysIso(trip.window[1], trip.days - 1) }, assumed: false, last_departure: trip.window[1], ...who };
  return { range: { start: trip.today, end: addDaysIso(trip.today, ASSUMED_WINDOW_DAYS) }, assumed: true, ...who };
}

/** Everything the trip wants or does, for deciding whether a closure matters. */
export const tripThemes = (trip: Trip): string[] => [...trip.required_themes, ...trip.soft_themes, ...trip.unknown_required_themes, ...trip.unknown_interests];

/** Per-trip values every candidate reads, computed once per trip. */
interface TripCalendarView {
  dates: TripDates;
  themes: string[];
  ids: string[];
}
const viewOf = keptDecision((trip: Trip): TripCalendarView => ({ dates: computeTripDates(trip), themes: tripThemes(trip), ids: calendarIdsOf(trip) }));

/** Calendar ids the request names: its event (by id, or by a name that is an id) and its seasonal themes. */
export const requestedCalendarIds = (trip: Trip): string[] => viewOf(trip).ids;

function calendarIdsOf(trip: Trip): string[] {
  const eventId = namedCalendarEvent(trip.event);
  const ids = [...(eventId ? [eventId] : []), ...tripThemes(trip).filter(isCalendarTheme)];
  return [...new Set(ids)];
}

/**
 * Trips that go up what they come to: a trek or climb (these themes), or a trip to a park or
 * landmark itself that names no other activity (a ski week in a national park climbs no summit).
 */
const UPWARD_THEMES = new Set(['hiking', 'mountains', 'adventure']);
const goesUp = (c: Candidate, themes: readonly string[]): HighPoint | null =>
  themes.some((t) => UPWARD_THEMES.has(t)) || (c.kind === 'park' && themes.length === 0) ? highPointNear(c) : null;

const WEATHER_CODES = new Set(['tropical_cyclone_season', 'monsoon', 'wet_season', 'extreme_heat', 'extreme_cold']);

/**
 * A requested event the dates miss, or catch only the end or start of (a Christmas market that
 * closes on the first day of a 24-27 December trip): said with its expected dates, and the trip
 * ranked down for it, half as much when the dates catch part of it.
 */
function eventFinding(e: EventAtPlace, dates: TripDates): SeasonFinding | null {
  if (dates.assumed || !e.at_place || !e.season) return null;
  const part = partlyCaught(e, dates.range);
  if (e.in_season && !part) return null;
  const edge = part?.edge === 'ends' ? `ends on ${e.season.end}` : `starts on ${e.season.start}`;
  const message = part
    ? `${e.event.name} here (${e.label}) ${edge}: your dates catch only ${part.caught} of its ${part.of} days (expected ${e.season.start} to ${e.season.end}).`
    : `${e.event.name} here (${e.label}) is expected ${e.season.start} to ${e.season.end}, outside your dates.`;
  return {
    warning: {
      code: 'event_out_of_season',
      severity: 'caution',
      message,
      source: e.event.verified ? e.event.source : `${e.event.source} (not verified against the source)`,
      as_of: e.event.as_of,
    },
    weather_factor: 1,
    score_factor: part ? (1 + SEASONAL_PENALTY.out_of_season) / 2 : SEASONAL_PENALTY.out_of_season,
  };
}

const SEVERITY_ORDER = { serious: 0, caution: 1, info: 2 } as const;

/**
 * `forRanking`: without dates every calendar finding is information that changes no score, so
 * ranking skips them (shown results get them from resultWarnings).
 */
/** The one place a trip is scoped to (a park or landmark) and the closures that name it. */
export interface ScopeClosures {
  place: PlacePoint;
  closures: readonly Closure[];
}

export function assessSeason(c: Candidate, trip: Trip, forRanking = false, scope: ScopeClosures | null = null): SeasonAssessment {
  const { dates, themes, ids } = viewOf(trip);
  const hint = trip.event.text ?? null;
  const events = ids.length ? ids.map((id) => eventAt(id, c, dates.range, hint)).filter((e): e is EventAtPlace => e !== null) : [];
  const own = forRanking && dates.assumed ? [] : seasonalFindings(c, c.calendar, dates, themes, ids);
  const inherited =
    scope && scope.closures.length && !(forRanking && dates.assumed) ? scopeClosureFindings(scope.place, scope.closures, own, dates, themes) : [];
  const calendar = [...own, ...inherited];
  const findings = [
    ...calendar,
    advisoryFinding(advisoryFor(c), trip.today),
    altitudeFinding(c.height, goesUp(c, themes)),
    flyingAfterDivingFinding(trip.scuba && divesAt(c)),
    ...events.map((e) => eventFinding(e, dates)),
  ]
    .filter((f): f is SeasonFinding => f !== null)
    .sort((a, b) => SEVERITY_ORDER[a.warning.severity] - SEVERITY_ORDER[b.warning.severity]);
  const penalties = findings.filter((f) => f.score_factor < 1).map((f) => `${f.warning.code.replace(/_/g, ' ')} x${f.score_factor}`);
  let scoreFactor = findings.reduce((s, f) => s * f.score_factor, 1);
  const bound = events.filter((e) => e.event.place_bound && !e.at_place);
  if (bound.length > 0 && bound.length === events.length) {
    scoreFactor *= SEASONAL_PENALTY.absent;
    penalties.push(`${bound.map((e) => e.event.name).join(', ')} not found here x${SEASONAL_PENALTY.absent}`);
  }
  const weather = findings.filter((f) => WEATHER_CODES.has(f.warning.code) && f.warning.severity !== 'info');
  const demand = lodgingDemand(c, trip, dates);
  return {
    warnings: findings.map((f) => fitWarning(f.warning)).slice(0, MAX_WARNINGS),
    weather_factor: findings.reduce((s, f) => s * f.weather_factor, 1),
    score_factor: Math.round(scoreFactor * 1000) / 1000,
    penalties,
    events,
    weather_notes: weather.map((f) => f.warning.code.replace(/_/g, ' ')),
    lodging_demand: demand,
  };
}

/** A strong event at the place during the stay itself (known dates only) that fills its lodging. */
const DEMAND_MIN_STRENGTH = 0.75;

/**
 * What fills the place's lodging during the stay (known dates only): the strongest event, or a
 * public-holiday long weekend. An event counts when the trip asks for it, the dates fix the
 * nights, or it holds both the earliest and the latest stay the window allows (so every one): a
 * window that leaves room to miss it ("ten nights in February" and Tet) adds nothing, as for a
 * long weekend.
 */
function lodgingDemand(c: Candidate, trip: Trip, dates: TripDates): LodgingDemand | null {
  if (dates.assumed || !trip.departure_date || !trip.return_date) return null;
  const stay = { start: trip.departure_date, end: trip.return_date };
  const latest = trip.window ? { start: addDaysIso(trip.window[1], 1 - trip.days), end: trip.window[1] } : stay;
  const asked = new Set(viewOf(trip).ids);
  const counts = (id: string) => staysFixed(trip) || asked.has(id) || eventAt(id, c, latest)?.in_season === true;
  let best: LodgingDemand | null = null;
  for (const id of c.calendar.demand_events) {
    const e = eventAt(id, c, stay);
    if (e && e.in_season && e.strength >= DEMAND_MIN_STRENGTH && (!best || e.event.lodging_demand > best.factor) && counts(id))
      best = {
        factor: e.event.lodging_demand,
        note: `lodging x${e.event.lodging_demand} while ${e.event.name} (${e.label}) fills the place (event_demand_model_v1)`,
      };
  }
  const holiday = staysFixed(trip) ? holidayWeekendDemand(c.country, stay) : null;
  return holiday && (!best || holiday.factor > best.factor) ? holiday : best;
}

/**
 * Whether the window fixes the nights: a window longer than the stay ("in July" for a week) leaves the
 * traveller free to miss a long weekend, so its price is not added, as its warning is not.
 */
export function staysFixed(trip: Trip): boolean {
  return trip.window !== null && daysBetween(trip.window[0], trip.window[1]) + 1 <= trip.days;
}

/** holiday_weekend_model_v1 over the stay: its factor on the long-weekend nights, averaged over all nights. */
function holidayWeekendDemand(country: string, stay: { start: string; end: string }): LodgingDemand | null {
  const nights = daysBetween(stay.start, stay.end);
  const held = nights > 0 ? holidayWeekendNights(country, stay) : 0;
  if (held === 0) return null;
  const m = HOLIDAY_WEEKEND_MODEL;
  const factor = Math.round((1 + ((m.lodging - 1) * held) / nights) * 100) / 100;
  return {
    factor,
    note: `lodging x${factor}: ${held} of ${nights} night(s) in a public-holiday long weekend, priced x${m.lodging} (${m.name}, editorial estimate)`,
  };
}

/** What the season checks read of a ranked result (rank.ts's Ranked). */
interface Ranked {
  candidate: Candidate;
  scope: ScopeClosures | null;
  season: SeasonAssessment;
}

/**
 * Places that never have a requested place-bound event or phenomenon (northern lights in
 * Savannah, Oktoberfest in Nantucket) are not shown when some candidate in scope has it; the
 * note says how many were left out. When none has it, all stay (ranked and warned as usual).
 */
export function withoutAbsentPhenomena<R extends Ranked>(ranked: readonly R[]): { ranked: R[]; note: string | null } {
  const bound = (r: Ranked) => r.season.events.filter((e) => e.event.place_bound);
  const absent = (r: Ranked) => bound(r).length > 0 && bound(r).every((e) => !e.at_place);
  const kept = ranked.filter((r) => !absent(r));
  if (kept.length === 0 || kept.length === ranked.length) return { ranked: [...ranked], note: null };
  const names = [...new Set(ranked.flatMap((r) => bound(r).map((e) => e.event.name)))].join(', ');
  return { ranked: kept, note: `${ranked.length - kept.length} destination(s) in scope were left out because ${names} does not happen there.` };
}

/** The warnings a shown result carries: those found while ranking, or, for a trip without dates, the full (informational) set. */
export function resultWarnings(r: Ranked, trip: Trip): TravelWarning[] {
  return viewOf(trip).dates.assumed ? assessSeason(r.candidate, trip, false, r.scope).warnings : r.season.warnings;
}
