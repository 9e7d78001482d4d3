import { timingSafeEqual } from 'node:crypto';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';

/** Prometheus metrics, off unless METRICS_ENABLED=true; METRICS_TOKEN, when set, is required as a bearer. */
export async function metricsRoutes(app: App, ctx: AppContext): Promise<void> {
  if (!ctx.config.metrics.enabled) return;
  const token = ctx.config.secrets.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token && !sameSecret(request.headers.authorization ?? '', `Bearer ${token}`)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendError(reply, 401, 'metrics require the METRICS_TOKEN as a bearer token');
    }
    return reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.render());
  });
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
