import type { UnsupportedConstraint } from '../../../contracts/travel.js';
import type { Gated } from '../gate/gated.js';
import type { Trip } from '../trip.js';

/** Constraints the service cannot evaluate for a candidate, and what it does instead. */
export function unsupportedConstraints(g: Gated, trip: Trip): UnsupportedConstraint[] {
  const out: UnsupportedConstraint[] = [];
  for (const t of trip.unknown_required_themes) {
    out.push({
      field: 'required_themes',
      constraint: t,
      reason: `"${t}" is not in the theme vocabulary, so no destination data can confirm it.`,
      handling: 'reported_only',
    });
  }
  for (const t of g.themes_unverified) {
    out.push({
      field: 'required_themes',
      constraint: t,
      reason: 'No curated theme data for this research-ready candidate.',
      handling: 'handed_off_for_validation',
    });
  }
  for (const i of trip.unknown_interests) {
    out.push({ field: 'interests', constraint: i, reason: `"${i}" maps to no theme; it does not affect ranking.`, handling: 'ignored_for_ranking' });
  }
  if (trip.accessibility_needs.length > 0) {
    out.push({
      field: 'accessibility',
      constraint: trip.accessibility_needs.join(', '),
      reason: 'Step-free routes, accessible rooms and transfers cannot be verified from baseline data; they are not scored.',
      handling: 'handed_off_for_validation',
    });
  }
  if (trip.event.requested) {
    out.push({
      field: 'event',
      constraint: trip.event.name ?? trip.event.kind ?? 'event',
      reason: 'Event dates, tickets and venue schedules are not checked; only seeded venue context is used.',
      handling: 'handed_off_for_validation',
    });
  }
  if (trip.multi_city.requested) {
    out.push({
      field: 'multi_city',
      constraint: trip.multi_city.cities.join(', ') || 'several cities',
      reason: 'Each result is one destination; rail and transfers between cities need live validation.',
      handling: 'handed_off_for_validation',
    });
  }
  return out;
}
