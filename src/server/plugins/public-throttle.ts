import { hashClientAddress } from '../../accounts/keys.js';
import { bucketStart, hourBucket } from '../../accounts/quota.js';
import { RateLimitedError } from '../../errors.js';
import type { App, AppContext } from '../types.js';

const WHAT = { fetch: 'audit and preflight calls', mcp: 'MCP calls without a key' } as const;

/**
 * Keyless use is limited per client address (kept only as an HMAC) per clock hour: the launch
 * and proof endpoints make the service fetch other sites, and MCP initialize/tools/list need no
 * key. Calls with a key are limited by the key's quota instead.
 */
export function registerPublicThrottle(app: App, ctx: AppContext): void {
  const limits = { fetch: ctx.config.publicFetchPerHour, mcp: ctx.config.mcpAnonymousPerHour };
  app.addHook('preHandler', async (request, reply) => {
    const kind = request.routeOptions.config.publicLimit;
    if (!kind || (kind === 'mcp' && request.headers.authorization)) return;
    const now = ctx.now();
    const limit = limits[kind];
    const count = await ctx.store.publicCalls.countCall(hashClientAddress(`${kind}|${request.ip}`, ctx.serverSecret), hourBucket(now));
    const reset = bucketStart(hourBucket(new Date(now.getTime() + 3600_000)));
    const resetSeconds = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
    reply.header('ratelimit-limit', String(limit));
    reply.header('ratelimit-remaining', String(Math.max(0, limit - count)));
    reply.header('ratelimit-reset', String(resetSeconds));
    if (count > limit) {
      throw new RateLimitedError(`limit of ${limit} ${WHAT[kind]} per hour for this client address reached; retry in ${resetSeconds} s`, resetSeconds, `public_${kind}`);
    }
  });
}
