import type { ConstraintConflict, DestinationConstraint, TravelSearchRequest } from '../../contracts/travel.js';
import type { Gazetteer, ResolvedPlace } from '../geo/types.js';
import { compatible, type StructuredPlace } from './structured.js';
import { clip } from './text.js';

/**
 * Merge rules: the natural-language request wins. Each structured value that disagrees with
 * what the text says becomes a constraint_conflicts entry and is replaced; structured values
 * the text says nothing about are kept, and so are structured values a vaguer phrase of the text
 * agrees with ("autumn" with an October departure_window): the phrase refines nothing, so the
 * precise structured value stays and no conflict is reported.
 */

const show = (v: unknown): string => clip(typeof v === 'string' ? v : JSON.stringify(v), 500);

export class Conflicts {
  readonly list: ConstraintConflict[] = [];
  add(field: string, provided: unknown, interpreted: unknown): void {
    this.list.push({ field, provided_value: show(provided), interpreted_value: show(interpreted), resolution: 'user_request_wins' });
  }
}

/** How a structured value compares with the text's: the same, different, or more precise and inside it ('refines'). */
export type Agreement<T> = (provided: T, interpreted: T) => boolean | 'refines';

/** Pick the text value when there is one, recording a conflict when the structured value differs; a structured value that refines the text's is kept. */
export function pick<T>(field: string, provided: T | undefined, interpreted: T | null | undefined, same: Agreement<T>, conflicts: Conflicts): T | undefined {
  if (interpreted === null || interpreted === undefined) return provided;
  if (provided === undefined) return interpreted;
  const agreement = same(provided, interpreted);
  if (agreement === 'refines') return provided;
  if (!agreement) conflicts.add(field, provided, interpreted);
  return interpreted;
}

export const sameNumber = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, Math.abs(b) * 0.01);
/** A structured window inside the text's ("October 3-10" for "autumn") refines it; ISO dates compare as strings. */
export const sameWindow = (a: readonly string[], b: readonly string[]): boolean | 'refines' =>
  (a[0] === b[0] && a[1] === b[1]) || ((a[0] ?? '') >= (b[0] ?? '') && (a[1] ?? '') <= (b[1] ?? '') ? 'refines' : false);

/** The whole-party trip total a budget implies, or null when it cannot be derived (a nightly cap never becomes a total). */
export function budgetTotal(amountUsd: number | null, per: string | null, travellers: number | null, days: number | null): number | null {
  if (amountUsd === null) return null;
  if (per === 'total') return amountUsd;
  if (per === 'person') return travellers !== null ? Math.round(amountUsd * travellers * 100) / 100 : null;
  if (per === 'day') return days ? Math.round(amountUsd * days * 100) / 100 : null;
  if (per === 'person_day') return days && travellers !== null ? Math.round(amountUsd * days * travellers * 100) / 100 : null;
  return null;
}

/**
 * Hard geography: text places win. A structured hard constraint survives only if it agrees
 * with a text place (same place or nested); otherwise it is a conflict and dropped.
 */
export function mergeGeography(
  text: { hard: readonly ResolvedPlace[]; soft: readonly ResolvedPlace[] },
  structured: readonly StructuredPlace[],
  gazetteer: Gazetteer,
  conflicts: Conflicts,
): { constraints: DestinationConstraint[]; hard: ResolvedPlace[]; soft: ResolvedPlace[]; keptStructured: StructuredPlace[] } {
  const textHard = text.hard;
  const asConstraint = (p: ResolvedPlace, hard: boolean): DestinationConstraint => ({ type: p.type, value: p.name, hard });
  const structuredHard = structured.filter((s) => s.constraint.hard !== false);
  const structuredSoft = structured.filter((s) => s.constraint.hard === false);
  let keptHard = structuredHard;
  if (textHard.length > 0) {
    const agrees = (s: StructuredPlace) => s.place !== null && textHard.some((t) => compatible(t, s.place as ResolvedPlace, gazetteer));
    const dropped = structuredHard.filter((s) => !agrees(s));
    keptHard = structuredHard.filter(agrees);
    if (dropped.length > 0) {
      conflicts.add(
        'destination_constraints',
        dropped.map((s) => `${s.constraint.type}:${s.constraint.value}`).join('; '),
        textHard.map((p) => `${p.type}:${p.name}`).join('; '),
      );
    }
  }
  const textIds = new Set(textHard.map((p) => p.id));
  const kept = keptHard.filter((s) => !s.place || !textIds.has(s.place.id));
  const constraints = [
    ...textHard.map((p) => asConstraint(p, true)),
    ...kept.map((s) => ({ ...s.constraint, hard: true })),
    ...text.soft.map((p) => asConstraint(p, false)),
    ...structuredSoft.map((s) => s.constraint),
  ];
  const hard = [...textHard, ...kept.flatMap((s) => (s.place ? [s.place] : []))];
  const soft = [...text.soft, ...structuredSoft.flatMap((s) => (s.place ? [s.place] : []))];
  return { constraints, hard, soft, keptStructured: [...kept, ...structuredSoft] };
}

/** Required themes: the text's required themes win when it names any. */
export function mergeThemes(textRequired: readonly string[], structured: readonly string[], conflicts: Conflicts): string[] {
  if (textRequired.length === 0) return [...structured];
  const extra = structured.filter((t) => !textRequired.includes(t));
  if (extra.length > 0) conflicts.add('required_themes', structured, textRequired);
  return [...textRequired];
}

export function mergeQuery(input: TravelSearchRequest, conflicts: Conflicts): string | undefined {
  if (input.user_request !== undefined && input.query !== undefined && input.query.trim() !== input.user_request.trim()) {
    conflicts.add('query', input.query, input.user_request);
  }
  return input.user_request ?? input.query;
}
