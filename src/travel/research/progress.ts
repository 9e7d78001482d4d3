import type { AggregatorSignals, PlaceCandidate, TravelResearchEvidence, TravelResearchJobStatus } from '../../contracts/travel.js';
import type { ProviderName, ProviderState } from './types.js';
import { DAY_MS } from '../../time-units.js';

/**
 * The state of one research job, as stored (JSON) and as held in memory while it runs. Evidence is
 * kept with its original retrieved_at; freshness_days is computed whenever it is shown.
 */
export interface JobProgress {
  categories: string[];
  /** Categories the live providers still have to fetch (those without fresh cached evidence). */
  to_fetch: string[];
  completed: string[];
  failed: Array<{ category: string; reason: string }>;
  evidence: TravelResearchEvidence[];
  places: PlaceCandidate[];
  providers: Array<{ name: ProviderName; state: ProviderState }>;
  /** Null when no aggregator is configured or it has not answered yet. */
  aggregator: AggregatorSignals | null;
  aggregator_wanted: boolean;
}

export type JobState = TravelResearchJobStatus['status'];
export type JobCoverage = TravelResearchJobStatus['coverage_mode'];

export const pendingCategories = (p: JobProgress): string[] => p.categories.filter((c) => !p.completed.includes(c) && !p.failed.some((f) => f.category === c));

/**
 * Categories with at least one evidence item count as completed. Completed and failed categories
 * are listed in the job's category order, whichever provider answered first.
 */
export function withCompleted(p: JobProgress): JobProgress {
  const withEvidence = new Set(p.evidence.map((e) => e.category));
  const failed = p.categories.flatMap((c) => (withEvidence.has(c) ? [] : p.failed.filter((f) => f.category === c)));
  return { ...p, completed: p.categories.filter((c) => withEvidence.has(c)), failed };
}

export function jobState(p: JobProgress, finished: boolean): JobState {
  if (!finished) return p.evidence.length > 0 ? 'partial' : 'running';
  if (p.completed.length === p.categories.length) return 'complete';
  return p.evidence.length > 0 ? 'partial' : 'failed';
}

/** complete_enough: every category has evidence and nothing is still being fetched. */
export function coverageOf(p: JobProgress, finished: boolean): JobCoverage {
  const waiting = !finished && (p.to_fetch.length > 0 || (p.aggregator_wanted && !p.aggregator));
  if (!waiting && p.completed.length === p.categories.length && p.categories.length > 0) return 'research_complete_enough';
  if (p.evidence.length > 0 || finished) return 'research_partial';
  return 'research_pending';
}

/** Evidence as shown at `now`: age in days, one decimal. */
export const shownEvidence = (evidence: readonly TravelResearchEvidence[], now: Date): TravelResearchEvidence[] =>
  evidence.map((e) => ({ ...e, freshness_days: Math.max(0, Math.round(((now.getTime() - Date.parse(e.retrieved_at)) / DAY_MS) * 10) / 10) }));

export function newestRetrieval(evidence: readonly TravelResearchEvidence[], live: boolean): string | null {
  let best: string | null = null;
  for (const e of evidence) if ((!live || e.source !== 'operator_snapshot') && (best === null || e.retrieved_at > best)) best = e.retrieved_at;
  return best;
}
