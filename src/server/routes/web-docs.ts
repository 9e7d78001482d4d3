import { onFirstUse } from '../../operations/first-use.js';
import { publicGuide } from '../discovery/documents.js';
import type { App, AppContext } from '../types.js';
import { notFoundPage } from '../web/error-pages.js';
import { precompress, sendPrecompressed, type Precompressed } from '../web/precompressed.js';
import { htmlReply } from '../web/reply.js';

const hidden = { hide: true };
const weak = (body: Precompressed): Precompressed => ({ ...body, etag: `W/${body.etag}` });
/** Sections that were renamed when the guide was split by task: old links still arrive. */
const MOVED: ReadonlyMap<string, string> = new Map([['travel', 'travel-search']]);

/** /docs/{section}, the API reference and search (the index at /docs is served with the discovery documents). */
export async function webDocsRoutes(app: App, ctx: AppContext): Promise<void> {
  // Rendered, highlighted and indexed on the first request for a docs page, not at start.
  const docs = onFirstUse(async () => (await import('../web/docs-pages.js')).docsSite(publicGuide(ctx.config.publicBaseUrl)));
  app.get<{ Querystring: { q?: string | string[] } }>('/docs/search', { schema: hidden }, async (request, reply) => {
    const q = request.query.q;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send((await docs()).resultsPage(Array.isArray(q) ? (q[0] ?? '') : (q ?? '')));
  });
  // A section page is the same for every visitor: compressed once at the best level on its first
  // request. Its ETag is weak, as for every page: the encodings sent are different bytes of one page.
  const compressed = new Map<string, Precompressed>();
  app.get<{ Params: { section: string } }>('/docs/:section', { schema: hidden }, async (request, reply) => {
    const { section } = request.params;
    const moved = MOVED.get(section);
    if (moved) return reply.redirect(`/docs/${moved}`, 301);
    const html = (await docs()).pages.get(section);
    if (!html) return htmlReply(reply, 404, notFoundPage(request.url));
    const body = compressed.get(section) ?? weak(precompress(html, 'text/html; charset=utf-8'));
    compressed.set(section, body);
    return sendPrecompressed(request, reply, body, 'public, max-age=300');
  });
}
