import type { TravelWarning } from '../../../contracts/travel.js';
import { minorTravelRules } from '../../knowledge/models/minor-travel.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { originCountryOf, withWarnings } from './entry.js';

/**
 * The documents a child needs at the borders of the trip when not every parent travels. The request
 * rarely says who the adults are (parents, grandparents, friends), so each rule states the condition
 * it depends on, never a reading of the party.
 */
export function withMinorTravelWarnings(warnings: TravelWarning[], r: Ranked, trip: Trip): TravelWarning[] {
  if (trip.children + trip.infants === 0) return warnings;
  const origin = r.flight.basis === 'no_origin' ? null : originCountryOf(trip);
  const rules = minorTravelRules(origin, r.candidate.country);
  return withWarnings(
    warnings,
    rules.map((rule) => ({
      code: 'minor_travel_consent',
      severity: rule.severity,
      message: rule.rule.slice(0, 500),
      source: rule.source.slice(0, 300),
      as_of: rule.as_of,
    })),
  );
}
