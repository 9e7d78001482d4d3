import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Readable, Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { App } from '../types.js';

/** Content-Encoding values a request body may carry, and the stream that decodes each. */
const DECODERS = new Map<string, () => Transform>([
  ['gzip', createGunzip],
  ['x-gzip', createGunzip],
  ['deflate', createInflate],
  ['br', createBrotliDecompress],
]);

const clientError = (status: number, message: string) => Object.assign(new Error(message), { statusCode: status });

/**
 * Request bodies sent with Content-Encoding are decoded before they are parsed, and the body limit
 * applies to the decoded bytes (Fastify counts what the decoding stream emits, so a small
 * compressed body cannot expand past it). An encoding this server does not decode is a 415, never
 * read as if it were plain.
 */
export function registerBodyEncoding(app: App): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    const header = request.headers['content-encoding']?.trim().toLowerCase();
    if (!header || header === 'identity') return payload;
    const decoder = DECODERS.get(header)?.();
    if (!decoder) throw clientError(415, `Content-Encoding "${header}" is not accepted; send the body plain or with gzip, deflate or br`);
    // Fastify compares Content-Length with the bytes received on the wire, not the decoded ones.
    const decoded = Object.assign(decoder, { receivedEncodedLength: 0 });
    payload.on('data', (chunk: Buffer) => (decoded.receivedEncodedLength += chunk.length));
    payload.on('error', (error) => decoded.destroy(error));
    decoded.once('error', (error: Error & { statusCode?: number }) => {
      // Registered before Fastify's own listener: the refusal says what was wrong.
      error.message = `request body is not valid ${header} data (${error.message})`;
      error.statusCode = 400;
    });
    return payload.pipe(decoded) as Readable & { receivedEncodedLength: number };
  });
}

/**
 * A request that asks `Expect: 100-continue` and declares a body over the limit is refused with 413
 * before the client is told to send it; any other is told to continue and served as usual.
 */
export function refuseLargeBodiesBeforeContinue(server: Server, bodyLimitBytes: number): void {
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > bodyLimitBytes) {
      const body = JSON.stringify({ error: `request body is larger than the limit of ${bodyLimitBytes} bytes` });
      response.writeHead(413, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' });
      response.end(body);
      return;
    }
    response.writeContinue();
    server.emit('request', request, response);
  });
}
