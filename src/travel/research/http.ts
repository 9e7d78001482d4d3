import { fetchWithRetry, ProviderHttpError, realRetryDeps, type FetchLike, type RetryDeps } from '../../net/http-retry.js';
import type { ProviderHttpConfig } from './config.js';

/**
 * One JSON call to a live provider with every bound the caller relies on: per-attempt timeout,
 * retries with backoff on 429/5xx (Retry-After honoured within the budget), a body size cap, a
 * JSON content-type check and a parse that cannot throw past here. Failures come back as a
 * ProviderFailure with a kind (for metrics) and a message fit for failed_categories.
 */

export type FailureKind = 'timeout' | 'rate_limited' | 'http_error' | 'wrong_content_type' | 'too_large' | 'malformed' | 'network' | 'not_configured';

export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderFailure';
  }
}

export interface HttpDeps {
  retry: RetryDeps;
}

export const realHttpDeps = (fetchImpl: FetchLike = fetch): HttpDeps => ({ retry: realRetryDeps(fetchImpl) });

export async function fetchJson(url: string, init: RequestInit, limits: ProviderHttpConfig, deps: HttpDeps): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchWithRetry(
      url,
      init,
      { timeoutMs: limits.timeoutMs, budgetMs: limits.budgetMs, maxRetries: limits.maxRetries, baseDelayMs: 250 },
      deps.retry,
    );
  } catch (error) {
    throw classify(error);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderFailure(response.status === 429 ? 'rate_limited' : 'http_error', `HTTP ${response.status} after ${limits.maxRetries + 1} attempt(s)`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!/\bjson\b/i.test(type)) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderFailure('wrong_content_type', `expected a JSON body, got content-type "${type.slice(0, 80) || 'none'}"`);
  }
  const text = await readCapped(response, limits.maxBodyBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderFailure('malformed', 'the body is not valid JSON');
  }
}

/** Reads at most maxBytes of the body; a longer body is abandoned rather than buffered. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (error) {
    throw error instanceof ProviderFailure ? error : classify(error);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const tooLarge = (maxBytes: number) => new ProviderFailure('too_large', `the body is larger than ${maxBytes} bytes`);

function classify(error: unknown): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ProviderHttpError) {
    if (error.status === 429) return new ProviderFailure('rate_limited', message);
    if (/no answer within/.test(message)) return new ProviderFailure('timeout', message);
    return new ProviderFailure(error.status === null ? 'network' : 'http_error', message);
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ProviderFailure('timeout', 'the provider stopped answering before the body was complete');
  }
  return new ProviderFailure('network', `network error (${message})`);
}
