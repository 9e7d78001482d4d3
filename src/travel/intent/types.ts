import type { ConstraintConflict, InterpretedConstraints, TravelSearchRequest } from '../../contracts/travel.js';
import type { TravelIntentDetails } from '../../contracts/travel-intent.js';
import type { Understanding } from '../../contracts/travel-understanding.js';
import type { Gazetteer, ResolvedPlace } from '../geo/types.js';

export interface IntentDeps {
  now: () => Date;
  gazetteer: Gazetteer;
}

/**
 * The parsed request: the public parts (effective_input, interpreted_constraints,
 * constraint_conflicts, beta_warnings, details) plus the gazetteer readings of the hard and
 * soft geography that the ranking filters and boosts with.
 */
export interface ParsedIntent {
  effective_input: TravelSearchRequest;
  interpreted_constraints: InterpretedConstraints;
  /** strict_mode was sent by the caller; otherwise it is on because the request has hard constraints. */
  strict_stated: boolean;
  constraint_conflicts: ConstraintConflict[];
  beta_warnings: string[];
  details: TravelIntentDetails;
  hard_places: ResolvedPlace[];
  soft_places: ResolvedPlace[];
  /** Places the request rules out: hard negative constraints for gating and plan validation. */
  excluded_places: ResolvedPlace[];
  /** Places on the way ("via Madrid", "über Salzburg", "a layover in Doha"): stops of a route when they lie on its ground, else connections. */
  via_places: ResolvedPlace[];
  /** The traveller keeps to their own country: a domestic trip, or one without a passport (home-only.ts). */
  home_only: boolean;
  /** Words asking for a short flight without hours ("short flight only", "vuelo corto"; short-flight.ts), or null. */
  short_flight: string | null;
  understanding: Understanding;
}
