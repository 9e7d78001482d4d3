import type { TravelWarning } from '../../../contracts/travel-understanding.js';
import { greatCircleKm } from '../../geo/distance.js';
import { coastFacts } from '../models/coast.js';
import type { PlacePoint } from './area.js';
import { dayNumber, daysInPeriod, describePeriod, fromDayNumber, periodDaysBetween, type DateRange } from './dates.js';
import { NO_DATES_PREFIX, type SeasonFinding, type TripDates } from './findings.js';
import type { Closure, Hazard } from './types.js';

/**
 * Seasonal hazards (cyclones, monsoons, wet seasons, stingers) and closures (parks, trails,
 * roads, off-season shutdowns) for a place and the trip's dates.
 */

export const tripDays = (t: TripDates) => dayNumber(t.range.end) - dayNumber(t.range.start) + 1;
export const sourceOf = (r: { source: string; verified: boolean }) => (r.verified ? r.source : `${r.source} (not verified against the source)`);

/** A share of the trip this large (or a week) inside a period counts as travelling in it. */
const SIGNIFICANT_SHARE = 1 / 3;
const SIGNIFICANT_DAYS = 7;
/** Hazards of the water's edge: caution on beach and diving trips, info for others. */
const BEACH_HAZARDS = new Set(['marine_stingers', 'sargassum', 'dangerous_surf', 'dangerous_wildlife']);
/** Hazards of the open sea: caution where the trip depends on boats (an island, or a sea theme), info for others. */
const SEA_HAZARDS = new Set(['strong_winds']);
const SEA_THEMES = new Set(['islands', 'beach', 'cruise', 'snorkeling_diving', 'diving', 'surfing', 'whale_watching']);
/** A season fewer than this share of a window's departure days reach is reached only by a late departure. */
const LATE_SHARE = 1 / 2;
const significant = (days: number, total: number) => days >= Math.min(SIGNIFICANT_DAYS, total) || days / total >= SIGNIFICANT_SHARE;

/** A trip that depends on boats: to an island (coast_distance_model_v1: ferries or small planes are the way there) or about the sea. */
export const onBoats = (p: PlacePoint, themes: readonly string[]) => themes.some((t) => SEA_THEMES.has(t)) || coastFacts(p).island;
/** A hazard of the open sea, whose strength depends on the place (an island or not), so it is judged per place. */
export const isSeaHazard = (h: Hazard) => SEA_HAZARDS.has(h.code);

/**
 * A hazard that applies to the place (the caller has matched its area), for the trip's dates: the
 * same for every place it applies to, except a sea hazard, judged with `boats` (whether this place's
 * trip depends on boats; the trip's themes alone when not given).
 */
export function hazardFinding(h: Hazard, trip: TripDates, themes: readonly string[], boats = themes.some((t) => SEA_THEMES.has(t))): SeasonFinding | null {
  const total = tripDays(trip);
  const inSeason = daysInPeriod(h.season, trip.range);
  if (inSeason === 0) return null;
  const reachedFrom = lateReach(h, trip);
  if (reachedFrom) return lateDepartureFinding(h, trip, reachedFrom);
  const inPeak = h.peak.reduce((s, period) => s + daysInPeriod(period, trip.range), 0);
  const peak = significant(inPeak, total);
  const seasonShare = Math.min(1, inSeason / total);
  const peakShare = Math.min(seasonShare, inPeak / total);
  const weather = 1 - (1 - h.weather_factor.peak) * peakShare - (1 - h.weather_factor.season) * (seasonShare - peakShare);
  const strong = BEACH_HAZARDS.has(h.code)
    ? themes.some((t) => t === 'beach' || t === 'snorkeling_diving') && (peak || significant(inSeason, total))
    : SEA_HAZARDS.has(h.code)
      ? boats && (peak || significant(inSeason, total))
      : h.weather_factor.peak < 1 && (peak || (significant(inSeason, total) && h.weather_factor.season < 0.9));
  const severity: TravelWarning['severity'] = !trip.assumed && strong ? 'caution' : 'info';
  const peaks = h.peak.length ? `, peak ${h.peak.map(describePeriod).join(' and ')}` : '';
  const when = peak ? 'your dates fall in its peak' : 'your dates fall in the season';
  return {
    warning: {
      code: h.code,
      severity,
      message: `${trip.assumed ? NO_DATES_PREFIX : ''}${h.name} (${describePeriod(h.season)}${peaks}); ${when}: ${h.effect}.`,
      source: sourceOf(h),
      as_of: h.as_of,
    },
    weather_factor: trip.assumed ? 1 : Math.round(weather * 1000) / 1000,
    score_factor: 1,
  };
}

/**
 * The first departure day that reaches a hazard's season when most departures of a window miss it
 * ("October", a week, and a wet season from 1 November): a trip leaving on the window's first day
 * misses it and fewer than half the departure days run into it, so only a late departure does and
 * the dates do not fall in the season. A season that starts a few days into the window (tsuyu from
 * 7 June for a June week) is reached by most departures and is in the dates. Null otherwise.
 */
