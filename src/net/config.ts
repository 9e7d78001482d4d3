import { envFlag, envInt, type Env } from '../config-env.js';
import { SAFE_FETCH_DEFAULTS } from './safe-fetcher.js';

/**
 * Outbound fetch configuration for the launch audit and the proof preflight, read from an
 * environment map the caller passes in. SAFE_FETCH_ALLOW_LOOPBACK exists for tests that serve
 * sites on 127.0.0.1; production never sets it, and private ranges stay blocked even with it.
 */
export interface OutboundFetchConfig {
  fetcher: {
    timeoutMs: number;
    connectTimeoutMs: number;
    maxBytes: number;
    maxRedirects: number;
    userAgent: string;
    allowLoopback: boolean;
  };
  launch: { concurrency: number; budgetMs: number };
  proof: { concurrency: number; budgetMs: number };
}

export function outboundFetchConfigFromEnv(env: Env): OutboundFetchConfig {
  return {
    fetcher: {
      timeoutMs: envInt(env, 'SAFE_FETCH_TIMEOUT_MS', SAFE_FETCH_DEFAULTS.timeoutMs, 100, 60_000),
      connectTimeoutMs: envInt(env, 'SAFE_FETCH_CONNECT_TIMEOUT_MS', SAFE_FETCH_DEFAULTS.connectTimeoutMs, 50, 30_000),
      maxBytes: envInt(env, 'SAFE_FETCH_MAX_BYTES', SAFE_FETCH_DEFAULTS.maxBytes, 1024, 10 * 1_048_576),
      maxRedirects: envInt(env, 'SAFE_FETCH_MAX_REDIRECTS', SAFE_FETCH_DEFAULTS.maxRedirects, 0, 10),
      userAgent: env.SAFE_FETCH_USER_AGENT || SAFE_FETCH_DEFAULTS.userAgent,
      allowLoopback: envFlag(env, 'SAFE_FETCH_ALLOW_LOOPBACK'),
    },
    launch: {
      concurrency: envInt(env, 'LAUNCH_AUDIT_CONCURRENCY', 4, 1, 16),
      budgetMs: envInt(env, 'LAUNCH_AUDIT_BUDGET_MS', 20_000, 100, 120_000),
    },
    proof: {
      concurrency: envInt(env, 'PROOF_PREFLIGHT_CONCURRENCY', 4, 1, 16),
      budgetMs: envInt(env, 'PROOF_PREFLIGHT_BUDGET_MS', 25_000, 100, 120_000),
    },
  };
}
