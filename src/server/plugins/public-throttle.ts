import { hashClientAddress } from '../../accounts/keys.js';
import { bucketStart, hourBucket } from '../../accounts/quota.js';
import { RateLimitedError } from '../../errors.js';
import type { App, AppContext } from '../types.js';

/**
 * The keyless launch and proof endpoints make the service fetch other sites, so each client
 * address (kept only as an HMAC) gets a fixed number of such calls per clock hour.
 */
export function registerPublicThrottle(app: App, ctx: AppContext): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.publicFetch) return;
    const now = ctx.now();
    const limit = ctx.config.publicFetchPerHour;
    const count = await ctx.store.publicCalls.countCall(hashClientAddress(request.ip, ctx.serverSecret), hourBucket(now));
    const reset = bucketStart(hourBucket(new Date(now.getTime() + 3600_000)));
    const resetSeconds = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
    reply.header('ratelimit-reset', String(resetSeconds));
    if (count > limit) {
      throw new RateLimitedError(`limit of ${limit} audit and preflight calls per hour for this client address reached; retry in ${resetSeconds} s`, resetSeconds, 'public_fetch');
    }
  });
}
