import type { Lease, ResearchJobRow, ResearchStore } from './job-store.js';
import { startRun, type JobRun, type RunDeps } from './runner.js';
import { HOUR_MS } from '../../time-units.js';

/**
 * The in-process research worker. It claims open jobs (new async jobs, and jobs whose worker died
 * and whose lease expired) from the shared store and runs them; any number of instances can run
 * one side by side. Jobs a bounded request started itself are adopted here too, so shutdown gives
 * every lease back at once.
 */
export interface WorkerOptions {
  store: ResearchStore;
  instanceId: string;
  pollMs: number;
  /** Claimed jobs run at once by this instance; 0 = never claim (adopted jobs still run). */
  concurrency: number;
  /** Finished jobs are deleted this long after they finish (their poll then answers 404). */
  retentionMs: number;
  run: RunDeps;
  onError?: (error: unknown) => void;
}

const PRUNE_EVERY_MS = HOUR_MS;

export class ResearchWorker {
  private readonly runs = new Map<string, JobRun>();
  private claimed = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private stopped = false;
  private lastPrune = 0;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    if (this.timer || this.options.concurrency === 0) return;
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Claims work now rather than at the next tick (a new async job was queued). */
  kick(): void {
    if (this.stopped || this.polling || !this.timer) return;
    this.polling = this.poll()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.polling = null;
      });
  }

  /** Runs a job this instance already holds (claimed at creation by a bounded request). */
  adopt(row: ResearchJobRow, lease: Lease, claimed = false): JobRun {
    const run = startRun(row, lease, this.options.run);
    this.runs.set(row.id, run);
    if (claimed) this.claimed += 1;
    void run.done.then(() => {
      this.runs.delete(row.id);
      if (claimed) {
        this.claimed -= 1;
        this.kick();
      }
    });
    return run;
  }

  local(jobId: string): JobRun | undefined {
    return this.runs.get(jobId);
  }

  /** Stops claiming and gives back every job still running here. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.polling;
    await Promise.all([...this.runs.values()].map((r) => r.abandon()));
  }

  private async poll(): Promise<void> {
    const now = this.options.run.now();
    if (now.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.options.store.prune(new Date(now.getTime() - this.options.retentionMs), now);
    }
    const free = this.options.concurrency - this.claimed;
    if (free <= 0) return;
    const rows = await this.options.store.claim(this.options.instanceId, free, this.options.run.now(), this.options.run.leaseMs);
    for (const row of rows) {
      this.options.run.events.transition('claimed');
      this.adopt(row, { owner: this.options.instanceId, attempt: row.attempts }, true);
    }
  }
}
