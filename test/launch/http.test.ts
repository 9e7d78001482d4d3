import { LAUNCH_CHECK_IDS } from '../../src/contracts/launch.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, uniqueAddress, type TestServer } from '../helpers/server.js';
import type { LocalServer } from '../net/local-server.js';
import { bareSite, completeSite, serveSite } from './sites.js';

const json = { 'content-type': 'application/json' };

describe.each(DIALECTS)('launch endpoints over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let complete: LocalServer;
  let bare: LocalServer;
  beforeAll(async () => {
    // Loopback is allowed only because these tests serve the audited sites on 127.0.0.1.
    server = await startServer({ dialect, env: { BODY_LIMIT_BYTES: '4096', SAFE_FETCH_ALLOW_LOOPBACK: 'true', SAFE_FETCH_TIMEOUT_MS: '3000' } });
    [complete, bare] = await Promise.all([serveSite(completeSite), serveSite(bareSite)]);
  });
  afterAll(async () => {
    await Promise.all([server.close(), complete.close(), bare.close()]);
  });

  it('audits a complete site without a key (body checked against /openapi.json by the harness)', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: complete.origin } });
    expect(res.status).toBe(200);
    expect(res.body.product).toBe('agent_launch_pack_v0');
    expect(res.body.readiness_score).toBe(100);
    expect(res.body.scan_id).toMatch(/^scan_/);
    expect(res.body.checks).toHaveLength(LAUNCH_CHECK_IDS.length);
  });

  it('generates a pack for a bare site, every file validated', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/generate', {
      body: { url: bare.origin, product_name: 'Bare', capabilities: ['Search bare things'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.files.length).toBe(8);
    expect(
      res.body.files
        .filter((file: { validation: { valid: boolean } }) => !file.validation.valid)
        .map((file: { path: string }) => file.path)
        .sort(),
    ).toEqual(['/.well-known/mcp/server-card.json', '/openapi.json', '/pricing.md']);
    expect(res.body.truth_warnings.length).toBeGreaterThan(0);
  });

  it('verifies a site, and answers an unknown scan_id with 404', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/verify', { body: { url: bare.origin, product_type: 'mcp_server' } });
    expect(res.status).toBe(200);
    expect(res.body.ready_for_external_scan).toBe(false);
    const gaps = res.body.remaining_owned_gaps.map((gap: { check_id: string }) => gap.check_id);
    expect(gaps).toEqual(expect.arrayContaining(['mcp.server_card', 'mcp.endpoint_live', 'llms_txt.structure', 'docs.reachable']));
    // An MCP server product that declares no HTTP API is not asked for an OpenAPI document.
    expect(gaps.filter((id: string) => id.startsWith('openapi.'))).toEqual([]);
    expect(res.body.readiness_blockers.join(' ')).toContain('mcp.endpoint_live (core) fails');
    expect(res.body.remaining_external_todos.map((todo: { id: string }) => todo.id)).toContain('external.mcp_registry_listing');
    const missing = await server.request('POST', '/api/v1/agent-launch/verify', { body: { url: bare.origin, scan_id: 'scan_nope' } });
    expect(missing.status).toBe(404);
    expect(Object.keys(missing.body)).toEqual(['error']);
    expect(missing.body.error).toContain('scan_nope');
  });

  it('compares a verify with a stored earlier audit by scan_id', async () => {
    const first = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: bare.origin } });
    const again = await server.request('POST', '/api/v1/agent-launch/verify', { body: { url: bare.origin, scan_id: first.body.scan_id } });
    expect(again.status).toBe(200);
    expect(again.body.previous_scan_id).toBe(first.body.scan_id);
    expect(again.body.changes.score_delta).toBe(0);
    expect(again.body.changes.still_failing.length).toBe(first.body.owned_fixable_gaps.length);
    // The verify's own audit is stored too, so it can be the base of the next comparison.
    const third = await server.request('POST', '/api/v1/agent-launch/verify', { body: { url: bare.origin, scan_id: again.body.scan_id } });
    expect(third.body.previous_scan_id).toBe(again.body.scan_id);
  });

  const bad: Array<[string, string, { body?: unknown; raw?: string }, number, RegExp]> = [
    ['malformed JSON', 'audit', { raw: '{"url": "http://x' }, 400, /not valid JSON/],
    ['unknown field', 'audit', { body: { url: 'https://example.com', depth: 3 } }, 400, /unknown field "depth"/],
    ['wrong type', 'audit', { body: { url: 'https://example.com', product_type: 7 } }, 400, /product_type/],
    ['unknown check id', 'audit', { body: { url: 'https://example.com', checks: ['port.scan'] } }, 400, /checks/],
    ['negative scan budget', 'audit', { body: { url: 'https://example.com', external_scan_budget: { max_active_scans: -1 } } }, 400, /max_active_scans/],
    ['url that is not a URI', 'audit', { body: { url: 'not a url' } }, 400, /url/],
    ['non-http url', 'audit', { body: { url: 'ftp://example.com/' } }, 400, /http or https/],
    ['missing url', 'generate', { body: { product_name: 'x' } }, 400, /missing required field "url"/],
    ['unknown field on verify', 'verify', { body: { url: 'https://example.com', previous: {} } }, 400, /unknown field "previous"/],
    [
      'body over the size limit',
      'generate',
      { body: { url: 'https://example.com', capabilities: Array.from({ length: 20 }, () => 'x'.repeat(400)) } },
      413,
      /larger than the limit/,
    ],
  ];

  it.each(bad)('rejects %s with exactly {"error": ...}', async (_name, action, input, status, message) => {
    const res = await server.request('POST', `/api/v1/agent-launch/${action}`, { headers: json, ...input });
    expect(res.status).toBe(status);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.body.error).toMatch(message);
  });

  it('is described in /openapi.json as public operations', async () => {
    const res = await server.request('GET', '/openapi.json');
    for (const [action, operationId] of [
      ['audit', 'auditAgentLaunch'],
      ['generate', 'generateAgentLaunchPack'],
      ['verify', 'verifyAgentLaunch'],
    ]) {
      const op = res.body.paths[`/api/v1/agent-launch/${action}`].post;
      expect(op.operationId).toBe(operationId);
      expect(op.tags).toEqual(['launch']);
      expect(op.security ?? []).toEqual([]);
    }
  });
});

