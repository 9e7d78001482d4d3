import { generateKey, hashClientAddress } from '../../accounts/keys.js';
import { ActivationRequest, ActivationResponse } from '../../contracts/accounts.js';
import { RateLimitedError } from '../../errors.js';
import { newId } from '../../ids.js';
import { activationResponse, sandboxEmail } from '../../records/activation.js';
import { PUBLIC_POST_ERRORS, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function activationRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/activation',
    {
      schema: {
        operationId: 'activate',
        summary: 'Create a sandbox account and its first API key',
        description:
          'Public. Returns a free sandbox account and its first key exactly once (store it immediately). Limited to 3 activations per hour and 10 per day per client address (hashed). The body may be empty or {}.',
        tags: ['accounts'],
        body: ActivationRequest,
        response: responses(ActivationResponse, PUBLIC_POST_ERRORS, 201),
      },
    },
    async (request, reply) => {
      const now = ctx.now();
      const body = request.body ?? {};
      const key = generateKey();
      const accountId = newId('acct');
      const keyId = newId('key');
      const trafficType = body.traffic_type ?? 'external';
      const decision = await ctx.store.activations.activate(hashClientAddress(request.ip, ctx.serverSecret), now, {
        activationId: newId('act'),
        account: {
          id: accountId,
          email: sandboxEmail(accountId),
          password_hash: null,
          plan: 'free_sandbox',
          created_for: 'agent_activation',
          traffic_type: trafficType,
          agent_name: body.agent_name ?? null,
          intended_use: body.intended_use ?? null,
          created_at: now.toISOString(),
        },
        key: { id: keyId, account_id: accountId, hash: key.hash, prefix: key.prefix, origin: 'activation', name: 'activation key', created_at: now.toISOString(), revoked_at: null },
      });
      if (!decision.allowed) {
        const limit = decision.window === 'hour' ? '3 activations per hour' : '10 activations per day';
        throw new RateLimitedError(`activation limit reached for this client address (${limit}); retry in ${decision.retryAfterSeconds} s or reuse the key you already have`, decision.retryAfterSeconds, `activation_${decision.window}`);
      }
      reply.code(201);
      return activationResponse({
        requestId: request.id,
        accountId,
        keyId,
        keyValue: key.value,
        keyPrefix: key.prefix,
        request: body,
        limits: ctx.config.plans.activation,
        publicBaseUrl: ctx.config.publicBaseUrl,
      });
    },
  );
}
