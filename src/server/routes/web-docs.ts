import { readDoc } from '../discovery/documents.js';
import type { App } from '../types.js';
import { docsSite } from '../web/docs-pages.js';
import { notFoundPage } from '../web/error-pages.js';
import { htmlReply } from '../web/reply.js';

const hidden = { hide: true };

/** /docs/{section}: one page per section of the guide (the index at /docs is served with the discovery documents). */
export async function webDocsRoutes(app: App): Promise<void> {
  const site = docsSite(readDoc('guide.md'));
  app.get<{ Params: { section: string } }>('/docs/:section', { schema: hidden }, async (request, reply) => {
    const html = site.pages.get(request.params.section);
    if (!html) return htmlReply(reply, 404, notFoundPage(request.url));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(html);
  });
}
