import { readFileSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';
import { homePage, pricingPage } from '../web/public-pages.js';

const hidden = { hide: true };
const assetsDir = new URL('../../../assets/', import.meta.url);
const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml' };

/** Public pages (/ and /pricing) and the site's own static assets, read once at start. */
export async function webPageRoutes(app: App, ctx: AppContext): Promise<void> {
  const home = homePage(ctx.config.publicBaseUrl, ctx.config.plans);
  const pricing = pricingPage(ctx.config.plans);
  app.get('/', { schema: hidden }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(home));
  app.get('/pricing', { schema: hidden }, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(pricing));

  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const name of readdirSync(assetsDir)) {
    const type = TYPES[extname(name)];
    if (type) assets.set(name, { type, body: readFileSync(new URL(name, assetsDir)) });
  }
  app.get<{ Params: { name: string } }>('/assets/:name', { schema: hidden }, async (request, reply) => {
    const asset = assets.get(request.params.name);
    if (!asset) return sendError(reply, 404, `no such asset: ${request.params.name}`);
    return reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body);
  });
}
