import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/**
 * The service's own discovery surfaces against its own launch audit: every check passes or is
 * not applicable, and the declared endpoints (MCP, A2A, API paths) answer their probes.
 */
describe.each(DIALECTS)('svc audits itself (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // Loopback is allowed only so the audit can reach this test server on 127.0.0.1.
    server = await startServer({ dialect, env: { SAFE_FETCH_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => server.close());

  it('passes every check at 100, including its live MCP and A2A endpoints and declared API paths', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: server.baseUrl, product_type: 'agent_api' } });
    expect(res.status).toBe(200);
    const checks = res.body.checks as { id: string; status: string; evidence: string[] }[];
    const failing = checks.filter((c) => !['pass', 'skipped', 'info'].includes(c.status)).map((c) => c.id);
    expect(failing).toEqual([]);
    expect(res.body.readiness_score).toBe(100);
    expect(res.body.ready_for_external_scan).toBe(true);
    expect(checks.find((c) => c.id === 'mcp.endpoint_live')?.status).toBe('pass');
    expect(checks.find((c) => c.id === 'openapi.paths_live')?.status).toBe('pass');
    for (const id of ['a2a.endpoint_live', 'links.http_header', 'agent_skills.index', 'home.markdown', 'api_catalog.present', 'robots_txt.content_signals']) {
      expect(checks.find((c) => c.id === id)?.status, id).toBe('pass');
    }
  });
});
