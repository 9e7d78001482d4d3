import type { TravelResearchEvidence } from '../../contracts/travel.js';
import { newId } from '../../ids.js';
import type { ResearchJobRow, ResearchStore } from './job-store.js';
import {
  AGGREGATOR_NOT_CONFIGURED,
  type LiveResearchMode,
  type ResearchOutcome,
  type ResearchPort,
  type ResearchScope,
  type ResearchSubject,
} from '../research-port.js';
import type { Aggregator } from './aggregator.js';
import type { OperatorSnapshots } from './operator-snapshots.js';
import { buildOutcome } from './outcome.js';
import { livePlaces } from './places.js';
import { withCompleted, type JobProgress } from './progress.js';
import type { CategoryFinding, LiveProvider, ProviderState } from './types.js';
import type { ResearchWorker } from './worker.js';

/**
 * The live research port the engine calls once per result.
 * - off: operator-compiled links only; no store, no provider call.
 * - bounded: fresh cache and operator links first; what is missing becomes a job this instance
 *   runs at once; the answer waits for it at most until max_live_research_ms (measured from the
 *   call) and returns what exists. A budget too small for anything gives research_pending + poll_url.
 * - async_only: the job is queued for any instance's worker; research_pending + poll_url at once.
 * The job keeps running after the response either way.
 */
export interface PortDeps {
  store: ResearchStore;
  snapshots: OperatorSnapshots;
  providers: readonly LiveProvider[];
  aggregator: Aggregator;
  worker: ResearchWorker;
  instanceId: string;
  now: () => Date;
  /** Monotonic milliseconds for budgets. */
  elapsed: () => number;
  leaseMs: number;
  defaultBudgetMs: number;
  /** Unfinished jobs one account may have; a search beyond it researches nothing new. */
  maxActiveJobsPerAccount: number;
}

/** Time kept back from the budget for assembling the answer after the wait. */
const ASSEMBLY_MARGIN_MS = 3;

export class LiveResearchPort implements ResearchPort {
  readonly enabled = true;
  constructor(private readonly deps: PortDeps) {}

  private state(name: LiveProvider['name']): ProviderState {
    return this.deps.providers.find((p) => p.name === name)?.state ?? 'unavailable';
  }

  async statusFor(subject: ResearchSubject, mode: LiveResearchMode, budgetMs: number | null, scope?: ResearchScope): Promise<ResearchOutcome> {
    return (await this.research(subject, mode, budgetMs, scope)).outcome;
  }

  async placesFor(subject: ResearchSubject, mode: LiveResearchMode, budgetMs: number | null, scope?: ResearchScope) {
    const { outcome, progress } = await this.research(subject, mode, budgetMs, scope);
    return livePlaces(outcome, mode, progress.failed, this.state('other_search'));
  }

  private async research(subject: ResearchSubject, mode: LiveResearchMode, budgetMs: number | null, scope: ResearchScope | undefined) {
    const started = this.deps.elapsed();
    const now = this.deps.now();
    const common = { subject, mode, budgetMs, now, searchProviderState: this.state('search_provider_a') };
    const snapshots = this.deps.snapshots.evidenceFor(subject.id).filter((e) => subject.categories.includes(e.category));
    if (mode === 'off') {
      const progress = seed(subject, snapshots, [], [], false, this.providerStates());
      return {
        progress,
        outcome: buildOutcome({ ...common, progress, finished: true, jobId: null, pollable: false, elapsedMs: this.deps.elapsed() - started }),
      };
    }
    const cached = await this.deps.store.cached(subject.id, subject.categories, now);
    const cacheEvidence = cached.flatMap((row) => asCache(JSON.parse(row.finding) as CategoryFinding, row.retrieved_at));
    const toFetch = subject.categories.filter((c) => !cached.some((row) => row.category === c));
    const wantAggregator = this.deps.aggregator.configured && scope?.dates != null;
    const progress = seed(
      subject,
      [...snapshots, ...cacheEvidence],
      cached.flatMap((row) => (JSON.parse(row.finding) as CategoryFinding).places),
      toFetch,
      wantAggregator,
      this.providerStates(),
    );
    if (toFetch.length === 0 && !wantAggregator) {
      return {
        progress,
        outcome: buildOutcome({ ...common, progress, finished: true, jobId: null, pollable: false, elapsedMs: this.deps.elapsed() - started }),
      };
    }
    const row = this.jobRow(subject, scope, progress, now, mode === 'bounded');
    if (!(await this.admit(row))) {
      const refused = overCap(progress, this.deps.maxActiveJobsPerAccount);
      return {
        progress: refused,
        outcome: buildOutcome({ ...common, progress: refused, finished: true, jobId: null, pollable: false, elapsedMs: this.deps.elapsed() - started }),
      };
    }
    const pollable = row.account_id !== null;
    if (mode === 'async_only') {
      this.deps.worker.kick();
      return { progress, outcome: buildOutcome({ ...common, progress, finished: false, jobId: row.id, pollable, elapsedMs: this.deps.elapsed() - started }) };
    }
    const run = this.deps.worker.adopt(row, { owner: this.deps.instanceId, attempt: 1 });
    const budget = budgetMs ?? this.deps.defaultBudgetMs;
    const left = budget - (this.deps.elapsed() - started) - ASSEMBLY_MARGIN_MS;
    if (left > 0) await waitAtMost(run.done, left);
    const latest = run.progress();
    return {
      progress: latest,
      outcome: buildOutcome({ ...common, progress: latest, finished: run.finished(), jobId: row.id, pollable, elapsedMs: this.deps.elapsed() - started }),
    };
  }

