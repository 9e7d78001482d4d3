import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from './raw-http.js';

/** JSON-RPC answers to malformed MCP requests: the code JSON-RPC assigns, the request's id, a sentence. */
describe.each(DIALECTS)('MCP JSON-RPC error details (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    rawRequest(
      server.baseUrl,
      'POST',
      '/mcp',
      { host: new URL(server.baseUrl).host, 'content-type': 'application/json', 'x-forwarded-for': '198.18.40.1', ...headers },
      JSON.stringify(body),
    );

  it('answers initialize without params with -32602 and a sentence', async () => {
    const res = await post({ jsonrpc: '2.0', id: 7, method: 'initialize' });
    expect(res.json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32602, message: expect.stringMatching(/^Invalid params: initialize needs params \{"protocolVersion"/) },
    });
  });

  it('answers a tools/list cursor it never handed out with -32602', async () => {
    const res = await post({ jsonrpc: '2.0', id: 'c', method: 'tools/list', params: { cursor: 'bogus' } }, { 'mcp-protocol-version': '2025-06-18' });
    expect(res.json).toMatchObject({ jsonrpc: '2.0', id: 'c', error: { code: -32602, message: expect.stringContaining('unknown cursor') } });
  });

  it('answers an unsupported protocol version with the request id and every supported version', async () => {
    const res = await post({ jsonrpc: '2.0', id: 9, method: 'tools/list' }, { 'mcp-protocol-version': '1999-01-01' });
    expect(res.json.id).toBe(9);
    expect(res.json.error.code).toBeLessThan(0);
    const text = JSON.stringify(res.json.error);
    for (const version of ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS]) expect(text).toContain(version);
  });
});
