import type { FastifyReply, FastifyRequest } from 'fastify';
import { onFirstUse } from '../../operations/first-use.js';
import type { App, AppContext } from '../types.js';
import { notFoundPage } from '../web/error-pages.js';
import { sendPrecompressed } from '../web/precompressed.js';
import { htmlReply } from '../web/reply.js';

const hidden = { hide: true };
/**
 * Sections that were renamed when the guide was split by task: old links still arrive. The server
 * never sees a link's fragment: site.js sends one naming a heading that moved on with /docs/anchors.json.
 */
const MOVED: ReadonlyMap<string, string> = new Map([
  ['travel', 'travel-search'],
  ['mcp-and-cli', 'mcp'],
  ['launch-audit-generate-verify-and-proof-preflight', 'launch-audit-generate-and-verify'],
]);

/** /docs/{section}, the API reference and search (the index at /docs is served with the discovery documents). */
export async function webDocsRoutes(app: App, ctx: AppContext): Promise<void> {
  // Rendered, highlighted, indexed and compressed by `npm run build` (scripts/build-docs.ts), else on first use.
  const docs = onFirstUse(async () => (await import('../web/docs-site.js')).docsSite(ctx.config.publicBaseUrl));
  app.get<{ Querystring: { q?: string | string[] } }>('/docs/search', { schema: hidden }, async (request, reply) => {
    const q = request.query.q;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send((await docs()).resultsPage(Array.isArray(q) ? (q[0] ?? '') : (q ?? '')));
  });
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const body = (await docs()).compressed(slug);
    if (!body) return htmlReply(reply, 404, notFoundPage(request.url));
    return sendPrecompressed(request, reply, body, 'public, max-age=300');
  };
  app.get('/docs/anchors.json', { schema: hidden }, async (request, reply) => sendPrecompressed(request, reply, (await docs()).anchors, 'public, max-age=300'));
  app.get<{ Params: { section: string } }>('/docs/:section', { schema: hidden }, async (request, reply) => {
    const { section } = request.params;
    const moved = MOVED.get(section);
    if (moved) return reply.redirect(`/docs/${moved}`, 301);
    return sendPage(request, reply, section);
  });
  // The API reference's area pages (docs-shell.ts, areaSlug).
  app.get<{ Params: { area: string } }>('/docs/reference/:area', { schema: hidden }, async (request, reply) =>
    sendPage(request, reply, `reference/${request.params.area}`),
  );
}
