import { resolve } from 'node:path';
import { ConfigError, envInt, type Env } from './config-env.js';
import { defaultPlanTable, type PlanTable } from './accounts/plans.js';
import { billingConfigFromEnv, type BillingConfig } from './billing/config.js';
import { goodsConfigFromEnv, type GoodsConfig } from './goods/config.js';
import { outboundFetchConfigFromEnv, type OutboundFetchConfig } from './net/config.js';
import { retentionConfigFromEnv, type RetentionConfig } from './store/retention-config.js';
import { researchConfigFromEnv, type ResearchConfig } from './travel/research/config.js';
import { webConfigFromEnv, type WebConfig } from './config-web.js';

/**
 * Typed configuration read once from the environment at start. Secrets are kept apart so they
 * are never logged with the rest.
 */
export { ConfigError };

export interface Config {
  host: string;
  port: number;
  publicBaseUrl: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize: number };
  trustProxy: boolean | number;
  bodyLimitBytes: number;
  /** Slow clients are cut off: see httpTimeoutsFromEnv. */
  timeouts: HttpTimeouts;
  logLevel: string;
  plans: PlanTable;
  /** Used goods: marketplace_a credentials and timeouts, marketplace_b snapshot folder. */
  goods: GoodsConfig;
  /** Launch audit and proof preflight: safe fetcher limits and per-run budgets. */
  outboundFetch: OutboundFetchConfig;
  /** Prometheus text at GET /metrics when enabled (METRICS_ENABLED=true). */
  metrics: { enabled: boolean };
  /** Calls per client address per hour to the keyless endpoints that fetch other sites (launch, proof). */
  publicFetchPerHour: number;
  /** MCP JSON-RPC messages without a valid key (initialize, tools/list) per client address per hour. */
  mcpAnonymousPerHour: number;
  /** Browser origins allowed to call /mcp besides loopback and PUBLIC_BASE_URL (MCP_ALLOWED_ORIGINS). */
  mcpAllowedOrigins: string[];
  // --- Billing (browser path, issue 9): Stripe Checkout; null credentials = billing not configured.
  billing: BillingConfig;
  // --- Live research (issue 5): search_provider_a, other_search, aggregator, jobs and leases.
  research: ResearchConfig;
  /** Browser site: password-reset mail (SMTP) and the travel demo's budget. */
  web: WebConfig;
  /** How long request logs, usage, public calls, activations and launch scans are kept. */
  retention: RetentionConfig;
  secrets: Secrets;
}

export interface Secrets {
  /** HMAC key for hashing client addresses; when absent one is generated and kept in the database. */
  serverSecret: string | null;
  /** Bearer token required on GET /metrics when set. */
  metricsToken: string | null;
}

function optionalInt(env: Env, name: string): number | undefined {
  return env[name] ? envInt(env, name, 0, 1) : undefined;
}

function trustProxy(raw: string | undefined): boolean | number {
  if (!raw || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 1) throw new ConfigError(`TRUST_PROXY must be true, false or a hop count, got "${raw}"`);
  return hops;
}

/**
 * How long a client may take. headersMs: from connecting to the end of the request headers.
 * requestMs: to the end of the whole request, body included (a body sent a byte at a time is cut
 * off here). idleSocketMs: a socket with no traffic either way, also while a response is being
 * computed, so it must exceed the longest work a request may do (bounded research may wait up to
 * 600 s). keepAliveMs: an idle connection between requests; above a load balancer's idle timeout.
 */
export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  idleSocketMs: number;
  keepAliveMs: number;
}

function httpTimeoutsFromEnv(env: Env): HttpTimeouts {
  const timeouts = {
    headersMs: envInt(env, 'HEADERS_TIMEOUT_MS', 10_000, 100),
    requestMs: envInt(env, 'REQUEST_TIMEOUT_MS', 30_000, 100),
    idleSocketMs: envInt(env, 'IDLE_SOCKET_TIMEOUT_MS', 660_000, 1000),
    keepAliveMs: envInt(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1000),
  };
  if (timeouts.headersMs > timeouts.requestMs) throw new ConfigError('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return timeouts;
}

/** Comma-separated absolute origins (https://app.example.com), each checked. */
function originList(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`MCP_ALLOWED_ORIGINS must list absolute origins such as https://app.example.com, got "${origin}"`);
      }
    });
}

export function loadConfig(env: Env = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const port = envInt(env, 'PORT', 8787, 0, 65535);
  const publicBaseUrl = (env.PUBLIC_BASE_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicBaseUrl);
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute URL, got "${publicBaseUrl}"`);
  }
  const database: Config['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: envInt(env, 'DATABASE_POOL_SIZE', 10, 1) }
    : { kind: 'sqlite', path: resolve(env.SQLITE_PATH || 'var/svc.sqlite') };
  const secret = env.SVC_SECRET || null;
  if (secret !== null && secret.length < 16) throw new ConfigError('SVC_SECRET must be at least 16 characters');
  return {
    host,
    port,
    publicBaseUrl,
    database,
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimitBytes: envInt(env, 'BODY_LIMIT_BYTES', 256 * 1024, 1024),
    timeouts: httpTimeoutsFromEnv(env),
    logLevel: env.LOG_LEVEL || 'info',
    plans: defaultPlanTable({
      hobby: { hourly: optionalInt(env, 'PLAN_HOBBY_HOURLY'), monthly: optionalInt(env, 'PLAN_HOBBY_MONTHLY') },
      pro: { hourly: optionalInt(env, 'PLAN_PRO_HOURLY'), monthly: optionalInt(env, 'PLAN_PRO_MONTHLY') },
    }),
    goods: goodsConfigFromEnv(env),
    outboundFetch: outboundFetchConfigFromEnv(env),
    metrics: { enabled: env.METRICS_ENABLED === 'true' },
    publicFetchPerHour: envInt(env, 'PUBLIC_FETCH_PER_HOUR', 30, 1),
    mcpAnonymousPerHour: envInt(env, 'MCP_ANONYMOUS_PER_HOUR', 600, 1),
    mcpAllowedOrigins: originList(env.MCP_ALLOWED_ORIGINS),
    billing: billingConfigFromEnv(env),
    research: researchConfigFromEnv(env),
    web: webConfigFromEnv(env),
    retention: retentionConfigFromEnv(env),
    secrets: { serverSecret: secret, metricsToken: env.METRICS_TOKEN || null },
  };
}
