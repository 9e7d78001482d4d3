import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LaunchGenerateResponse, type LaunchGenerateResponseBody } from '../../src/contracts/launch.js';
import { auditLaunch, type LaunchDeps } from '../../src/launch/audit.js';
import { generateLaunchPack } from '../../src/launch/generate.js';
import { applyMergePatch } from '../../src/launch/generate/openapi.js';
import { agentCardSchemaProblems } from '../../src/launch/validators/a2a-schema.js';
import {
  checkErrorResponses,
  checkOperationIds,
  checkRateLimitResponses,
  checkSecurityScheme,
  validateOpenApiStructure,
} from '../../src/launch/validators/openapi.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import type { LocalServer } from '../net/local-server.js';
import { expectValid } from '../helpers/schema.js';
import { halfReadySite, serveSite, type Page } from './sites.js';

let counter = 0;
const deps: LaunchDeps = {
  fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
  now: () => new Date('2025-06-01T12:00:00Z'),
  newId: () => `scan_${++counter}`,
};

const fileAt = (pack: LaunchGenerateResponseBody, path: string) => pack.files.find((file) => file.path === path);

describe('launch generate on a site with only docs', () => {
  // The page map is kept so the generated files can be published on the same origin later.
  let pages: Record<string, Page> = {};
  let site: LocalServer;
  beforeAll(async () => {
    site = await serveSite(() => {
      pages = { '/docs': { type: 'text/html', body: '<h1>Docs</h1>', markdown: '# Docs\n\nCall POST /api/v1/search-listings.\n' } };
      return pages;
    });
  });
  afterAll(() => site.close());

  it('generates every missing file, each passing the audit checks it claims to fix', async () => {
    const pack = await generateLaunchPack({ url: site.origin, product_name: 'Acme Finder', capabilities: ['Search listings', 'Compare prices'] }, deps);
    expectValid(LaunchGenerateResponse, pack);
    expect(pack.files.map((file) => file.path).sort()).toEqual(
      [
        '/.well-known/agent-card.json',
        '/.well-known/api-catalog',
        '/.well-known/mcp/server-card.json',
        '/llms.txt',
        '/openapi.json',
        '/pricing.md',
        '/robots.txt',
        '/sitemap.xml',
      ].sort(),
    );
    // pricing.md keeps its [bracketed] slots, the OpenAPI skeleton its "Replace with" schemas and the server card its [your-namespace] (the site is an IP address): each says so.
    const incomplete = new Set(['/pricing.md', '/.well-known/mcp/server-card.json', '/openapi.json']);
    for (const file of pack.files) {
      expect(file.validation.valid, `${file.path}: ${file.validation.problems.join('; ')}`).toBe(!incomplete.has(file.path));
      expect(file.validation.checked_by.length, file.path).toBeGreaterThan(0);
      expect(file.content, file.path).toContain('svc-launch-draft');
    }
    expect(fileAt(pack, '/pricing.md')?.validation.problems.join(' ')).toContain('placeholder text');
    expect(fileAt(pack, '/openapi.json')?.validation.checked_by).toHaveLength(6);
    const card = JSON.parse(fileAt(pack, '/.well-known/agent-card.json')?.content ?? '{}') as { skills: { id: string }[]; name: string };
    expect(agentCardSchemaProblems(card)).toEqual([]);
    expect(card.name).toBe('Acme Finder');
    expect(card.skills.map((skill) => skill.id)).toEqual(['search-listings', 'compare-prices']);
    const openapi = JSON.parse(fileAt(pack, '/openapi.json')?.content ?? '{}') as { paths: Record<string, { post: { operationId: string } }> };
    expect(Object.values(openapi.paths).map((item) => item.post.operationId)).toEqual(['searchListings', 'comparePrices']);
    expect(fileAt(pack, '/llms.txt')?.content).toContain(`[Documentation](${site.origin}/docs)`);
    expect(pack.patches.map((patch) => patch.id)).toEqual(['cors-discovery-headers']);
    expect(pack.truth_warnings.join(' ')).toContain('no prices were invented');
    // Every price in pricing.md is a bracketed placeholder.
    const pricing = (fileAt(pack, '/pricing.md')?.content ?? '')
      .split('\n')
      .filter((line) => !line.includes('svc-launch-draft'))
      .join('\n');
    expect(pricing.replace(/\[[^\]]*\]/g, '')).not.toMatch(/\d/);
  });

  it('once the files are served unchanged (with the CORS patch), a re-audit reports the drafts and the dead endpoints and is not ready', async () => {
    const pack = await generateLaunchPack({ url: site.origin, product_name: 'Acme Finder', capabilities: ['Search listings'] }, deps);
    const cors = pack.patches.find((patch) => patch.id === 'cors-discovery-headers');
    const headers = Object.fromEntries(
      (cors?.content ?? '')
        .trim()
        .split('\n')
        .map((line) => line.split(': ') as [string, string]),
    );
    for (const file of pack.files) pages[file.path] = { type: file.media_type, body: file.content, headers };
    pages['/.well-known/openapi.json'] = { type: 'application/json', body: fileAt(pack, '/openapi.json')?.content ?? '', headers };
    const audit = await auditLaunch({ url: site.origin }, deps);
    const failing = new Map(audit.checks.filter((check) => check.status === 'fail').map((check) => [check.id as string, check.evidence.join(' ')]));
    for (const id of ['llms_txt.structure', 'a2a.agent_card', 'openapi.present', 'robots_txt.present', 'sitemap.present'])
      expect(failing.get(id), id).toContain('generated draft');
    for (const id of ['openapi.paths_live', 'a2a.endpoint_live', 'mcp.endpoint_live']) expect([...failing.keys()]).toContain(id);
    expect(audit.ready_for_external_scan).toBe(false);
  });
});

