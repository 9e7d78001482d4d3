import { inArea, type PlacePoint } from './area.js';
import { blossomAt, countryBlossom } from './blossom.js';
import { addDays, dayNumber, daysInPeriod, nextOccurrence, occurrencesOverlapping, overlapDays, type DateRange } from './dates.js';
import { calendars } from './load.js';
import { auroraVisibility, darkSeason, midnightSunSeason, whiteNightSeason } from './sky.js';
import type { CalendarEvent, EventPlace, Period, When } from './types.js';
import { keptDecision } from '../kept-decision.js';
import { idOfName, withoutAccents } from '../../../text/fold-name.js';

/**
 * Events and phenomena at a place: whether the place has it, how strongly, and whether the
 * trip's dates fall in it; and the dates a request implies when it names one without dates.
 */

export interface EventAtPlace {
  event: CalendarEvent;
  /** What the place has: the place entry's label, or the computed phenomenon in words. */
  label: string;
  /** The place has the event or phenomenon at some time of year. */
  at_place: boolean;
  /** 0..1 for the trip's dates: how likely and how good it is here then (0: not here, or not then). */
  strength: number;
  /** The occurrence at this place nearest the trip (the one overlapping it, else the next one). */
  season: DateRange | null;
  in_season: boolean;
}

export interface ImpliedWindow extends DateRange {
  id: string;
  label: string;
  source: string;
  as_of: string;
  verified: boolean;
}

const COMPUTED = new Set(['aurora', 'midnight_sun', 'cherry_blossom']);

export const calendarEvent = (id: string): CalendarEvent | undefined => calendars().events.get(id);

/** The calendar entry a request's event names: by its id, or by a name that is an id once folded ("Fête des Lumières" is fete_des_lumieres). */
export function namedCalendarEvent(event: { id: string | null; name: string | null }): string | null {
  const id = event.id ?? (event.name ? idOfName(event.name) : null);
  return id !== null && calendarEvent(id) ? id : null;
}

/** How narrowly an entry's area names the place: a destination or point beats a region, a region beats a country. */
function specificity(e: EventPlace, p: PlacePoint): number {
  if (e.area.destinations?.includes(p.id) || e.area.near?.length) return 3;
  if (e.area.boxes?.length) return 2;
  return p.admin1 && e.area.regions?.includes(p.admin1) ? 2 : 1;
}

/**
 * The event's entries that apply to a place, most specific first, then strongest: decided once per
 * place and event at first use and kept with the place (events and candidates repeat across
 * requests); the entries of all places, strongest first, without one.
 */
const entriesByEvent = keptDecision((_place: PlacePoint) => new Map<string, EventPlace[]>());
function placeEntries(event: CalendarEvent, p: PlacePoint | null): EventPlace[] {
  if (!p) return [...event.places].sort((a, b) => b.strength - a.strength);
  const byEvent = entriesByEvent(p);
  let here = byEvent.get(event.id);
  if (!here) {
    here = event.places.filter((e) => inArea(e.area, p)).sort((a, b) => specificity(b, p) - specificity(a, p) || b.strength - a.strength);
    byEvent.set(event.id, here);
  }
  return here;
}

/** Entries for the place; when the request's words pick some by keyword, only those (in the same order). */
function entriesFor(event: CalendarEvent, p: PlacePoint | null, hint: string | null): EventPlace[] {
  const here = placeEntries(event, p);
  if (!hint) return here;
  const words = withoutAccents(hint);
  const picked = here.filter((e) => e.keywords?.some((k) => words.includes(withoutAccents(k))));
  return picked.length ? picked : here;
}

function seasonOf(when: When, range: DateRange): { season: DateRange | null; overlap: number } {
  const hits = occurrencesOverlapping(when, range);
  if (hits.length) return { season: hits[0]!, overlap: hits.reduce((s, o) => s + overlapDays(o, range), 0) };
  return { season: nextOccurrence(when, range.start), overlap: 0 };
}

const rangeDays = (r: DateRange) => dayNumber(r.end) - dayNumber(r.start) + 1;
const periodSeason = (period: Period | 'always' | 'never', range: DateRange): DateRange | null =>
  period === 'never' ? null : period === 'always' ? range : seasonOf({ rule: 'fixed', period }, range).season;
const periodShare = (period: Period | 'always' | 'never', range: DateRange) =>
  period === 'always' ? 1 : period === 'never' ? 0 : daysInPeriod(period, range) / rangeDays(range);

