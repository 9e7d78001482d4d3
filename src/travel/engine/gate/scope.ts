import type { Gazetteer, PointLike, ResolvedPlace } from '../../geo/types.js';
import type { ParsedIntent } from '../../intent/index.js';
import type { Candidate } from '../types.js';

/**
 * Hard geographic scope. When one hard place contains another, the narrower one wins
 * ("Italy" and "Tuscany" means Tuscany). Remaining places that overlap (some curated
 * destination lies in both: "Northern California" and a coast) must all hold; places that do
 * not overlap are alternatives ("Tuscany or Umbria", "Banff and Jasper", "Spain, Portugal").
 */
export interface Scope {
  places: ResolvedPlace[];
  /** For each place, the indices of the places a candidate in it must also be inside. */
  together: number[][];
  /** For each place, the ids of the curated destinations inside it (computed once per request). */
  members: Array<Set<string>>;
  /** Hard constraints that named nothing the gazetteer knows (scope cannot be honoured). */
  unresolved: string[];
  /** Places the text named that could not be resolved, when nothing else scopes the trip. */
  unknown_places: string[];
  /** Places the request rules out: a candidate inside one is never in scope. */
  excluded: ResolvedPlace[];
  /** Nothing meaningful was read from the request ("asdf qwerty"): nothing is in scope. */
  not_understood: boolean;
}

export const pointOf = (c: Pick<Candidate, 'id' | 'country' | 'admin1' | 'lat' | 'lon'>): PointLike => ({
  country: c.country,
  admin1: c.admin1,
  lat: c.lat,
  lon: c.lon,
  destinationId: c.id.startsWith('gz:') ? c.id.slice(3) : c.id,
});

const placePoint = (p: ResolvedPlace): PointLike => ({ country: p.country ?? '', admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id });

/** Drop duplicates and every place that contains another one (the narrower wins). */
function narrowest(places: ResolvedPlace[], gazetteer: Gazetteer): ResolvedPlace[] {
  const unique = places.filter((p, i) => places.findIndex((q) => q.id === p.id) === i);
  return unique.filter((p) => !unique.some((q) => q.id !== p.id && gazetteer.contains(p, placePoint(q)) && !gazetteer.contains(q, placePoint(p))));
}

/**
 * The hedged places a search looks in ("maybe Spain", "Japan, maybe Niseko or Hakuba"): those inside a hard place, which
 * they narrow, and all of them when no place is hard; a hedged place outside the hard ones never widens the hard scope.
 */
function consideredSoft(parsed: ParsedIntent, gazetteer: Gazetteer): ResolvedPlace[] {
  if (parsed.hard_places.length === 0) return parsed.soft_places;
  return parsed.soft_places.filter((s) => parsed.hard_places.some((h) => h.id !== s.id && gazetteer.contains(h, placePoint(s))));
}

/** Intent parsing resolves a structured constraint only to a place of its declared type, else leaves its id null. */
export function buildScope(parsed: ParsedIntent, gazetteer: Gazetteer, curated: readonly Candidate[]): Scope {
  const places = narrowest([...parsed.hard_places, ...consideredSoft(parsed, gazetteer)], gazetteer);
  const members = places.map((p) => new Set(curated.filter((c) => gazetteer.contains(p, pointOf(c))).map((c) => c.id)));
  const together = members.map((mine, i) => members.flatMap((other, j) => (j !== i && [...mine].some((id) => other.has(id)) ? [j] : [])));
  const unplaced = parsed.details.hard_geography.filter((p) => p.id === null);
  const unresolved = unplaced.map((p) => `${p.type}:${p.matched_text}`);
  // Unknown names from the text; an unknown structured constraint is already listed above.
  const unknown = parsed.details.unresolved
    .filter((u) => u.code === 'unknown_place' && u.field === 'destination_constraints' && !unplaced.some((p) => p.matched_text === u.text))
    .map((u) => u.text);
  return {
    places,
    together,
    members,
    unresolved,
    unknown_places: places.length === 0 ? unknown : [],
    excluded: parsed.excluded_places,
    not_understood: parsed.understanding.status === 'not_understood',
  };
}

export const hasHardGeography = (scope: Scope): boolean => scope.places.length > 0;

/** Inside a place the request rules out ("not Santorini", "anywhere but Florida"). */
export const excludedBy = (scope: Scope, gazetteer: Gazetteer, point: PointLike): ResolvedPlace | undefined =>
  scope.excluded.find((p) => gazetteer.contains(p, point));

export function inScope(scope: Scope, gazetteer: Gazetteer, point: PointLike): boolean {
  if (excludedBy(scope, gazetteer, point)) return false;
  if (scope.places.length === 0) return true;
  return scope.places.some((p, i) => gazetteer.contains(p, point) && (scope.together[i] ?? []).every((j) => gazetteer.contains(scope.places[j]!, point)));
}

/** inScope for a curated destination, from the membership computed in buildScope. */
export function curatedInScope(scope: Scope, id: string): boolean {
  if (scope.places.length === 0) return true;
  return scope.members.some((m, i) => m.has(id) && (scope.together[i] ?? []).every((j) => scope.members[j]?.has(id)));
}

export const scopeLabel = (scope: Scope): string => scope.places.map((p) => p.name).join(' / ');
