import type { IncomingHttpHeaders } from 'node:http';
import type { LookupFunction, Socket } from 'node:net';
import { sharedBytes } from './body.js';
import type { FetchFailureCode } from './types.js';

// Taken as built-ins, not imported: an ES import of node:http builds a module facade that reads its
// every export, WebSocket among them, and so loads Node's whole fetch client (undici) at start.
const http = process.getBuiltinModule('node:http');
const https = process.getBuiltinModule('node:https');

/** A failure of one hop, carrying the code the fetcher reports. */
export class HopError extends Error {
  constructor(
    readonly code: FetchFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export interface HopRequest {
  url: URL;
  method: 'GET' | 'POST';
  body?: string;
  lookup: LookupFunction;
  headers: Record<string, string>;
  deadline: number;
  connectTimeoutMs: number;
  maxBytes: number;
  /** Decides from the status and media type whether the body is worth downloading. */
  readBody: (status: number, contentType: string) => boolean;
}

export interface HopResponse {
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: Uint8Array;
  bytes: number;
}

const flattenHeaders = (raw: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(raw)
      .filter((entry): entry is [string, string | string[]] => entry[1] !== undefined)
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );

export const mediaTypeOf = (header: string | undefined): string => (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Sends one request over a fresh connection to the pinned address and reads at most maxBytes. */
export function requestOnce(hop: HopRequest): Promise<HopResponse> {
  return new Promise((resolve, reject) => {
    const remaining = hop.deadline - Date.now();
    if (remaining <= 0) {
      reject(new HopError('timeout', 'total time budget exhausted'));
      return;
    }
    const transport = hop.url.protocol === 'https:' ? https : http;
    const request = transport.request(hop.url, { method: hop.method, headers: hop.headers, lookup: hop.lookup, agent: false });
    const fail = (error: HopError) => {
      clearTimeout(totalTimer);
      request.destroy(error);
      reject(error);
    };
    const totalTimer = setTimeout(() => fail(new HopError('timeout', `no complete response within the time budget`)), remaining);
    request.on('socket', (socket: Socket) => {
      const connectTimer = setTimeout(() => fail(new HopError('connect_timeout', `could not connect within ${hop.connectTimeoutMs} ms`)), hop.connectTimeoutMs);
      socket.once(hop.url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      socket.once('close', () => clearTimeout(connectTimer));
    });
    request.on('error', (error: Error) => {
      clearTimeout(totalTimer);
      reject(error instanceof HopError ? error : new HopError('network_error', error.message));
    });
    request.on('response', (response) => {
      const headers = flattenHeaders(response.headers);
      const contentType = mediaTypeOf(headers['content-type']);
      const status = response.statusCode ?? 0;
      const finish = (body: Uint8Array, bytes: number) => {
        clearTimeout(totalTimer);
        resolve({ status, headers, contentType, body, bytes });
      };
      if (!hop.readBody(status, contentType)) {
        response.destroy();
        finish(new Uint8Array(0), 0);
        return;
      }
      const declared = Number(headers['content-length'] ?? NaN);
      if (declared > hop.maxBytes) {
        fail(new HopError('too_large', `response declares ${declared} bytes, over the ${hop.maxBytes} byte cap`));
        return;
      }
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes > hop.maxBytes) fail(new HopError('too_large', `response exceeded the ${hop.maxBytes} byte cap`));
        else chunks.push(chunk);
      });
      response.on('end', () => finish(sharedBytes(chunks, bytes), bytes));
      response.on('error', (error) => fail(error instanceof HopError ? error : new HopError('network_error', error.message)));
    });
    request.end(hop.body);
  });
}
