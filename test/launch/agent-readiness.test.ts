import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchAuditResponseBody, LaunchGenerateResponseBody } from '../../src/contracts/launch.js';
import { auditLaunch, type LaunchDeps } from '../../src/launch/audit.js';
import { generateLaunchPack } from '../../src/launch/generate.js';
import { DRAFT_STAMP } from '../../src/launch/validators/placeholders.js';
import { verifyLaunch } from '../../src/launch/verify.js';
import { createSafeFetcher } from '../../src/net/safe-fetcher.js';
import { agentReadySite, aiBlockingRobots, brokenModernSite, existingFilesSite, manyLinksLlms, serveRoutes, type Route, type Routes } from './agent-sites.js';
import { bareSite, completeSite, halfReadySite, type Page } from './sites.js';

/**
 * The launch cases: a site with every agent-readiness surface live, the same surfaces broken,
 * AI-crawler rules, many llms.txt links, the bare-page generate-then-verify round trip, merging
 * with files that exist, and a fix plan that names only what generate produces.
 */

let counter = 0;
const deps: LaunchDeps = {
  fetcher: createSafeFetcher({ allowLoopback: true, timeoutMs: 3000 }),
  now: () => new Date('2025-06-01T12:00:00Z'),
  newId: () => `scan_${++counter}`,
};

const check = (audit: { checks: LaunchAuditResponseBody['checks'] }, id: string) => {
  const found = audit.checks.find((entry) => (entry.id as string) === id);
  if (!found) throw new Error(`no check ${id} in ${audit.checks.map((entry) => entry.id).join(', ')}`);
  return found;
};

async function withSite<T>(routes: Routes, run: (origin: string) => Promise<T>): Promise<T> {
  const site = await serveRoutes(routes);
  try {
    return await run(site.origin);
  } finally {
    await site.close();
  }
}

describe('a site with every agent-readiness surface live', () => {
  let audit: LaunchAuditResponseBody;
  beforeAll(async () => {
    audit = await withSite(agentReadySite, (origin) => auditLaunch({ url: origin }, deps));
  });

  it('probes the declared MCP endpoint, A2A endpoint and API paths', () => {
    expect(check(audit, 'mcp.endpoint_live')).toMatchObject({ status: 'pass' });
    expect(check(audit, 'mcp.endpoint_live').evidence.join(' ')).toMatch(/2 tools/);
    expect(check(audit, 'a2a.endpoint_live')).toMatchObject({ status: 'pass' });
    expect(check(audit, 'openapi.paths_live')).toMatchObject({ status: 'pass' });
  });

  it('passes the API catalog, OAuth metadata, Link header, Content Signals, Agent Skills, home-page markdown and docs-against-OpenAPI checks', () => {
    for (const id of [
      'api_catalog.present',
      'oauth.authorization_server',
      'oauth.protected_resource',
      'links.http_header',
      'robots_txt.content_signals',
      'agent_skills.index',
      'home.markdown',
      'docs.matches_openapi',
    ]) {
      expect({ id, status: check(audit, id).status, evidence: check(audit, id).evidence }).toMatchObject({ id, status: 'pass' });
    }
  });

  it('counts a Link target that answers with a body past the audit read limit as live', async () => {
    const bigReference: Routes = (origin) => {
      const site = agentReadySite(origin);
      const home = site['/'] as Page;
      return {
        ...site,
        '/': { ...home, headers: { link: `${home.headers?.link ?? ''}, </reference.html>; rel="service-doc"` } },
        '/reference.html': { type: 'text/html', body: `<h1>Reference</h1>${'<p>Every endpoint, field by field.</p>'.repeat(4000)}` },
      };
    };
    const big = await withSite(bigReference, (origin) => auditLaunch({ url: origin }, deps));
    expect(check(big, 'links.http_header')).toMatchObject({ status: 'pass' });
    expect(check(big, 'links.http_header').evidence.join(' ')).toMatch(/reference\.html/);
  });

  it('finds the docs stating another address than the OpenAPI servers: another host, or a call under another version', async () => {
    const elsewhere =
      (docs: string): Routes =>
      (origin) => ({
        ...agentReadySite(origin),
        '/docs': { type: 'text/html', body: `<h1>Docs</h1><p>${docs}</p>` },
        '/docs.md': { type: 'text/markdown', body: `# Docs\n\n${docs}\n` },
      });
    const otherHost = await withSite(elsewhere('Base URL: https://api.acme-catalogue.net/v2'), (origin) => auditLaunch({ url: origin }, deps));
    expect(check(otherHost, 'docs.matches_openapi')).toMatchObject({ status: 'fail' });
    expect(check(otherHost, 'docs.matches_openapi').evidence.join(' ')).toContain('https://api.acme-catalogue.net/v2 (base URL)');
    const otherVersion = await withSite(
      (origin) => elsewhere(`Search: <code>POST ${origin}/v2/api/search</code>`)(origin),
      (origin) => auditLaunch({ url: origin }, deps),
    );
    expect(check(otherVersion, 'docs.matches_openapi')).toMatchObject({ status: 'fail' });
    const example = await withSite(
      elsewhere('A base URL such as "https://api.acme-catalogue.net/v2" is an example; so is https://acme.example/api/search.'),
      (origin) => auditLaunch({ url: origin }, deps),
    );
    expect(check(example, 'docs.matches_openapi')).toMatchObject({ status: 'skipped' });
  });

  it('every check cites the standard or draft it follows', () => {
    for (const entry of audit.checks) expect((entry as unknown as { standard?: string }).standard, entry.id).toMatch(/\S/);
  });

  it('is complete and ready', () => {
    const notPassing = audit.checks.filter((entry) => !['pass', 'info', 'skipped'].includes(entry.status));
    expect(notPassing.map((entry) => `${entry.id}: ${entry.evidence.join('; ')}`)).toEqual([]);
    expect(audit.ready_for_external_scan).toBe(true);
  });
});

