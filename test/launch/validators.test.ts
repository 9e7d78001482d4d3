import { describe, expect, it } from 'vitest';
import type { FetchSuccess } from '../../src/net/types.js';
import { declaredOpenApi } from '../../src/launch/declared.js';
import { NO_PROBES, type SiteSnapshot } from '../../src/launch/snapshot.js';
import { validateAgentCard } from '../../src/launch/validators/agent-card.js';
import { validateLlmsTxt } from '../../src/launch/validators/llms-txt.js';
import { checkErrorResponses, checkRateLimitResponses, checkSecurityScheme, validateOpenApiStructure } from '../../src/launch/validators/openapi.js';
import { validateRobots } from '../../src/launch/validators/robots.js';
import { serverCardEndpoints, validateServerCard } from '../../src/launch/validators/server-card.js';

describe('llms.txt structure', () => {
  it('accepts the canonical shape and collects its links', () => {
    const verdict = validateLlmsTxt(
      '# Acme\n\n> Summary.\n\nSome prose.\n\n## Docs\n\n- [Guide](https://acme.example/guide.md): how\n\n## Optional\n\n- [Blog](/blog)\n',
    );
    expect(verdict.problems).toEqual([]);
    expect(verdict.links).toEqual(['https://acme.example/guide.md', '/blog']);
  });

  it.each([
    ['two H1s', '# A\n\n> s\n\n# B\n\n## Docs\n\n- [x](/x)\n', 'exactly one H1'],
    ['no title', 'Docs for agents:\n\n- [x](/x)\n', 'exactly one H1'],
    ['a section without links', '# A\n\n> s\n\n## Docs\n\nJust text.\n', 'section "Docs" has no'],
    ['Optional not last', '# A\n\n> s\n\n## Optional\n\n- [x](/x)\n\n## Docs\n\n- [y](/y)\n', 'must be the last section'],
    [
      'a core section without links beside links only under Optional',
      '# A\n\n> s\n\n## Docs\n\nSee the site.\n\n## Optional\n\n- [x](/x)\n',
      'section "Docs" has no',
    ],
  ])('rejects %s', (_name, text, problem) => {
    expect(validateLlmsTxt(text).problems.join(' ')).toContain(problem);
  });

  it('accepts what the proposal allows after the H1 (no summary, links without sections or before the first) and advises on it', () => {
    const flat = validateLlmsTxt('# A\n\nProse.\n\n- [x](/x): note\n- [y](/y)\n');
    expect(flat.problems).toEqual([]);
    expect(flat.links).toEqual(['/x', '/y']);
    expect(flat.evidence.join(' ')).toContain('blockquote summary');
    expect(flat.evidence.join(' ')).toContain('"## Section" headings');
    const loose = validateLlmsTxt('# A\n\n> s\n\n- [x](/x)\n\n## Optional\n\n- [y](/y)\n');
    expect(loose.problems).toEqual([]);
    expect(loose.evidence.join(' ')).toContain('1 before any section');
    const notes = validateLlmsTxt('# A\n\n> s\n\n## Docs\n\n- [Guide](/guide)\n\n## Tools\n\n- files.list: list files\n- files.read: read one\n');
    expect(notes.problems).toEqual([]);
    expect(notes.evidence.join(' ')).toContain('section "Tools" has no');
    const looseThenTools = validateLlmsTxt('# A\n> s\n- [Guide](/guide)\n- [API](/api)\n## Tools\n- files.list: list files\n');
    expect(looseThenTools.problems).toEqual([]);
    expect(looseThenTools.evidence.join(' ')).toContain('section "Tools" has no');
  });

  it('keeps URLs bare in prose apart from links, and reads no URL in inline code, in link text or with a template', () => {
    const verdict = validateLlmsTxt(
      [
        '# A',
        '',
        '> s',
        '',
        'All API requests go to https://a.dev/v1. Call `GET https://a.dev/v1/tiles` with a key.',
        '',
        'Tiles are at https://a.dev/v1/tiles/{z}/{x}/{y}.png; see [https://a.dev/docs](https://a.dev/docs/v2) and https://a.dev/docs/v2#auth.',
        '',
        '## Docs',
        '',
        '- [Docs](https://a.dev/docs/v2#start): guide',
      ].join('\n'),
    );
    expect(verdict.links).toEqual(['https://a.dev/docs/v2']);
    expect(verdict.proseUrls).toEqual(['https://a.dev/v1']);
  });

  it('ignores headings inside code fences', () => {
    expect(validateLlmsTxt('# A\n\n> s\n\n```\n# not a heading\n```\n\n## Docs\n\n- [x](/x)\n').problems).toEqual([]);
  });
});