  /** Stores the job, unless its account is at its cap of unfinished jobs. */
  private async admit(row: ResearchJobRow): Promise<boolean> {
    const accountId = row.account_id;
    if (accountId === null) {
      await this.deps.store.create(row);
      return true;
    }
    return this.deps.store.createWithinCap({ ...row, account_id: accountId }, this.deps.maxActiveJobsPerAccount);
  }

  private providerStates() {
    return this.deps.providers.map((p) => ({ name: p.name, state: p.state }));
  }

  private jobRow(subject: ResearchSubject, scope: ResearchScope | undefined, progress: JobProgress, now: Date, claimed: boolean): ResearchJobRow {
    const at = now.toISOString();
    const { accountId = null, ...trip } = scope ?? {};
    return {
      id: newId('rj'),
      account_id: accountId,
      destination_id: subject.id,
      destination_name: subject.name,
      subject: JSON.stringify(subject),
      scope: JSON.stringify(trip),
      status: progress.evidence.length ? 'partial' : 'running',
      progress: JSON.stringify(progress),
      lease_owner: claimed ? this.deps.instanceId : null,
      lease_expires_at: claimed ? new Date(now.getTime() + this.deps.leaseMs).toISOString() : null,
      attempts: claimed ? 1 : 0,
      completions: 0,
      completed_by: null,
      created_at: at,
      updated_at: at,
      finished_at: null,
    };
  }
}

function seed(
  subject: ResearchSubject,
  evidence: TravelResearchEvidence[],
  places: CategoryFinding['places'],
  toFetch: string[],
  aggregatorWanted: boolean,
  providers: JobProgress['providers'],
): JobProgress {
  return withCompleted({
    categories: [...subject.categories],
    to_fetch: toFetch,
    completed: [],
    failed: [],
    evidence,
    places,
    providers,
    aggregator: null,
    aggregator_wanted: aggregatorWanted,
  });
}

/** What a search over the account's job cap gets: the categories it would have fetched, marked not covered. */
function overCap(progress: JobProgress, cap: number): JobProgress {
  const reason = `not researched: this account already has ${cap} live research jobs running, the most one account may have at once; retry when they finish`;
  return {
    ...progress,
    to_fetch: [],
    failed: [...progress.failed, ...progress.to_fetch.map((category) => ({ category, reason }))],
    aggregator: progress.aggregator_wanted
      ? { ...AGGREGATOR_NOT_CONFIGURED, status: 'unavailable', provider: 'aggregator', caveat: `Aggregator evidence ${reason}.` }
      : progress.aggregator,
  };
}

/** Cached live evidence keeps its original retrieved_at and says where it came from. */
function asCache(found: CategoryFinding, retrievedAt: string): TravelResearchEvidence[] {
  return found.evidence.map((e) => ({
    ...e,
    source: 'cache' as const,
    retrieved_at: e.retrieved_at || retrievedAt,
    caveats: [`Cached ${e.source} result, first retrieved ${e.retrieved_at || retrievedAt}.`, ...e.caveats],
  }));
}

async function waitAtMost(done: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
