import { Piscina } from 'piscina';
import { FairScheduler, QueueWaitError } from './fair-scheduler.js';

/**
 * Reads fetched content off the main event loop: every parse of outside text (HTML, markdown,
 * JSON documents, OpenAPI validation) runs as a task in a worker-thread pool with a time budget.
 * A task over budget is aborted (piscina ends the worker that was running it), so a hostile page
 * costs one worker at most its budget and never blocks the threads that answer requests.
 * Tasks are scheduled per caller (fair-scheduler.ts): the budget starts when a task gets a thread,
 * not when it is queued, so a storm from one caller never spends another caller's budgets.
 */

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: 'time_budget' | 'busy' | 'failed'; message: string };

/**
 * A module's tasks (its `TASKS` export): pure functions of plain data, structured-clone safe in
 * and out. Each domain area that reads fetched content declares its own table.
 */
export type TaskTable = Record<string, (input: never) => unknown>;

export interface ContentReader<T extends TaskTable> {
  run<N extends keyof T & string>(name: N, input: Parameters<T[N]>[0], budgetMs?: number): Promise<ReadResult<Awaited<ReturnType<T[N]>>>>;
  /** The same reader with its tasks queued under `caller` (an API key, or a client address for keyless calls). */
  forCaller(caller: string): ContentReader<T>;
}

/**
 * Worker threads and the fair queue in front of them. An app creates its own and closes it when
 * it closes, so two apps in one process neither share threads nor end each other's.
 */
export interface ContentPool {
  /**
   * The reader of one task module. `module` is the task module's path relative to `base` (the
   * caller's import.meta.url), without extension: workers import the TypeScript source under tsx
   * and the compiled file otherwise.
   */
  reader<T extends TaskTable>(module: string, base: string): ContentReader<T>;
  /** Ends the threads; reads still queued fail. */
  close(): Promise<void>;
}

/** Worker threads of one pool (the machines have two cores), shared by every task module. */
const THREADS = 2;
/** Threads one caller may hold at once: with two, one is always left for the other callers. */
const PER_CALLER = Math.max(1, THREADS - 1);
/** Heap of one worker: a page that needs more ends that worker, not the process. */
const WORKER_HEAP_MB = 128;
/**
 * Live memory of the main thread (liveMemoryBytes) above which no new read starts beside a running
 * one until it falls again; the readers' heaps are bounded by WORKER_HEAP_MB each.
 */
const PROCESS_CEILING_MB = 512;
/** How long a read may wait for a thread before it answers `busy`, so no request waits without end. */
const QUEUE_WAIT_MS = 10_000;
/** Tasks of code that names no caller (scripts, tests of the domain) share this one. */
const UNATTRIBUTED = 'unattributed';

export const DEFAULT_TASK_BUDGET_MS = 3000;

/**
 * Memory the main thread's objects hold: its heap in use, and what they keep outside it (`external`
 * counts Buffers and every other array buffer). It falls once that memory is collected, where
 * resident memory seldom does: a process that grew once would otherwise read one page at a time for
 * good. The reader threads are left out: each has its own heap limit, and an idle thread keeps its
 * garbage uncollected, so its heap in use would hold the throttle shut just as resident memory does.
 */
export function liveMemoryBytes(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

export interface ContentPoolOptions {
  /** Live memory (liveMemoryBytes) above which reads run one at a time. */
  memoryCeilingMb?: number;
}

/** A pool whose threads start on its first read, so a process that reads no content has none. */
export function createContentPool(options: ContentPoolOptions = {}): ContentPool {
  const ceilingBytes = (options.memoryCeilingMb ?? PROCESS_CEILING_MB) * 1024 * 1024;
  let pool: Piscina | null = null;
  const scheduler = new FairScheduler({
    slots: THREADS,
    perCaller: PER_CALLER,
    admit: () => liveMemoryBytes() < ceilingBytes,
    recheckMs: 50,
  });
  const readers = new Map<string, ContentReader<TaskTable>>();
  return {
    reader<T extends TaskTable>(module: string, base: string): ContentReader<T> {
      const tasks = new URL(`${module}${base.endsWith('.ts') ? '.ts' : '.js'}`, base).href;
      pool ??= new Piscina({
        filename: new URL('./worker.mjs', import.meta.url).href,
        minThreads: THREADS,
        maxThreads: THREADS,
        idleTimeout: 60_000,
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      });
      let reader = readers.get(tasks);
      if (!reader) {
        reader = moduleReader(pool, scheduler, tasks, warm(pool, tasks), UNATTRIBUTED);
        readers.set(tasks, reader);
      }
      return reader as unknown as ContentReader<T>;
    },
    async close() {
      const closing = pool;
      pool = null;
      readers.clear();
      await closing?.destroy();
    },
  };
}

let processPool: ContentPool | null = null;
/** The pool of code that runs without an app (scripts, tests of a domain module); never closed. */
export function processContentPool(): ContentPool {
  processPool ??= createContentPool();
  return processPool;
}

/** A thread loads the task module once; that start-up must not count against the first page's budget. */
const warm = (pool: Piscina, tasks: string): Promise<unknown> =>
  Promise.all(Array.from({ length: THREADS }, () => pool.run({ tasks, name: 'warm', input: null }))).catch(() => undefined);

function failure(error: unknown, budgetMs: number): ReadResult<never> {
  if (error instanceof QueueWaitError) return { ok: false, reason: 'busy', message: `the content readers were busy: ${error.message}` };
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY')
    return { ok: false, reason: 'failed', message: `reading the content needed more than the ${WORKER_HEAP_MB} MB a reader may use and was stopped` };
  const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || /abort/i.test(error.message));
  return aborted
    ? { ok: false, reason: 'time_budget', message: `reading the content took longer than its ${budgetMs} ms budget and was stopped` }
    : { ok: false, reason: 'failed', message: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) };
}

function moduleReader(pool: Piscina, scheduler: FairScheduler, tasks: string, warmed: Promise<unknown>, caller: string): ContentReader<TaskTable> {
  return {
    async run(name, input, budgetMs = DEFAULT_TASK_BUDGET_MS) {
      await warmed;
      // The budget's clock starts here, when the task has a thread, not when it was queued.
      const start = () => pool.run({ tasks, name, input }, { signal: AbortSignal.timeout(budgetMs) }) as Promise<unknown>;
      try {
        return { ok: true, value: (await scheduler.submit(caller, start, QUEUE_WAIT_MS)) as never };
      } catch (error) {
        return failure(error, budgetMs);
      }
    },
    forCaller: (who) => moduleReader(pool, scheduler, tasks, warmed, who),
  };
}
