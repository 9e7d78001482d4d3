import { request as httpRequest } from 'node:http';
import type { TestServer } from '../helpers/server.js';

export interface RpcResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON-RPC
}

let nextId = 1;

/** Raw JSON-RPC over fetch with only Content-Type (no Accept), as plain HTTP clients send it; checked against /openapi.json. */
export async function rpc(server: TestServer, method: string, params?: Record<string, unknown>, key?: string): Promise<RpcResponse> {
  const res = await server.request('POST', '/mcp', { key, body: { jsonrpc: '2.0', id: nextId++, method, ...(params ? { params } : {}) } });
  return { status: res.status, headers: res.headers, body: res.body };
}

export async function callToolRaw(server: TestServer, name: string, args: Record<string, unknown>, key?: string): Promise<RpcResponse> {
  return rpc(server, 'tools/call', { name, arguments: args }, key);
}

/** One request through node:http, which (unlike fetch) sends a body with any method, GET included. */
export function requestWithBody(url: string, method: string, body: string, contentType: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server may answer and close before the whole body is written; the answer is what counts.
    req.on('error', reject);
    req.end(body);
  });
}
