import { randomUUID } from 'node:crypto';
import { AgentCard, Role, type Message } from '@a2a-js/sdk';
import { rawRequest } from '../mcp/raw-http.js';
import { validateAgentCard } from '../../src/launch/validators/agent-card.js';
import { ClientFactory, ClientFactoryOptions, JsonRpcTransportFactory, type Client } from '@a2a-js/sdk/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/** The A2A endpoint the agent card declares, over real HTTP, with the official A2A JavaScript client. */
describe.each(DIALECTS)('A2A JSON-RPC endpoint (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const clientWith = async (authorization: string | null): Promise<Client> => {
    const fetchImpl: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      if (authorization) headers.set('authorization', authorization);
      return fetch(input, { ...init, headers });
    };
    const options = ClientFactoryOptions.createFrom(ClientFactoryOptions.default, { transports: [new JsonRpcTransportFactory({ fetchImpl })] });
    return new ClientFactory(options).createFromUrl(server.baseUrl);
  };

  const userMessage = (parts: Message['parts']): Message => ({
    messageId: randomUUID(),
    contextId: '',
    taskId: '',
    role: Role.ROLE_USER,
    parts,
    metadata: undefined,
    extensions: [],
    referenceTaskIds: [],
  });
  const textPart = (text: string): Message['parts'][number] => ({
    content: { $case: 'text', value: text },
    metadata: undefined,
    filename: '',
    mediaType: 'text/plain',
  });
  const dataPart = (value: unknown): Message['parts'][number] => ({
    content: { $case: 'data', value },
    metadata: undefined,
    filename: '',
    mediaType: 'application/json',
  });

  const send = (client: Client, message: Message) => client.sendMessage({ tenant: '', message, configuration: undefined, metadata: undefined });

  const dataOf = (result: unknown): Record<string, unknown> => {
    const message = result as Message;
    expect(message.role).toBe(Role.ROLE_AGENT);
    const part = message.parts[0]?.content;
    expect(part?.$case).toBe('data');
    return (part as { value: Record<string, unknown> }).value;
  };

  it('the agent card declares the JSON-RPC interface at /a2a', async () => {
    const card = (await server.request('GET', '/.well-known/agent-card.json')).body;
    expect(card.supportedInterfaces).toEqual([{ url: `${server.baseUrl}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }]);
    expect(card.capabilities).toMatchObject({ streaming: false, pushNotifications: false });
  });

  it('answers a text message with the ranked travel search at detail summary, recorded as an A2A call', async () => {
    const client = await clientWith(`Bearer ${key}`);
    const result = await send(client, userMessage([textPart('A long weekend in Northern California with redwoods from SFO in May')]));
    const data = dataOf(result);
    const results = data['results'] as Array<Record<string, unknown>>;
    expect(results.length).toBeGreaterThan(0);
    // Summary candidates carry only the decision fields.
    expect(Object.keys(results[0]!)).toEqual(expect.arrayContaining(['id', 'name', 'score']));
    expect(results[0]).not.toHaveProperty('provider_handoffs');
    expect(data['truth_boundaries']).toBeDefined();
    const metadata = (result as Message).metadata!;
    expect(metadata['svc/operation']).toBe('searchTravel');
    const record = await server.store.records.findRequest(metadata['svc/request_id'] as string);
    expect(record).toMatchObject({ method: 'A2A', endpoint: '/api/v1/travel/search', status: 200 });
  });

  it('calls an MCP tool named in a data part, by published or portable name', async () => {
    const client = await clientWith(`Bearer ${key}`);
    for (const tool of ['travel.intent.parse', 'travel_intent_parse']) {
      const data = dataOf(await send(client, userMessage([dataPart({ tool, arguments: { user_request: 'A week in Lisbon in May from JFK for two' } })])));
      expect(JSON.stringify(data), tool).toContain('Lisbon');
    }
  });

  it('refuses a message without a key with HTTP 401, and bad requests with JSON-RPC errors', async () => {
    const anonymous = await clientWith(null);
    await expect(send(anonymous, userMessage([textPart('A week in Lisbon')]))).rejects.toThrow();
    const raw = (body: unknown, headers: Record<string, string> = {}) =>
      server.request('POST', '/a2a', { body, headers: { 'a2a-version': '1.0', ...headers } });
    const unauthorised = await raw({
      jsonrpc: '2.0',
      id: 1,
      method: 'SendMessage',
      params: { message: { messageId: 'm1', role: 'ROLE_USER', parts: [{ text: 'A week in Lisbon' }] } },
    });
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(Object.keys(unauthorised.body)).toEqual(['error']);

    const withKey = { authorization: `Bearer ${key}` };
    const cases: Array<[unknown, number, Record<string, string>?]> = [
      [[{ jsonrpc: '2.0', id: 1, method: 'SendMessage' }], -32600],
      [{ jsonrpc: '1.0', id: 1, method: 'SendMessage' }, -32600],
      [{ jsonrpc: '2.0', method: 'SendMessage' }, -32600],
      [{ jsonrpc: '2.0', id: 2, method: 'message/send', params: {} }, -32601],
      [{ jsonrpc: '2.0', id: 3, method: 'GetTask', params: { id: 'task-1' } }, -32001],
      [{ jsonrpc: '2.0', id: 'c', method: 'constructor' }, -32601],
      [{ jsonrpc: '2.0', id: 'p', method: '__proto__' }, -32601],
      [
        { jsonrpc: '2.0', id: 't', method: 'SendMessage', params: { message: { messageId: 'm', parts: [{ data: { tool: 'constructor' } }] } } },
        -32602,
        withKey,
      ],
      [{ jsonrpc: '2.0', id: 4, method: 'SendStreamingMessage', params: {} }, -32004],
      [{ jsonrpc: '2.0', id: 5, method: 'CreateTaskPushNotificationConfig', params: {} }, -32003],
      [{ jsonrpc: '2.0', id: 6, method: 'SendMessage', params: { message: { messageId: 'm', parts: [] } } }, -32602],
      [{ jsonrpc: '2.0', id: 7, method: 'SendMessage', params: { message: { messageId: 'm', parts: [{ data: { tool: 'no.such.tool' } }] } } }, -32602, withKey],
      [
        {
          jsonrpc: '2.0',
          id: 8,
          method: 'SendMessage',
          params: { message: { messageId: 'm', parts: [{ data: { tool: 'travel.intent.parse', arguments: { unknown_field: 1 } } }] } },
        },
        -32602,
        withKey,
      ],
      [{ jsonrpc: '2.0', id: 9, method: 'GetTask', params: { id: 'x' } }, -32009, { 'a2a-version': '0.3' }],
    ];
    for (const [body, code, headers] of cases) {
      const res = await raw(body, headers);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.jsonrpc).toBe('2.0');
      expect(res.body.error.code, JSON.stringify(body)).toBe(code);
      expect(typeof res.body.error.message).toBe('string');
    }
  });

  it('publishes a card valid against the A2A 1.0 schema, checked by the validator the launch audit and generator use', async () => {
    const served = (await (await fetch(`${server.baseUrl}/.well-known/agent-card.json`)).json()) as Record<string, unknown>;
    expect(validateAgentCard(served).problems).toEqual([]);
    const misspelt = { ...served, securitySchemes: { bearerAuth: { httpAuthSecuritySchemes: { scheme: 'Bearer' } } } };
    expect(validateAgentCard(misspelt).problems).toEqual([
      'A2A 1.0 schema: securitySchemes.bearerAuth must NOT have additional properties "httpAuthSecuritySchemes"',
    ]);
    expect(validateAgentCard({ ...served, url: served.supportedInterfaces }).problems).toEqual([
      'A2A 1.0 schema: the card must NOT have additional properties "url"',
    ]);
  });

  it('publishes a card whose bearer scheme the A2A SDK reads', async () => {
    const card = AgentCard.fromJSON(await (await fetch(`${server.baseUrl}/.well-known/agent-card.json`)).json());
    const scheme = card.securitySchemes['bearerAuth']?.scheme;
    expect(scheme?.$case).toBe('httpAuthSecurityScheme');
    expect(scheme?.$case === 'httpAuthSecurityScheme' && scheme.value.scheme).toBe('Bearer');
  });

  it('answers a body that is not JSON with -32700, and holds the Host, Origin and CORS policy of /mcp', async () => {
    const host = new URL(server.baseUrl).host;
    const post = (headers: Record<string, string>, body: string) =>
      rawRequest(server.baseUrl, 'POST', '/a2a', { host, 'content-type': 'application/json', ...headers }, body);
    const broken = await post({}, '{"jsonrpc": "2.0", "id": 1,');
    expect(broken.status).toBe(200);
    expect(broken.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32700, message: expect.stringContaining('Parse error') } });
    expect((await post({ host: 'evil.example' }, '{}')).status).toBe(403);
    expect((await post({ origin: 'https://evil.example' }, '{}')).status).toBe(403);
    const preflight = await rawRequest(server.baseUrl, 'OPTIONS', '/a2a', { host, origin: 'http://localhost:3000', 'access-control-request-method': 'POST' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(preflight.headers['access-control-allow-headers']).toContain('a2a-version');
    expect((await rawRequest(server.baseUrl, 'OPTIONS', '/a2a', { host, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('answers GetTask from the official client with TaskNotFound: no tasks are kept', async () => {
    const client = await clientWith(`Bearer ${key}`);
    await expect(client.getTask({ tenant: '', id: 'task-that-never-existed' })).rejects.toThrow(/task not found/i);
  });
});
