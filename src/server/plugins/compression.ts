import compress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { App } from '../types.js';

/** Answers smaller than this go out as they are: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (HTML, JSON, text; never event streams) for clients that accept it,
 * at cheap levels so a large answer costs milliseconds, not a core. Answers that are the same for
 * everyone (assets, /openapi.json) are compressed once at their best level and sent as they are
 * (`web/precompressed.ts`): the plugin leaves an answer that already has a Content-Encoding alone.
 * Request bodies are never decompressed: the API takes plain JSON only.
 */
export async function registerCompression(app: App): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
}
