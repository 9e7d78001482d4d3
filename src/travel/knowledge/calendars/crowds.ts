import { eventAt } from './events.js';
import type { SeasonFinding, TripDates } from './findings.js';
import { sourceOf } from './hazards.js';
import type { PlacePoint } from './area.js';
import { calendars } from './load.js';

/** An event counts at a place from this strength (its main places, not every town of a country that keeps it). */
export const CROWD_MIN_STRENGTH = 0.8;

/**
 * The crowd_safety warning: a trip at a mass gathering's place during it (asked for or not; a trip
 * for Holi in Braj is the one that most needs it) gets the WHO's crowd advice, once per place.
 */
export function crowdSafetyFinding(place: PlacePoint, massEvents: readonly string[], trip: TripDates): SeasonFinding | null {
  if (trip.assumed) return null;
  const advice = calendars().crowd_safety;
  for (const id of massEvents) {
    const e = eventAt(id, place, trip.range);
    if (!e?.at_place || !e.in_season || !e.season || e.strength < CROWD_MIN_STRENGTH) continue;
    return {
      warning: {
        code: 'crowd_safety',
        severity: 'caution',
        message: `${e.event.name} (${e.label}, ${e.season.start} to ${e.season.end}) is ${advice.message}.`,
        source: sourceOf(advice),
        as_of: advice.as_of,
      },
      weather_factor: 1,
      score_factor: 1,
    };
  }
  return null;
}