function computedAt(event: CalendarEvent, p: PlacePoint, range: DateRange): EventAtPlace {
  const base = { event, at_place: false, strength: 0, season: null, in_season: false, label: event.name };
  if (event.id === 'aurora') {
    const v = auroraVisibility(p.lat, p.lon);
    const dark = darkSeason(p.lat);
    const share = periodShare(dark, range);
    return {
      ...base,
      label: `aurora ${v.words} (geomagnetic latitude ${v.geomagnetic_lat})`,
      at_place: v.likelihood >= 0.4,
      strength: v.likelihood * share,
      season: periodSeason(dark, range),
      in_season: share > 0,
    };
  }
  if (event.id === 'midnight_sun') {
    const sun = midnightSunSeason(p.lat);
    const white = whiteNightSeason(p.lat);
    const share = Math.max(periodShare(sun, range), 0.4 * periodShare(white, range));
    return {
      ...base,
      label: sun === 'never' ? 'white nights (no true midnight sun)' : 'midnight sun',
      at_place: white !== 'never',
      strength: share,
      season: periodSeason(sun === 'never' ? white : sun, range),
      in_season: share > 0,
    };
  }
  const b = blossomAt(p);
  if (!b) return base;
  const { season, overlap } = seasonOf({ rule: 'fixed', period: b.window }, range);
  const peak = daysInPeriod(b.peak, range) > 0;
  return {
    ...base,
    label: `cherry blossom (${b.site.site} observations)`,
    at_place: true,
    strength: overlap > 0 ? (peak ? 1 : 0.75) : 0,
    season,
    in_season: overlap > 0,
  };
}

/** A requested event the trip's dates catch only the tail or the head of: the days caught of its days, and where it stops. */
export interface PartCatch {
  caught: number;
  of: number;
  edge: 'ends' | 'starts';
}

const holdsAll = (range: DateRange, o: DateRange) => overlapDays(o, range) === rangeDays(o);

/**
 * The trip misses most of what the event offers here: the event ends (or starts) inside the dates,
 * which see under half of its own days or only its last (or first) day. A trip that holds the whole event, or the event's own headline
 * dates (Holi's two days inside Braj's week of it), is built around it and misses nothing.
 */
export function partlyCaught(e: EventAtPlace, range: DateRange): PartCatch | null {
  if (!e.in_season || !e.season || holdsAll(range, e.season)) return null;
  if (e.event.when && occurrencesOverlapping(e.event.when, range).some((o) => holdsAll(range, o))) return null;
  const ends = dayNumber(e.season.end) < dayNumber(range.end);
  if (!ends && dayNumber(e.season.start) <= dayNumber(range.start)) return null;
  const [caught, of] = [overlapDays(e.season, range), rangeDays(e.season)];
  if (caught > 1 && 2 * caught >= of) return null;
  return { caught, of, edge: ends ? 'ends' : 'starts' };
}

/** The event or phenomenon at a place for the trip's dates; null for ids the calendars do not know. */
export function eventAt(id: string, p: PlacePoint, range: DateRange, hint: string | null = null): EventAtPlace | null {
  const event = calendarEvent(id);
  if (!event) return null;
  if (COMPUTED.has(id)) return computedAt(event, p, range);
  let best: EventAtPlace | null = null;
  for (const entry of entriesFor(event, p, hint)) {
    const when = entry.when ?? event.when;
    if (!when) continue;
    const { season, overlap } = seasonOf(when, range);
    const inPeak = !entry.peak || entry.peak.some((period) => daysInPeriod(period, range) > 0);
    const strength = overlap > 0 ? entry.strength * (inPeak ? 1 : 0.8) : 0;
    if (!best || strength > best.strength) best = { event, label: entry.label, at_place: true, strength, season, in_season: overlap > 0 };
  }
  if (best) return best;
  if (event.place_bound || !event.when) return { event, label: event.name, at_place: false, strength: 0, season: null, in_season: false };
  const { season, overlap } = seasonOf(event.when, range);
  return { event, label: event.name, at_place: false, strength: overlap > 0 ? 0.3 : 0, season, in_season: overlap > 0 };
}

/** Occurrences that start before the reference date count only while at least this many days remain. */
const MIN_REMAINING_DAYS = 7;

function nextUsable(when: When, reference: string): DateRange | null {
  const first = nextOccurrence(when, reference);
  if (!first || first.start >= reference || dayNumber(first.end) - dayNumber(reference) >= MIN_REMAINING_DAYS) return first;
  return nextOccurrence(when, addDays(first.end, 1));
}

