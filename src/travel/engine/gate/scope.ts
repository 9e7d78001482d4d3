import type { Gazetteer, PlaceRef, PointLike, ResolvedPlace } from '../../geo/types.js';
import type { ParsedIntent } from '../../intent/index.js';
import type { Candidate } from '../types.js';

/**
 * Hard geographic scope. Hard places of the same type are alternatives ("Spain or Portugal");
 * places of different types must all hold ("Northern California" and "coast"). Within a type,
 * a place that contains another one is dropped so the narrower wins ("California", "Napa").
 */
export interface Scope {
  /** One list per place type; a candidate must be inside some place of every group. */
  groups: ResolvedPlace[][];
  /** Hard constraints that named nothing the gazetteer knows (scope cannot be honoured). */
  unresolved: string[];
  /** Places the text named that could not be resolved, when nothing else scopes the trip. */
  unknown_places: string[];
}

const UNKNOWN_PLACE = 'not a place we can resolve';

export const pointOf = (c: Pick<Candidate, 'id' | 'country' | 'admin1' | 'lat' | 'lon'>): PointLike => ({
  country: c.country,
  admin1: c.admin1,
  lat: c.lat,
  lon: c.lon,
  destinationId: c.id.startsWith('gz:') ? c.id.slice(3) : c.id,
});

const placePoint = (p: ResolvedPlace): PointLike => ({ country: p.country ?? '', admin1: p.admin1, lat: p.lat, lon: p.lon, destinationId: p.id });

function narrowest(places: ResolvedPlace[], gazetteer: Gazetteer): ResolvedPlace[] {
  const unique = places.filter((p, i) => places.findIndex((q) => q.id === p.id) === i);
  return unique.filter((p) => !unique.some((q) => q.id !== p.id && gazetteer.contains(p, placePoint(q)) && !gazetteer.contains(q, placePoint(p))));
}

/**
 * A structured country or state constraint must resolve to a country or state: "country:
 * Atlantis" read as a town called Atlantis would silently change the scope.
 */
const mistyped = (p: ParsedIntent['details']['hard_geography'][number]): boolean =>
  p.source === 'structured' && p.id !== null && (p.type === 'country' || p.type === 'state') && !p.id.startsWith(`${p.type}:`);

export function buildScope(parsed: ParsedIntent, gazetteer: Gazetteer): Scope {
  const wrongType = parsed.details.hard_geography.filter(mistyped);
  const dropped = new Set(wrongType.map((p) => p.id));
  const byType = new Map<string, ResolvedPlace[]>();
  for (const p of parsed.hard_places) if (!dropped.has(p.id)) byType.set(p.type, [...(byType.get(p.type) ?? []), p]);
  const groups = [...byType.values()].map((g) => narrowest(g, gazetteer));
  const unresolved = [...parsed.details.hard_geography.filter((p) => p.id === null), ...wrongType].map((p) => `${p.type}:${p.matched_text}`);
  const unknown = parsed.details.unresolved
    .filter((u) => u.field === 'destination_constraints' && u.reason.includes(UNKNOWN_PLACE))
    .map((u) => u.text);
  return { groups, unresolved, unknown_places: groups.length === 0 ? unknown : [] };
}

export const hasHardGeography = (scope: Scope): boolean => scope.groups.length > 0;

export function inScope(scope: Scope, gazetteer: Gazetteer, point: PointLike): boolean {
  return scope.groups.every((group) => group.some((place: PlaceRef) => gazetteer.contains(place, point)));
}

export const scopeLabel = (scope: Scope): string => scope.groups.map((g) => g.map((p) => p.name).join(' or ')).join(' and ');
