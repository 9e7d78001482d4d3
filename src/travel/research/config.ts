import { envInt as int, envUrl as url, type Env } from '../../config-env.js';

/**
 * Live research configuration, read from an environment map the caller passes in. Providers are
 * opt-in: without a key search_provider_a reports pending_credentials, without an endpoint
 * other_search reports unavailable (the machines have no network; a public endpoint must be chosen).
 */
export interface ProviderHttpConfig {
  /** Per attempt. */
  timeoutMs: number;
  /** All attempts of one category together, retries and Retry-After waits included. */
  budgetMs: number;
  maxRetries: number;
  /** Requests in flight at once to this provider from this instance. */
  concurrency: number;
  /** Larger bodies are abandoned (the category fails). */
  maxBodyBytes: number;
}

export interface ResearchConfig {
  searchProviderA: ProviderHttpConfig & { apiKey: string | null; baseUrl: string; resultsPerQuery: number };
  otherSearch: ProviderHttpConfig & { endpoint: string | null; radiusM: number };
  aggregator: ProviderHttpConfig & { apiKey: string | null; baseUrl: string };
  /** Budget when live_research_mode is bounded and max_live_research_ms is absent. */
  defaultBudgetMs: number;
  /** A worker holds a job this long without renewing before another instance may take it. */
  leaseMs: number;
  pollMs: number;
  /** Jobs one instance runs at once; 0 turns this instance's worker off (bounded requests still run their own jobs). */
  workerConcurrency: number;
  /** Finished jobs (and their poll) are kept this long. */
  jobRetentionDays: number;
  /** Unfinished jobs one account may have at once (a search starts one per result). */
  maxActiveJobsPerAccount: number;
}

function http(env: Env, prefix: string, defaults: { timeoutMs: number; budgetMs: number; concurrency: number }): ProviderHttpConfig {
  return {
    timeoutMs: int(env, `${prefix}_TIMEOUT_MS`, defaults.timeoutMs, 50),
    budgetMs: int(env, `${prefix}_BUDGET_MS`, defaults.budgetMs, 50),
    maxRetries: int(env, `${prefix}_MAX_RETRIES`, 2, 0),
    concurrency: int(env, `${prefix}_CONCURRENCY`, defaults.concurrency, 1),
    maxBodyBytes: int(env, `${prefix}_MAX_BODY_BYTES`, 2 * 1024 * 1024, 1024),
  };
}

export function researchConfigFromEnv(env: Env): ResearchConfig {
  return {
    searchProviderA: {
      ...http(env, 'SEARCH_PROVIDER_A', { timeoutMs: 4000, budgetMs: 10_000, concurrency: 4 }),
      apiKey: env.SEARCH_PROVIDER_A_API_KEY || null,
      baseUrl: url(env, 'SEARCH_PROVIDER_A_BASE_URL', 'https://api.search.brave.com'),
      resultsPerQuery: int(env, 'SEARCH_PROVIDER_A_RESULTS', 5, 1),
    },
    otherSearch: {
      ...http(env, 'OVERPASS', { timeoutMs: 8000, budgetMs: 15_000, concurrency: 2 }),
      endpoint: url(env, 'OVERPASS_ENDPOINT', null),
      radiusM: int(env, 'OVERPASS_RADIUS_M', 8000, 100),
    },
    aggregator: {
      ...http(env, 'AGGREGATOR', { timeoutMs: 8000, budgetMs: 15_000, concurrency: 2 }),
      apiKey: env.AGGREGATOR_API_KEY || null,
      baseUrl: url(env, 'AGGREGATOR_BASE_URL', 'https://serpapi.com'),
    },
    defaultBudgetMs: int(env, 'RESEARCH_DEFAULT_BUDGET_MS', 2500, 0),
    leaseMs: int(env, 'RESEARCH_LEASE_MS', 30_000, 200),
    pollMs: int(env, 'RESEARCH_POLL_MS', 1000, 20),
    workerConcurrency: int(env, 'RESEARCH_WORKER_CONCURRENCY', 4, 0),
    jobRetentionDays: int(env, 'RESEARCH_JOB_RETENTION_DAYS', 7, 1),
    maxActiveJobsPerAccount: int(env, 'RESEARCH_MAX_ACTIVE_JOBS_PER_ACCOUNT', 20, 1),
  };
}
