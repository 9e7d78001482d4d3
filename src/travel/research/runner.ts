import type { TravelResearchEvidence } from '../../contracts/travel.js';
import type { Lease, ResearchJobRow, ResearchStore } from './job-store.js';
import type { ResearchScope, ResearchSubject } from '../research-port.js';
import type { Aggregator } from './aggregator.js';
import { ttlDays } from './categories.js';
import { ProviderFailure } from './http.js';
import { jobState, withCompleted, type JobProgress } from './progress.js';
import type { CategoryFinding, LiveProvider } from './types.js';
import { DAY_MS } from '../../time-units.js';

/**
 * Runs one claimed research job: every category still to fetch goes to the providers that cover
 * it, all in parallel (each provider caps its own concurrency and bounds its own time). Progress
 * is written after each category so a poll sees it, fresh live findings go to the cache, and the
 * lease is renewed while the job runs. Every write is fenced by the lease: once another worker has
 * taken the job over, this run stops writing and never finishes it.
 */

export interface RunEvents {
  transition(state: string): void;
  providerError(provider: string, kind: string): void;
}

export interface RunDeps {
  providers: readonly LiveProvider[];
  aggregator: Aggregator;
  store: ResearchStore;
  now: () => Date;
  leaseMs: number;
  events: RunEvents;
}

export interface JobRun {
  readonly jobId: string;
  /** The latest progress (replaced, never mutated, so a caller may keep a reference). */
  progress(): JobProgress;
  finished(): boolean;
  /** Resolves when the run ends: finished, lease lost, abandoned or failed (never rejects). */
  readonly done: Promise<void>;
  /** Stops writing and gives the lease back (graceful shutdown). */
  abandon(): Promise<void>;
}

export function startRun(row: ResearchJobRow, lease: Lease, deps: RunDeps): JobRun {
  const subject = JSON.parse(row.subject) as ResearchSubject;
  const scope = JSON.parse(row.scope) as ResearchScope;
  let progress = JSON.parse(row.progress) as JobProgress;
  let finished = false;
  let lost = false;
  let writes: Promise<void> = Promise.resolve();

  const write = (task: () => Promise<boolean>) => {
    writes = writes.then(async () => {
      if (!lost && !(await task())) lost = true;
    });
    return writes;
  };
  const persist = () => write(() => deps.store.saveProgress(row.id, lease, jobState(progress, false), JSON.stringify(progress), deps.now()));
  const heartbeat = setInterval(
    () => void write(() => deps.store.renew(row.id, lease, deps.now(), deps.leaseMs)).catch(() => undefined),
    Math.max(50, Math.floor(deps.leaseMs / 3)),
  );
  heartbeat.unref();

  const record = (category: string, found: CategoryFinding, reasons: string[]) => {
    const failed = found.evidence.length ? [] : [{ category, reason: reasons.join('; ') || 'no results from the live providers' }];
    progress = withCompleted({
      ...progress,
      to_fetch: progress.to_fetch.filter((c) => c !== category),
      evidence: [...progress.evidence, ...found.evidence],
      places: [...progress.places, ...found.places],
      failed: [...progress.failed.filter((f) => f.category !== category), ...failed],
    });
  };

  const fetchCategory = async (category: string) => {
    const covering = deps.providers.filter((p) => p.covers(category));
    const usable = covering.filter((p) => p.state === 'configured');
    if (usable.length === 0) {
      record(
        category,
        { evidence: [], places: [] },
        covering.map((p) => p.stateReason),
      );
      return persist();
    }
    const now = deps.now();
    const settled = await Promise.allSettled(usable.map((p) => p.find(subject, category, now)));
    const found: CategoryFinding = { evidence: [], places: [] };
    const reasons: string[] = [];
    settled.forEach((s, i) => {
      const name = usable[i]!.name;
      if (s.status === 'fulfilled') {
        found.evidence.push(...s.value.evidence);
        found.places.push(...s.value.places);
        if (!s.value.evidence.length) reasons.push(`${name}: no results`);
      } else {
        const kind = s.reason instanceof ProviderFailure ? s.reason.kind : 'error';
        deps.events.providerError(name, kind);
        reasons.push(`${name}: ${s.reason instanceof Error ? s.reason.message : String(s.reason)}`);
      }
    });
    if (found.evidence.length) await cache(category, found, now);
    record(category, found, reasons);
    return persist();
  };

  const cache = (category: string, found: CategoryFinding, now: Date) =>
    deps.store
      .putCache({
        destination_id: subject.id,
        category,
        finding: JSON.stringify(found satisfies { evidence: TravelResearchEvidence[] }),
        retrieved_at: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlDays(category) * DAY_MS).toISOString(),
      })
      .catch(() => undefined);

  const fetchAggregator = async () => {
    if (!progress.aggregator_wanted || progress.aggregator) return;
    const signals = await deps.aggregator.signals(subject, scope, deps.now());
    progress = { ...progress, aggregator: signals };
    return persist();
  };

  const work = async () => {
    try {
      await Promise.all([...progress.to_fetch.map(fetchCategory), fetchAggregator()]);
      await writes;
      if (lost) return deps.events.transition('lease_lost');
      const state = jobState(progress, true);
      if (await deps.store.finish(row.id, lease, state, JSON.stringify(progress), deps.now())) {
        finished = true;
        deps.events.transition(state);
      } else deps.events.transition('lease_lost');
    } catch {
      // A store failure leaves the job to be retried by whichever worker claims it after the lease.
      deps.events.transition('error');
    } finally {
      clearInterval(heartbeat);
    }
  };

  return {
    jobId: row.id,
    progress: () => progress,
    finished: () => finished,
    done: work(),
    async abandon() {
      if (finished || lost) return;
      lost = true;
      clearInterval(heartbeat);
      await deps.store.release(row.id, lease).catch(() => undefined);
    },
  };
}
