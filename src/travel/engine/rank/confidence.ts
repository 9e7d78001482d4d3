import type { Confidence } from '../../../contracts/travel.js';
import { LATITUDE_CLIMATE_MODEL, STATION_CLIMATE_MODEL } from '../../knowledge/models/climate.js';
import { modelledLeg } from '../../knowledge/models/surface.js';
import { clamp01, round } from '../text.js';
import { noOriginSentence, type Trip } from '../trip.js';
import type { Candidate } from '../types.js';
import type { FlightChoice } from './costs.js';

/**
 * confidence_model_v1: starts at 0.85 and drops for each input that is a model_estimate or an
 * assumption, and most for weak coverage (no curated record). Levels: high >= 0.7, medium >= 0.45.
 */
export function confidenceFor(c: Candidate, trip: Trip, flight: FlightChoice, themesUnverified: boolean): Confidence {
  const reasons: string[] = [];
  let score = 0.85;
  const drop = (amount: number, reason: string) => {
    score -= amount;
    reasons.push(reason);
  };
  if (c.coverage_mode === 'research_ready') drop(0.3, 'No curated record: climate, costs and flights are model_estimate values from the knowledge models.');
  // A line read from its operator's timetable takes the place of the flight model, so the missing flight profile does not weaken it.
  const timetabled = flight.profile.ground_leg !== undefined && !modelledLeg(flight.profile);
  if (flight.basis === 'unsupported_origin_model' && !timetabled)
    drop(0.1, `Origin ${trip.origin} has no curated flight profile: model_estimate flight values used.`);
  if (flight.basis === 'no_origin') drop(0.1, `${noOriginSentence(trip)}: the way there is neither timed nor priced.`);
  if (c.climate_provenance.model === LATITUDE_CLIMATE_MODEL) drop(0.05, 'Climate from the coarse latitude model, not station normals.');
  else if (c.climate_provenance.model === STATION_CLIMATE_MODEL) drop(0.02, 'Climate normals interpolated from nearby stations (model_estimate).');
  else if (c.climate_provenance.tier === 'model_estimate') drop(0.03, 'Climate normals are editorial approximations (model_estimate).');
  if (!c.cost_basis.row_curated) drop(0.05, 'Costs are a per-diem row applied as an estimate, not a row for this place.');
  if (trip.months_assumed) drop(0.05, 'No travel dates: weather read for the next two months.');
  if (!trip.days_known) drop(0.03, 'Trip length not given: 7 days assumed.');
  if (themesUnverified) drop(0.1, 'Required themes are unverified for this candidate.');
  if (reasons.length === 0) reasons.push("Curated record with curated cost row and the origin's flight profile.");
  const s = round(clamp01(Math.max(0.05, Math.min(0.95, score))), 2);
  return { level: s >= 0.7 ? 'high' : s >= 0.45 ? 'medium' : 'low', score: s, reasons };
}
