import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

const PATH = '/api/v1/skills/search';
const json = { 'content-type': 'application/json' };

describe.each(DIALECTS)('POST /api/v1/skills/search over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: '4096' } });
    key = await server.activate();
  });
  afterAll(async () => server.close());

  it('answers a valid search with ranked options (body checked against /openapi.json by the harness)', async () => {
    const res = await server.request('POST', PATH, { key, body: { query: 'fill in a fillable PDF form with the customer address', max_results: 3 } });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('skill_search_v0');
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
    expect(res.body.options).toHaveLength(3);
    expect(res.body.options[0].id).toBe('vendor.pdf');
    expect(res.body.query).toMatchObject({ task: 'fill_form', artifacts: ['pdf'], max_results: 3 });
    expect(Object.values(res.body.truth_boundaries)).toEqual([false, false, false, false]);
  });

  it('applies the default of five results and the sources filter', async () => {
    const res = await server.request('POST', PATH, { key, body: { query: 'how do I poll a research job that is pending', sources: ['svc_skill_library'] } });
    expect(res.status).toBe(200);
    expect(res.body.options).toHaveLength(5);
    expect(res.body.options.every((o: { source: string }) => o.source === 'svc_skill_library')).toBe(true);
    expect(res.body.options[0].id).toBe('svc.research-job-polling');
  });

  it('requires a bearer key', async () => {
    const res = await server.request('POST', PATH, { body: { query: 'fill in a fillable PDF form' } });
    expect(res.status).toBe(401);
    expect(Object.keys(res.body)).toEqual(['error']);
  });

  const bad: Array<[string, { body?: unknown; raw?: string }, number, RegExp]> = [
    ['malformed JSON', { raw: '{"query": "fill in a pdf' }, 400, /not valid JSON/],
    ['unknown field', { body: { query: 'fill in a fillable PDF form', limit: 3 } }, 400, /unknown field "limit"/],
    ['wrong type', { body: { query: 'fill in a fillable PDF form', max_results: '3' } }, 400, /max_results must be integer/],
    ['query too short', { body: { query: 'pdf form' } }, 400, /query must NOT have fewer than 12 characters/],
    ['max_results out of bounds', { body: { query: 'fill in a fillable PDF form', max_results: 11 } }, 400, /max_results must be <= 10/],
    ['unknown source', { body: { query: 'fill in a fillable PDF form', sources: ['github'] } }, 400, /sources/],
    ['missing query', { body: {} }, 400, /missing required field "query"/],
    ['query longer than 2000 characters', { body: { query: 'x'.repeat(2001) } }, 400, /query must NOT have more than 2000 characters/],
    ['body over the size limit', { body: { query: 'x'.repeat(5000) } }, 413, /larger than the limit/],
  ];

  it.each(bad)('rejects %s with exactly {"error": ...}', async (_name, input, status, message) => {
    const res = await server.request('POST', PATH, { key, headers: json, ...input });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('is described in /openapi.json with its operationId, tag and bearer security', async () => {
    const res = await server.request('GET', '/openapi.json');
    const op = res.body.paths[PATH].post;
    expect(op.operationId).toBe('searchSkills');
    expect(op.tags).toEqual(['skills']);
    expect(op.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '429']));
  });
});
