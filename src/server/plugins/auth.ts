import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashKey, looksLikeKey } from '../../accounts/keys.js';
import { limitsFor, type KeyOrigin, type PlanId } from '../../accounts/plans.js';
import { quotaState, tightest, type QuotaState } from '../../accounts/quota.js';
import { DomainError, RateLimitedError } from '../../errors.js';
import { cameOverMcp } from '../../mcp/surface.js';
import type { App, AppContext, Caller } from '../types.js';

const unauthorized = (message: string) => new DomainError('unauthorized', message);

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Caller> {
  const header = request.headers.authorization;
  if (!header) {
    throw unauthorized('missing API key: send "Authorization: Bearer svc_live_..."; get a key from POST /api/v1/activation or the dashboard');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) throw unauthorized('malformed Authorization header: expected "Bearer svc_live_..."');
  const token = match[1];
  if (!looksLikeKey(token)) throw unauthorized('malformed API key: keys begin with svc_live_ followed by 32 or more characters');
  const now = ctx.now();
  const found = await ctx.store.accounts.findByKeyHash(hashKey(token), now);
  if (!found) throw unauthorized('API key not recognized: check for a copy error, or create a new key');
  if (found.key.revoked_at) throw unauthorized(`API key ${found.key.prefix}... was revoked at ${found.key.revoked_at}; create a new key in the dashboard`);
  const plan = found.account.plan as PlanId;
  const origin = found.key.origin as KeyOrigin;
  return {
    accountId: found.account.id,
    email: found.account.email,
    plan,
    trafficType: found.account.traffic_type,
    accountCreatedFor: found.account.created_for,
    accountCreatedAt: found.account.created_at,
    keyId: found.key.id,
    keyPrefix: found.key.prefix,
    keyOrigin: origin,
    keyCreatedAt: found.key.created_at,
    // Consuming routes replace this with the state read inside their admission transaction.
    quota: quotaState(limitsFor(ctx.config.plans, plan, origin), found.usage, now),
  };
}

async function consumeQuota(ctx: AppContext, caller: Caller): Promise<void> {
  const now = ctx.now();
  const limits = limitsFor(ctx.config.plans, caller.plan, caller.keyOrigin);
  const { admission, state } = await ctx.store.usage.consume(caller.keyId, limits, now);
  caller.quota = state;
  if (!admission.admitted) {
    const retryAfter = Math.max(1, Math.ceil((admission.retryAt.getTime() - now.getTime()) / 1000));
    const which = admission.limit === 'hourly' ? `hourly limit of ${limits.hourly} requests` : `limit of ${limits.monthly} requests per rolling 30 days`;
    throw new RateLimitedError(
      `quota exceeded: this key has used its ${which} (plan ${caller.plan}); it resets at ${admission.retryAt.toISOString()} (in ${retryAfter} s). Upgrade at /billing for higher limits.`,
      retryAfter,
      admission.limit,
    );
  }
}

function rateLimitHeaders(ctx: AppContext, reply: FastifyReply, quota: QuotaState): void {
  const t = tightest(quota);
  reply.header('ratelimit-limit', String(t.limit));
  reply.header('ratelimit-remaining', String(t.remaining));
  reply.header('ratelimit-reset', String(Math.max(0, Math.ceil((t.reset.getTime() - ctx.now().getTime()) / 1000))));
}

/**
 * Bearer authentication (before the body is read), quota (after validation, so rejected input
 * costs nothing), and the request record, written before the response leaves so a later call can
 * always reference the request_id it was given.
 */
export function registerAuth(app: App, ctx: AppContext): void {
  app.decorateRequest('caller', undefined);
  app.decorateRequest('facts', null as unknown as FastifyRequest['facts']);

  app.addHook('onRequest', async (request) => {
    request.facts = {};
    if (request.routeOptions.config.auth !== 'bearer') return;
    request.caller = await authenticate(ctx, request);
  });

  app.addHook('preHandler', async (request) => {
    const caller = request.caller;
    if (caller && request.routeOptions.config.quota === 'consume') await consumeQuota(ctx, caller);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const caller = request.caller;
    if (!caller) return payload;
    rateLimitHeaders(ctx, reply, caller.quota);
    await ctx.store.records.logRequest({
      id: request.id,
      account_id: caller.accountId,
      key_id: caller.keyId,
      // An MCP tools/call runs the REST route in-process; its record says MCP instead of POST.
      method: cameOverMcp(request.headers) ? 'MCP' : request.method,
      endpoint: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
      traffic_type: caller.trafficType,
      commercial_next_step_presented: request.facts.commercialNextStepPresented ? 1 : 0,
      match_status: request.facts.matchStatus ?? null,
      created_at: ctx.now().toISOString(),
    });
    return payload;
  });
}
