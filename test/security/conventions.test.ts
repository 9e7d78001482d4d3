import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { rawRequest } from './raw-http.js';

/**
 * Finding: API answers (activation returns a key) carried no Cache-Control; Fastify's own 400, 408
 * and 431 bodies and the /assets 404 were not {"error"}; valid JSON with a "__proto__" key was
 * called "not valid JSON"; a trailing slash got a confusing 405. Defence: no-store on every API
 * answer, every framework-level error in the one shape with a message that says what to change.
 */
describe.each(DIALECTS)('HTTP conventions (%s)', (dialect) => {
  let server: TestServer;
  let port: number;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: '2048' } });
    port = Number(new URL(server.baseUrl).port);
    key = await server.activate();
  });
  afterAll(async () => server.close());

  const json = { 'content-type': 'application/json' };

  it('marks API answers no-store, the key-bearing activation first', async () => {
    const activation = await server.request('POST', '/api/v1/activation', { body: {}, headers: { 'x-forwarded-for': '198.51.251.1' } });
    expect(activation.status).toBe(201);
    expect(activation.headers.get('cache-control')).toBe('no-store');
    for (const path of ['/api/v1/account/me', '/api/v1/nope']) {
      expect((await server.request('GET', path, { key })).headers.get('cache-control')).toBe('no-store');
    }
    expect((await server.request('GET', '/api/v1/account/me')).headers.get('cache-control')).toBe('no-store');
    const mcp = await server.request('POST', '/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' }, headers: { 'x-forwarded-for': '198.51.251.2' } });
    expect(mcp.headers.get('cache-control')).toBe('no-store');
  });

  const bodyErrors: Array<[string, string, RegExp]> = [
    ['malformed JSON', '{"rating":', /^request body is not valid JSON \(.+\)$/],
    [
      'a __proto__ key',
      '{"rating":"useful","issue_categories":["other"],"__proto__":{"admin":true}}',
      /"__proto__" or "constructor.prototype", which this API refuses/,
    ],
    [
      'a nested constructor.prototype',
      '{"rating":"useful","issue_categories":["other"],"notes":{"constructor":{"prototype":{"x":1}}}}',
      /"__proto__" or "constructor.prototype"/,
    ],
    ['an empty body', '', /request body is empty/],
    [
      'a body over the limit',
      JSON.stringify({ rating: 'useful', issue_categories: ['other'], notes: 'x'.repeat(3000) }),
      /larger than the limit of 2048 bytes/,
    ],
  ];
  it.each(bodyErrors)('answers %s with {"error"} naming the problem', async (_name, raw, message) => {
    const res = await server.request('POST', '/api/v1/feedback', { key, raw, headers: json });
    expect(res.status).toBe(raw.length > 2048 ? 413 : 400);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses the NUL character in a path or body (PostgreSQL cannot store it)', async () => {
    const answers = [
      await server.request('GET', '/api/v1/travel/research/jobs/a%00b', { key }),
      await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'], notes: 'a\u0000b' } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400]);
    expect(answers.map((a) => a.body.error)).toEqual(
      ['path', 'body'].map((where) => `the request ${where} contains the NUL character (\\u0000 or %00); remove it`),
    );
    expect((await server.request('GET', '/api/v1/account/me?unused=%00', { key })).status).toBe(200);
  });

  it('accepts "constructor" and "__proto__" as ordinary string values', async () => {
    const res = await server.request('POST', '/api/v1/feedback', {
      key,
      body: { rating: 'useful', issue_categories: ['other'], notes: '__proto__ constructor' },
    });
    expect(res.status).toBe(200);
  });

  const socketErrors: Array<[string, string, number, RegExp]> = [
    ['bytes that are not HTTP', 'GARBAGE\r\n\r\n', 400, /not valid HTTP\/1\.1 \(HPE_INVALID_METHOD\)/],
    ['a header block over the size limit', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, /larger than 16384 bytes/],
    ['a URL over the size limit', `GET /api/v1/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, /shorten the URL/],
    ['a Content-Length that is not a number', 'POST /api/v1/feedback HTTP/1.1\r\nHost: x\r\nContent-Length: ten\r\n\r\n', 400, /not valid HTTP/],
  ];
  it.each(socketErrors)('answers %s with {"error"} on the socket', async (_name, request, status, message) => {
    const res = await rawRequest(port, request);
    expect(res.status).toBe(status);
    expect(res.headers).toContain('content-type: application/json');
    expect(res.headers).toContain('cache-control: no-store');
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
  });

  it('answers an over-long path parameter with 414 {"error"}', async () => {
    const res = await server.request('GET', `/api/v1/travel/research/jobs/${'a'.repeat(150)}`, { key });
    expect(res.status).toBe(414);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  it('answers an unknown asset with 404 {"error"}', async () => {
    const res = await server.request('GET', '/assets/nope.css');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'no such asset: nope.css' });
  });

  it('serves a path with a trailing slash like the path without it', async () => {
    const plain = await server.request('GET', '/api/v1/account/me', { key });
    const slash = await server.request('GET', '/api/v1/account/me/', { key });
    expect(slash.status).toBe(200);
    expect(slash.body.account.id).toBe(plain.body.account.id);
    const wrongMethod = await server.request('DELETE', '/api/v1/feedback/', { key });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.error).toMatch(/use POST/);
  });
});