describe('agent and server cards', () => {
  const card = {
    name: 'A',
    description: 'd',
    version: '1',
    supportedInterfaces: [{ url: 'https://a.example/a2a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: {},
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/plain'],
    skills: [{ id: 's', name: 'S', description: 'd', tags: [] }],
  };

  it('counts the endpoints of an A2A 0.3 card once, though additionalInterfaces repeats its url', () => {
    const { supportedInterfaces: _interfaces, ...rest } = card;
    const v03 = {
      ...rest,
      url: 'https://a.example/a2a',
      preferredTransport: 'JSONRPC',
      protocolVersion: '0.3.0',
      additionalInterfaces: [{ url: 'https://a.example/a2a', transport: 'JSONRPC' }],
    };
    expect(validateAgentCard(v03).evidence.join(' ')).toContain('1 interfaces');
  });

  it('accepts an A2A 1.0 card and names each missing field', () => {
    expect(validateAgentCard(card).problems).toEqual([]);
    const { skills: _skills, supportedInterfaces: _interfaces, ...partial } = card;
    const problems = validateAgentCard({ ...partial, supportedInterfaces: [{ url: 'ftp://x' }] }).problems.join(' ');
    expect(problems).toContain('supportedInterfaces[0].url');
    expect(problems).toContain('protocolBinding');
    expect(problems).toContain('"skills"');
    expect(validateAgentCard([]).problems).toEqual(['the agent card is not a JSON object']);
  });

  it('requires a namespaced MCP server name and a remote', () => {
    expect(
      validateServerCard({ name: 'com.acme/tools', description: 'd', version: '1', remotes: [{ type: 'streamable-http', url: 'https://acme.example/mcp' }] })
        .problems,
    ).toEqual([]);
    const problems = validateServerCard({ name: 'tools', description: 'd', version: '1', remotes: [] }).problems.join(' ');
    expect(problems).toContain('namespaced');
    expect(problems).toContain('"remotes"');
  });

  it('reads the earlier serverInfo/transport card shape, with an endpoint relative to the site', () => {
    const card = { serverInfo: { name: 'quarry', version: '3.1.0' }, transport: { type: 'streamable-http', endpoint: '/mcp' } };
    expect(validateServerCard(card).problems).toEqual([]);
    expect(serverCardEndpoints(card, 'https://quarry.dev')).toEqual(['https://quarry.dev/mcp']);
    expect(validateServerCard({ serverInfo: { name: 'quarry' } }).problems.join(' ')).toMatch(/serverInfo\.version.*transport/u);
    const registry = {
      name: 'dev.quarry/tools',
      remotes: [
        { type: 'sse', url: 'https://quarry.dev/sse' },
        { type: 'streamable-http', url: 'https://quarry.dev/v2/mcp' },
      ],
    };
    expect(serverCardEndpoints(registry, 'https://quarry.dev')).toEqual(['https://quarry.dev/v2/mcp']);
  });

  it('accepts every published card shape: transport as a string, a transports list, top-level identity, transport_type remotes with url variables', () => {
    const info = { serverInfo: { name: 'quarry', version: '3.1.0' } };
    const shapes = [
      { ...info, transport: 'streamable-http', endpoint: '/mcp' },
      { ...info, transport: 'http', url: 'https://quarry.dev/mcp' },
      { name: 'quarry', version: '3.1.0', transports: [{ type: 'http', url: '/mcp' }] },
      { name: 'quarry', version: '3.1.0', transports: [{ type: 'streamableHttp', endpoint: 'https://quarry.dev/mcp' }] },
      {
        name: 'dev.quarry/tools',
        version: '3.1.0',
        remotes: [
          { transport_type: 'streamable-http', url: 'https://quarry.dev/mcp' },
          { type: 'sse', url: 'https://{tenant}.quarry.dev/sse', variables: { tenant: { isRequired: true } } },
        ],
      },
    ];
    for (const card of shapes) {
      expect(validateServerCard(card).problems, JSON.stringify(card)).toEqual([]);
      expect(serverCardEndpoints(card, 'https://quarry.dev'), JSON.stringify(card)).toEqual(['https://quarry.dev/mcp']);
    }
  });

  it('flags what is wrong in any shape: no endpoint, an unknown transport, a relative remote, no server name', () => {
    const info = { serverInfo: { name: 'quarry', version: '3.1.0' } };
    expect(validateServerCard({ ...info, transport: 'streamable-http' }).problems.join(' ')).toMatch(/transport must give the endpoint/u);
    expect(validateServerCard({ ...info, transport: { type: 'carrier-pigeon', endpoint: '/mcp' } }).problems.join(' ')).toMatch(
      /transport must name its transport type/u,
    );
    expect(validateServerCard({ name: 'dev.quarry/tools', version: '1', remotes: [{ type: 'streamable-http', url: '/mcp' }] }).problems.join(' ')).toMatch(
      /remotes\[0\] must give the endpoint as an absolute/u,
    );
    expect(validateServerCard({ version: '1', transports: [{ type: 'http', url: '/mcp' }] }).problems).toEqual(['missing required string "name"']);
  });
});

describe('openapi readiness checks', () => {
  const doc = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'x-key' } } },
    paths: {
      '/healthz': { get: { responses: { '200': { description: 'up' } } } },
      '/things/{id}': {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        get: { responses: { '200': { description: 'ok' } } },
      },
    },
  };

  it('counts only operations that take input or require a key for error and 429 responses', () => {
    const errors = checkErrorResponses(doc);
    expect(errors.problems).toEqual(['1 operations do not declare a 4xx or default error response: GET /things/{id}']);
    expect(errors.evidence[0]).toContain('1 input-less public operations not counted');
    expect(checkRateLimitResponses({ ...doc, paths: { '/healthz': doc.paths['/healthz'] } }).ok).toBe(true);
    expect(checkRateLimitResponses({ ...doc, security: [{ key: [] }], paths: { '/healthz': doc.paths['/healthz'] } }).ok).toBe(false);
  });

  it('wants declared security schemes to be applied', () => {
    expect(checkSecurityScheme(doc).problems[0]).toContain('no operation or global "security"');
    expect(checkSecurityScheme({ ...doc, security: [{ key: [] }] }).ok).toBe(true);
  });

  it('reports validator errors and never follows external references', async () => {
    const broken = await validateOpenApiStructure({ openapi: '3.1.0', info: { title: 't' }, paths: {} });
    expect(broken.problems.join(' ')).toContain("must have required property 'version'");
    const external = await validateOpenApiStructure({ ...doc, paths: { '/x': { get: { responses: { '200': { $ref: 'http://169.254.169.254/latest' } } } } } });
    expect(external.ok).toBe(true);
  });
});

