import type { RankingBreakdown } from '../../../contracts/travel.js';
import type { Gated } from '../gate/gated.js';
import type { Candidate } from '../types.js';
import type { FlightChoice, TripCost } from './costs.js';
import type { Fit } from './fits.js';
import type { ScopeClosures, SeasonAssessment } from './seasonal.js';
import type { FitName } from './weights.js';

/** A candidate ranked: its fits, cost, score and the findings told with it. */
export interface Ranked {
  gated: Gated;
  candidate: Candidate;
  flight: FlightChoice;
  transfer_minutes: number;
  cost: TripCost;
  fits: Record<FitName, Fit>;
  breakdown: RankingBreakdown;
  score: number;
  /** Calendar and advisory findings: warnings, factors, requested events at the place. */
  season: SeasonAssessment;
  /** The place the trip is scoped to and its closures, told to every candidate inside it. */
  scope: ScopeClosures | null;
}
