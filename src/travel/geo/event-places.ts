import { readFileSync } from 'node:fs';
import { dataFilePath } from '../../data-paths.js';

/**
 * A named event that stands for the place it is held in: "San Fermín" is Pamplona, "Hogmanay" is
 * Edinburgh, "the Oktoberfest" is Munich. Read from the travel calendar (data/travel/calendars/events.json:
 * each event's places, their strength and their point) and the event names in six languages
 * (data/travel/themes.json). An event stands for a place only when the calendar binds it to places
 * and one of them clearly dominates: the strongest is unique and every other is at least
 * DOMINANCE weaker (Carnival in Rio, Venice, Cologne, ... and Songkran across Thailand stand for none),
 * and only when the calendar puts that place at a point or a destination: an event held across whole
 * countries or a box ("Ferragosto" in Italy, Golden Week in Japan) names a time, not a town.
 */
const DOMINANCE = 0.2;

export interface EventPlace {
  /** Calendar event id (oktoberfest, san_fermin, ...). */
  event: string;
  /** The calendar's label of the place: its first part is the place's name ("Munich (Theresienwiese)"). */
  label: string;
  /** The point the calendar gives (the place is the one of that name near it), when it gives one. */
  near: { lat: number; lon: number; km: number } | null;
  /** The event's names in every language, as written in themes.json. */
  names: string[];
}

interface CalendarPlace {
  label: string;
  strength: number;
  area: { near?: Array<{ lat: number; lon: number; km: number }>; destinations?: string[] };
}
interface CalendarEvent {
  id: string;
  name: string;
  place_bound?: boolean;
  places?: CalendarPlace[];
}

const travelJson = <T>(file: string): T => JSON.parse(readFileSync(dataFilePath(`travel/${file}`), 'utf8')) as T;

/** The place an event's places point to, or null when several are comparably strong. */
function dominantPlace(e: CalendarEvent): CalendarPlace | null {
  const places = [...(e.places ?? [])].sort((a, b) => b.strength - a.strength);
  const [top, next] = places;
  if (!e.place_bound || !top || !(top.area.near?.length || top.area.destinations?.length)) return null;
  return !next || next.strength <= top.strength - DOMINANCE ? top : null;
}

export function loadEventPlaces(): EventPlace[] {
  const names = new Map(
    travelJson<{ events: Array<{ id: string; synonyms: Record<string, string[]> }> }>('themes.json').events.map((e) => [
      e.id,
      Object.values(e.synonyms).flat(),
    ]),
  );
  const out: EventPlace[] = [];
  for (const e of travelJson<{ events: CalendarEvent[] }>('calendars/events.json').events) {
    const place = dominantPlace(e);
    if (!place) continue;
    const near = place.area.near?.[0];
    out.push({ event: e.id, label: place.label, near: near ?? null, names: [e.name, ...(names.get(e.id) ?? [])] });
  }
  return out;
}
