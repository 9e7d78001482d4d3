import type { App } from '../types.js';
import { contentHash, ifNoneMatch } from './precompressed.js';

/**
 * Pages and documents built at start carry an ETag, so a browser revalidates with a 304 instead of
 * downloading the page again. Weak, because compression changes the bytes but not the content.
 * Answers marked no-store or private (API answers, signed-in pages, errors) are left alone.
 */
export function registerValidators(app: App): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('etag') || /no-store|private/.test(String(reply.getHeader('cache-control') ?? ''))) return payload;
    const etag = `W/"${contentHash(payload)}"`;
    reply.header('etag', etag);
    if (!ifNoneMatch(request, etag)) return payload;
    reply.code(304);
    return '';
  });
}
