import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('error statuses and bodies (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: '4096' } });
    key = await server.activate();
  });
  afterAll(async () => server.close());

  const json = { 'content-type': 'application/json' };
  const cases: Array<[string, () => Promise<{ status: number; body: { error: string } }>, number, RegExp]> = [
    ['malformed JSON', () => server.request('POST', '/api/v1/feedback', { key, raw: '{"rating":', headers: json }), 400, /not valid JSON/],
    ['empty JSON body', () => server.request('POST', '/api/v1/feedback', { key, raw: '', headers: json }), 400, /empty/],
    ['JSON array body', () => server.request('POST', '/api/v1/feedback', { key, raw: '[]', headers: json }), 400, /must be object/],
    [
      'wrong content type',
      () => server.request('POST', '/api/v1/feedback', { key, raw: 'rating=useful', headers: { 'content-type': 'text/plain' } }),
      415,
      /application\/json/,
    ],
    [
      'body too large',
      () => server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'], notes: 'x'.repeat(5000) } }),
      413,
      /larger than the limit of 4096 bytes/,
    ],
    [
      'unknown field',
      () => server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'], extra: 1 } }),
      400,
      /unknown field "extra"/,
    ],
    [
      'wrong type',
      () => server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: 'other' } }),
      400,
      /issue_categories must be array/,
    ],
    [
      'no coercion of numbers in strings',
      () => server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'], may_contact: 'true' } }),
      400,
      /may_contact must be boolean/,
    ],
    [
      'missing required field',
      () => server.request('POST', '/api/v1/api-requests', { key, body: { requested_api_name: 'something long enough' } }),
      400,
      /missing required field "problem"/,
    ],
    [
      'too short',
      () => server.request('POST', '/api/v1/api-requests', { key, body: { requested_api_name: 'short', problem: 'a long enough problem' } }),
      400,
      /requested_api_name must NOT have fewer than 12 characters/,
    ],
    ['unknown route', () => server.request('GET', '/api/v1/nope'), 404, /no such route: GET \/api\/v1\/nope/],
    ['wrong method', () => server.request('DELETE', '/api/v1/feedback', { key }), 405, /use POST/],
    ['over-long path parameter', () => server.request('GET', `/api/v1/travel/research/jobs/${'a'.repeat(150)}`, { key }), 414, /longer than 100 characters/],
    ['malformed URL encoding', () => server.request('GET', '/api/v1/travel/research/jobs/%E0%A4%A', { key }), 400, /malformed/],
  ];

  it.each(cases)('%s', async (_name, call, status, message) => {
    const res = await call();
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.error).toMatch(message);
  });

  it('stores nothing for rejected input', async () => {
    expect(await server.store.records.count('feedback')).toBe(0);
    expect(await server.store.records.count('api_requests')).toBe(0);
  });

  it('answers an internal fault with 500 and no internals', async () => {
    // Fault injection: the store fails the way a driver would, with SQL in its message.
    const records = server.store.records;
    const original = records.addFeedback;
    records.addFeedback = async () => {
      throw new Error('SELECT secret FROM somewhere failed');
    };
    const res = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'] } }).finally(() => {
      records.addFeedback = original;
    });
    expect(res.status).toBe(500);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).not.toMatch(/SELECT|secret|\bat /);
    expect(res.body.error).toMatch(/req_/);
  });
});
