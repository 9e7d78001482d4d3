import { hashClientAddress } from '../accounts/keys.js';
import { limitsFor, ROLLING_WINDOW_HOURS } from '../accounts/plans.js';
import { hourBucket, nextHourStart, tightest, type QuotaState } from '../accounts/quota.js';
import { RateLimitedError } from '../errors.js';
import type { Caller } from './caller.js';
import type { Services } from './services.js';

/** A counted request that can be given back if the call fails on the server's side. */
export interface Charge {
  refund(): Promise<void>;
}

const seconds = (until: Date, now: Date) => Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Counts one request against the caller's key (exact across instances: the store locks the key
 * row). Over the limit it throws a RateLimitedError naming the limit and when it resets.
 */
export async function chargeKey(services: Services, caller: Caller, now: Date): Promise<Charge> {
  const limits = limitsFor(services.config.plans, caller.plan, caller.keyOrigin);
  const { admission, state } = await services.store.usage.consume(caller.keyId, limits, now);
  caller.quota = state;
  if (!admission.admitted) {
    const retryAfter = Math.max(1, seconds(admission.retryAt, now));
    const which = admission.limit === 'hourly' ? `hourly limit of ${limits.hourly} requests` : `limit of ${limits.monthly} requests per rolling 30 days`;
    throw new RateLimitedError(
      `quota exceeded: this key has used its ${which} (plan ${caller.plan}); it resets at ${admission.retryAt.toISOString()} (in ${retryAfter} s). Upgrade at /billing for higher limits.`,
      retryAfter,
      admission.limit,
    );
  }
  const hour = hourBucket(now);
  let refunded = false;
  return {
    async refund() {
      if (refunded) return;
      refunded = true;
      await services.store.usage.refund(caller.keyId, hour);
      caller.quota = giveBack(caller.quota);
    },
  };
}

function giveBack(state: QuotaState): QuotaState {
  return {
    ...state,
    used: { hourly: Math.max(0, state.used.hourly - 1), monthly: Math.max(0, state.used.monthly - 1) },
    remaining: { hourly: Math.min(state.limits.hourly, state.remaining.hourly + 1), monthly: Math.min(state.limits.monthly, state.remaining.monthly + 1) },
  };
}

/** Keyless use per client address per clock hour: 'fetch' (launch, proof) and 'mcp' (MCP without a valid key). */
export type PublicLimitKind = 'fetch' | 'mcp';

const WHAT: Record<PublicLimitKind, string> = { fetch: 'audit and preflight calls', mcp: 'MCP messages without a valid key' };

/** A per-address limit refusal, with the header fields that describe the limit. */
export class ThrottledError extends RateLimitedError {
  constructor(
    message: string,
    retryAfterSeconds: number,
    limit: string,
    readonly headers: Record<string, string>,
  ) {
    super(message, retryAfterSeconds, limit);
  }
}

export interface PublicAdmission extends Charge {
  headers: Record<string, string>;
}

/**
 * Counts keyless calls (one unless said: an MCP batch counts each of its messages) for the client
 * address; over the limit it throws a RateLimitedError.
 */
export async function chargeAddress(services: Services, kind: PublicLimitKind, clientAddress: string, now: Date, calls = 1): Promise<PublicAdmission> {
  const limit = kind === 'fetch' ? services.config.publicFetchPerHour : services.config.mcpAnonymousPerHour;
  const subject = hashClientAddress(`${kind}|${clientAddress}`, services.serverSecret);
  const hour = hourBucket(now);
  const count = await services.store.publicCalls.countCall(subject, hour, calls);
  const reset = Math.max(1, seconds(nextHourStart(now), now));
  const policy = kind === 'fetch' ? 'keyless-fetch' : 'keyless-mcp';
  const headers = {
    'ratelimit-limit': String(limit),
    'ratelimit-remaining': String(Math.max(0, limit - count)),
    'ratelimit-reset': String(reset),
    'ratelimit-policy': `"${policy}";q=${limit};w=3600`,
    ratelimit: `"${policy}";r=${Math.max(0, limit - count)};t=${reset}`,
  };
  if (count > limit) {
    throw new ThrottledError(`limit of ${limit} ${WHAT[kind]} per hour for this client address reached; retry in ${reset} s`, reset, `public_${kind}`, headers);
  }
  let refunded = false;
  return {
    headers,
    async refund() {
      if (refunded) return;
      refunded = true;
      await services.store.publicCalls.uncountCall(subject, hour, calls);
    },
  };
}

/**
 * Rate-limit header fields for a keyed call: the current IETF draft's RateLimit-Policy and
 * RateLimit (both windows, by name), and the older RateLimit-Limit/-Remaining/-Reset for the
 * tighter window, which clients already read.
 */
export function keyRateLimitHeaders(quota: QuotaState, now: Date): Record<string, string> {
  const t = tightest(quota);
  const hourlyReset = seconds(quota.reset.hourly, now);
  const monthlyReset = seconds(quota.reset.monthly, now);
  return {
    'ratelimit-limit': String(t.limit),
    'ratelimit-remaining': String(t.remaining),
    'ratelimit-reset': String(seconds(t.reset, now)),
    'ratelimit-policy': `"hourly";q=${quota.limits.hourly};w=3600, "monthly";q=${quota.limits.monthly};w=${ROLLING_WINDOW_HOURS * 3600}`,
    ratelimit: `"hourly";r=${quota.remaining.hourly};t=${hourlyReset}, "monthly";r=${quota.remaining.monthly};t=${monthlyReset}`,
  };
}
