import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableJson } from '../../src/store/db.js';
import { DIALECTS, proKey, startServer, type TestServer } from '../helpers/server.js';

/**
 * A string holding half of a UTF-16 surrogate pair ("\ud800" in JSON) is no text in any encoding;
 * PostgreSQL's jsonb refuses its escape, so the full fuzzer found it answering 500 there (and 200 on
 * SQLite). It is refused like the NUL character, on both databases, and a JSON document the
 * service writes itself never carries one into a jsonb column.
 */
describe.each(DIALECTS)('unpaired surrogates on %s', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect });
    key = await proKey(server);
  });
  afterAll(async () => server.close());

  const refusal = (where: string) => ({ error: `the request ${where} contains an unpaired UTF-16 surrogate (\\ud800-\\udfff without its pair); remove it` });

  it('refuses a lone high or low surrogate in a body field, an array item or a key with a 400, and stores nothing', async () => {
    const bodies = [
      { requested_api_name: 'calendar sync api\ud800', problem: 'no calendar export today' },
      { requested_api_name: 'calendar sync api', problem: 'no calendar export\udc00 today' },
      { requested_api_name: 'calendar sync api', problem: 'no calendar export today', expected_inputs: ['ics \udbff'] },
      { requested_api_name: 'calendar sync api', problem: 'no calendar export today', ['x\udc00']: 1 },
    ];
    for (const body of bodies) {
      const res = await server.request('POST', '/api/v1/api-requests', { key, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal('body'));
    }
    const feedback = await server.request('POST', '/api/v1/feedback', { key, body: { rating: 'useful', issue_categories: ['other'], notes: 'ok \ud83d' } });
    expect(feedback.body).toEqual(refusal('body'));
  });

  it('accepts paired surrogates (an emoji) and stores them', async () => {
    const res = await server.request('POST', '/api/v1/api-requests', {
      key,
      body: { requested_api_name: 'calendar sync api 📅', problem: 'no calendar export today 😀' },
    });
    expect(res.status).toBe(200);
    expect(res.body.requested_api_name).toBe('calendar sync api 📅');
  });

  it('refuses one in an MCP tool call as invalid params', async () => {
    const res = await server.request('POST', '/mcp', {
      key,
      headers: { accept: 'application/json, text/event-stream' },
      body: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'skill.search', arguments: { query: 'retry \udc00 backoff' } } },
    });
    const text = JSON.stringify(res.body);
    expect(text).toContain('an unpaired UTF-16 surrogate');
    expect(res.status).toBeLessThan(500);
  });
});

describe('JSON the service stores in jsonb', () => {
  it('turns an escaped unpaired surrogate or NUL into U+FFFD and keeps pairs and escaped backslashes', () => {
    const stored = (value: string) => JSON.parse(storableJson(JSON.stringify(value))) as string;
    expect(stored('a\ud800b')).toBe('a\ufffdb');
    expect(stored('a\udc00b')).toBe('a\ufffdb');
    expect(stored('😀\udc00')).toBe('😀\ufffd');
    expect(stored('a\u0000b')).toBe('a\ufffdb');
    expect(stored('😀')).toBe('😀');
    expect(stored('the text \\ud800 as written')).toBe('the text \\ud800 as written');
  });
});
