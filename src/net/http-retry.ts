/**
 * fetch with a per-attempt timeout, retries with exponential backoff on 429 and 5xx
 * (honouring Retry-After), and one total time budget across all attempts.
 */

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface RetryPolicy {
  timeoutMs: number;
  budgetMs: number;
  maxRetries: number;
  /** First backoff step; doubles per retry, with up to 50% jitter. */
  baseDelayMs: number;
}

export interface RetryDeps {
  fetch: FetchLike;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /** Monotonic milliseconds, for the budget. */
  elapsed: () => number;
}

export class ProviderHttpError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/** Retry-After is either delta-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

export async function fetchWithRetry(url: string, init: RequestInit, policy: RetryPolicy, deps: RetryDeps): Promise<Response> {
  const deadline = deps.elapsed() + policy.budgetMs;
  let lastProblem = 'no attempt made';
  for (let attempt = 0; attempt <= policy.maxRetries; attempt += 1) {
    const remaining = deadline - deps.elapsed();
    if (remaining <= 0) break;
    let waitMs: number;
    try {
      const response = await deps.fetch(url, { ...init, signal: AbortSignal.timeout(Math.max(1, Math.floor(Math.min(policy.timeoutMs, remaining)))) });
      if (!RETRYABLE(response.status) || attempt === policy.maxRetries) return response;
      lastProblem = `HTTP ${response.status}`;
      const hinted = retryAfterMs(response.headers.get('retry-after'), Date.now());
      waitMs = hinted ?? backoff(attempt, policy, deps.random);
      if (waitMs >= deadline - deps.elapsed()) {
        await response.body?.cancel();
        throw new ProviderHttpError(
          `${lastProblem}; retrying after ${Math.ceil(waitMs / 1000)} s would exceed the ${policy.budgetMs} ms budget`,
          response.status,
        );
      }
      await response.body?.cancel();
    } catch (error) {
      if (error instanceof ProviderHttpError) throw error;
      lastProblem = describeFetchError(error, policy.timeoutMs);
      waitMs = backoff(attempt, policy, deps.random);
    }
    if (attempt < policy.maxRetries) await deps.sleep(Math.round(Math.min(waitMs, Math.max(0, deadline - deps.elapsed()))));
  }
  throw new ProviderHttpError(`${lastProblem}; gave up after ${policy.maxRetries + 1} attempts within the ${policy.budgetMs} ms budget`, null);
}

function backoff(attempt: number, policy: RetryPolicy, random: () => number): number {
  const step = policy.baseDelayMs * 2 ** attempt;
  return step + step * 0.5 * random();
}

function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  return `network error (${error instanceof Error ? error.message : String(error)})`;
}

export const realRetryDeps = (fetchImpl: FetchLike): RetryDeps => ({
  fetch: fetchImpl,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
  elapsed: () => performance.now(),
});