describe('the same surfaces present but broken', () => {
  it('fails each broken surface and says why', async () => {
    const audit = await withSite(brokenModernSite, (origin) => auditLaunch({ url: origin }, deps));
    for (const id of [
      'a2a.endpoint_live',
      'openapi.paths_live',
      'oauth.authorization_server',
      'oauth.protected_resource',
      'api_catalog.present',
      'links.http_header',
      'agent_skills.index',
      'robots_txt.content_signals',
      'home.markdown',
    ]) {
      expect({ id, status: check(audit, id).status }).toEqual({ id, status: 'fail' });
    }
    expect(check(audit, 'openapi.paths_live').evidence.join(' ')).toContain('/api/search');
  });
});

describe('robots.txt rules for AI crawlers, by what each crawler does', () => {
  const auditWithRobots = (robots: (origin: string) => Page) =>
    withSite(
      (origin) => ({ ...completeSite(origin), '/robots.txt': robots(origin) }),
      (origin) => auditLaunch({ url: origin }, deps),
    );

  it('scores a block of training crawlers as a gap that does not stop readiness', async () => {
    const audit = await auditWithRobots(aiBlockingRobots);
    expect(check(audit, 'robots_txt.present').status).toBe('pass');
    const crawlers = check(audit, 'robots_txt.ai_crawlers');
    expect(crawlers.status).toBe('fail');
    expect(crawlers.weight).toBeGreaterThan(0);
    for (const bot of ['GPTBot', 'ClaudeBot', 'Google-Extended']) expect(crawlers.evidence.join(' ')).toContain(bot);
    expect(check(audit, 'robots_txt.agent_fetchers').status).toBe('pass');
    expect(audit.readiness_blockers.join(' ')).not.toContain('robots_txt');
  });

  it('keeps a site from ready when agents fetching for a person are shut out, whatever the spelling of the group', async () => {
    // Two agents in one group, lower case, a comment and a wildcard group that allows everything.
    const audit = await auditWithRobots((origin) => ({
      type: 'text/plain',
      body: `# assistants\nuser-agent: chatgpt-user\nuser-agent: perplexity-user\ndisallow: /\n\nUser-agent: *\nDisallow:\n\nSitemap: ${origin}/sitemap.xml\n`,
    }));
    const fetchers = check(audit, 'robots_txt.agent_fetchers');
    expect(fetchers.status).toBe('fail');
    expect(fetchers.evidence.join(' ')).toMatch(/ChatGPT-User.*Perplexity-User/);
    expect(check(audit, 'robots_txt.ai_crawlers').status).toBe('pass');
    expect(audit.ready_for_external_scan).toBe(false);
    expect(audit.readiness_blockers.join(' ')).toContain('robots_txt.agent_fetchers');
  });

  it('counts an AI search crawler shut out by a disallow-all wildcard, and a crawler allowed back in its own group as allowed', async () => {
    const audit = await auditWithRobots((origin) => ({
      type: 'text/plain',
      body: `User-agent: Claude-User\nAllow: /\n\nUser-agent: OAI-SearchBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`,
    }));
    expect(check(audit, 'robots_txt.ai_crawlers').evidence.join(' ')).toContain('OAI-SearchBot (search)');
    expect(check(audit, 'robots_txt.agent_fetchers').status).toBe('pass');
  });
});

