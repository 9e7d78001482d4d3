import { readTravelJson } from '../data-files.js';
import type { BlossomSite, CalendarEvent, Closure, CrowdSafety, Extreme, Hazard } from './types.js';

/** The calendar data files, read once. */
export interface Calendars {
  hazards: readonly Hazard[];
  closures: readonly Closure[];
  extremes: { model: ExtremesModel; places: readonly Extreme[] };
  events: ReadonlyMap<string, CalendarEvent>;
  crowd_safety: CrowdSafety;
  blossom: readonly BlossomSite[];
}

export interface ExtremesModel {
  name: string;
  heat_caution_high_c: number;
  heat_serious_high_c: number;
  cold_caution_high_c: number;
  cold_caution_low_c: number;
  /** Mean highs from which a party at higher risk of heat illness (TripDates.heat_sensitive) is cautioned. */
  heat_sensitive_high_c: number;
  heat_sensitive_source: string;
  heat_sensitive_as_of: string;
  weather_factor: { caution: number; serious: number };
}

let cached: Calendars | undefined;

function load(): Calendars {
  const events = readTravelJson<{ events: CalendarEvent[]; crowd_safety: CrowdSafety }>('calendars/events.json');
  return {
    hazards: readTravelJson<{ hazards: Hazard[] }>('calendars/hazards.json').hazards,
    closures: readTravelJson<{ closures: Closure[] }>('calendars/closures.json').closures,
    extremes: readTravelJson<{ model: ExtremesModel; places: Extreme[] }>('calendars/extremes.json'),
    events: new Map(events.events.map((e) => [e.id, e])),
    crowd_safety: events.crowd_safety,
    blossom: readTravelJson<{ sites: BlossomSite[] }>('calendars/cherry-blossom-sites.json').sites,
  };
}

export function calendars(): Calendars {
  cached ??= load();
  return cached;
}