describe.each(DIALECTS)('launch audit with the default (production) fetch config (%s)', (dialect) => {
  it('refuses to fetch a loopback site', async () => {
    const server = await startServer({ dialect });
    const site = await serveSite(completeSite);
    try {
      const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: site.origin } });
      expect(res.status).toBe(200);
      expect(res.body.readiness_score).toBe(0);
      expect(site.requests).toHaveLength(0);
      expect(res.body.checks[0].evidence.join(' ')).toContain('blocked_address');
    } finally {
      await Promise.all([server.close(), site.close()]);
    }
  });
});

// The count of calls without a key lives in the store (public_calls), so both databases keep it.
describe.each(DIALECTS)('per-address limit on keyless fetching endpoints (%s)', (dialect) => {
  it('refuses the call past PUBLIC_FETCH_PER_HOUR from one address, not from another', async () => {
    const server = await startServer({ dialect, env: { PUBLIC_FETCH_PER_HOUR: '2', SAFE_FETCH_TIMEOUT_MS: '500' } });
    const [one, other] = [uniqueAddress(), uniqueAddress()];
    try {
      const call = (ip: string) =>
        server.request('POST', '/api/v1/proof/notability/preflight', {
          body: { entity_name: 'Example', url: 'https://example.invalid/' },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await call(one)).status).toBe(200);
      const second = await call(one);
      expect(second.status).toBe(200);
      expect(second.headers.get('ratelimit-remaining')).toBe('0');
      const third = await server.request('POST', '/api/v1/agent-launch/audit', {
        body: { url: 'https://example.invalid/' },
        headers: { 'x-forwarded-for': one },
      });
      expect(third.status).toBe(429);
      expect(third.body.error).toMatch(/2 audit and preflight calls per hour/);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(other)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
