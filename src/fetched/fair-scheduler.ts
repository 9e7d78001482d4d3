/**
 * Shares a few slots (worker threads) between callers so that a caller's work queues behind its
 * own, never behind another's: each caller has its own FIFO queue, a free slot goes to the caller
 * with work waiting that was served longest ago (a newcomer first), and no caller holds more than `perCaller` slots at once, so one
 * caller's storm always leaves a slot for everybody else. A job starts (and its time budget with
 * it) only when it gets a slot, and only while `admit()` says the process has memory to spare.
 */
export interface FairSchedulerOptions {
  slots: number;
  perCaller: number;
  /** False while the process is over its memory ceiling: no job starts beside a running one until it is true again. */
  admit: () => boolean;
  /** How often a held-back queue asks `admit()` again while nothing finishes. */
  recheckMs: number;
}

interface Job {
  start: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  expiry: NodeJS.Timeout | null;
}

/** A job that got no slot within the wait it was allowed. */
export class QueueWaitError extends Error {
  constructor(waitMs: number) {
    super(`no reader was free within ${waitMs} ms`);
    this.name = 'QueueWaitError';
  }
}

export class FairScheduler {
  private readonly queues = new Map<string, Job[]>();
  private readonly running = new Map<string, number>();
  /** When each caller with work waiting or running was last served (a dispatch count). */
  private readonly lastServed = new Map<string, number>();
  private dispatched = 0;
  private busy = 0;
  private recheck: NodeJS.Timeout | null = null;

  constructor(private readonly options: FairSchedulerOptions) {}

  /** Runs `start` under `caller` when it gets a slot within `waitMs`; answers what it answers. */
  submit<T>(caller: string, start: () => Promise<T>, waitMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const queue = this.queues.get(caller);
      const job: Job = { start, resolve: resolve as (value: unknown) => void, reject, expiry: null };
      if (queue) queue.push(job);
      else this.queues.set(caller, [job]);
      this.dispatch();
      if (this.queues.get(caller)?.includes(job)) job.expiry = setTimeout(() => this.expire(caller, job, waitMs), waitMs).unref();
    });
  }

  private expire(caller: string, job: Job, waitMs: number): void {
    const queue = this.queues.get(caller);
    const at = queue?.indexOf(job) ?? -1;
    if (!queue || at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) {
      this.queues.delete(caller);
      if (!this.running.has(caller)) this.lastServed.delete(caller);
    }
    job.reject(new QueueWaitError(waitMs));
  }

  /** Jobs waiting for a slot, all callers together. */
  get waiting(): number {
    let total = 0;
    for (const queue of this.queues.values()) total += queue.length;
    return total;
  }

  private dispatch(): void {
    while (this.busy < this.options.slots && this.queues.size > 0) {
      if (this.busy > 0 && !this.options.admit()) return this.holdBack();
      const caller = this.next();
      if (caller === null) return;
      const queue = this.queues.get(caller)!;
      const job = queue.shift()!;
      if (queue.length === 0) this.queues.delete(caller);
      this.lastServed.set(caller, this.dispatched++);
      this.launch(caller, job);
    }
  }

  /** The caller with work waiting, under its slot limit, served longest ago (never served: first). */
  private next(): string | null {
    let best: string | null = null;
    let bestServed = Infinity;
    for (const caller of this.queues.keys()) {
      if ((this.running.get(caller) ?? 0) >= this.options.perCaller) continue;
      const served = this.lastServed.get(caller) ?? -1;
      if (served < bestServed) [best, bestServed] = [caller, served];
    }
    return best;
  }

  private launch(caller: string, job: Job): void {
    if (job.expiry) clearTimeout(job.expiry);
    this.busy++;
    this.running.set(caller, (this.running.get(caller) ?? 0) + 1);
    const settle = () => {
      this.busy--;
      const left = (this.running.get(caller) ?? 1) - 1;
      if (left > 0) this.running.set(caller, left);
      else this.running.delete(caller);
      if (left === 0 && !this.queues.has(caller)) this.lastServed.delete(caller);
      this.dispatch();
    };
    job.start().then(
      (value) => {
        settle();
        job.resolve(value);
      },
      (error: unknown) => {
        settle();
        job.reject(error);
      },
    );
  }

  private holdBack(): void {
    if (this.recheck) return;
    this.recheck = setTimeout(() => {
      this.recheck = null;
      this.dispatch();
    }, this.options.recheckMs);
    this.recheck.unref();
  }
}
