import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpTimeouts } from '../../config.js';

// Taken as a built-in, not imported: see src/net/request-once.ts (an ES import of node:http loads undici).
const { maxHeaderSize, STATUS_CODES } = process.getBuiltinModule('node:http');

type ClientError = Error & { code?: string };

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (a timed-out slow client, headers
 * over the size limit, bytes that are not HTTP). There is no request object, so the answer is
 * written to the socket directly, in the one error shape, and the connection is closed.
 */
export function clientErrorHandler(timeouts: HttpTimeouts) {
  return (error: ClientError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way on this socket must not get a second one appended.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const [status, message] = describe(error, timeouts);
      const body = JSON.stringify({ error: message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}

function describe(error: ClientError, timeouts: HttpTimeouts): [number, string] {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [
        408,
        `the request was not received in time: headers must arrive within ${timeouts.headersMs} ms and the whole request within ${timeouts.requestMs} ms of connecting; send it at once`,
      ];
    case 'HPE_HEADER_OVERFLOW':
      return [431, `the request line and headers together are larger than ${maxHeaderSize} bytes; shorten the URL or drop large headers (cookies?)`];
    default:
      return [400, `the request is not valid HTTP/1.1 (${error.code ?? 'parse error'}); check the request line, header syntax and Content-Length`];
  }
}