describe('launch generate on a half-ready site', () => {
  let site: LocalServer;
  beforeAll(async () => {
    site = await serveSite(halfReadySite);
  });
  afterAll(() => site.close());

  it('patches the existing OpenAPI document instead of replacing it, and the patched document passes the checks', async () => {
    const pack = await generateLaunchPack({ url: site.origin }, deps);
    expectValid(LaunchGenerateResponse, pack);
    expect(fileAt(pack, '/openapi.json')).toBeUndefined();
    expect(fileAt(pack, '/llms.txt')?.replaces_existing).toBe(true);
    expect(fileAt(pack, '/.well-known/mcp/server-card.json')?.replaces_existing).toBe(false);
    expect(fileAt(pack, '/robots.txt')).toBeUndefined();
    expect(pack.patches.map((patch) => patch.id).sort()).toEqual(
      [
        'cors-discovery-headers',
        'diff-well-known-agent-card-json',
        'diff-llms-txt',
        'docs-markdown-negotiation',
        'openapi-agent-readiness',
        'robots-sitemap-line',
      ].sort(),
    );
    const cardFile = fileAt(pack, '/.well-known/agent-card.json');
    const card = JSON.parse(cardFile?.content ?? '{}') as { skills: { id: string }[]; supportedInterfaces: unknown };
    expect(card.skills.map((skill) => skill.id)).toEqual(['search', 'post-items', 'health']);
    // The v0.3 card's url and transport became a supported interface; the v0.3 fields are gone and the draft conforms.
    expect(agentCardSchemaProblems(card)).toEqual([]);
    expect(card.supportedInterfaces).toEqual([{ url: `${site.origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '0.3.0' }]);
    expect(cardFile?.purpose).toContain('Left out (not A2A 1.0 fields): url, preferredTransport, protocolVersion.');
    expect(pack.truth_warnings.join(' ')).toContain('taken from the operations in your OpenAPI document');

    const original = (halfReadySite(site.origin)['/openapi.json'] as Page).body;
    const merge = JSON.parse(pack.patches.find((patch) => patch.id === 'openapi-agent-readiness')?.content ?? '{}') as unknown;
    const patched = applyMergePatch(JSON.parse(original), merge) as Record<string, unknown>;
    for (const judged of [
      await validateOpenApiStructure(patched),
      checkSecurityScheme(patched),
      checkErrorResponses(patched),
      checkRateLimitResponses(patched),
      checkOperationIds(patched),
    ]) {
      expect(judged.problems).toEqual([]);
    }
    expect(
      pack.files
        .filter((file) => !file.validation.valid)
        .map((file) => file.path)
        .sort(),
    ).toEqual(['/.well-known/mcp/server-card.json', '/pricing.md']);
  });

  it('leaves out API and agent files for a docs site', async () => {
    const pack = await generateLaunchPack({ url: site.origin, product_type: 'docs_site' }, deps);
    expect(pack.files.map((file) => file.path).sort()).toEqual(['/llms.txt', '/sitemap.xml']);
    expect(pack.patches.map((patch) => patch.id)).not.toContain('openapi-agent-readiness');
  });
});