describe('product type a2a_agent', () => {
  it('declares A2A by itself, so a missing agent card keeps the site from ready, and asks for no OpenAPI document the site does not declare', async () => {
    const withoutCard: Routes = (origin) => {
      const site = { ...agentReadySite(origin) };
      delete site['/.well-known/agent-card.json'];
      return site;
    };
    const audit = await withSite(withoutCard, (origin) => auditLaunch({ url: origin, product_type: 'a2a_agent' }, deps));
    expect(audit.declared_surfaces.a2a).toBe('product_type a2a_agent offers A2A');
    expect(audit.readiness_blockers.join(' ')).toContain('a2a.agent_card');
    const bare = await withSite(bareSite, (origin) => auditLaunch({ url: origin, product_type: 'a2a_agent' }, deps));
    expect(bare.declared_surfaces.api).toBeNull();
    expect(check(bare, 'openapi.present').status).toBe('skipped');
  });
});

describe('operations answering 404 to a request without credentials', () => {
  const apiSite = (operation: Record<string, unknown>) => (origin: string) => {
    const site = completeSite(origin);
    const doc = JSON.parse((site['/openapi.json'] as Page).body) as { paths: Record<string, unknown> };
    doc.paths = { '/v2/orders': { post: operation } };
    return { ...site, '/openapi.json': { type: 'application/json', body: JSON.stringify(doc) } };
  };
  const secured = { operationId: 'createOrder', summary: 'Create an order', security: [{ bearer: [] }] };

  it('does not call a secured operation that promises no 401 missing: it may hide itself from callers without a key', async () => {
    const audit = await withSite(apiSite({ ...secured, responses: { '201': { description: 'created' } } }), (origin) => auditLaunch({ url: origin }, deps));
    const live = check(audit, 'openapi.paths_live');
    expect(live.status).toBe('fail');
    expect(live.evidence.join(' ')).toMatch(/RFC 9110/);
    expect(audit.readiness_blockers.join(' ')).not.toContain('openapi.paths_live');
  });

  it('calls it missing when the document promises a 401 and the server answers 404 instead', async () => {
    const audit = await withSite(apiSite({ ...secured, responses: { '201': { description: 'created' }, '401': { description: 'no key' } } }), (origin) =>
      auditLaunch({ url: origin }, deps),
    );
    expect(check(audit, 'openapi.paths_live').status).toBe('fail');
    expect(audit.readiness_blockers.join(' ')).toContain('openapi.paths_live');
  });
});

describe('a discovery file a strict client cannot parse', () => {
  it('fails on the syntax and still lists what a forgiving reader finds wrong inside', async () => {
    const audit = await withSite(
      (origin) => {
        const site = agentReadySite(origin);
        const card = JSON.parse((site['/.well-known/agent-card.json'] as Page).body) as Record<string, unknown>;
        const body = JSON.stringify({ ...card, skills: [] }, null, 2).replace(/\n\}$/u, ',\n  // left over from the template\n}');
        return { ...site, '/.well-known/agent-card.json': { type: 'application/json', body } };
      },
      (origin) => auditLaunch({ url: origin }, deps),
    );
    const card = check(audit, 'a2a.agent_card');
    expect(card.status).toBe('fail');
    expect(card.evidence.join(' ')).toMatch(/not valid JSON/);
    expect(card.evidence.join(' ')).toMatch(/skills/);
  });
});

