import { startLocalServer, type LocalServer } from '../net/local-server.js';

/** A page of a test site; `markdown` is served instead of `body` when the request accepts text/markdown. */
export interface Page {
  status?: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
  markdown?: string;
}

export type SiteContent = (origin: string) => Record<string, Page>;

/** Serves a fixed set of pages on 127.0.0.1; everything else is 404. */
export async function serveSite(content: SiteContent): Promise<LocalServer> {
  let pages: Record<string, Page> = {};
  const server = await startLocalServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const page = pages[path];
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const wantsMarkdown = (request.headers.accept ?? '').includes('text/markdown') && page.markdown !== undefined;
    response
      .writeHead(page.status ?? 200, { 'content-type': wantsMarkdown ? 'text/markdown; charset=utf-8' : page.type, ...page.headers })
      .end(wantsMarkdown ? page.markdown : page.body);
  });
  pages = content(server.origin);
  return server;
}

const cors = { 'access-control-allow-origin': '*' };
const json = (value: unknown, headers: Record<string, string> = cors): Page => ({ type: 'application/json', body: JSON.stringify(value), headers });

const operation = (operationId: string | undefined, extra: Record<string, unknown> = {}) => ({
  ...(operationId ? { operationId } : {}),
  summary: 'Search',
  responses: {
    '200': { description: 'Results' },
    '400': { description: 'Bad input' },
    '429': { description: 'Rate limited' },
  },
  ...extra,
});

export const completeOpenApi = {
  openapi: '3.1.0',
  info: { title: 'Acme Agent API', version: '1.0.0' },
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  paths: { '/api/search': { post: operation('searchThings') }, '/api/items/{id}': { get: { ...operation('getItem'), parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] } } },
};

/** Every surface present and correct. */
export const completeSite: SiteContent = (origin) => ({
  '/openapi.json': json(completeOpenApi),
  '/.well-known/openapi.json': json(completeOpenApi),
  '/.well-known/agent-card.json': json({
    name: 'Acme Agent',
    description: 'Searches the Acme catalogue for agents.',
    version: '1.0.0',
    supportedInterfaces: [{ url: `${origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: false },
    defaultInputModes: ['application/json'],
    defaultOutputModes: ['application/json'],
    skills: [{ id: 'search', name: 'Search', description: 'Search the catalogue.', tags: ['search'] }],
  }),
  '/.well-known/mcp/server-card.json': json({
    name: 'com.acme/catalogue',
    description: 'Acme catalogue tools.',
    version: '1.0.0',
    remotes: [{ type: 'streamable-http', url: `${origin}/mcp` }],
  }),
  '/llms.txt': {
    type: 'text/plain',
    headers: cors,
    body: `# Acme\n\n> Acme is a catalogue API for agents.\n\nUse bearer keys.\n\n## Docs\n\n- [Docs](${origin}/docs.md): the guide\n- [API](/openapi.json): OpenAPI\n\n## Optional\n\n- [Pricing](/pricing.md)\n`,
  },
  '/docs': { type: 'text/html', body: '<h1>Docs</h1><p>How to call Acme.</p>', markdown: '# Docs\n\nHow to call Acme.\n' },
  '/docs.md': { type: 'text/markdown', body: '# Docs\n\nHow to call Acme.\n' },
  '/pricing.md': { type: 'text/markdown', body: '# Pricing\n\nFree plan: 100 calls per month. Pro: $20 per month.\n' },
  '/robots.txt': { type: 'text/plain', body: `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` },
  '/sitemap.xml': { type: 'application/xml', body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/docs</loc></url></urlset>` },
});

/** Some surfaces present, each with a realistic flaw. */
export const halfReadySite: SiteContent = (origin) => ({
  '/openapi.json': json(
    {
      openapi: '3.1.0',
      info: { title: 'Half API', version: '0.1.0' },
      paths: {
        '/search': { get: { operationId: 'search', parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }], responses: { '200': { description: 'ok' }, '400': { description: 'bad' } } } },
        '/items': { post: { requestBody: { content: { 'application/json': { schema: { type: 'object' } } } }, responses: { '200': { description: 'ok' } } } },
        '/healthz': { get: { operationId: 'health', responses: { '200': { description: 'up' } } } },
      },
    },
    {},
  ),
  '/.well-known/agent-card.json': json({ name: 'Half', description: 'A v0.3 card', url: `${origin}/a2a`, preferredTransport: 'JSONRPC', protocolVersion: '0.3.0', version: '0.1.0', capabilities: {}, defaultInputModes: ['text/plain'], defaultOutputModes: ['text/plain'], skills: [] }, {}),
  '/llms.txt': {
    type: 'text/plain',
    body: `# Half\n\n> Half-ready service.\n\n## Optional\n\n- [Old blog](/blog)\n\n## Docs\n\n- [Guide](/docs)\n- [Broken](/missing-page)\n`,
  },
  '/docs': { type: 'text/html', body: '<h1>Docs</h1>' },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n' },
  '/pricing': { type: 'text/html', body: '<h1>Contact sales</h1>' },
  '/blog': { type: 'text/html', body: '<p>old</p>' },
});

/** Only a home page. */
export const bareSite: SiteContent = () => ({ '/': { type: 'text/html', body: '<h1>Welcome</h1>' } });
