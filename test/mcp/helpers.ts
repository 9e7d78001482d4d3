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
