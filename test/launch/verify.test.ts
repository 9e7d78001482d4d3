import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchVerifyResponse } from '../../src/contracts/launch.js';
import { auditLaunch, type LaunchDeps } from '../../src/launch/audit.js';
import { verifyLaunch } from '../../src/launch/verify.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { LocalServer } from '../net/local-server.js';
import { expectValid } from '../helpers/schema.js';
import { completeSite, halfReadySite, serveSite, type Page } from './sites.js';

let counter = 0;
const deps: LaunchDeps = {
  fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
  now: () => new Date('2025-06-01T12:00:00Z'),
  newId: () => `scan_${++counter}`,
};

describe('launch verify', () => {
  let pages: Record<string, Page> = {};
  let site: LocalServer;
  beforeAll(async () => {
    site = await serveSite((origin) => {
      pages = halfReadySite(origin);
      return pages;
    });
  });
  afterAll(() => site.close());

  it('without a previous scan, reports the remaining gaps and no changes', async () => {
    const result = await verifyLaunch({ url: site.origin }, null, deps);
    expectValid(LaunchVerifyResponse, result);
    expect(result.previous_scan_id).toBeNull();
    expect(result.changes).toEqual({ fixed: [], regressed: [], still_failing: [], score_delta: null });
    expect(result.ready_for_external_scan).toBe(false);
    expect(result.remaining_owned_gaps.map((gap) => gap.check_id)).toContain('a2a.agent_card');
    expect(result.readiness_blockers.join(' ')).toContain('a2a.agent_card (core) fails');
    expect(result.remaining_external_todos.length).toBeGreaterThan(0);
  });

  it('after fixes, reports what was fixed, what regressed and what still fails', async () => {
    const previous = await auditLaunch({ url: site.origin }, deps);
    // Fix everything the complete site has except robots.txt, which now breaks.
    Object.assign(pages, completeSite(site.origin));
    pages['/robots.txt'] = { type: 'text/plain', body: 'User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nDisallow: /\n' };
    const result = await verifyLaunch({ url: site.origin, scan_id: previous.scan_id }, previous, deps);
    expectValid(LaunchVerifyResponse, result);
    expect(result.previous_scan_id).toBe(previous.scan_id);
    expect(result.changes.fixed).toContain('a2a.agent_card');
    expect(result.changes.fixed).toContain('openapi.security_scheme');
    // Disallow: / for every agent also shuts out the AI crawlers and the agents fetching for a person.
    const robots = ['robots_txt.present', 'robots_txt.ai_crawlers', 'robots_txt.agent_fetchers'];
    expect([...result.changes.regressed].sort()).toEqual([...robots].sort());
    expect(result.changes.still_failing).toEqual([]);
    expect(result.remaining_owned_gaps.map((gap) => gap.check_id).sort()).toEqual([...robots].sort());
    expect(result.changes.score_delta).toBe(Math.round((result.readiness_score - previous.readiness_score) * 10) / 10);
    expect(result.ready_for_external_scan).toBe(false);
    expect(result.should_run_external_scan.recommended).toBe(false);
  });

  it('refuses a previous scan of another domain', async () => {
    const previous = await auditLaunch({ url: site.origin }, deps);
    const elsewhere = { ...previous, domain: 'https://other.example' };
    await expect(verifyLaunch({ url: site.origin, scan_id: previous.scan_id }, elsewhere, deps)).rejects.toThrow(/not http:\/\/127\.0\.0\.1/);
  });
});