function lateReach(h: Hazard, trip: TripDates): string | null {
  if (!trip.last_departure || trip.last_departure <= trip.range.start) return null;
  const length = dayNumber(trip.range.end) - dayNumber(trip.last_departure);
  const first = dayNumber(trip.range.start);
  const last = dayNumber(trip.last_departure);
  // Every departure's days lie within the window's years.
  const [firstYear, lastYear] = [Number(trip.range.start.slice(0, 4)), Number(trip.range.end.slice(0, 4))];
  const reaches = (day: number) => periodDaysBetween(h.season, day, day + length, firstYear, lastYear) > 0;
  if (reaches(first)) return null;
  let firstReaching: number | null = null;
  let reaching = 0;
  for (let day = first + 1; day <= last; day++) {
    if (!reaches(day)) continue;
    firstReaching ??= day;
    reaching++;
  }
  return firstReaching !== null && reaching / (last - first + 1) < LATE_SHARE ? fromDayNumber(firstReaching) : null;
}

/** A season only a late departure reaches: said for information, with the day from which leaving runs into it, and no weight on the weather. */
function lateDepartureFinding(h: Hazard, trip: TripDates, from: string): SeasonFinding {
  return {
    warning: {
      code: h.code,
      severity: 'info',
      message: `${h.name} (${describePeriod(h.season)}): your dates are before it, but a trip leaving on ${from} or later runs into its first days: ${h.effect}.`,
      source: sourceOf(h),
      as_of: h.as_of,
    },
    weather_factor: 1,
    score_factor: 1,
  };
}

/**
 * A closure matters to the trip when it closes the whole destination, when the place is the
 * closed place itself, or, for a closure of part of a destination, when the trip wants what it
 * closes (its themes).
 */
function closureMatters(c: Closure, p: PlacePoint, themes: readonly string[]): boolean {
  if (!c.partial || (c.area.near?.some((n) => greatCircleKm(n, p) <= n.km) ?? false)) return true;
  return themes.some((t) => c.themes.includes(t));
}

/**
 * A closure that applies to the place (the caller has matched its area), for the trip's dates. A
 * partial closure of something the trip has said it is not about (ski lifts on a hiking week) is
 * no warning at all; when the trip names no activities it is shown for information.
 */
export function closureFinding(c: Closure, p: PlacePoint, trip: TripDates, themes: readonly string[]): SeasonFinding | null {
  const closedDays = daysInPeriod(c.closed, trip.range);
  if (closedDays === 0) return null;
  const matters = closureMatters(c, p, themes);
  if (!matters && themes.length > 0) return null;
  const share = Math.min(1, closedDays / tripDays(trip));
  const severity: TravelWarning['severity'] = matters && !trip.assumed && (c.code !== 'off_season' || share >= 0.5) ? 'caution' : 'info';
  const span = share >= 1 ? 'for your whole stay' : 'for part of your dates';
  return {
    warning: {
      code: c.code,
      severity,
      message: `${trip.assumed ? NO_DATES_PREFIX : ''}${c.name}, ${describePeriod(c.closed)} (${span}): ${c.what}.${matters ? '' : ' Shown for information: your request names no activity it closes.'}`,
      source: sourceOf(c),
      as_of: c.as_of,
    },
    weather_factor: 1,
    score_factor: matters && !trip.assumed ? Math.round((1 - (1 - c.score_factor) * share) * 1000) / 1000 : 1,
  };
}

/** A calendar record at a place, how many days of a date range it covers (for a hazard, also its peak), and its yearly period in words. */
export interface Overlap<T> {
  record: T;
  days: number;
  peak_days: number;
  when: string;
}

/** The place's closures with their days in the range, those covering it first. */
export const closureOverlaps = (closures: readonly Closure[], range: DateRange): Array<Overlap<Closure>> =>
  closures
    .map((c) => ({ record: c, days: daysInPeriod(c.closed, range), peak_days: 0, when: describePeriod(c.closed) }))
    .sort((a, b) => Number(b.days > 0) - Number(a.days > 0));

/** The place's hazards with their days in the range and in their peaks, those in season first. */
export const hazardOverlaps = (hazards: readonly Hazard[], range: DateRange): Array<Overlap<Hazard>> =>
  hazards
    .map((h) => ({
      record: h,
      days: daysInPeriod(h.season, range),
      peak_days: h.peak.reduce((s, p) => s + daysInPeriod(p, range), 0),
      when: `${describePeriod(h.season)}${h.peak.length ? `, peak ${h.peak.map(describePeriod).join(' and ')}` : ''}`,
    }))
    .sort((a, b) => Number(b.days > 0) - Number(a.days > 0) || b.peak_days - a.peak_days);
