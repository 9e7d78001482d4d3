import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchAuditResponse, type LaunchAuditResponseBody } from '../../src/contracts/launch.js';
import { auditLaunch, type LaunchDeps } from '../../src/launch/audit.js';
import { sharedContentReader, type ContentReader } from '../../src/launch/content-reader.js';
import { CATCH_ALL_PROBE, RESOURCE_PLAN } from '../../src/launch/snapshot.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { LocalServer } from '../net/local-server.js';
import { startLocalServer } from '../net/local-server.js';
import { expectValid } from '../helpers/schema.js';
import { bareSite, completeSite, halfReadySite, serveSite } from './sites.js';
import { CONTENTION_SLACK_MS } from '../helpers/timing.js';

const NOW = new Date('2025-06-01T12:00:00Z');
let counter = 0;
const deps = (extra: Partial<LaunchDeps> = {}): LaunchDeps => ({
  fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
  now: () => NOW,
  newId: () => `scan_${++counter}`,
  ...extra,
});

const statusOf = (audit: LaunchAuditResponseBody, id: string) => audit.checks.find((check) => check.id === id)?.status;
const evidenceOf = (audit: LaunchAuditResponseBody, id: string) => audit.checks.find((check) => check.id === id)?.evidence.join(' | ') ?? '';

let complete: LocalServer;
let half: LocalServer;
let bare: LocalServer;

beforeAll(async () => {
  [complete, half, bare] = await Promise.all([serveSite(completeSite), serveSite(halfReadySite), serveSite(bareSite)]);
});
afterAll(async () => {
  await Promise.all([complete.close(), half.close(), bare.close()]);
});