describe('an llms.txt with many links', () => {
  it('says how many links were left unchecked', async () => {
    const audit = await withSite(
      (origin) => ({ ...completeSite(origin), ...manyLinksLlms(45) }),
      (origin) => auditLaunch({ url: origin }, deps),
    );
    const links = check(audit, 'llms_txt.links_resolve');
    expect(links.evidence.join(' ')).toMatch(/of 45 links checked; \d+ left unchecked/);
  });
});

describe('bare page: generate, publish the files unchanged, verify', () => {
  it('does not reach ready_for_external_scan and names the placeholders and dead endpoints', async () => {
    const site = await serveRoutes(bareSite as Routes);
    try {
      const pack = await generateLaunchPack({ url: site.origin, product_type: 'agent_api' }, deps);
      const served: Record<string, Route> = {
        '/': { type: 'text/html', body: '<h1>Welcome</h1>' },
        '/docs': { type: 'text/html', body: '<h1>Docs</h1><p>Coming soon.</p>' },
      };
      for (const file of pack.files) {
        served[file.path] = { type: file.media_type, body: file.content, headers: { 'access-control-allow-origin': '*' } };
        if (file.path === '/openapi.json') served['/.well-known/openapi.json'] = served[file.path] as Route;
      }
      site.setRoutes(() => served);
      const result = await verifyLaunch({ url: site.origin }, null, deps);
      expect(result.ready_for_external_scan).toBe(false);
      const gaps = new Map(result.remaining_owned_gaps.map((gap) => [gap.check_id as string, gap.evidence.join(' ')]));
      for (const id of ['mcp.endpoint_live', 'a2a.endpoint_live', 'openapi.paths_live', 'pricing.page', 'docs.reachable', 'llms_txt.structure'])
        expect([...gaps.keys()]).toContain(id);
      expect(gaps.get('pricing.page')).toMatch(/placeholder|\[price per month\]/i);
      expect(gaps.get('docs.reachable')).toMatch(/coming soon/i);
      expect(gaps.get('llms_txt.structure')).toMatch(/generated draft/i);
    } finally {
      await site.close();
    }
  });
});

describe('bare page: generate, publish the files with the draft marker taken out, verify', () => {
  it('is still not ready while the MCP and A2A endpoints the published cards declare answer 404', async () => {
    const site = await serveRoutes(bareSite as Routes);
    try {
      const pack = await generateLaunchPack({ url: site.origin, product_type: 'agent_api' }, deps);
      const served: Record<string, Route> = {
        '/': { type: 'text/html', body: '<h1>Welcome</h1>' },
        '/docs': { type: 'text/html', body: '<h1>Docs</h1><p>Send a bearer key with every request to /v1.</p>' },
      };
      for (const file of pack.files)
        served[file.path] = { type: file.media_type, body: file.content.split(DRAFT_STAMP).join('reviewed'), headers: { 'access-control-allow-origin': '*' } };
      site.setRoutes(() => served);
      const result = await verifyLaunch({ url: site.origin }, null, deps);
      expect(result.ready_for_external_scan).toBe(false);
      const blockers = result.readiness_blockers.join(' ');
      expect(blockers).toContain('mcp.endpoint_live (core) fails');
      expect(blockers).toContain('a2a.endpoint_live (core) fails');
      expect(blockers).not.toContain('generated draft');
    } finally {
      await site.close();
    }
  });
});

describe('generate merges with what exists', () => {
  let pack: LaunchGenerateResponseBody;
  let origin: string;
  beforeAll(async () => {
    const site = await serveRoutes(existingFilesSite);
    origin = site.origin;
    pack = await generateLaunchPack({ url: origin }, deps);
    await site.close();
  });

  it('keeps every true value of the agent card', () => {
    const file = pack.files.find((entry) => entry.path === '/.well-known/agent-card.json');
    expect(file?.replaces_existing).toBe(true);
    const card = JSON.parse(file?.content ?? '{}') as Record<string, unknown>;
    expect(card['version']).toBe('1.4.2');
    expect(card['provider']).toEqual({ organization: 'Acme Ltd', url: 'https://acme.example' });
    expect(JSON.stringify(card['securitySchemes'])).toContain('X-API-Key');
    expect(JSON.stringify(card['supportedInterfaces'])).toContain(`${origin}/a2a/v1`);
    expect(card['capabilities']).toMatchObject({ streaming: true });
  });

  it('keeps the llms.txt summary and links', () => {
    const file = pack.files.find((entry) => entry.path === '/llms.txt');
    expect(file?.content).toContain('> Acme is the catalogue API agents use to find parts.');
    expect(file?.content).toContain(`${origin}/guides/quickstart.md`);
    expect(file?.content).toContain(`${origin}/guides/errors.md`);
  });

  it('proposes the changes to existing files as diffs', () => {
    const diffs = pack.patches.filter((patch) => (patch.kind as string) === 'unified_diff');
    expect(diffs.map((patch) => patch.target).sort()).toEqual(['/.well-known/agent-card.json', '/llms.txt']);
    for (const patch of diffs) expect(patch.content).toMatch(/^--- /m);
  });
});

