import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_OPERATIONS } from '../../src/operations/index.js';

const TOOL_NAMES = TOOL_OPERATIONS.map((op) => op.tool!.name);
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { callToolRaw, requestWithBody, rpc } from './helpers.js';

const SKILL_QUERY = { query: 'fill in a fillable PDF form with the customer address', max_results: 2 };

async function sdkClient(server: TestServer, key?: string): Promise<Client> {
  const client = new Client({ name: 'svc-test', version: '1.0.0' });
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/mcp`), { requestInit: { headers } }));
  return client;
}

async function used(server: TestServer, key: string): Promise<number> {
  const me = await server.request('GET', '/api/v1/account/me', { key });
  return me.body.quota.used.hourly;
}

describe.each(DIALECTS)('POST /mcp (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  describe('with the official SDK client over Streamable HTTP', () => {
    it('initializes and lists every catalog tool without a key', async () => {
      const client = await sdkClient(server);
      expect(client.getServerVersion()).toMatchObject({ name: 'svc', version: '0.1.0' });
      expect(client.getServerCapabilities()?.tools).toBeDefined();
      expect(client.getInstructions()).toMatch(/travel\.intent\.parse -> travel\.destinations\.search/);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
      for (const tool of tools) {
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.outputSchema?.type).toBe('object');
        expect(tool.name).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
        expect(JSON.stringify(tool.inputSchema)).not.toContain('$id');
      }
      expect(tools.find((t) => t.name === 'skill.search')?.inputSchema.required).toEqual(['query']);
      expect(tools.find((t) => t.name === 'feedback.submit')?.annotations).toMatchObject({ readOnlyHint: false });
      await client.close();
    });

    it('calls a tool with a key: structuredContent passes the client-side outputSchema check and equals the text block', async () => {
      const key = await server.activate();
      const client = await sdkClient(server, key);
      const result = await client.callTool({ name: 'skill.search', arguments: SKILL_QUERY });
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as { product: string; options: Array<{ id: string }> };
      expect(structured.product).toBe('skill_search_v0');
      expect(structured.options[0]?.id).toBe('vendor.pdf');
      const content = result.content as Array<{ type: string; text: string }>;
      expect(JSON.parse(content[0]!.text)).toEqual(structured);
      await client.close();
    });

    it('without a key a tool call is an isError result carrying the REST 401 message', async () => {
      const client = await sdkClient(server);
      const rest = await server.request('POST', '/api/v1/skills/search', { body: SKILL_QUERY });
      const result = await client.callTool({ name: 'skill.search', arguments: SKILL_QUERY });
      expect(result.isError).toBe(true);
      expect((result.content as Array<{ text: string }>)[0]!.text).toBe(rest.body.error);
      expect(result._meta).toMatchObject({ 'svc/http_status': 401 });
      await client.close();
    });

    it('rejects an unknown tool with a JSON-RPC error', async () => {
      const client = await sdkClient(server);
      await expect(client.callTool({ name: 'travel.book_now', arguments: {} })).rejects.toThrow(/-32602.*unknown tool "travel.book_now"/);
      await client.close();
    });
  });

  describe('with raw JSON-RPC over fetch and no Accept header', () => {
    it('initialize answers JSON with the negotiated protocol version and no session id', async () => {
      const res = await rpc(server, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.headers.get('mcp-session-id')).toBeNull();
      expect(res.headers.get('x-request-id')).toMatch(/^req_/);
      expect(res.body.result.protocolVersion).toBe('2025-06-18');
      expect(res.body.result.serverInfo.name).toBe('svc');
    });

    it('answers an unsupported protocol version with the latest one it supports', async () => {
      const res = await rpc(server, 'initialize', { protocolVersion: '1999-01-01', capabilities: {}, clientInfo: { name: 'old', version: '1' } });
      expect(res.body.result.protocolVersion).toBe('2025-11-25');
    });

    it('tools/list needs no key and initialize/tools/list consume no quota', async () => {
      const key = await server.activate();
      const before = await used(server, key);
      const list = await rpc(server, 'tools/list', undefined, key);
      await rpc(server, 'initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } }, key);
      expect(list.body.result.tools).toHaveLength(TOOL_NAMES.length);
      expect(await used(server, key)).toBe(before);
    });

    it('tools/call with a key consumes one request and is recorded as an MCP call of the REST endpoint', async () => {
      const key = await server.activate();
      const res = await callToolRaw(server, 'skill.search', SKILL_QUERY, key);
      expect(res.status).toBe(200);
      expect(res.body.result.structuredContent.product).toBe('skill_search_v0');
      expect(res.body.result._meta['svc/http_status']).toBe(200);
      expect(await used(server, key)).toBe(1);
      const record = await server.store.records.findRequest(res.body.result._meta['svc/request_id']);
      expect(record).toMatchObject({ method: 'MCP', endpoint: '/api/v1/skills/search', status: 200 });
    });

    it('invalid arguments come back as isError with the REST 400 message and consume nothing', async () => {
      const key = await server.activate();
      const res = await callToolRaw(server, 'skill.search', { query: 'fill in a fillable PDF form', limit: 3 }, key);
      expect(res.body.result.isError).toBe(true);
      expect(res.body.result.content[0].text).toMatch(/unknown field "limit"/);
      expect(res.body.result._meta['svc/http_status']).toBe(400);
      expect(res.body.result.structuredContent).toBeUndefined();
      expect(await used(server, key)).toBe(0);
    });

    it('a malformed key gets the REST 401 message', async () => {
      const res = await callToolRaw(server, 'feedback.submit', { rating: 'useful', issue_categories: ['other'] }, 'not-a-key');
      expect(res.body.result.isError).toBe(true);
      expect(res.body.result.content[0].text).toMatch(/malformed API key/);
    });

    it('exhausting an activation key (10/hour) over MCP gives isError with the 429 message and Retry-After, then tools/list still works', async () => {
      const key = await server.activate();
      for (let i = 0; i < 10; i++) {
        const ok = await callToolRaw(server, 'feedback.submit', { rating: 'useful', issue_categories: ['other'] }, key);
        expect(ok.body.result.isError, `call ${i + 1}`).toBeFalsy();
      }
      const refused = await callToolRaw(server, 'feedback.submit', { rating: 'useful', issue_categories: ['other'] }, key);
      expect(refused.status).toBe(200);
      expect(refused.body.result.isError).toBe(true);
      expect(refused.body.result.content[0].text).toMatch(/^quota exceeded: this key has used its hourly limit of 10 requests/);
      expect(refused.body.result._meta['svc/http_status']).toBe(429);
      expect(refused.body.result._meta['svc/retry_after_seconds']).toBeGreaterThan(0);
      const rest = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } });
      expect(rest.status).toBe(429);
      const list = await rpc(server, 'tools/list', undefined, key);
      expect(list.body.result.tools).toHaveLength(TOOL_NAMES.length);
    });

    it('an unknown tool is JSON-RPC error -32602 and an unknown method -32601', async () => {
      const tool = await callToolRaw(server, 'nope', {});
      expect(tool.status).toBe(200);
      expect(tool.body.error.code).toBe(-32602);
      expect(tool.body.error.message).toMatch(/unknown tool "nope"/);
      const method = await rpc(server, 'resources/list');
      expect(method.body.error.code).toBe(-32601);
    });

    it('a body that is not JSON is -32700 and a JSON value that is not JSON-RPC is -32600, both with HTTP 400', async () => {
      const parse = await server.request('POST', '/mcp', { raw: '{"jsonrpc": "2.0", "method": ', headers: { 'content-type': 'application/json' } });
      expect(parse.status).toBe(400);
      expect(parse.body).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the request body is not valid JSON' } });
      const invalid = await server.request('POST', '/mcp', { body: { hello: 'world' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.error.code).toBe(-32600);
      expect(invalid.body.error.message).toMatch(/^Invalid Request: the message must have "jsonrpc": "2.0"$/);
    });

    it('a notification is accepted with 202 and no body', async () => {
      const res = await server.request('POST', '/mcp', { body: { jsonrpc: '2.0', method: 'notifications/initialized' } });
      expect(res.status).toBe(202);
      expect(res.text).toBe('');
    });

    it('a non-JSON content type gets 415 with {"error"}', async () => {
      const res = await server.request('POST', '/mcp', { raw: 'tools/list', headers: { 'content-type': 'text/plain' } });
      expect(res.status).toBe(415);
      expect(Object.keys(res.body)).toEqual(['error']);
    });

    it.each(['GET', 'DELETE'])('%s /mcp is 405 with the Allow list OPTIONS gives, and {"error"}', async (method) => {
      const res = await server.request(method, '/mcp');
      const options = await server.request('OPTIONS', '/mcp');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('OPTIONS, POST');
      expect(options.headers.get('allow')).toBe(res.headers.get('allow'));
      expect(Object.keys(res.body)).toEqual(['error']);
      expect(res.body.error).toMatch(/stateless/);
      // A body does not change the answer: neither its type nor its size is looked at.
      for (const [body, type] of [
        ['x', 'text/plain'],
        ['{"a":"' + 'y'.repeat(2_000_000) + '"}', 'application/json'],
      ] as const) {
        const withBody = await requestWithBody(`${server.baseUrl}/mcp`, method, body, type);
        expect(withBody.status).toBe(405);
        expect(Object.keys(JSON.parse(withBody.text))).toEqual(['error']);
      }
    });

    it('the MCP server card lists every tool with its inputSchema', async () => {
      const card = (await server.request('GET', '/.well-known/mcp/server-card.json')).body;
      expect(card.remotes[0].url).toBe(`${server.baseUrl}/mcp`);
      expect(card.tools.map((t: { name: string }) => t.name)).toEqual(TOOL_NAMES);
      for (const tool of card.tools) expect(tool.inputSchema.type).toBe('object');
    });

    it('is documented in /openapi.json under the mcp tag', async () => {
      const doc = (await server.request('GET', '/openapi.json')).body;
      const op = doc.paths['/mcp'].post;
      expect(op.tags).toEqual(['mcp']);
      expect(op.description).toMatch(/isError: true/);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '202', '400', '413', '415']));
      expect(op.description).toMatch(/GET and DELETE \/mcp answer 405/);
    });
  });
});

describe.each(DIALECTS)('keyless MCP calls are limited per client address (%s)', (dialect) => {
  it('answers 429 {"error"} past MCP_ANONYMOUS_PER_HOUR without a key, and never limits keyed calls this way', async () => {
    const server = await startServer({ dialect, env: { MCP_ANONYMOUS_PER_HOUR: '2' } });
    try {
      const list = (headers: Record<string, string>) =>
        server.request('POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { 'x-forwarded-for': '198.18.0.9', ...headers } });
      expect((await list({})).status).toBe(200);
      expect((await list({})).status).toBe(200);
      const third = await list({});
      expect(third.status).toBe(429);
      expect(Object.keys(third.body)).toEqual(['error']);
      expect(third.body.error).toMatch(/limit of 2 MCP messages without a valid key per hour/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      const key = await server.activate();
      expect((await list({ authorization: `Bearer ${key}` })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
