import type { Static } from '@sinclair/typebox';
import { chainPriceUsd, perCallUsd, PRIMITIVE_CHAIN_CALLS } from '../../accounts/pricing.js';
import type { QuotaState } from '../../accounts/quota.js';
import { AccountResponse } from '../../contracts/accounts.js';
import { NoInput } from '../../contracts/operations.js';
import { defineOperation, JsonText } from '../types.js';

/**
 * Answers by the caller's quota state. A quota state belongs to one key as looked up in one hour
 * and is replaced, never changed, when anything about the key changes (see authenticate), so an
 * agent polling this endpoint gets an answer built and serialised once per change.
 */
const answers = new WeakMap<QuotaState, JsonText>();

export const getAccount = defineOperation({
  id: 'getAccount',
  method: 'GET',
  path: '/api/v1/account/me',
  input: NoInput,
  output: AccountResponse,
  auth: 'bearer',
  quota: 'none',
  logged: false,
  tag: 'accounts',
  summary: 'Identity, plan, quota and usage of the calling key',
  description:
    'Does not consume quota, so an agent can check its remaining requests at any time. Authenticated, but not kept in the request log (it is a read of your own state, not a use of the service): its request id cannot be referenced by feedback or commercial intent.',
  cli: { command: 'me', argument: 'none' },
  handler(_input, { caller, services }) {
    const c = caller!;
    const q = c.quota;
    const kept = answers.get(q);
    if (kept) return kept;
    const answer: Static<typeof AccountResponse> = {
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
        plan_price_usd_per_month: services.config.plans[c.plan].price_usd_per_month,
        primitive_chain_calls: PRIMITIVE_CHAIN_CALLS,
        primitive_chain_cost_usd: chainPriceUsd(services.config.plans, c.plan),
        per_call_usd: perCallUsd(services.config.plans, c.plan),
      },
    };
    const text = new JsonText(JSON.stringify(answer));
    answers.set(q, text);
    return text;
  },
});
