import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { MODERN_META, modernHeaders, rawRequest } from './raw-http.js';

const JSON_ONLY = { 'content-type': 'application/json' };
const list = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list' });
const initialize = (protocolVersion: string) => ({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

describe.each(DIALECTS)('POST /mcp protocol behaviour (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const post = (body: unknown, headers: Record<string, string> = JSON_ONLY, path = '/mcp') =>
    rawRequest(server.baseUrl, 'POST', path, { host: new URL(server.baseUrl).host, ...headers }, JSON.stringify(body));

  beforeAll(async () => {
    server = await startServer({ dialect, env: { MCP_ALLOWED_ORIGINS: 'https://app.example.com' } });
    key = await server.activate();
  });
  afterAll(async () => server.close());

  describe('2026-07-28', () => {
    it('server/discover names every served version and carries caching hints', async () => {
      const res = await post({ jsonrpc: '2.0', id: 1, method: 'server/discover', params: { _meta: MODERN_META } }, modernHeaders('server/discover'));
      expect(res.status).toBe(200);
      expect(res.json.result.supportedVersions).toContain('2026-07-28');
      expect(res.json.result).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public', capabilities: { tools: { listChanged: false } } });
      expect(res.json.result.instructions).toMatch(/start with "summary"/);
    });

    it('tools/list carries ttlMs and cacheScope; tools/call runs the operation with the key', async () => {
      const tools = await post({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: { _meta: MODERN_META } }, modernHeaders('tools/list'));
      expect(tools.json.result).toMatchObject({ ttlMs: 3_600_000, cacheScope: 'public' });
      expect(tools.json.result.tools).toHaveLength(9);
      const call = await post(
        {
          jsonrpc: '2.0',
          id: 3,
          method: 'tools/call',
          params: { name: 'skill.search', arguments: { query: 'fill in a fillable PDF form with an address' }, _meta: MODERN_META },
        },
        { ...modernHeaders('tools/call', 'skill.search'), authorization: `Bearer ${key}` },
      );
      expect(call.status).toBe(200);
      expect(call.json.result.structuredContent.product).toBe('skill_search_v0');
      expect(JSON.parse(call.json.result.content[0].text)).toEqual(call.json.result.structuredContent);
    });

    it('a request whose Mcp-Method header disagrees with its body is refused', async () => {
      const res = await post({ jsonrpc: '2.0', id: 4, method: 'tools/list', params: { _meta: MODERN_META } }, modernHeaders('tools/call'));
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBeLessThan(0);
    });
  });

  describe.each(['2025-11-25', '2025-06-18', '2025-03-26'])('%s', (version) => {
    it('initialize negotiates the version with no session, and tools/list answers JSON to a client that sends no Accept', async () => {
      const init = await post(initialize(version));
      expect(init.status).toBe(200);
      expect(init.json.result.protocolVersion).toBe(version);
      expect(init.headers['mcp-session-id']).toBeUndefined();
      const headers = version === '2025-03-26' ? JSON_ONLY : { ...JSON_ONLY, 'mcp-protocol-version': version };
      const tools = await post(list(2), headers);
      expect(tools.status).toBe(200);
      expect(tools.headers['content-type']).toMatch(/application\/json/);
      expect(tools.json.result.tools.map((t: { name: string }) => t.name)).toContain('travel.intent.parse');
    });
  });

  describe('JSON-RPC errors', () => {
    it('"id": null and a missing "jsonrpc" are -32600 Invalid Request, not parse errors', async () => {
      const nullId = await post({ jsonrpc: '2.0', id: null, method: 'tools/list' });
      expect(nullId.status).toBe(400);
      expect(nullId.json).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'Invalid Request: the message has an id that is not a string or number (null is not a request id)' },
      });
      const noVersion = await post({ id: 7, method: 'tools/list' });
      expect(noVersion.json).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'Invalid Request: the message must have "jsonrpc": "2.0"' } });
    });

    it('malformed params are -32602 with a sentence, not -32603 with a validator dump', async () => {
      const noName = await post({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 5 } });
      expect(noName.status).toBe(200);
      expect(noName.json.error).toEqual({ code: -32602, message: 'Invalid params: params.name must be the name of a tool (a string); see tools/list' });
      const badArgs = await post({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'skill.search', arguments: 'query' } });
      expect(badArgs.json.error.code).toBe(-32602);
      const notObject = await post({ jsonrpc: '2.0', id: 10, method: 'tools/list', params: [1] });
      expect(notObject.json.error).toEqual({ code: -32602, message: 'Invalid params: params must be an object' });
    });

    it('an unknown tool is -32602 with one message and no doubled "MCP error" prefix', async () => {
      const res = await post({ jsonrpc: '2.0', id: 11, method: 'tools/call', params: { name: 'travel.book_now', arguments: {} } });
      expect(res.json.error.code).toBe(-32602);
      expect(res.json.error.message).toMatch(/^unknown tool "travel.book_now"; tools\/list names the 9 tools/);
      expect(res.json.error.message).not.toMatch(/MCP error/);
    });

    it('an empty batch is -32600, not 202', async () => {
      const res = await post([]);
      expect(res.status).toBe(400);
      expect(res.json.error).toEqual({ code: -32600, message: 'Invalid Request: an empty batch carries no message; send one JSON-RPC object' });
    });
  });

  describe('batches', () => {
    it('2025-03-26 (no protocol header) accepts a small batch and answers every request in it', async () => {
      const res = await post([list(1), list(2), { jsonrpc: '2.0', id: 3, method: 'ping' }]);
      expect(res.status).toBe(200);
      expect(res.json.map((m: { id: number }) => m.id).sort()).toEqual([1, 2, 3]);
    });

    it('refuses a batch over the cap before doing any work: 100 tools/list is one short error, not megabytes', async () => {
      const res = await post(Array.from({ length: 100 }, (_, i) => list(i)));
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Invalid Request: a batch may carry at most 10 messages; this one has 100');
      expect(res.text.length).toBeLessThan(200);
      const one = await post([list(0)]);
      const atCap = await post(Array.from({ length: 10 }, (_, i) => list(i)));
      expect(atCap.status).toBe(200);
      // The cap bounds the answer at ten lists' worth, whatever one list weighs.
      expect(atCap.text.length).toBeLessThan(one.text.length * 10.1);
    });

    it('refuses batches where the negotiated version removed them', async () => {
      const res = await post([list(1), list(2)], { ...JSON_ONLY, 'mcp-protocol-version': '2025-06-18' });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe('Invalid Request: protocol version 2025-06-18 does not allow JSON-RPC batches; send one message per POST');
    });
  });

  describe('Host and Origin', () => {
    it('refuses a foreign Host and a foreign Origin with 403 (DNS rebinding), and serves loopback', async () => {
      const rebinding = await rawRequest(
        server.baseUrl,
        'POST',
        '/mcp',
        { ...JSON_ONLY, host: 'evil.example.com', origin: 'http://evil.example.com' },
        JSON.stringify(initialize('2025-06-18')),
      );
      expect(rebinding.status).toBe(403);
      expect(rebinding.json.error.message).toMatch(/^Invalid Host: evil.example.com/);
      const origin = await post(initialize('2025-06-18'), { ...JSON_ONLY, origin: 'https://evil.example.com' });
      expect(origin.status).toBe(403);
      expect(origin.json.error.message).toMatch(/^Invalid Origin: evil.example.com/);
      const localhost = await rawRequest(
        server.baseUrl,
        'POST',
        '/mcp',
        { ...JSON_ONLY, host: `localhost:${new URL(server.baseUrl).port}` },
        JSON.stringify(initialize('2025-06-18')),
      );
      expect(localhost.status).toBe(200);
    });

    it('answers the CORS preflight of an allowed browser origin and exposes the headers a client reads', async () => {
      const preflight = await rawRequest(server.baseUrl, 'OPTIONS', '/mcp', {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, mcp-protocol-version',
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(preflight.headers['access-control-allow-methods']).toBe('OPTIONS, POST');
      expect(preflight.headers['access-control-allow-headers']).toMatch(/authorization.*content-type.*mcp-protocol-version/);
      expect(preflight.headers.allow).toBe('OPTIONS, POST');
      const call = await post(initialize('2025-11-25'), { ...JSON_ONLY, origin: 'https://app.example.com' });
      expect(call.status).toBe(200);
      expect(call.headers['access-control-allow-origin']).toBe('https://app.example.com');
      expect(call.headers['access-control-expose-headers']).toMatch(/ratelimit/);
      const refused = await rawRequest(server.baseUrl, 'OPTIONS', '/mcp', { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' });
      expect(refused.status).toBe(403);
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('portable tool names', () => {
    it('?tool_names=portable lists names that model APIs accept, and every underscore alias can be called on either URL', async () => {
      const portable = await post(list(1), JSON_ONLY, '/mcp?tool_names=portable');
      const names: string[] = portable.json.result.tools.map((t: { name: string }) => t.name);
      expect(names).toContain('travel_intent_parse');
      for (const name of names) expect(name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      const spec = await post(list(2));
      expect(spec.json.result.tools.map((t: { name: string }) => t.name)).toContain('travel.intent.parse');
      const viaAlias = await post(
        {
          jsonrpc: '2.0',
          id: 3,
          method: 'tools/call',
          params: { name: 'travel_intent_parse', arguments: { user_request: 'Lisbon in May', detail: 'summary' } },
        },
        { ...JSON_ONLY, authorization: `Bearer ${key}` },
      );
      expect(viaAlias.json.result.isError).toBeFalsy();
      expect(viaAlias.json.result.structuredContent.detail).toBe('summary');
    });
  });

  describe('limits and RateLimit fields', () => {
    it('a keyed tools/call carries the draft RateLimit-Policy / RateLimit fields beside RateLimit-Limit/-Remaining/-Reset', async () => {
      const fresh = await server.activate();
      const res = await post(
        { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'skill.search', arguments: { query: 'fill in a fillable PDF form with an address' } } },
        { ...JSON_ONLY, authorization: `Bearer ${fresh}` },
      );
      expect(res.headers['ratelimit-policy']).toBe('"hourly";q=10;w=3600, "monthly";q=100;w=2592000');
      expect(res.headers.ratelimit).toMatch(/^"hourly";r=9;t=\d+, "monthly";r=99;t=\d+$/);
      expect(res.headers['ratelimit-remaining']).toBe('9');
      expect(res.headers['ratelimit-limit']).toBe('10');
    });
  });
});

describe.each(DIALECTS)('the anonymous MCP limit (%s)', (dialect) => {
  it('applies to every request without a valid key, including ones with an invalid Authorization header', async () => {
    const server = await startServer({ dialect, env: { MCP_ANONYMOUS_PER_HOUR: '2' } });
    try {
      const send = (authorization?: string) =>
        rawRequest(
          server.baseUrl,
          'POST',
          '/mcp',
          { host: new URL(server.baseUrl).host, ...JSON_ONLY, 'x-forwarded-for': '198.18.3.4', ...(authorization ? { authorization } : {}) },
          JSON.stringify(list(1)),
        );
      const first = await send('Bearer svc_live_notarealkeynotarealkeynotarealkey0');
      expect(first.status).toBe(200);
      expect(first.headers['ratelimit-policy']).toBe('"keyless-mcp";q=2;w=3600');
      expect((await send('Basic Zm9vOmJhcg==')).status).toBe(200);
      const third = await send('Bearer nonsense');
      expect(third.status).toBe(429);
      expect(third.json).toEqual({ error: expect.stringMatching(/^limit of 2 MCP messages without a valid key per hour/) });
      const key = await server.activate();
      expect((await send(`Bearer ${key}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
