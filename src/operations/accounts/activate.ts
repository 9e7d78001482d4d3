import { generateKey, hashClientAddress } from '../../accounts/keys.js';
import { ActivationRequest, ActivationResponse } from '../../contracts/accounts.js';
import { RateLimitedError } from '../../errors.js';
import { newId } from '../../ids.js';
import { activationResponse, sandboxEmail } from '../../records/activation.js';
import { defineOperation } from '../types.js';

export const activate = defineOperation({
  id: 'activate',
  method: 'POST',
  path: '/api/v1/activation',
  input: ActivationRequest,
  output: ActivationResponse,
  okStatus: 201,
  auth: 'public',
  quota: 'none',
  writes: true,
  tag: 'accounts',
  summary: 'Create a sandbox account and its first API key',
  description:
    'Public. Returns a free sandbox account and its first key exactly once (store it immediately). Limited to 3 activations per hour and 10 per day per client address (hashed). The body may be empty or {}. Idempotency-Key is not honoured here: a replay would have to keep the key itself.',
  cli: { command: 'activate', argument: 'optional-json' },
  async handler(body, ctx) {
    const { services, now } = ctx;
    const key = generateKey();
    const accountId = newId('acct');
    const keyId = newId('key');
    const decision = await services.store.activations.activate(hashClientAddress(ctx.clientAddress, services.serverSecret), now, {
      activationId: newId('act'),
      account: {
        id: accountId,
        email: sandboxEmail(accountId),
        password_hash: null,
        plan: 'free_sandbox',
        created_for: 'agent_activation',
        traffic_type: body.traffic_type ?? 'external',
        agent_name: body.agent_name ?? null,
        intended_use: body.intended_use ?? null,
        created_at: now.toISOString(),
      },
      key: {
        id: keyId,
        account_id: accountId,
        hash: key.hash,
        prefix: key.prefix,
        origin: 'activation',
        name: 'activation key',
        created_at: now.toISOString(),
        revoked_at: null,
      },
    });
    if (!decision.allowed) {
      const limit = decision.window === 'hour' ? '3 activations per hour' : '10 activations per day';
      throw new RateLimitedError(
        `activation limit reached for this client address (${limit}); retry in ${decision.retryAfterSeconds} s or reuse the key you already have`,
        decision.retryAfterSeconds,
        `activation_${decision.window}`,
      );
    }
    return activationResponse({
      requestId: ctx.requestId,
      accountId,
      keyId,
      keyValue: key.value,
      keyPrefix: key.prefix,
      request: body,
      limits: services.config.plans.activation,
      publicBaseUrl: services.config.publicBaseUrl,
    });
  },
});
