import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/**
 * The service's own discovery surfaces against its own launch audit. The newer agent-readiness
 * surfaces the service does not publish yet (and its agent card's A2A interface, which is not an
 * A2A endpoint) are listed here as known gaps, reported to the owner of the discovery documents;
 * every other check must pass.
 */
const KNOWN_GAPS = ['a2a.endpoint_live'];

describe('svc audits itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Loopback is allowed only so the audit can reach this test server on 127.0.0.1.
    server = await startServer({ dialect: 'sqlite', env: { SAFE_FETCH_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => server.close());

  it('passes every check but the known gaps, including its live MCP endpoint and declared API paths', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: server.baseUrl, product_type: 'agent_api' } });
    expect(res.status).toBe(200);
    const checks = res.body.checks as { id: string; status: string; evidence: string[] }[];
    const failing = checks.filter((c) => !['pass', 'skipped', 'info'].includes(c.status)).map((c) => c.id);
    expect(failing.sort()).toEqual([...KNOWN_GAPS].sort());
    expect(checks.find((c) => c.id === 'mcp.endpoint_live')?.status).toBe('pass');
    expect(checks.find((c) => c.id === 'openapi.paths_live')?.status).toBe('pass');
  });
});
