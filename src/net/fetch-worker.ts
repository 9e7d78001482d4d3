import { parentPort, workerData } from 'node:worker_threads';
import { createSafeFetcher } from './safe-fetcher.js';
import type { FetchRequestOptions, FetchResult, SafeFetcherOptions } from './types.js';

/**
 * The fetch thread (fetch-thread.ts starts it): runs the safe fetcher, with every defence it has
 * (address vetting and pinning, redirects re-vetted, size, time and content-type limits), on a
 * thread of its own, so the thread that answers requests spends no time on sockets, on reading
 * bodies or on the garbage they leave.
 */

/** The fetcher's settings, given when the thread starts (a resolver is a function and cannot cross threads). */
export type FetchThreadSettings = Omit<SafeFetcherOptions, 'resolver'>;

/** Main thread to fetch thread: fetch `url`. */
export interface FetchPlan {
  id: number;
  url: string;
  options: FetchRequestOptions;
}

/**
 * Fetch thread to main thread: `ready` once, when its modules are loaded; then the result of each
 * plan, its body shared memory handed over without a copy.
 */
export type FetchReply = { kind: 'ready' } | { kind: 'result'; id: number; result: FetchResult };

if (parentPort) {
  const port = parentPort;
  const fetcher = createSafeFetcher(workerData as FetchThreadSettings);
  port.on('message', (plan: FetchPlan) => {
    void fetcher.fetch(plan.url, plan.options).then((result) => port.postMessage({ kind: 'result', id: plan.id, result } satisfies FetchReply));
  });
  port.postMessage({ kind: 'ready' } satisfies FetchReply);
}
