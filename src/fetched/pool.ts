import { Piscina } from 'piscina';

/**
 * Reads fetched content off the main event loop: every parse of outside text (HTML, markdown,
 * JSON documents, OpenAPI validation) runs as a task in a worker-thread pool with a time budget.
 * A task over budget is aborted (piscina ends the worker that was running it), so a hostile page
 * costs one worker at most its budget and never blocks the threads that answer requests.
 */

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: 'time_budget' | 'failed'; message: string };

/**
 * A module's tasks (its `TASKS` export): pure functions of plain data, structured-clone safe in
 * and out. Each domain area that reads fetched content declares its own table.
 */
export type TaskTable = Record<string, (input: never) => unknown>;

export interface ContentReader<T extends TaskTable> {
  run<N extends keyof T & string>(name: N, input: Parameters<T[N]>[0], budgetMs?: number): Promise<ReadResult<Awaited<ReturnType<T[N]>>>>;
  close(): Promise<void>;
}

export interface ContentReaderOptions {
  /** Worker threads (default 2: the machines have two cores). */
  threads?: number;
  /** Default budget of one task in ms (default 3000). */
  budgetMs?: number;
}

export const DEFAULT_TASK_BUDGET_MS = 3000;

/** A pool whose workers run the tasks of the module at `tasks` (a file URL). */
export function createContentReader<T extends TaskTable>(tasks: URL, options: ContentReaderOptions = {}): ContentReader<T> {
  const budget = options.budgetMs ?? DEFAULT_TASK_BUDGET_MS;
  const threads = options.threads ?? 2;
  const pool = new Piscina({ filename: new URL('./worker.mjs', import.meta.url).href, workerData: { tasks: tasks.href }, minThreads: threads, maxThreads: threads, idleTimeout: 60_000 });
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

const shared = new Map<string, ContentReader<TaskTable>>();

/**
 * One pool per task module and process, created on first use; its threads exit when idle.
 * `module` is the task module's path relative to `base` (the caller's import.meta.url), without
 * extension: workers import the TypeScript source under tsx and the compiled file otherwise.
 */
export function sharedContentReader<T extends TaskTable>(module: string, base: string): ContentReader<T> {
  const tasks = new URL(`${module}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
  let reader = shared.get(tasks.href);
  if (!reader) {
    reader = createContentReader(tasks);
    shared.set(tasks.href, reader);
  }
  return reader as unknown as ContentReader<T>;
}
