import type { CandidateDestination, TravelSearchRequest } from '../../../contracts/travel.js';
import type { Analysis } from '../analyze.js';
import { requiredExternalChecks } from '../handoffs/handoffs.js';
import { inScope, pointOf } from '../gate/scope.js';
import type { Ranked } from '../rank/ranked.js';
import { matchReasons, rankCandidates, rankedConfidence } from '../rank/rank.js';
import type { Candidate, EngineData } from '../types.js';
import type { Catalog } from '../catalog.js';

/** Pieces the five primitives share: beta caveat, candidate rows and the selected candidate. */

export const BETA_CAVEAT =
  'Public beta: rankings rest on curated baselines and model estimates; no live inventory, provider rates or live airfare, and svc never books.';

export function candidateRow(r: Ranked, a: Analysis): CandidateDestination {
  const g = r.gated;
  const reasons = matchReasons(r, a.trip);
  return {
    id: r.candidate.id,
    name: r.candidate.name,
    trip_style: r.flight.profile.mode === 'ground' ? 'drive_to' : r.candidate.kind === 'park' ? 'park_base' : 'fly_in',
    destination_airport: r.flight.profile.mode === 'ground' ? null : r.flight.profile.destination_airport,
    score: r.score,
    eligibility: {
      in_scope: g.in_scope,
      hard_constraints_satisfied: g.in_scope && g.themes_missing.length === 0,
      required_themes_matched: g.themes_matched,
      required_themes_missing: [...g.themes_missing, ...g.themes_unverified],
      coverage_mode: r.candidate.coverage_mode,
      reasons: reasons.slice(0, 2),
    },
    confidence: rankedConfidence(r, a.trip),
    match_reasons: reasons,
    provider_handoff_summary: {
      bookability_status: 'handoff_required',
      provider_status: 'unavailable',
      handoffs_available: r.flight.profile.mode === 'ground' ? ['hotel', 'place'] : ['flight', 'hotel', 'place'],
      next_tool: 'travel.provider_handoffs.generate',
      required_external_checks: requiredExternalChecks(r, a.trip),
    },
  };
}

export interface Selection {
  /** The ranked candidate the request refers to; null when the id is unknown or nothing matched. */
  ranked: Ranked | null;
  candidate: Candidate | null;
  in_scope: boolean;
  /** True when the candidate lies outside the request's hard geography. */
  outside_hard_scope: boolean;
  /** Why the selection failed or is out of scope, for next_step / beta_warnings. */
  problem: string | null;
}

/** The candidate an agent selected (by id), ranked against this request, or the top in-scope one. */
export function selectCandidate(data: EngineData, catalog: Catalog, a: Analysis, id: string | undefined): Selection {
  if (!id) {
    const top = a.ranked[0] ?? null;
    return {
      ranked: top,
      candidate: top?.candidate ?? null,
      in_scope: top !== null,
      outside_hard_scope: false,
      problem: top ? null : 'No in-scope candidate for this request.',
    };
  }
  const ranked = a.ranked.find((r) => r.candidate.id === id);
  if (ranked) return { ranked, candidate: ranked.candidate, in_scope: true, outside_hard_scope: false, problem: null };
  const candidate = catalog.byId(id) ?? null;
  if (!candidate)
    return {
      ranked: null,
      candidate: null,
      in_scope: false,
      outside_hard_scope: false,
      problem: `Candidate id "${id}" is unknown (stale or mistyped): call travel.destinations.search again.`,
    };
  // A scope that could not be resolved confirms nothing: no candidate is in it.
  const unresolvable = [...a.scope.unresolved, ...a.scope.unknown_places];
  const geoOk = unresolvable.length === 0 && inScope(a.scope, data.gazetteer, pointOf(candidate));
  const problem = geoOk
    ? `${candidate.name} is not among the in-scope candidates for this request (required themes or coverage).`
    : unresolvable.length > 0
      ? `The request's hard geography (${unresolvable.join(', ')}) could not be resolved, so ${candidate.name} cannot be in scope.`
      : `${candidate.name} is outside the hard scope of this request.`;
  return { ranked: null, candidate, in_scope: false, outside_hard_scope: !geoOk, problem };
}

/** Rank one candidate against the request even when it did not pass the gate (plan validation reads its fits). */
export function rankAlone(data: EngineData, a: Analysis, c: Candidate): Ranked | undefined {
  return rankCandidates(data, [{ candidate: c, in_scope: false, themes_matched: [], themes_missing: [], themes_unverified: [] }], a.trip)[0];
}

export type PrimitiveInput = TravelSearchRequest;
