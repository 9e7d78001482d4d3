import type { FetchResult, FetchRequestOptions, SafeFetcher } from '../net/types.js';

/**
 * The audit's own time budget. A request the budget cut short (or never let start) says so in
 * its message, so a check can report "not checked" instead of blaming the site: a site that
 * merely answered after the audit's time ran out has not failed anything.
 */
export const OVER_BUDGET = "the audit's own time budget ran out before this request could finish";

/** Leeway for timer granularity when telling a cut-short request from one that timed out on its own. */
const SLACK_MS = 50;

export function withAuditBudget(fetcher: SafeFetcher, budgetMs: number, clock: () => number = Date.now): SafeFetcher {
  const deadline = clock() + budgetMs;
  return {
    async fetch(url: string, options: FetchRequestOptions = {}): Promise<FetchResult> {
      const left = deadline - clock();
      if (left <= 0) return { ok: false, url, code: 'timeout', message: OVER_BUDGET, redirects: [], elapsedMs: 0 };
      const result = await fetcher.fetch(url, { ...options, timeoutMs: Math.min(options.timeoutMs ?? Infinity, left) });
      const cutShort = !result.ok && result.code === 'timeout' && clock() >= deadline - SLACK_MS;
      return cutShort ? { ...result, message: OVER_BUDGET } : result;
    },
  };
}

export const overBudget = (result: FetchResult | null | undefined): boolean =>
  result?.ok === false && result.code === 'timeout' && result.message === OVER_BUDGET;
