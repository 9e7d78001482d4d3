import type { DestinationConstraint, TravelSearchRequest } from '../../contracts/travel.js';
import type { IntentPlace, UnresolvedPart } from '../../contracts/travel-intent.js';
import type { Gazetteer, PlaceType, ResolvedPlace } from '../geo/types.js';
import { resolveOrigin, type OriginResolution } from './origin.js';
import { clip, fold } from './text.js';
import { normalizeTheme } from './themes.js';

/** Structured request fields, resolved the same way as the text so the two can be compared. */

export type Unresolved = UnresolvedPart;

export interface StructuredPlace {
  constraint: DestinationConstraint;
  place: ResolvedPlace | null;
}

export function resolveStructuredOrigin(input: TravelSearchRequest, gazetteer: Gazetteer, unresolved: Unresolved[]): OriginResolution | null {
  if (!input.origin) return null;
  const r = resolveOrigin(input.origin, gazetteer);
  if (r.problem) unresolved.push({ field: 'origin', text: clip(input.origin, 300), code: 'origin_not_airport', reason: clip(r.problem, 500) });
  return r;
}

/** Gazetteer place types a structured constraint of each type may resolve to (coasts and regions are both curated areas). */
const TYPES_FOR: Record<DestinationConstraint['type'], PlaceType[]> = {
  country: ['country'],
  state: ['state'],
  park: ['park'],
  city: ['city'],
  coast: ['coast', 'region'],
  region: ['region', 'coast'],
};

/** Least share of belief (among all readings of the name) a reading of the declared type needs. */
const MIN_TYPED_CONFIDENCE = 0.05;

/**
 * A structured constraint's reading among places of its declared type only: "country: Atlantis"
 * must not become a town called Atlantis, nor "city: Tuscany" a Calgary neighbourhood when the
 * name plainly means the region. When none fits, the reason says what the name is instead.
 */
export function resolveConstraint(c: DestinationConstraint, gazetteer: Gazetteer): { place: ResolvedPlace | null; problem: Unresolved | null } {
  const types = TYPES_FOR[c.type];
  const byId = placeById(c, gazetteer);
  if (byId && types.includes(byId.type)) return { place: byId, problem: null };
  // "Banff" as a park is Banff National Park, not the town.
  const names = c.type === 'park' ? [c.value, `${c.value} National Park`] : [c.value];
  for (const name of names) {
    const all = gazetteer.resolve(name);
    const typed = gazetteer.resolve(name, { types })[0];
    if (typed && (all.find((r) => r.id === typed.id)?.confidence ?? 0) >= MIN_TYPED_CONFIDENCE) return { place: typed, problem: null };
  }
  const other = byId ?? gazetteer.resolve(c.value)[0];
  const reason = other
    ? `"${c.value}" is no ${c.type} we know (it reads as the ${other.type} ${other.name}); send type "${other.type}" or a ${c.type} name. It is not used as scope.`
    : `"${c.value}" is not a place we can resolve; it is not used as scope.`;
  return {
    place: null,
    problem: { field: 'destination_constraints', text: clip(c.value, 300), code: other ? 'wrong_place_type' : 'unknown_place', reason: clip(reason, 500) },
  };
}

/** A gazetteer id ("region:tuscany"), an ISO country code ("IT") or an ISO 3166-2 code ("US-CA"), as the contract allows. */
function placeById(c: DestinationConstraint, gazetteer: Gazetteer): ResolvedPlace | null {
  const v = c.value.trim().toLowerCase();
  const id = v.includes(':') ? v : /^[a-z]{2}$/.test(v) ? `country:${v}` : /^[a-z]{2}-[a-z0-9]{1,3}$/.test(v) ? `state:${v}` : null;
  const p = id ? gazetteer.byId(id) : undefined;
  if (!p) return null;
  return {
    type: p.type,
    id: p.id,
    name: p.name,
    country: p.country || null,
    confidence: 1,
    admin1: p.admin1,
    lat: p.lat,
    lon: p.lon,
    matched_text: c.value,
    alternatives: [],
  };
}

export function resolveStructuredPlaces(input: TravelSearchRequest, gazetteer: Gazetteer, unresolved: Unresolved[]): StructuredPlace[] {
  return (input.destination_constraints ?? []).map((constraint) => {
    const { place, problem } = resolveConstraint(constraint, gazetteer);
    if (problem) unresolved.push(problem);
    return { constraint, place };
  });
}

/** Normalized theme ids of structured required_themes; unknown ones are kept (slugged) and reported. */
export function normalizeStructuredThemes(values: readonly string[], unresolved: Unresolved[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    // A blank theme names nothing: it is neither a theme nor an unknown one.
    if (v.trim() === '') continue;
    const id = normalizeTheme(v);
    if (id) out.push(id);
    else {
      out.push(
        fold(v)
          .trim()
          .replace(/[\s-]+/g, '_'),
      );
      unresolved.push({
        field: 'required_themes',
        text: clip(v, 300),
        code: 'unknown_theme',
        reason: `"${v}" is not in the theme vocabulary; it cannot match curated destination themes.`,
      });
    }
  }
  return [...new Set(out)];
}

export const intentPlace = (p: ResolvedPlace, source: IntentPlace['source']): IntentPlace => ({
  type: p.type,
  id: p.id,
  name: clip(p.name, 200),
  country: p.country,
  source,
  matched_text: clip(p.matched_text, 300),
});

export const structuredIntentPlace = (s: StructuredPlace): IntentPlace => ({
  type: s.constraint.type,
  id: s.place?.id ?? null,
  name: clip(s.place?.name ?? s.constraint.value, 200),
  country: s.place?.country ?? null,
  source: 'structured',
  matched_text: clip(s.constraint.value, 300),
});

/** Same place, or one inside the other: a structured constraint that agrees with the text. */
export function compatible(a: ResolvedPlace, b: ResolvedPlace, gazetteer: Gazetteer): boolean {
  if (a.id === b.id || fold(a.name) === fold(b.name)) return true;
  const point = (p: ResolvedPlace) => ({ country: p.country ?? '', admin1: p.admin1, lat: p.lat, lon: p.lon });
  return gazetteer.contains(a, point(b)) || gazetteer.contains(b, point(a));
}
