import type { ResolvedPlace } from '../geo/types.js';
import type { VisitKind } from './visited.js';

/** What a place is to the trip: where it starts, where it goes, a stop on the way, or ruled out. */
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
