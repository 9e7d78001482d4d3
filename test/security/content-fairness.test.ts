import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../net/local-server.js';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { completeSite, serveSite } from '../launch/sites.js';
import { hostilePage } from './hostile-pages.js';

/**
 * Finding: fetched content was read on one pool shared by the whole process, its time budget
 * counted from when a task was queued, so a few hostile keyless audits made other callers'
 * audits of healthy sites report their pages unreadable. Now each caller's reads queue behind
 * its own and a budget starts when reading starts. A storm of audits of hostile pages from one
 * client address runs while another client audits a healthy site: that audit must come out
 * exactly as it does alone.
 */

const STORM = 6;

interface Audit {
  readiness_score: number;
  checks: { id: string; status: string; evidence: string[] }[];
}

const verdicts = (result: Audit) => result.checks.map((check) => `${check.id}: ${check.status}`);

describe.each(DIALECTS)('content reading is fair between callers (%s)', (dialect) => {
  let hostile: LocalServer;
  let healthy: LocalServer;
  let server: TestServer;

  beforeAll(async () => {
    hostile = await startLocalServer((request, response) => {
      const page = hostilePage(request.url ?? '/');
      response.writeHead(200, { 'content-type': page.type }).end(page.body);
    });
    healthy = await serveSite(completeSite);
    server = await startServer({ dialect, env: { SAFE_FETCH_ALLOW_LOOPBACK: 'true', PUBLIC_FETCH_PER_HOUR: '1000', TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await Promise.all([server.close(), hostile.close(), healthy.close()]);
  });

  async function audit(url: string, clientAddress: string): Promise<Audit> {
    const response = await fetch(`${server.baseUrl}/api/v1/agent-launch/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
      body: JSON.stringify({ url }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Audit;
  }

  it(`a storm of ${STORM} hostile audits from one address leaves another caller's healthy audit as it is alone`, async () => {
    const alone = await audit(healthy.origin, '198.51.100.7');
    expect(alone.readiness_score).toBeGreaterThan(0);

    const storm = Promise.all(Array.from({ length: STORM }, () => audit(hostile.origin, '203.0.113.66')));
    // Let the storm fill the readers' queue before the healthy audit starts.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const during = await audit(healthy.origin, '198.51.100.7');
    const hostileResults = await storm;

    expect(verdicts(during)).toEqual(verdicts(alone));
    expect(during.readiness_score).toBe(alone.readiness_score);
    const evidence = during.checks.flatMap((check) => check.evidence).join('\n');
    expect(evidence).not.toMatch(/budget|unreachable|could not be read/i);
    expect(hostileResults).toHaveLength(STORM);
  });
});
