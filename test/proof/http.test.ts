import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { startLocalServer, type LocalServer } from '../net/local-server.js';

const PATH = '/api/v1/proof/notability/preflight';
const json = { 'content-type': 'application/json' };
const NAME = 'Acme Widgets';

const paragraph = `${NAME} builds browser-based widget design software used by furniture makers and suppliers, and its founders describe steady growth in paying customers across several countries over the last three years of trading.`;
const article = `<html><head><title>Review</title></head><body><p>${paragraph}</p><p>${paragraph}</p><p>${paragraph}</p><p>${paragraph}</p><p>${paragraph}</p></body></html>`;

describe.each(DIALECTS)('POST /api/v1/proof/notability/preflight over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let web: LocalServer;
  beforeAll(async () => {
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: '4096', SAFE_FETCH_ALLOW_LOOPBACK: 'true', SAFE_FETCH_TIMEOUT_MS: '2000' } });
    web = await startLocalServer((request, response) => {
      if (request.url === '/review' || request.url === '/acme/readme') response.writeHead(200, { 'content-type': 'text/html' }).end(article);
      else response.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
    });
  });
  afterAll(async () => {
    await Promise.all([server.close(), web.close()]);
  });

  it('classifies evidence without a key (body checked against /openapi.json by the harness)', async () => {
    const res = await server.request('POST', PATH, {
      body: {
        entity_name: NAME,
        url: 'https://acme.invalid/',
        evidence_urls: [`${web.origin}/review`, `${web.origin}/acme/readme`, `${web.origin}/gone`, 'http://10.0.0.1/internal'],
        known_profiles: [`${web.origin}/acme`],
        claims: ['Acme Widgets builds widget design software'],
        target_venues: ['wikidata', 'wikipedia'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('agent_proof_graph_v0');
    expect(res.body.evidence_summary.independent_substantial_sources.map((item: { url: string }) => item.url)).toEqual([`${web.origin}/review`]);
    expect(res.body.evidence_summary.self_authored_sources.map((item: { url: string }) => item.url)).toEqual([`${web.origin}/acme/readme`]);
    expect(res.body.evidence_summary.unreachable_sources).toHaveLength(2);
    expect(res.body.venue_readiness.wikidata.status).toBe('ready');
    expect(res.body.venue_readiness.wikipedia.status).toBe('not_ready');
    expect(res.body.ready_to_submit).toBe(false);
    expect(res.body.claim_graph[0].status).toBe('independently_supported');
    expect(res.body.truth_boundaries.join(' ')).toMatch(/never guaranteed/);
  });

  const bad: Array<[string, { body?: unknown; raw?: string }, number, RegExp]> = [
    ['malformed JSON', { raw: '{"entity_name": ' }, 400, /not valid JSON/],
    ['unknown field', { body: { entity_name: NAME, url: 'https://acme.invalid/', publish: true } }, 400, /unknown field "publish"/],
    ['wrong type', { body: { entity_name: NAME, url: 'https://acme.invalid/', claims: 'big' } }, 400, /claims/],
    ['missing entity_name', { body: { url: 'https://acme.invalid/' } }, 400, /missing required field "entity_name"/],
    ['unknown venue', { body: { entity_name: NAME, url: 'https://acme.invalid/', target_venues: ['press_release'] } }, 400, /target_venues/],
    [
      'more than 20 evidence URLs',
      { body: { entity_name: NAME, url: 'https://acme.invalid/', evidence_urls: Array.from({ length: 21 }, (_, i) => `https://e${i}.invalid/`) } },
      400,
      /evidence_urls/,
    ],
    ['non-http entity url', { body: { entity_name: NAME, url: 'ftp://acme.invalid/' } }, 400, /http or https/],
    [
      'body over the size limit',
      { body: { entity_name: NAME, url: 'https://acme.invalid/', claims: Array.from({ length: 20 }, () => 'y'.repeat(400)) } },
      413,
      /larger than the limit/,
    ],
  ];

  it.each(bad)('rejects %s with exactly {"error": ...}', async (_name, input, status, message) => {
    const res = await server.request('POST', PATH, { headers: json, ...input });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('is described in /openapi.json as a public operation', async () => {
    const res = await server.request('GET', '/openapi.json');
    const op = res.body.paths[PATH].post;
    expect(op.operationId).toBe('preflightNotabilityProof');
    expect(op.tags).toEqual(['proof']);
    expect(op.security ?? []).toEqual([]);
  });
});
