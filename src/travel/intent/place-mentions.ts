import type { ResolvedPlace } from '../geo/types.js';
import type { VisitKind } from './visited.js';

/**
 * The role of each place the request names, from the words around it, in six languages:
 * origin ("from X", "leaving X", "out of X", "depuis X", "desde X", "ab X", "partendo da X",
 * "saindo de X"), via ("via X", "layover in X", "über X"), excluded ("not X", "except X",
 * "anywhere but X", "sauf X", "menos X", "außer X", "tranne X", "exceto X"; it carries over a
 * list: "not Santorini or Mykonos"), else destination. "X to Y", "between X and Y" and two names
 * side by side ("Lille Londres") are a route: X is the origin. "I'm in X" is the origin when the
 * request names somewhere else to go, else the destination. Hedged destinations ("maybe Spain")
 * are soft. Places set apart (given up, a companion's start) come last, marked `aside`.
 */
export type Role = 'origin' | 'destination' | 'via' | 'excluded';
export type PlaceMention = ResolvedPlace & { start: number; end: number };

export interface RoledMention {
  mention: PlaceMention;
  role: Role;
  soft: boolean;
  /**
   * Set apart from the trip: a place the writer gave up for another ("instead of Rome", "statt Mallorca"), neither wanted
   * nor refused in itself, where a companion joins from ("my brother joins us from Lima"), or where someone who does not
   * travel lives or is ("my son lives in Denver"), context of the request (clauses.ts).
   */
  aside?: 'given_up' | 'companion' | 'context';
  /** Refused because the travellers have been there (visited.ts): whether as experience or as a dated story. */
  visited?: VisitKind;
  /** Token span. */
  first: number;
  last: number;
}
