import { Piscina } from 'piscina';
import type { TaskInput, TaskName, TaskOutput } from './tasks.js';

/**
 * Reads fetched content off the main event loop: every parse of outside text (HTML, markdown,
 * JSON documents, OpenAPI validation) runs as a task in a worker-thread pool with a time budget.
 * A task over budget is aborted (piscina ends the worker that was running it), so a hostile page
 * costs one worker at most its budget and never blocks the threads that answer requests.
 */

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: 'time_budget' | 'failed'; message: string };

export interface ContentReader {
  run<N extends TaskName>(name: N, input: TaskInput<N>, budgetMs?: number): Promise<ReadResult<TaskOutput<N>>>;
  close(): Promise<void>;
}

export interface ContentReaderOptions {
  /** Worker threads (default 2: the machines have two cores). */
  threads?: number;
  /** Default budget of one task in ms (default 3000). */
  budgetMs?: number;
}

export const DEFAULT_TASK_BUDGET_MS = 3000;

export function createContentReader(options: ContentReaderOptions = {}): ContentReader {
  const budget = options.budgetMs ?? DEFAULT_TASK_BUDGET_MS;
  const threads = options.threads ?? 2;
  const pool = new Piscina({ filename: new URL('./worker.mjs', import.meta.url).href, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
  // A thread loads the task modules once; that start-up must not count against the first page's budget.
  const warmed = Promise.all(Array.from({ length: threads }, () => pool.run({ name: 'warm', input: null }))).catch(() => undefined);
  return {
    async run(name, input, budgetMs = budget) {
      await warmed;
      try {
        return { ok: true, value: await pool.run({ name, input }, { signal: AbortSignal.timeout(budgetMs) }) };
      } catch (error) {
        const aborted = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError' || /abort/i.test(error.message));
        return aborted
          ? { ok: false, reason: 'time_budget', message: `reading the content took longer than its ${budgetMs} ms budget and was stopped` }
          : { ok: false, reason: 'failed', message: error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300) };
      }
    },
    close: () => pool.destroy(),
  };
}

let shared: ContentReader | null = null;

/** One pool per process, created on first use; its threads exit when idle. */
export function sharedContentReader(): ContentReader {
  shared ??= createContentReader();
  return shared;
}
