import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

/** The agent-readiness surfaces over real HTTP: robots Content-Signal, API catalog, Link header, skills, home markdown, sitemap. */
describe.each(DIALECTS)('agent-readiness discovery surfaces (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  const pathOf = (href: string) => new URL(href, server.baseUrl).pathname;

  it('states Content Signals for every crawler in robots.txt', async () => {
    const lines = (await server.request('GET', '/robots.txt')).text.split('\n');
    const group = lines.indexOf('User-agent: *');
    expect(group).toBeGreaterThanOrEqual(0);
    const nextGroup = lines.findIndex((line, index) => index > group && line.startsWith('User-agent:'));
    const own = lines.slice(group, nextGroup === -1 ? undefined : nextGroup);
    expect(own).toContain('Content-Signal: search=yes, ai-input=yes, ai-train=no');
  });

  it('publishes an RFC 9727 API catalog whose links answer', async () => {
    const res = await server.request('GET', '/.well-known/api-catalog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/linkset\+json; profile="https:\/\/www.rfc-editor.org\/info\/rfc9727"/);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { linkset } = JSON.parse(res.text) as { linkset: Array<Record<string, unknown>> };
    expect(linkset).toHaveLength(1);
    const entry = linkset[0]!;
    expect(entry['anchor']).toBe(`${server.baseUrl}/api/v1`);
    const targets = (rel: string) => entry[rel] as Array<{ href: string; type: string }>;
    expect(targets('service-desc').map((link) => link.href)).toEqual([`${server.baseUrl}/openapi.json`]);
    expect(targets('service-doc').map((link) => pathOf(link.href))).toEqual(['/docs', '/docs.md']);
    expect(targets('status').map((link) => pathOf(link.href))).toEqual(['/healthz']);
    for (const rel of ['service-desc', 'service-doc', 'status']) {
      for (const link of targets(rel)) {
        const target = await server.request('GET', pathOf(link.href));
        expect(target.status, link.href).toBe(200);
        expect(target.headers.get('content-type'), link.href).toContain(link.type);
      }
    }
  });

  it('sends a Link header on / whose targets answer with the types it names', async () => {
    const res = await server.request('GET', '/');
    const header = res.headers.get('link') ?? '';
    const links = header.split(', ').map((entry) => {
      const [target = '', ...params] = entry.split('; ');
      const attributes = Object.fromEntries(params.map((param) => param.split('=') as [string, string]).map(([key, value]) => [key, value.slice(1, -1)]));
      return { href: target.slice(1, -1), rel: attributes['rel'], type: attributes['type'] };
    });
    expect(links.map((link) => link.rel)).toEqual(['api-catalog', 'service-desc', 'service-doc', 'describedby', 'alternate']);
    for (const link of links) {
      const target = await server.request('GET', link.href, { headers: { accept: link.type === 'text/markdown' ? 'text/markdown' : '*/*' } });
      expect(target.status, link.href).toBe(200);
      expect(target.headers.get('content-type'), link.href).toContain(link.type);
    }
  });

  it('answers / with markdown when asked, and HTML otherwise', async () => {
    const html = await server.request('GET', '/');
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html.headers.get('vary')).toMatch(/accept/i);
    const preferred = await server.request('GET', '/', { headers: { accept: 'text/html, text/markdown;q=0.9' } });
    expect(preferred.headers.get('content-type')).toMatch(/^text\/html/);

    const md = await server.request('GET', '/', { headers: { accept: 'text/markdown' } });
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.headers.get('vary')).toMatch(/accept/i);
    expect(md.text.startsWith('# Trip ideas your agent can trust\n')).toBe(true);
    expect(md.text).not.toContain('<');
    // The same words as the HTML page, and the enforced free-tier limits.
    const hourly = server.config.plans.free_sandbox.limits.hourly.toLocaleString('en-US');
    expect(md.text).toContain(`Free: ${hourly} requests an hour`);
    expect(html.text).toContain(`Free: ${hourly} requests an hour`);
    for (const item of ['No live airfare', 'Used-goods deal checks', 'Pre-filled flight, hotel and map searches to hand over']) {
      expect(md.text, item).toContain(`- ${item}`);
      expect(html.text, item).toContain(`<li>${item}</li>`);
    }
    for (const link of md.text.matchAll(/\]\((http[^)\s]+)\)/g)) {
      const target = await server.request('GET', pathOf(link[1]!));
      expect(target.status, link[1]).toBe(200);
    }
  });

  it('publishes an Agent Skills index whose SKILL.md files teach real operations', async () => {
    const res = await server.request('GET', '/.well-known/agent-skills/index.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const skills = res.body.skills as Array<{ name: string; type: string; description: string; url: string }>;
    const card = (await server.request('GET', '/.well-known/agent-card.json')).body;
    expect(skills.map((skill) => skill.name)).toEqual(card.skills.map((skill: { id: string }) => `svc-${skill.id}`));
    const openapi = (await server.request('GET', '/openapi.json')).body;
    const operationIds = new Set(
      Object.values(openapi.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
        Object.values(methods).map((op) => op.operationId),
      ),
    );
    for (const skill of skills) {
      expect(skill.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(skill.type).toBe('skill-md');
      const file = await server.request('GET', pathOf(skill.url));
      expect(file.status, skill.url).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      const [, frontMatter = ''] = file.text.split('---\n');
      expect(frontMatter).toContain(`name: ${skill.name}\n`);
      expect(frontMatter).toContain(`description: ${skill.description}\n`);
      const named = [...file.text.matchAll(/operation `([A-Za-z]+)`/g)].map((match) => match[1]!);
      expect(named.length, skill.name).toBeGreaterThan(0);
      for (const id of named) expect(operationIds.has(id), `${skill.name}: ${id}`).toBe(true);
      for (const call of file.text.matchAll(/REST: `(GET|POST) (\S+)`/g)) {
        const path = pathOf(call[2]!).replace(/:([a-z_]+)/g, '{$1}');
        expect(openapi.paths[path]?.[call[1]!.toLowerCase()], `${skill.name}: ${call[1]} ${path}`).toBeDefined();
      }
    }
  });

  it('lists every docs section page in the sitemap, and every listed page answers', async () => {
    const docs = (await server.request('GET', '/docs')).text;
    const sections = [...new Set([...docs.matchAll(/href="\/docs\/([a-z0-9-]+)"/g)].map((match) => match[1]!))];
    expect(sections.length).toBeGreaterThan(5);
    const sitemap = (await server.request('GET', '/sitemap.xml')).text;
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]!));
    for (const section of sections) expect(listed, section).toContain(`/docs/${section}`);
    for (const path of listed) expect((await server.request('GET', path)).status, path).toBe(200);
  });
});
