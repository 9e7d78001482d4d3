import { chainPriceUsd, perCallUsd, PRIMITIVE_CHAIN_CALLS } from '../../accounts/pricing.js';
import { AccountResponse } from '../../contracts/accounts.js';
import { BEARER_GET_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function accountRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/v1/account/me',
    {
      schema: {
        operationId: 'getAccount',
        summary: 'Identity, plan, quota and usage of the calling key',
        description: 'Does not consume quota, so an agent can check its remaining requests at any time. Still authenticated and recorded.',
        tags: ['accounts'],
        security: bearerSecurity,
        response: responses(AccountResponse, BEARER_GET_ERRORS),
      },
      config: { auth: 'bearer', quota: 'none' },
    },
    async (request) => {
      const c = request.caller!;
      const q = c.quota;
      return {
        account: {
          id: c.accountId,
          email: c.email,
          plan: c.plan,
          created_for: c.accountCreatedFor as 'agent_activation' | 'browser_signup',
          traffic_type: c.trafficType as 'external' | 'smoke_test' | 'test_operational',
          created_at: c.accountCreatedAt,
        },
        key: { id: c.keyId, prefix: c.keyPrefix, origin: c.keyOrigin, created_at: c.keyCreatedAt },
        quota: {
          limits: q.limits,
          used: q.used,
          remaining: q.remaining,
          reset: { hourly: q.reset.hourly.toISOString(), monthly: q.reset.monthly.toISOString() },
          window: 'hourly = current clock hour (UTC); monthly = rolling 30 days in hourly buckets',
          counts_this_request: false,
        },
        pricing: {
          plan_price_usd_per_month: ctx.config.plans[c.plan].price_usd_per_month,
          primitive_chain_calls: PRIMITIVE_CHAIN_CALLS,
          primitive_chain_cost_usd: chainPriceUsd(ctx.config.plans, c.plan),
          per_call_usd: perCallUsd(ctx.config.plans, c.plan),
        },
      };
    },
  );
}
