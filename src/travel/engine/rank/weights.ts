import { RankingBreakdown } from '../../../contracts/travel.js';
import type { Trip } from '../trip.js';
import { isCalendarTheme } from '../../knowledge/calendars/index.js';
import { requestedCalendarIds } from './seasonal.js';

/** Event weight: the event is the point of the trip when the request wants nothing but calendar events and phenomena. */
function eventWeight(trip: Trip): number {
  if (requestedCalendarIds(trip).length === 0) return trip.event.requested ? 0.2 : 0;
  return [...trip.required_themes, ...trip.soft_themes].every(isCalendarTheme) ? 0.45 : 0.3;
}

export type FitName = keyof RankingBreakdown;

/** The eight fits, in the contract's order: it orders ranking_breakdown and breaks ties among match_reasons. */
export const FIT_NAMES = Object.keys(RankingBreakdown.properties) as readonly FitName[];

/**
 * ranking_weights_v1: base weights, raised or lowered by what the request says, then
 * normalized to sum to 1 (the guide's "Ranking weights" table is this function).
 */
export function rankingWeights(trip: Trip): Record<FitName, number> {
  const raw: Record<FitName, number> = {
    budget_fit: trip.budget_usd !== null ? 0.2 : 0,
    interest_fit: trip.required_themes.length + trip.soft_themes.length > 0 ? 0.3 : 0.1,
    // A stated wish for warmth makes the weather a requirement, not one comfort among others.
    weather_fit: (trip.months_assumed ? 0.1 : 0.2) * (trip.warmth ? 2 : 1),
    flight_fit: trip.origin ? 0.15 : 0.1,
    duration_fit: 0.15,
    remote_work_fit: trip.remote_work ? 0.2 : 0,
    family_fit: trip.children + trip.infants > 0 ? 0.2 : 0,
    event_fit: eventWeight(trip),
  };
  const sum = Object.values(raw).reduce((s, w) => s + w, 0);
  return Object.fromEntries(Object.entries(raw).map(([k, w]) => [k, w / sum])) as Record<FitName, number>;
}
