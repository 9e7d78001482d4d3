import type { FetchRequestOptions, FetchResult, SafeFetcher } from './types.js';

/** Runs `worker` over `items` with at most `limit` in flight, keeping the input order. */
export async function mapBounded<T, R>(items: readonly T[], limit: number, worker: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await worker(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/**
 * Wraps a fetcher so that all its calls together fit in one overall time budget: each call gets
 * at most the time left, and calls made after the budget is spent fail at once as timeouts.
 */
export function withTimeBudget(fetcher: SafeFetcher, budgetMs: number, clock: () => number = Date.now): SafeFetcher {
  const deadline = clock() + budgetMs;
  return {
    fetch(url: string, options: FetchRequestOptions = {}): Promise<FetchResult> {
      const left = deadline - clock();
      if (left <= 0) {
        return Promise.resolve({
          ok: false,
          url,
          code: 'timeout',
          message: 'overall time budget for this check run was exhausted before this URL',
          redirects: [],
          elapsedMs: 0,
        });
      }
      return fetcher.fetch(url, { ...options, timeoutMs: Math.min(options.timeoutMs ?? Infinity, left) });
    },
  };
}
