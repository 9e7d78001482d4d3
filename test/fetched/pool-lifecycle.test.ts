import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';
import { completeSite, serveSite } from '../launch/sites.js';
import type { LocalServer } from '../net/local-server.js';

/** Operating-system threads of this process: content-reading workers are threads. */
const threads = (): number => Number(/^Threads:\s+(\d+)/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]);

// Loopback is allowed only because the audited site is served on 127.0.0.1.
const env = { SAFE_FETCH_ALLOW_LOOPBACK: 'true', SAFE_FETCH_TIMEOUT_MS: '3000' };

describe.each(DIALECTS)('content-reading threads belong to the app that starts them (%s)', (dialect) => {
  let site: LocalServer;
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    site = await serveSite(completeSite);
    [first, second] = await Promise.all([startServer({ dialect, env }), startServer({ dialect, env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), site?.close()]);
  });

  const audit = async (server: TestServer) => {
    const res = await server.request('POST', '/api/v1/agent-launch/audit', { body: { url: site.origin } });
    expect(res.status).toBe(200);
    // Every check passes only when the fetched pages were read (parsed in the worker threads).
    expect(res.body.readiness_score).toBe(100);
  };

  it('a closed app ends its own threads and leaves the other app reading', async () => {
    await audit(second);
    const withOnePool = threads();
    await audit(first);
    const withTwoPools = threads();
    expect(withTwoPools).toBeGreaterThan(withOnePool);
    await first.close();
    expect(threads()).toBeLessThanOrEqual(withOnePool);
    await audit(second);
  });
});
