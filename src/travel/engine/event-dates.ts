import { addUnderstoodPart, type ParsedIntent } from '../intent/index.js';
import { greatCircleKm } from '../geo/distance.js';
import { calendarEvent, impliedWindow, namedCalendarEvent, type ImpliedWindow } from '../knowledge/calendars/index.js';
import type { Candidate } from './types.js';
import { idOfName } from '../../text/fold-name.js';
import { DAY_MS } from '../../time-units.js';

/**
 * Event-implied dates: a request that names an event or a seasonal phenomenon the calendars know
 * ("Oktoberfest", "cherry blossoms in Japan") and gives no dates gets the event's next occurrence
 * (at the request's place when it has one) as its date window, labelled as inferred from the
 * knowledge base. A vague window (a month or a season, NARROWABLE_DAYS or longer) that contains
 * part of the occurrence is narrowed to it ("fall foliage in Vermont": late September to
 * mid-October, not September to November).
 */
const NARROWABLE_DAYS = 28;
const spanDays = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / DAY_MS) + 1;

/** Calendar ids the parse names, the named event first, then seasonal themes. */
function namedCalendarIds(parsed: ParsedIntent): string[] {
  const d = parsed.details;
  const themes = [...d.required_themes, ...d.soft_themes, ...d.interests.map(idOfName)].filter((id) => calendarEvent(id) !== undefined);
  const eventId = namedCalendarEvent(d.event);
  return [...new Set(eventId ? [eventId, ...themes] : themes)];
}

/** A curated destination this close to a named place stands for it (the calendars tie events to curated ids). */
const SAME_PLACE_KM = 30;

export function impliedDates(parsed: ParsedIntent, reference: Date, curated: readonly Candidate[]): ImpliedWindow | null {
  const given = parsed.effective_input.departure_window;
  if (given && spanDays(given[0] as string, given[1] as string) < NARROWABLE_DAYS) return null;
  const place = parsed.hard_places[0] ?? parsed.soft_places[0];
  const twin = place && place.type !== 'country' && place.type !== 'region' ? curated.find((c) => greatCircleKm(c, place) <= SAME_PLACE_KM) : undefined;
  const point = place ? { id: twin?.id ?? place.id, country: place.country ?? '', admin1: place.admin1, lat: place.lat, lon: place.lon } : null;
  const text = parsed.effective_input.user_request ?? parsed.effective_input.query ?? null;
  const from = given?.[0] ?? reference.toISOString().slice(0, 10);
  for (const id of namedCalendarIds(parsed)) {
    const w = impliedWindow(id, from, point, text, place?.type ?? null);
    if (!w) continue;
    if (!given) return w;
    const [start, end] = [w.start > given[0]! ? w.start : given[0]!, w.end < given[1]! ? w.end : given[1]!];
    if (start <= end && spanDays(start, end) < spanDays(given[0]!, given[1]!)) return { ...w, start, end, label: `${w.label} (within the dates asked)` };
  }
  return null;
}

/**
 * The parse with the implied window as its date window, reported in the understanding block
 * (source knowledge_base, replacing the reader's "event dates unknown") and in beta_warnings.
 */
export function withImpliedDates(parsed: ParsedIntent, w: ImpliedWindow): ParsedIntent {
  const window = [w.start, w.end];
  const part = {
    field: 'dates' as const,
    value: `${w.start} to ${w.end}: ${w.label}, from the travel calendars${w.verified ? '' : ' (not verified against the organiser)'}`,
    source: 'knowledge_base' as const,
    text: parsed.details.event.text ?? null,
  };
  return {
    ...parsed,
    understanding: addUnderstoodPart(parsed.understanding, part, (x) => x.code === 'event_dates_unknown'),
    effective_input: { ...parsed.effective_input, departure_window: window },
    interpreted_constraints: { ...parsed.interpreted_constraints, date_window: window },
    beta_warnings: [
      ...parsed.beta_warnings,
      `Dates from the travel calendars: ${w.label}, ${w.start} to ${w.end} (knowledge_base${w.verified ? '' : '; not verified against the organiser'}). Send departure_window to override.`,
    ],
  };
}
