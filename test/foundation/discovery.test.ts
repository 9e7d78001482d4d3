import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startServer, type TestServer } from '../helpers/server.js';

describe.each(DIALECTS)('discovery surfaces (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ dialect });
  });
  afterAll(async () => server.close());

  it('publishes an OpenAPI 3.1 document that passes a real validator', async () => {
    const res = await server.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc));
    expect(result.valid, compileErrors(result)).toBe(true);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const operations = Object.entries(
      doc.paths as Record<
        string,
        Record<string, { operationId?: string; summary?: string; tags?: string[]; security?: unknown; responses: Record<string, unknown> }>
      >,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));
    expect(operations.length).toBeGreaterThanOrEqual(7);
    const ids = new Set<string>();
    for (const { path, method, op } of operations) {
      expect(op.operationId, `${method} ${path}`).toBeTruthy();
      expect(ids.has(op.operationId!)).toBe(false);
      ids.add(op.operationId!);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(op.responses['500'], `${method} ${path} documents 500`).toBeDefined();
      // Every operation declares its security; a required key (no anonymous alternative) documents 401.
      expect(op.security, `${method} ${path} declares security`).toBeDefined();
      const requirements = op.security as Array<Record<string, unknown>>;
      if (requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0))
        expect(op.responses['401'], `${method} ${path} documents 401`).toBeDefined();
      if (method === 'post') expect(op.responses['400'], `${method} ${path} documents 400`).toBeDefined();
    }
    const me = doc.paths['/api/v1/account/me'].get;
    expect(me.security).toEqual([{ bearerAuth: [] }]);
    expect(me.responses['429']).toBeDefined();
    const wellKnown = await server.request('GET', '/.well-known/openapi.json');
    expect(wellKnown.body).toEqual(doc);
  });

  it('serves every discovery file with CORS for any origin', async () => {
    const paths = [
      '/openapi.json',
      '/.well-known/openapi.json',
      '/schema.json',
      '/docs',
      '/docs.md',
      '/index.md',
      '/pricing.md',
      '/llms.txt',
      '/llms-full.txt',
      '/developers',
      '/.well-known/agent-card.json',
      '/.well-known/mcp/server-card.json',
      '/.well-known/api-catalog',
      '/.well-known/agent-skills/index.json',
      '/robots.txt',
      '/sitemap.xml',
    ];
    for (const path of paths) {
      const res = await server.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });

  it('answers /docs with markdown when asked', async () => {
    const html = await server.request('GET', '/docs');
    expect(html.headers.get('content-type')).toMatch(/text\/html/);
    expect(html.text).toContain('<h1>svc guide</h1>');
    const md = await server.request('GET', '/docs', { headers: { accept: 'text/markdown' } });
    expect(md.headers.get('content-type')).toMatch(/text\/markdown/);
    expect(md.text.startsWith('# svc guide')).toBe(true);
    expect(md.headers.get('vary')).toMatch(/accept/i);
  });

  it('publishes pricing from the enforced plan table', async () => {
    const pricing = await server.request('GET', '/pricing.md');
    expect(pricing.text).toMatch(/\| Activation key \(sandbox\) \| 0 USD \| 10 \| 100 \|/);
    expect(pricing.text).toMatch(/\| Hobby \| 5 USD\/month \| 1,000 \| 20,000 \|/);
    const custom = await startServer({ dialect, env: { PLAN_HOBBY_HOURLY: '1234' } });
    try {
      expect((await custom.request('GET', '/pricing.md')).text).toMatch(/\| Hobby \| 5 USD\/month \| 1,234 \|/);
    } finally {
      await custom.close();
    }
  });

  it('has a structured llms.txt', async () => {
    const text = (await server.request('GET', '/llms.txt')).text;
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    expect(lines[0]).toBe('# svc');
    expect(lines.find((l) => l.trim() !== '' && !l.startsWith('#'))?.startsWith('> ')).toBe(true);
    const sections = lines.filter((l) => l.startsWith('## '));
    expect(sections.at(-1)).toBe('## Optional');
    for (const link of text.matchAll(/\]\((http[^)]+)\)/g)) {
      const path = new URL(link[1]!).pathname;
      expect((await server.request('GET', path)).status, path).toBe(200);
    }
  });

  it('publishes an A2A 1.0 agent card and an MCP server card', async () => {
    const card = (await server.request('GET', '/.well-known/agent-card.json')).body;
    for (const field of ['name', 'description', 'version', 'supportedInterfaces', 'capabilities', 'defaultInputModes', 'defaultOutputModes', 'skills']) {
      expect(card[field], field).toBeDefined();
    }
    expect(card.supportedInterfaces[0]).toMatchObject({ url: `${server.baseUrl}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' });
    for (const skill of card.skills) expect(Object.keys(skill)).toEqual(expect.arrayContaining(['id', 'name', 'description', 'tags']));
    const mcp = (await server.request('GET', '/.well-known/mcp/server-card.json')).body;
    expect(mcp.remotes[0]).toMatchObject({ type: 'streamable-http', url: `${server.baseUrl}/mcp` });
    expect(mcp.remotes[0].authentication.type).toBe('bearer');
    expect(mcp.tools.map((t: { name: string }) => t.name)).toEqual(
      expect.arrayContaining(['travel.intent.parse', 'rank_travel_destinations', 'feedback.submit']),
    );
  });

  it('has robots.txt pointing to a sitemap of public pages', async () => {
    const robots = (await server.request('GET', '/robots.txt')).text;
    expect(robots).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    // The signed-in pages redirect crawlers to /login; a Disallow would only mark them unindexable.
    expect(robots).not.toContain('Disallow: /dashboard');
    const sitemap = (await server.request('GET', '/sitemap.xml')).text;
    for (const loc of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc[1]!).pathname;
      expect((await server.request('GET', path)).status, path).toBe(200);
    }
  });

  it('bundles every named contract in /schema.json', async () => {
    const bundle = (await server.request('GET', '/schema.json')).body;
    expect(Object.keys(bundle.$defs)).toEqual(expect.arrayContaining(['ErrorBody', 'ActivationRequest', 'FeedbackRequest', 'CommercialIntentResponse']));
    expect(bundle.$defs.ErrorBody).toMatchObject({ type: 'object', required: ['error'], additionalProperties: false });
  });
});
