import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.js';

/** The service's own discovery surfaces must pass its own launch audit in full. */
describe('svc audits itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Loopback is allowed only so the audit can reach this test server on 127.0.0.1.
    server = await startServer({ dialect: 'sqlite', env: { SAFE_FETCH_ALLOW_LOOPBACK: 'true' } });
  });
  afterAll(async () => server.close());

  it('scores complete on every check', async () => {
    const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: server.baseUrl, product_type: 'agent_api' } });
    expect(res.status).toBe(200);
    const failing = res.body.checks.filter((c: { status: string }) => c.status !== 'pass' && c.status !== 'skipped');
    expect(failing.map((c: { id: string; evidence: string[] }) => `${c.id}: ${c.evidence.join('; ')}`)).toEqual([]);
    expect(res.body.readiness_score).toBe(100);
    expect(res.body.ready_for_external_scan).toBe(true);
    expect(res.body.owned_fixable_gaps).toEqual([]);
  });
});
