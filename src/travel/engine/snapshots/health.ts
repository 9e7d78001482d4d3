import type { TravelWarning } from '../../../contracts/travel.js';
import { healthWarnings } from '../../knowledge/models/health-needs.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { withWarnings } from './entry.js';

/** A result's warnings with what the traveller's stated health conditions ask of the place (health_needs_model_v1). */
export function withHealthWarnings(warnings: TravelWarning[], r: Ranked, trip: Trip): TravelWarning[] {
  if (trip.health_needs.length === 0) return warnings;
  const c = r.candidate;
  return withWarnings(warnings, healthWarnings({ name: c.name, height: c.height, hiking: c.themes?.['hiking'] ?? null }, trip.health_needs));
}
