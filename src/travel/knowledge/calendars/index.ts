import type { ClimateMonth, Provenance } from '../types.js';
import { inArea, namesPlace, type PlacePoint } from './area.js';
import { eventAt } from './events.js';
import { CROWD_MIN_STRENGTH, crowdSafetyFinding } from './crowds.js';
import { climateExtremeFinding, placeExtremeFinding, polarNightFinding } from './extremes.js';
import { findingPerTrip, type SeasonFinding, type TripDates } from './findings.js';
import { closureFinding, hazardFinding, isSeaHazard, onBoats, tripDays } from './hazards.js';
import { daysInPeriod, describePeriod } from './dates.js';
import { blossomAt } from './blossom.js';
import { calendars } from './load.js';
import { polarNightSeason } from './sky.js';
import { publicHolidayFinding } from './public-holidays.js';
import { schoolHolidayFinding } from './school-holidays.js';
import type { CalendarEvent, Closure, Extreme, Hazard, Period } from './types.js';

/**
 * The travel calendars (data/travel/calendars): seasonal hazards, closures, climate extremes,
 * events and phenomena tied to places and months.
 */
export type { PlacePoint } from './area.js';
export type { DateRange } from './dates.js';
export { monthDays } from './dates.js';
export type { SeasonFinding, TripDates } from './findings.js';
export { clipMessage, fitWarning } from './findings.js';
export { closureOverlaps, hazardOverlaps, sourceOf, tripDays, type Overlap } from './hazards.js';
export type { EventAtPlace, ImpliedWindow, PartCatch } from './events.js';
export { CALENDAR_THEMES, calendarEvent, calendarThemeStrengths, eventAt, impliedWindow, namedCalendarEvent, partlyCaught } from './events.js';
export { auroraVisibility, DAYLIGHT_MODEL, daylightOver, geomagneticLatitude } from './sky.js';
export type { DaylightSpan } from './sky.js';
export { calendars } from './load.js';
export { HOLIDAY_WEEKEND_MODEL, holidayWeekendNights } from './public-holidays.js';

/** What a place looks like to the calendars: where it is and what its weather is. */
export interface SeasonalPlace extends PlacePoint {
  climate: readonly ClimateMonth[];
  climate_provenance: Provenance;
}

/** The calendar records that apply to a place at some time of year: computed once per place, read per request. */
export interface PlaceCalendar {
  hazards: readonly Hazard[];
  /** Closures, those naming the place itself first. */
  closures: readonly Closure[];
  extremes: readonly Extreme[];
  /** Events and phenomena at the place that fill its lodging (lodging_demand above 1). */
  demand_events: readonly string[];
  /** Events every trip overlapping them at the place is told about (holidays that close or fill things). */
  notice_events: readonly string[];
  /** Mass gatherings held at the place (crowd_safety). */
  mass_events: readonly string[];
  /** When the sun does not rise here. */
  polar_night: Period | 'always' | 'never';
}

export function placeCalendar(place: PlacePoint): PlaceCalendar {
  const c = calendars();
  const closures = c.closures.filter((x) => inArea(x.area, place));
  return {
    hazards: c.hazards.filter((h) => inArea(h.area, place)),
    closures: [...closures.filter((x) => namesPlace(x.area, place)), ...closures.filter((x) => !namesPlace(x.area, place))],
    extremes: c.extremes.places.filter((x) => inArea(x.area, place)),
    demand_events: [...c.events.values()]
      .filter((e) => e.lodging_demand > 1 && (e.id === 'cherry_blossom' ? blossomAt(place) !== null : e.places.some((x) => inArea(x.area, place))))
      .map((e) => e.id),
    notice_events: [...c.events.values()].filter((e) => noticeOf(e) && e.places.some((x) => inArea(x.area, place))).map((e) => e.id),
    mass_events: [...c.events.values()].filter((e) => e.mass_gathering && e.places.some((x) => inArea(x.area, place))).map((e) => e.id),
    polar_night: polarNightSeason(place.lat),
  };
}

/** Events that fill a place this much (lodging_demand) are told to trips that overlap them at their main places. */
const CROWD_DEMAND = 1.3;

/** What a trip overlapping the event is told: the event's own notice, or, for events that fill their places, a crowd notice. */
function noticeOf(e: CalendarEvent): NonNullable<CalendarEvent['notice']> | null {
  if (e.notice) return e.notice;
  return e.lodging_demand >= CROWD_DEMAND
    ? { code: 'event_crowds', message: `${e.name} is on here during your dates: expect crowds, higher prices and minimum stays; book early` }
    : null;
}

/**
 * Holidays and big events the trip overlaps at the place, told as information or, for a holiday that
 * shuts the place, a caution. A holiday's own notice is told even when the trip is timed to it (Lunar
 * New Year's full trains and closed shops hold for those who go for it); the crowd notice of a big
 * event only when the trip did not ask for the event.
 */
