import { prefersMarkdown } from '../discovery/negotiate.js';
import { HOME_LINK_HEADER } from '../discovery/site-files.js';
import { sendError } from '../plugins/errors.js';
import type { App, AppContext } from '../types.js';
import { asset, findAsset } from '../web/assets.js';
import { sendPrecompressed } from '../web/precompressed.js';
import { onFirstUse } from '../../operations/first-use.js';

const hidden = { hide: true };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=300';

/** Public pages (/, also as markdown on request, /pricing and /privacy), the site's static assets (read and compressed on first use) and /favicon.ico. */
export async function webPageRoutes(app: App, ctx: AppContext): Promise<void> {
  // A page (its module, markdown renderer and the assets it links, compressed then) is made when first asked for, not while the server starts.
  const pages = () => import('../web/public-pages.js');
  const home = onFirstUse(async () => (await pages()).homePage(ctx.config.publicBaseUrl, ctx.config.plans));
  const homeMd = onFirstUse(async () => (await pages()).homeMarkdown(ctx.config.publicBaseUrl, ctx.config.plans));
  const pricing = onFirstUse(async () => (await pages()).pricingPage(ctx.config.plans));
  const privacy = onFirstUse(async () =>
    (await import('../web/privacy-page.js')).privacyPage({ retention: ctx.config.retention, researchJobDays: ctx.config.research.jobRetentionDays }),
  );
  // The Link header points agents at the machine-readable descriptions; markdown on request.
  app.get('/', { schema: hidden }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300').header('vary', 'accept').header('link', HOME_LINK_HEADER);
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(await homeMd());
    return reply.type('text/html; charset=utf-8').send(await home());
  });
  app.get('/pricing', { schema: hidden }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await pricing()),
  );
  app.get('/privacy', { schema: hidden }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await privacy()),
  );

  app.get<{ Params: { name: string } }>('/assets/:name', { schema: hidden }, async (request, reply) => {
    // Assets built with the docs (the search index) exist once the docs are: another instance may
    // have served the page that links to one this process has not built yet.
    let found = findAsset(request.params.name);
    if (!found) {
      await (await import('../web/docs-site.js')).docsSite(ctx.config.publicBaseUrl);
      found = findAsset(request.params.name);
    }
    if (!found) return sendError(reply, 404, `no such asset: ${request.params.name}`);
    return sendPrecompressed(request, reply, found.asset.body, found.immutable ? IMMUTABLE : REVALIDATE);
  });
  // Browsers and crawlers ask for /favicon.ico whatever the page links to: the same icon, no redirect.
  app.get('/favicon.ico', { schema: hidden }, async (request, reply) => sendPrecompressed(request, reply, asset('favicon.svg').body, 'public, max-age=86400'));
}