describe('generate keeps what older card shapes say', () => {
  it('carries the version, endpoints and provider of a pre-1.0 agent card at /.well-known/agent.json and of a serverInfo/transport server card', async () => {
    const site = await serveRoutes((origin) => ({
      '/.well-known/agent.json': {
        type: 'application/json',
        body: JSON.stringify({
          name: 'Claims',
          description: 'Files insurance claims.',
          url: `${origin}/a2a/v2`,
          preferredTransport: 'JSONRPC',
          additionalInterfaces: [{ url: `${origin}/a2a/rest`, transport: 'HTTP+JSON' }],
          version: '3.2.0',
          provider: { organization: 'Claims Ltd', url: 'https://claims.example' },
          skills: [],
        }),
      },
      '/.well-known/mcp/server-card.json': {
        type: 'application/json',
        // No server name, so the card fails and generate drafts one that keeps its version and endpoint.
        body: JSON.stringify({ version: '1.0', serverInfo: { version: '2.0.1' }, transport: { type: 'streamable_http', endpoint: '/mcp/v2' } }),
      },
    }));
    const pack = await generateLaunchPack({ url: site.origin }, deps);
    await site.close();
    const agent = JSON.parse(pack.files.find((entry) => entry.path === '/.well-known/agent-card.json')?.content ?? '{}') as Record<string, unknown>;
    expect(agent['version']).toBe('3.2.0');
    expect(agent['provider']).toEqual({ organization: 'Claims Ltd', url: 'https://claims.example' });
    expect(agent['supportedInterfaces']).toEqual([
      { url: `${site.origin}/a2a/v2`, protocolBinding: 'JSONRPC', protocolVersion: '0.3.0' },
      { url: `${site.origin}/a2a/rest`, protocolBinding: 'HTTP+JSON', protocolVersion: '0.3.0' },
    ]);
    const server = JSON.parse(pack.files.find((entry) => entry.path === '/.well-known/mcp/server-card.json')?.content ?? '{}') as Record<string, unknown>;
    expect(server['version']).toBe('2.0.1');
    expect(server['remotes']).toEqual([{ type: 'streamable-http', url: `${site.origin}/mcp/v2` }]);
  });
});

describe('generate on an IP address', () => {
  it('builds no MCP namespace from a reversed IP', async () => {
    const pack = await withSite(bareSite as Routes, (origin) => generateLaunchPack({ url: origin, product_type: 'mcp_server' }, deps));
    const card = pack.files.find((entry) => entry.path === '/.well-known/mcp/server-card.json');
    expect(card?.content).not.toMatch(/1\.0\.0\.127/);
    expect(pack.truth_warnings.join(' ')).toMatch(/IP address/);
  });
});

describe('fix_plan names only what generate produces', () => {
  for (const [name, routes] of [
    ['bare', bareSite as Routes],
    ['half-ready', halfReadySite as Routes],
    ['existing files', existingFilesSite],
    ['broken modern', brokenModernSite],
  ] as const) {
    it(`on the ${name} site`, async () => {
      await withSite(routes, async (origin) => {
        const audit = await auditLaunch({ url: origin }, deps);
        const pack = await generateLaunchPack({ url: origin }, deps);
        const produced = new Set([...pack.files.map((file) => `file ${file.path}`), ...pack.patches.map((patch) => `patch ${patch.id}`)]);
        for (const step of audit.fix_plan.filter((entry) => entry.generated_fix !== null))
          expect(produced, `${step.check_id}: ${step.generated_fix}`).toContain(step.generated_fix);
      });
    });
  }
});

afterAll(() => undefined);