function noticeFindings(place: PlacePoint, records: PlaceCalendar, trip: TripDates, requested: readonly string[]): SeasonFinding[] {
  if (trip.assumed) return [];
  const out: SeasonFinding[] = [];
  for (const id of records.notice_events) {
    const e = eventAt(id, place, trip.range);
    const notice = e && (e.event.notice || !requested.includes(id)) ? noticeOf(e.event) : null;
    if (!e?.in_season || !e.season || !notice || (!e.event.notice && e.strength < CROWD_MIN_STRENGTH)) continue;
    const source = e.event.verified ? e.event.source : `${e.event.source} (not verified against the source)`;
    out.push({
      warning: {
        code: notice.code,
        severity: notice.severity ?? 'info',
        message: `${notice.message} (${e.label}, ${e.season.start} to ${e.season.end}).`,
        source,
        as_of: e.event.as_of,
      },
      weather_factor: 1,
      score_factor: 1,
    });
  }
  return out;
}

/** Closures at the place, one per code: a record naming the place itself wins over a regional one. */
function closureFindings(closures: readonly Closure[], place: PlacePoint, trip: TripDates, themes: readonly string[]): SeasonFinding[] {
  const byCode = new Map<string, SeasonFinding>();
  for (const x of closures) {
    const f = byCode.has(x.code) ? null : closureFinding(x, place, trip, themes);
    if (f) byCode.set(x.code, f);
  }
  return [...byCode.values()];
}

const hazardForTrip = findingPerTrip(hazardFinding);
const extremeForTrip = findingPerTrip(placeExtremeFinding);

/**
 * Hazards, closures, extremes, polar night, holiday notices, public and school holidays at a place for the trip's dates and
 * themes, most severe first. `requested`: calendar ids the trip asked for (told only a holiday's own notice).
 */
export function seasonalFindings(
  place: SeasonalPlace,
  records: PlaceCalendar,
  trip: TripDates,
  themes: readonly string[],
  requested: readonly string[] = [],
): SeasonFinding[] {
  const found: SeasonFinding[] = [];
  const add = (f: SeasonFinding | null) => {
    if (f) found.push(f);
  };
  for (const h of records.hazards) add(isSeaHazard(h) ? hazardFinding(h, trip, themes, onBoats(place, themes)) : hazardForTrip(h, trip, themes));
  if (records.closures.length) found.push(...closureFindings(records.closures, place, trip, themes));
  for (const x of records.extremes) add(extremeForTrip(x, trip, themes));
  add(polarNightFinding(records.polar_night, trip));
  if (records.notice_events.length) found.push(...noticeFindings(place, records, trip, requested));
  add(publicHolidayFinding(place, trip));
  add(schoolHolidayFinding(place, trip));
  if (records.mass_events.length) add(crowdSafetyFinding(place, records.mass_events, trip));
  if (!found.some((f) => f.warning.code === 'extreme_heat'))
    add(climateExtremeFinding(calendars().extremes.model, place.climate, place.climate_provenance, trip));
  return found.length > 1 ? found.sort((a, b) => SEVERITY_RANK[a.warning.severity] - SEVERITY_RANK[b.warning.severity]) : found;
}

const SEVERITY_RANK = { serious: 0, caution: 1, info: 2 } as const;

/** The calendar's records of the given hazard codes, wherever they are, in the codes' order: what the calendar covers for a hazard. */
export const hazardsCoded = (codes: readonly string[]): Hazard[] => codes.flatMap((code) => calendars().hazards.filter((h) => h.code === code));

/** Closures that name a place itself (a point near it or its curated id), not just its region. */
export const closuresNaming = (place: PlacePoint): Closure[] => calendars().closures.filter((x) => inArea(x.area, place) && namesPlace(x.area, place));

/**
 * A trip scoped to one place (a park, a landmark) is about that place: a closure there is told to
 * every candidate inside the scope (the towns around a closed park share its closure), judged at
 * the place itself; codes the candidate's own records already report are left to them.
 */
export function scopeClosureFindings(
  scope: PlacePoint,
  closures: readonly Closure[],
  own: readonly SeasonFinding[],
  trip: TripDates,
  themes: readonly string[],
): SeasonFinding[] {
  const told = new Set(own.map((f) => f.warning.code));
  return closureFindings(closures, scope, trip, themes).filter((f) => !told.has(f.warning.code));
}

/** Airports a closure cuts off from the place for at least half the trip (known dates only), with the closure's name. */
export function closedGateways(records: PlaceCalendar, trip: TripDates): Map<string, string> {
  const out = new Map<string, string>();
  if (trip.assumed) return out;
  for (const x of records.closures) {
    if (!x.gateways_closed || 2 * daysInPeriod(x.closed, trip.range) < tripDays(trip)) continue;
    for (const iata of x.gateways_closed) out.set(iata, `${x.name}, ${describePeriod(x.closed)}`);
  }
  return out;
}

/** Theme ids whose meaning is a place and a time of year (the calendars, not destination records, score them). */
export const isCalendarTheme = (id: string): boolean => calendars().events.has(id);
