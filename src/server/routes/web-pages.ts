import { readFileSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { assetsUrl } from '../../data-paths.js';
import { prefersMarkdown } from '../discovery/negotiate.js';
import { HOME_LINK_HEADER } from '../discovery/site-files.js';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';
import { homeMarkdown, homePage, pricingPage } from '../web/public-pages.js';

const hidden = { hide: true };
const assetsDir = assetsUrl('');
const TYPES: Record<string, string> = { '.css': 'text/css; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.svg': 'image/svg+xml' };

/** Public pages (/, also as markdown on request, and /pricing) and the site's own static assets, read once at start. */
export async function webPageRoutes(app: App, ctx: AppContext): Promise<void> {
  const home = homePage(ctx.config.publicBaseUrl, ctx.config.plans);
  const homeMd = homeMarkdown(ctx.config.publicBaseUrl, ctx.config.plans);
  const pricing = pricingPage(ctx.config.plans);
  // The Link header points agents at the machine-readable descriptions; markdown on request.
  app.get('/', { schema: hidden }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', 'accept').header('link', HOME_LINK_HEADER);
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(homeMd);
    return reply.type('text/html; charset=utf-8').send(home);
  });
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
