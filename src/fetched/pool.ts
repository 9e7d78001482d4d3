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

/** Worker threads of the process (the machines have two cores), shared by every task module. */
const THREADS = 2;

export const DEFAULT_TASK_BUDGET_MS = 3000;

let pool: Piscina | null = null;
const readers = new Map<string, ContentReader<TaskTable>>();

/**
 * The reader of one task module, created on first use; every module's tasks run on the one pool
 * of the process, whose threads exit when idle. `module` is the task module's path relative to
 * `base` (the caller's import.meta.url), without extension: workers import the TypeScript source
 * under tsx and the compiled file otherwise.
 */
export function sharedContentReader<T extends TaskTable>(module: string, base: string): ContentReader<T> {
  const tasks = new URL(`${module}${base.endsWith('.ts') ? '.ts' : '.js'}`, base).href;
  pool ??= new Piscina({ filename: new URL('./worker.mjs', import.meta.url).href, minThreads: THREADS, maxThreads: THREADS, idleTimeout: 60_000 });
  let reader = readers.get(tasks);
  if (!reader) {
    reader = moduleReader(pool, tasks);
    readers.set(tasks, reader);
  }
  return reader as unknown as ContentReader<T>;
}

function moduleReader(pool: Piscina, tasks: string): ContentReader<TaskTable> {
  // A thread loads the task module once; that start-up must not count against the first page's budget.
  const warmed = Promise.all(Array.from({ length: THREADS }, () => pool.run({ tasks, name: 'warm', input: null }))).catch(() => undefined);
  return {
    async run(name, input, budgetMs = DEFAULT_TASK_BUDGET_MS) {
      await warmed;
      try {
        return { ok: true, value: await pool.run({ tasks, name, input }, { signal: AbortSignal.timeout(budgetMs) }) };
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