/** Default latitude for sky phenomena with no place (or a country whose centre lacks them): Tromsø, the classic aurora and midnight-sun base. */
const DEFAULT_ARCTIC_LAT = 69.6;
/** Place kinds that contain many places (a country's centre says little about where its phenomena are). */
const WIDE_PLACES = new Set(['country', 'region', 'state']);

function computedWhen(id: string, place: PlacePoint | null, placeKind: string | null): { when: When; label: string } | null {
  if (id === 'cherry_blossom') {
    const country = place?.country ?? 'JP';
    const point = place && placeKind !== 'country' ? blossomAt(place) : null;
    const period = point?.window ?? countryBlossom(country);
    return period ? { when: { rule: 'fixed', period }, label: point ? `cherry blossom at ${point.site.site}` : `cherry blossom season (${country})` } : null;
  }
  const seasonAt = (lat: number) => (id === 'aurora' ? darkSeason(lat) : midnightSunSeason(lat));
  let period = seasonAt(place?.lat ?? DEFAULT_ARCTIC_LAT);
  if ((period === 'always' || period === 'never') && WIDE_PLACES.has(placeKind ?? '')) period = seasonAt(DEFAULT_ARCTIC_LAT);
  if (period === 'always' || period === 'never') return null;
  return { when: { rule: 'fixed', period }, label: id === 'aurora' ? 'aurora season (dark nights)' : 'midnight sun' };
}

/**
 * The dates a request naming an event or phenomenon without dates implies: its next occurrence
 * (one that has started counts while a week of it remains), at the place when one is given.
 * `placeKind` 'country' widens place-dependent windows to the country's; `hint` is the request
 * text, whose words can pick one window among several (e.g. "calving").
 */
export function impliedWindow(
  id: string,
  reference: string,
  place: PlacePoint | null = null,
  hint: string | null = null,
  placeKind: string | null = null,
): ImpliedWindow | null {
  const event = calendarEvent(id);
  if (!event) return null;
  let choice: { when: When; label: string } | null = null;
  if (COMPUTED.has(id)) choice = computedWhen(id, place, placeKind);
  else {
    // A place picks its own window; without one the event's own rule is its date, unless the request's words pick a
    // window or the event has no rule of its own. A city or park that has no entry has no such event (null); a country
    // or region may still hold one of the listed places, so the best-known entry stands in.
    const here = place ? entriesFor(event, place, hint) : [];
    let entry = here.find((e) => e.when ?? event.when);
    if (!entry && (!place || WIDE_PLACES.has(placeKind ?? ''))) {
      const all = entriesFor(event, null, hint);
      if (place || !event.when || (hint !== null && all.some((e) => e.keywords))) entry = all.find((e) => e.when ?? event.when);
    }
    if (!entry && place && !WIDE_PLACES.has(placeKind ?? '') && event.place_bound && here.length === 0 && !event.when) return null;
    const when = entry?.when ?? event.when;
    if (when) choice = { when, label: entry && event.places.length > 1 ? `${event.name}: ${entry.label}` : event.name };
  }
  if (!choice) return null;
  const next = nextUsable(choice.when, reference);
  if (!next) return null;
  return { id, ...next, label: `${choice.label} ${next.start.slice(0, 4)}`, source: event.source, as_of: event.as_of, verified: event.verified };
}

/** Calendar ids that are themes of the request vocabulary (the others are named events). */
export const CALENDAR_THEMES = [
  'aurora',
  'midnight_sun',
  'cherry_blossom',
  'christmas_markets',
  'wildlife_migration',
  'whale_watching',
  'fall_foliage',
  'flower_bloom',
  'wine_harvest',
  'festivals',
] as const;

/** How strongly a place has each calendar theme at its best time of year (0..1; absent: not at all). */
export function calendarThemeStrengths(p: PlacePoint): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of CALENDAR_THEMES) {
    const event = calendarEvent(id);
    if (!event) continue;
    const strength = COMPUTED.has(id) ? computedStrength(id, p) : Math.max(0, ...event.places.filter((e) => inArea(e.area, p)).map((e) => e.strength));
    if (strength > 0) out[id] = Math.round(strength * 100) / 100;
  }
  return out;
}

function computedStrength(id: string, p: PlacePoint): number {
  if (id === 'aurora') return auroraVisibility(p.lat, p.lon).likelihood;
  if (id === 'midnight_sun') return midnightSunSeason(p.lat) !== 'never' ? 1 : whiteNightSeason(p.lat) !== 'never' ? 0.4 : 0;
  return blossomAt(p) ? 1 : 0;
}