describe('robots.txt', () => {
  it('flags a site-wide block for every agent and collects sitemaps', () => {
    expect(validateRobots('User-agent: *\nDisallow: /\n').problems.join(' ')).toContain('shuts every agent');
    expect(validateRobots('User-agent: BadBot\nDisallow: /\n\nUser-agent: *\nAllow: /\nSitemap: https://a.example/s.xml\n')).toMatchObject({
      ok: true,
      sitemaps: ['https://a.example/s.xml'],
    });
    expect(validateRobots('Disallow: /x\n').problems).toContain('no "User-agent:" line');
  });
});

describe('the OpenAPI document a site declares', () => {
  const origin = 'https://rail.example';
  const answer = (path: string, contentType: string, text: string, headers: Record<string, string> = {}): FetchSuccess => {
    const url = new URL(path, origin).toString();
    const body = new TextEncoder().encode(text);
    return { ok: true, url, finalUrl: url, status: 200, headers, contentType, body, bytes: body.length, redirects: [], address: '192.0.2.1', elapsedMs: 1 };
  };
  const forbidden = (path: string): FetchSuccess => ({ ...answer(path, 'application/json', '{"message":"Missing Authentication Token"}'), status: 403 });
  const site = (responses: SiteSnapshot['responses']): SiteSnapshot => ({
    origin,
    catchAll: null,
    responses: { openapi: forbidden('/openapi.json'), openapi_well_known: forbidden('/.well-known/openapi.json'), ...responses },
    llmsLinks: null,
    llmsLinkTotal: 0,
    declaredSitemap: null,
    declaredOpenApi: null,
    probes: NO_PROBES,
  });
  const llms = (list: string) => answer('/llms.txt', 'text/plain', `# Rail\n\n${list}\n`);

  it('takes a Link rel="service-desc" first, then the API catalog, then an llms.txt document file that names OpenAPI', () => {
    const home = answer('/', 'text/html', '<html></html>', { link: '</spec/api.yaml>; rel="service-desc"' });
    const catalog = answer(
      '/.well-known/api-catalog',
      'application/linkset+json',
      JSON.stringify({ linkset: [{ anchor: origin, 'service-desc': [{ href: '/catalog.json' }] }] }),
    );
    const listed = llms('- [API description](/v2/description.yml): OpenAPI 3.0');
    expect(declaredOpenApi(site({ home, api_catalog: catalog, llms_txt: listed }))?.url).toBe(`${origin}/spec/api.yaml`);
    expect(declaredOpenApi(site({ api_catalog: catalog, llms_txt: listed }))?.declaredBy).toBe('the API catalog (service-desc)');
    expect(declaredOpenApi(site({ llms_txt: listed }))).toEqual({ url: `${origin}/v2/description.yml`, declaredBy: 'llms.txt' });
  });

  it('does not take a docs page that mentions OpenAPI for the document, nor look past one served at a well-known path', () => {
    expect(declaredOpenApi(site({ llms_txt: llms('- [API reference (OpenAPI)](/docs/api)') }))).toBeNull();
    const wellKnown = answer('/openapi.json', 'application/json', '{"openapi": "3.1.0"}');
    expect(declaredOpenApi(site({ openapi: wellKnown, llms_txt: llms('- [OpenAPI](/openapi.yaml)') }))).toBeNull();
  });
});
