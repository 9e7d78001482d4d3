import type { TravelWarning } from '../../../contracts/travel.js';
import { airportByIata } from '../../geo/airports.js';
import { diseaseWarnings, type DiseasePlace } from '../../knowledge/disease-risks.js';
import { healthWarnings } from '../../knowledge/models/health-needs.js';
import type { Ranked } from '../rank/ranked.js';
import { countryName } from '../text.js';
import type { Trip } from '../trip.js';
import { withWarnings } from './entry.js';

/**
 * The place, its country and the country the traveller arrives from, for the yellow-fever and malaria data:
 * the stop before on a route (`routeFrom`), else the country the trip starts in.
 */
export const diseasePlace = (r: Ranked, trip: Trip, routeFrom: string | null = null): DiseasePlace => ({
  name: r.candidate.name,
  country: r.candidate.country,
  country_name: countryName(r.candidate.country),
  arrives_from: routeFrom ?? (trip.origin ? (airportByIata(trip.origin)?.country ?? null) : null),
  from_route_stop: routeFrom !== null,
});

/**
 * A result's warnings with the yellow fever and malaria of its country, for every trip, and with what the
 * traveller's stated health conditions ask of the place (health_needs_model_v1).
 */
export function withHealthWarnings(warnings: TravelWarning[], r: Ranked, trip: Trip, routeFrom: string | null = null): TravelWarning[] {
  const c = r.candidate;
  const needs =
    trip.health_needs.length === 0 ? [] : healthWarnings({ name: c.name, height: c.height, hiking: c.themes?.['hiking'] ?? null }, trip.health_needs);
  return withWarnings(warnings, [...diseaseWarnings(diseasePlace(r, trip, routeFrom)), ...needs]);
}
