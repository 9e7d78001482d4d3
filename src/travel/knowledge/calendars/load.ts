import { readTravelJson } from '../data-files.js';
import type { BlossomSite, CalendarEvent, Closure, Extreme, Hazard } from './types.js';

/** The calendar data files, read once. */
export interface Calendars {
  hazards: readonly Hazard[];
  closures: readonly Closure[];
  extremes: { model: ExtremesModel; places: readonly Extreme[] };
  events: ReadonlyMap<string, CalendarEvent>;
  blossom: readonly BlossomSite[];
}

export interface ExtremesModel {
  name: string;
  heat_caution_high_c: number;
  heat_serious_high_c: number;
  cold_caution_high_c: number;
  cold_caution_low_c: number;
  weather_factor: { caution: number; serious: number };
}

let cached: Calendars | undefined;

export function calendars(): Calendars {
  cached ??= {
    hazards: readTravelJson<{ hazards: Hazard[] }>('calendars/hazards.json').hazards,
    closures: readTravelJson<{ closures: Closure[] }>('calendars/closures.json').closures,
    extremes: readTravelJson<{ model: ExtremesModel; places: Extreme[] }>('calendars/extremes.json'),
    events: new Map(readTravelJson<{ events: CalendarEvent[] }>('calendars/events.json').events.map((e) => [e.id, e])),
    blossom: readTravelJson<{ sites: BlossomSite[] }>('calendars/cherry-blossom-sites.json').sites,
  };
  return cached;
}
