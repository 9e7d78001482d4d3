import type { DestinationConstraint, TravelSearchRequest } from '../../contracts/travel.js';
import type { IntentPlace } from '../../contracts/travel-intent.js';
import type { Gazetteer, ResolvedPlace } from '../geo/types.js';
import { resolveOrigin } from './origin.js';
import { fold } from './text.js';
import { normalizeTheme } from './themes.js';

/** Structured request fields, resolved the same way as the text so the two can be compared. */

export interface Unresolved {
  field: string;
  text: string;
  reason: string;
}

export interface StructuredPlace {
  constraint: DestinationConstraint;
  place: ResolvedPlace | null;
}

export function resolveStructuredOrigin(input: TravelSearchRequest, gazetteer: Gazetteer, unresolved: Unresolved[]): string | null {
  if (!input.origin) return null;
  const { iata, problem } = resolveOrigin(input.origin, gazetteer);
  if (problem) unresolved.push({ field: 'origin', text: input.origin, reason: problem });
  return iata;
}

/** A structured constraint's gazetteer reading, preferring one of the declared type. */
export function resolveConstraint(c: DestinationConstraint, gazetteer: Gazetteer): ResolvedPlace | null {
  const readings = gazetteer.resolve(c.value);
  return readings.find((r) => r.type === c.type) ?? readings[0] ?? null;
}

export function resolveStructuredPlaces(input: TravelSearchRequest, gazetteer: Gazetteer): StructuredPlace[] {
  return (input.destination_constraints ?? []).map((constraint) => ({ constraint, place: resolveConstraint(constraint, gazetteer) }));
}

/** Normalized theme ids of structured required_themes; unknown ones are kept (slugged) and reported. */
export function normalizeStructuredThemes(values: readonly string[], unresolved: Unresolved[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const id = normalizeTheme(v);
    if (id) out.push(id);
    else {
      out.push(fold(v).trim().replace(/[\s-]+/g, '_'));
      unresolved.push({ field: 'required_themes', text: v, reason: `"${v}" is not in the theme vocabulary; it cannot match curated destination themes.` });
    }
  }
  return [...new Set(out)];
}

export const intentPlace = (p: ResolvedPlace, source: IntentPlace['source']): IntentPlace => ({
  type: p.type,
  id: p.id,
  name: p.name,
  country: p.country,
  source,
  matched_text: p.matched_text,
});

export const structuredIntentPlace = (s: StructuredPlace): IntentPlace => ({
  type: s.constraint.type,
  id: s.place?.id ?? null,
  name: s.place?.name ?? s.constraint.value,
  country: s.place?.country ?? null,
  source: 'structured',
  matched_text: s.constraint.value,
});

/** Same place, or one inside the other: a structured constraint that agrees with the text. */
export function compatible(a: ResolvedPlace, b: ResolvedPlace, gazetteer: Gazetteer): boolean {
  if (a.id === b.id || fold(a.name) === fold(b.name)) return true;
  const point = (p: ResolvedPlace) => ({ country: p.country ?? '', admin1: p.admin1, lat: p.lat, lon: p.lon });
  return gazetteer.contains(a, point(b)) || gazetteer.contains(b, point(a));
}
