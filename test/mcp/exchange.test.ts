import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpRoute, type McpHeaders } from '../../src/mcp/exchange-transport.js';
import { startServer, type TestServer } from '../helpers/server.js';
import { MODERN_META, rawRequest } from './raw-http.js';

const NO_HEADERS: McpHeaders = { protocolVersion: undefined, method: undefined, name: undefined };
const call = (id: number, name: string, args: Record<string, unknown>) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });

describe('how the route serves a POST', () => {
  const kind = (body: unknown, headers = NO_HEADERS) => mcpRoute(body, headers).kind;

  it('answers one plain 2025-era request itself, with no version header or a supported one', () => {
    const request = call(1, 'skill.search', { query: 'pdf' });
    expect(mcpRoute(request, NO_HEADERS)).toEqual({ kind: 'plain', request });
    expect(kind({ jsonrpc: '2.0', id: 'a', method: 'tools/list' }, { ...NO_HEADERS, protocolVersion: '2025-06-18' })).toBe('plain');
  });

  it('leaves initialize, notifications, responses, batches and unsupported versions to the SDK transport', () => {
    const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'c', version: '1' } } };
    expect(kind(initialize)).toBe('legacy');
    expect(kind({ jsonrpc: '2.0', method: 'notifications/initialized' })).toBe('legacy');
    expect(kind({ jsonrpc: '2.0', id: 1, result: {} })).toBe('legacy');
    expect(kind([call(1, 'skill.search', {})])).toBe('legacy');
    expect(kind({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...NO_HEADERS, protocolVersion: '1999-01-01' })).toBe('legacy');
  });

  it('leaves 2026-07-28 requests, and 2026 headers on a request without the envelope, to the SDK entry', () => {
    expect(kind({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: MODERN_META } }, { protocolVersion: '2026-07-28', method: 'tools/list', name: undefined })).toBe('modern');
    expect(kind({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, { ...NO_HEADERS, protocolVersion: '2026-07-28' })).toBe('modern');
  });
});

describe('a plain request answers exactly as the SDK transport answers the same message', () => {
  let server: TestServer;
  let key: string;
  const VERSION = '2025-03-26';
  const post = (body: unknown, headers: Record<string, string>) =>
    rawRequest(server.baseUrl, 'POST', '/mcp', { host: new URL(server.baseUrl).host, 'content-type': 'application/json', 'mcp-protocol-version': VERSION, ...headers }, JSON.stringify(body));
  // Each POST has its own request id (quoted in the answer too) and uses one request of quota;
  // everything else must match.
  const comparable = (answer: unknown) =>
    JSON.parse(
      JSON.stringify(answer)
        .replace(/req_[0-9a-z]+/g, 'req_-')
        .replace(/"svc\/ratelimit_remaining":\d+/g, '"svc/ratelimit_remaining":0'),
    ) as unknown;

  beforeAll(async () => {
    server = await startServer({ dialect: 'sqlite' });
    key = await server.activate();
  });
  afterAll(async () => server.close());

  const messages: Array<[string, unknown, boolean]> = [
    ['a tool call with a key', call(1, 'skill.search', { query: 'fill in a fillable PDF form with an address' }), true],
    ['a tool call without a key (an isError result)', call(2, 'skill.search', { query: 'pdf forms' }), false],
    ['a tool call with input the tool refuses', call(3, 'skill.search', { query: 5 }), true],
    ['an unknown tool (a JSON-RPC error)', call(4, 'travel.book_now', {}), true],
    ['tools/list', { jsonrpc: '2.0', id: 5, method: 'tools/list' }, false],
    ['ping', { jsonrpc: '2.0', id: 6, method: 'ping' }, false],
    ['a method the server does not have', { jsonrpc: '2.0', id: 7, method: 'resources/list' }, false],
  ];

  it.each(messages)('%s', async (_what, message, keyed) => {
    const auth: Record<string, string> = keyed ? { authorization: `Bearer ${key}` } : {};
    const direct = await post(message, auth);
    // A batch of one (allowed at 2025-03-26) goes through the SDK's own transport, which answers a
    // batch of one with the one response, not an array.
    const viaSdk = await post([message], auth);
    expect(direct.status).toBe(viaSdk.status);
    expect(direct.headers['content-type']).toBe(viaSdk.headers['content-type']);
    expect(comparable(direct.json)).toEqual(comparable(viaSdk.json));
  });
});