describe('launch audit against local sites', () => {
  it('scores a complete site 100 / A with every surface verified and nothing to fix', async () => {
    const audit = await auditLaunch({ url: `${complete.origin}/some/page` }, deps());
    expectValid(LaunchAuditResponse, audit);
    const failing = audit.checks
      .filter((check) => check.status !== 'pass' && check.status !== 'info')
      .map((check) => `${check.id}: ${check.evidence.join('; ')}`);
    expect(failing).toEqual([]);
    expect(audit.readiness_score).toBe(100);
    expect(audit.grade).toBe('A');
    expect(audit.domain).toBe(complete.origin);
    expect(audit.ready_for_external_scan).toBe(true);
    expect(audit.owned_fixable_gaps).toEqual([]);
    expect(audit.fix_plan).toEqual([]);
    expect(Object.values(audit.verified_surfaces).every((surface) => surface.status === 'verified')).toBe(true);
    expect(audit.should_run_external_scan.recommended).toBe(true);
    expect(audit.external_only_gaps.every((gap) => gap.blocked_by.length === 0)).toBe(true);
    expect(audit.truth_boundaries.active_scanning_performed).toBe(false);
  });

  it('requests only the fixed paths, the links they declare, and the declared endpoints (POST only for handshakes)', async () => {
    const before = complete.requests.length;
    await auditLaunch({ url: complete.origin }, deps());
    const requests = complete.requests.slice(before);
    const paths = new Set(requests.map((request) => request.url));
    const declared = [
      '/docs.md',
      '/openapi.json',
      '/pricing.md',
      '/docs',
      '/llms.txt',
      '/.well-known/api-catalog',
      '/.well-known/agent-skills/search-catalogue/SKILL.md',
      '/mcp',
      '/a2a',
      '/api/search',
      '/api/items/probe',
    ];
    const allowed = new Set<string>([...Object.values(RESOURCE_PLAN).map((entry) => entry.path), ...declared]);
    expect([...paths].filter((path) => !allowed.has(path ?? '') && !path?.startsWith(CATCH_ALL_PROBE))).toEqual([]);
    expect([...paths].filter((path) => path?.startsWith(CATCH_ALL_PROBE))).toHaveLength(1);
    const posts = new Set(requests.filter((request) => request.method === 'POST').map((request) => request.url));
    expect([...posts].sort()).toEqual(['/a2a', '/api/search', '/mcp']);
    expect(requests.every((request) => request.method === 'GET' || request.method === 'POST')).toBe(true);
    expect(requests.filter((request) => request.method === 'POST').every((request) => request.headers.authorization === undefined)).toBe(true);
  });

  it('finds the realistic flaws of a half-ready site', async () => {
    const audit = await auditLaunch({ url: half.origin }, deps());
    expectValid(LaunchAuditResponse, audit);
    expect(statusOf(audit, 'openapi.present')).toBe('pass');
    expect(statusOf(audit, 'openapi.valid')).toBe('pass');
    expect(statusOf(audit, 'openapi.security_scheme')).toBe('fail');
    expect(statusOf(audit, 'openapi.error_responses')).toBe('fail');
    expect(evidenceOf(audit, 'openapi.error_responses')).toContain('POST /items');
    expect(statusOf(audit, 'openapi.rate_limit_responses')).toBe('fail');
    expect(statusOf(audit, 'openapi.operation_ids')).toBe('fail');
    expect(statusOf(audit, 'a2a.agent_card')).toBe('fail');
    expect(evidenceOf(audit, 'a2a.agent_card')).toContain('A2A 0.3 card');
    expect(evidenceOf(audit, 'a2a.agent_card')).toContain('missing non-empty "skills"');
    // The half site names no MCP server: its missing server card is reported with a fix, not scored.
    expect(statusOf(audit, 'mcp.server_card')).toBe('info');
    expect(evidenceOf(audit, 'mcp.server_card')).toContain('not scored');
    expect(audit.declared_surfaces).toEqual({ api: 'product_type agent_api offers an HTTP API', mcp: null, a2a: 'the site publishes an A2A agent card' });
    expect(statusOf(audit, 'llms_txt.structure')).toBe('fail');
    expect(evidenceOf(audit, 'llms_txt.structure')).toContain('"## Optional" section must be the last');
    expect(statusOf(audit, 'llms_txt.links_resolve')).toBe('fail');
    expect(evidenceOf(audit, 'llms_txt.links_resolve')).toContain('/missing-page: HTTP 404');
    expect(statusOf(audit, 'docs.reachable')).toBe('pass');
    expect(statusOf(audit, 'docs.markdown')).toBe('fail');
    expect(statusOf(audit, 'pricing.page')).toBe('fail');
    expect(evidenceOf(audit, 'pricing.page')).toContain('names no prices or plans');
    expect(statusOf(audit, 'robots_txt.present')).toBe('pass');
    expect(statusOf(audit, 'sitemap.present')).toBe('fail');
    expect(statusOf(audit, 'cors.discovery')).toBe('fail');
    // 34 of 109 weight points pass: openapi.present 10, openapi.valid 8, docs.reachable 6, robots 4, AI crawlers 2, agent fetchers 4 (the undeclared MCP server card is not scored).
    expect(audit.readiness_score).toBe(31.2);
    expect(audit.grade).toBe('F');
    expect(audit.ready_for_external_scan).toBe(false);
    expect(audit.should_run_external_scan.recommended).toBe(false);
    expect(audit.verified_surfaces.openapi.status).toBe('partial');
    expect(audit.verified_surfaces.mcp_server_card.status).toBe('not_checked');
    const impacts = audit.fix_plan.map((step) => step.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(audit.fix_plan[0]?.check_id).toBe('llms_txt.structure');
    expect(audit.owned_fixable_gaps).toHaveLength(18);
  });

  it('reports a bare site as missing everything, with a fix for each gap', async () => {
    const audit = await auditLaunch({ url: bare.origin }, deps());
    expectValid(LaunchAuditResponse, audit);
    expect(audit.readiness_score).toBe(0);
    expect(audit.grade).toBe('F');
    expect(audit.checks.filter((check) => !['fail', 'skipped', 'info'].includes(check.status))).toEqual([]);
    expect(audit.owned_fixable_gaps.length).toBe(audit.checks.filter((check) => check.status === 'fail').length);
    expect(audit.fix_plan[0]).toMatchObject({ order: 1, check_id: 'openapi.present', generated_fix: 'file /openapi.json' });
    expect(audit.external_only_gaps.find((gap) => gap.id === 'external.search_indexing')?.blocked_by).toEqual(['sitemap.present', 'robots_txt.present']);
  });

  it('reports an unreachable host as unreachable gaps, not as an error', async () => {
    const gone = await startLocalServer(() => undefined);
    await gone.close();
    const audit = await auditLaunch({ url: gone.origin }, deps());
    expectValid(LaunchAuditResponse, audit);
    expect(
      audit.checks
        .filter((check) => check.id !== 'cors.discovery' && !['skipped', 'info'].includes(check.status))
        .every((check) => check.status === 'unreachable'),
    ).toBe(true);
    expect(audit.verified_surfaces.openapi.status).toBe('unreachable');
    expect(audit.owned_fixable_gaps.every((gap) => gap.evidence.length > 0)).toBe(true);
  });

  it('with production fetch config, refuses to audit loopback at all', async () => {
    const audit = await auditLaunch({ url: complete.origin }, deps({ fetcher: createSafeFetcher() }));
    expect(audit.readiness_score).toBe(0);
    expect(evidenceOf(audit, 'openapi.present')).toContain('blocked_address');
  });

  it('stays inside its overall time budget on a slow site', async () => {
    const slow = await startLocalServer((_request, response) => {
      setTimeout(() => response.writeHead(200, { 'content-type': 'text/plain' }).end('late'), 60_000);
    });
    const started = Date.now();
    // Per fetch, 30 s: without the overall budget the fixed paths two at a time would take minutes.
    const fetcher = createSafeFetcher({ allowLoopback: true, timeoutMs: 30_000 });
    const audit = await auditLaunch({ url: slow.origin }, deps({ fetcher, limits: { budgetMs: 400, concurrency: 2 } }));
    expect(Date.now() - started).toBeLessThan(400 + CONTENTION_SLACK_MS);
    // Cut short by the audit's own budget: not checked, not scored, and not ready for it.
    expect(audit.verified_surfaces.llms_txt.status).toBe('not_checked');
    expect(statusOf(audit, 'robots_txt.present')).toBe('not_checked');
    expect(evidenceOf(audit, 'robots_txt.present')).toContain('time budget ran out');
    expect(audit.owned_fixable_gaps).toEqual([]);
    expect(audit.ready_for_external_scan).toBe(false);
    expect(audit.readiness_blockers.join(' ')).toContain('robots_txt.present (core) could not be checked');
    await slow.close();
  });

  it('judges the first round when planning the second was stopped at its time budget', async () => {
    const shared = sharedContentReader();
    // The real readers, except the plan, which answers as a plan stopped at its time budget does (whatever the machine's speed).
    const reader: ContentReader = {
      run: (name, input, budgetMs) =>
        name === 'launch.plan'
          ? Promise.resolve({ ok: false, reason: 'time_budget', message: 'launch.plan stopped at its time budget' })
          : shared.run(name, input, budgetMs),
      forCaller: () => reader,
    };
    const audit = await auditLaunch({ url: complete.origin }, deps({ reader }));
    expect(statusOf(audit, 'robots_txt.present')).toBe('pass');
    expect(statusOf(audit, 'llms_txt.structure')).toBe('pass');
    expect(statusOf(audit, 'llms_txt.links_resolve')).not.toBe('pass');
  });

  it('runs only the requested checks and scores over them', async () => {
    const audit = await auditLaunch({ url: half.origin, checks: ['openapi.present', 'robots_txt.present', 'sitemap.present'] }, deps());
    expect(audit.checks.filter((check) => check.status !== 'skipped').map((check) => check.id)).toEqual([
      'openapi.present',
      'robots_txt.present',
      'sitemap.present',
    ]);
    // 10 + 4 of 17 weight points.
    expect(audit.readiness_score).toBe(82.4);
    expect(audit.verified_surfaces.a2a_agent_card.status).toBe('not_checked');
    // Core checks that were not requested were not verified, so the site cannot be called ready.
    expect(audit.ready_for_external_scan).toBe(false);
    expect(audit.readiness_blockers.join(' ')).toContain('docs.reachable (core) was not requested in checks');
  });

  it('weighs surfaces by product type', async () => {
    const docs = await auditLaunch({ url: half.origin, product_type: 'docs_site' }, deps());
    expect(statusOf(docs, 'openapi.present')).toBe('skipped');
    expect(docs.checks.find((check) => check.id === 'llms_txt.structure')?.weight).toBe(12);
    const mcp = await auditLaunch({ url: half.origin, product_type: 'mcp_server' }, deps());
    expect(mcp.fix_plan[0]?.check_id).toBe('mcp.server_card');
    expect(mcp.external_only_gaps.map((gap) => gap.id)).toContain('external.mcp_registry_listing');
  });

  it('honours the external scan budget', async () => {
    const none = await auditLaunch({ url: complete.origin, external_scan_budget: { provider: 'scanner_x', max_active_scans: 0 } }, deps());
    expect(none.should_run_external_scan).toMatchObject({ recommended: false, provider: 'scanner_x', max_active_scans: 0 });
    const later = await auditLaunch({ url: complete.origin, external_scan_budget: { max_active_scans: 2, next_safe_time: '2025-06-02T00:00:00Z' } }, deps());
    expect(later.should_run_external_scan.recommended).toBe(false);
    expect(later.should_run_external_scan.reason).toContain('2025-06-02T00:00:00Z');
    const now = await auditLaunch({ url: complete.origin, external_scan_budget: { max_active_scans: 2, next_safe_time: '2025-05-01T00:00:00Z' } }, deps());
    expect(now.should_run_external_scan.recommended).toBe(true);
  });

  it('rejects non-http URLs with a clear message', async () => {
    await expect(auditLaunch({ url: 'ftp://example.com/' }, deps())).rejects.toThrow(/http or https/);
  });
});
