import { ConfigError } from '../config.js';
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

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

export function outboundFetchConfigFromEnv(env: Env): OutboundFetchConfig {
  return {
    fetcher: {
      timeoutMs: int(env, 'SAFE_FETCH_TIMEOUT_MS', SAFE_FETCH_DEFAULTS.timeoutMs, 100, 60_000),
      connectTimeoutMs: int(env, 'SAFE_FETCH_CONNECT_TIMEOUT_MS', SAFE_FETCH_DEFAULTS.connectTimeoutMs, 50, 30_000),
      maxBytes: int(env, 'SAFE_FETCH_MAX_BYTES', SAFE_FETCH_DEFAULTS.maxBytes, 1024, 10 * 1_048_576),
      maxRedirects: int(env, 'SAFE_FETCH_MAX_REDIRECTS', SAFE_FETCH_DEFAULTS.maxRedirects, 0, 10),
      userAgent: env.SAFE_FETCH_USER_AGENT || SAFE_FETCH_DEFAULTS.userAgent,
      allowLoopback: flag(env, 'SAFE_FETCH_ALLOW_LOOPBACK'),
    },
    launch: {
      concurrency: int(env, 'LAUNCH_AUDIT_CONCURRENCY', 4, 1, 16),
      budgetMs: int(env, 'LAUNCH_AUDIT_BUDGET_MS', 20_000, 100, 120_000),
    },
    proof: {
      concurrency: int(env, 'PROOF_PREFLIGHT_CONCURRENCY', 4, 1, 16),
      budgetMs: int(env, 'PROOF_PREFLIGHT_BUDGET_MS', 25_000, 100, 120_000),
    },
  };
}
