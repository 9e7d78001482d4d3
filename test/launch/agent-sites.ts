import type http from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { startLocalServer, type LocalServer } from '../net/local-server.js';
import { completeOpenApi, type Page } from './sites.js';

/**
 * Fixture sites for the launch cases of the agent-readiness checks: live protocol endpoints
 * (a real MCP server from the official SDK, an A2A JSON-RPC responder), well-known metadata,
 * Link headers, markdown negotiation, and the sites whose generated files must be caught.
 */

export type Route = Page | ((request: http.IncomingMessage, response: http.ServerResponse, body: string) => void);
export type Routes = (origin: string) => Record<string, Route>;

/** Serves `routes` on 127.0.0.1 (GET pages, or handlers for any method); everything else is 404. */
export async function serveRoutes(routes: Routes): Promise<LocalServer & { setRoutes: (next: Routes) => void }> {
  let table: Record<string, Route> = {};
  const server = await startLocalServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const route = table[path];
      if (typeof route === 'function') return route(request, response, Buffer.concat(chunks).toString('utf8'));
      if (!route || request.method !== 'GET') return response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      const wantsMarkdown = (request.headers.accept ?? '').includes('text/markdown') && route.markdown !== undefined;
      response
        .writeHead(route.status ?? 200, {
          'content-type': wantsMarkdown ? 'text/markdown; charset=utf-8' : route.type,
          ...(wantsMarkdown ? { vary: 'Accept' } : {}),
          ...route.headers,
        })
        .end(wantsMarkdown ? route.markdown : route.body);
    });
  });
  table = routes(server.origin);
  return { ...server, setRoutes: (next) => (table = next(server.origin)) };
}

/** A real MCP server (official SDK, stateless streamable HTTP, JSON responses) listing two tools. */
export const mcpEndpoint = (request: http.IncomingMessage, response: http.ServerResponse, body: string) => {
  const server = new Server({ name: 'acme', version: '1.4.2' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      { name: 'search', description: 'Search the catalogue', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } },
      { name: 'get_item', description: 'Fetch one item', inputSchema: { type: 'object', properties: { id: { type: 'string' } } } },
    ],
  }));
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  void server.connect(transport).then(() => transport.handleRequest(request, response, body === '' ? undefined : JSON.parse(body)));
};

/** An A2A JSON-RPC endpoint: answers GetTask for an unknown id with the protocol's TaskNotFound error. */
export const a2aEndpoint = (request: http.IncomingMessage, response: http.ServerResponse, body: string) => {
  if (request.method !== 'POST') return response.writeHead(405).end();
  const message = JSON.parse(body) as { id?: unknown; method?: string };
  const known = ['GetTask', 'tasks/get', 'SendMessage', 'message/send', 'ListTasks'];
  const error = known.includes(message.method ?? '') ? { code: -32001, message: 'Task not found' } : { code: -32601, message: 'Method not found' };
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id ?? null, error }));
};

/** An API route that exists and wants a key. */
export const securedApi = (_request: http.IncomingMessage, response: http.ServerResponse) =>
  response.writeHead(401, { 'content-type': 'application/json', 'www-authenticate': 'Bearer' }).end('{"error":"missing API key"}');

const cors = { 'access-control-allow-origin': '*' };
const json = (value: unknown, type = 'application/json'): Page => ({ type, body: JSON.stringify(value), headers: cors });

const skillMd =
  '---\nname: search-catalogue\ndescription: Search the Acme catalogue through the API. Use when a user asks for Acme items.\n---\n\n# Search the catalogue\n\nCall POST /api/search with a query.\n';

/** Every modern agent-readiness surface present, live and correct. */
export const agentReadySite: Routes = (origin) => {
  const oauthApi = {
    ...completeOpenApi,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        oauth: { type: 'oauth2', flows: { clientCredentials: { tokenUrl: `${origin}/oauth/token`, scopes: { read: 'read the catalogue' } } } },
      },
    },
  };
  return {
    '/': {
      type: 'text/html',
      body: '<html><head><title>Acme</title></head><body><h1>Acme</h1><p>Catalogue API for agents.</p></body></html>',
      markdown: '# Acme\n\nCatalogue API for agents.\n',
      headers: {
        link: `</.well-known/api-catalog>; rel="api-catalog", </openapi.json>; rel="service-desc"; type="application/openapi+json", </docs>; rel="service-doc", </llms.txt>; rel="describedby"; type="text/plain"`,
      },
    },
    '/openapi.json': json(oauthApi),
    '/.well-known/openapi.json': json(oauthApi),
    '/api/search': securedApi,
    '/api/items/probe': securedApi,
    '/.well-known/agent-card.json': json({
      name: 'Acme Agent',
      description: 'Searches the Acme catalogue for agents.',
      version: '1.4.2',
      supportedInterfaces: [{ url: `${origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
      provider: { organization: 'Acme Ltd', url: origin },
      capabilities: { streaming: false },
      defaultInputModes: ['application/json'],
      defaultOutputModes: ['application/json'],
      skills: [{ id: 'search', name: 'Search', description: 'Search the catalogue.', tags: ['search'] }],
    }),
    '/a2a': a2aEndpoint,
    '/.well-known/mcp/server-card.json': json({
      name: 'com.acme/catalogue',
      description: 'Acme catalogue tools.',
      version: '1.4.2',
      remotes: [{ type: 'streamable-http', url: `${origin}/mcp` }],
    }),
    '/mcp': mcpEndpoint,
    '/llms.txt': {
      type: 'text/plain',
      headers: cors,
      body: `# Acme\n\n> Acme is a catalogue API for agents.\n\n## Docs\n\n- [Docs](${origin}/docs.md): the guide\n- [API](/openapi.json): OpenAPI\n\n## Optional\n\n- [Pricing](/pricing.md)\n`,
    },
    '/docs': {
      type: 'text/html',
      body: `<h1>Docs</h1><p>How to call Acme. Base URL: <code>${origin}</code></p><pre>curl -X POST ${origin}/api/search</pre>`,
      markdown: `# Docs\n\nHow to call Acme. Base URL: \`${origin}\`\n\n    curl -X POST ${origin}/api/search\n`,
    },
    '/docs.md': { type: 'text/markdown', body: `# Docs\n\nHow to call Acme. Base URL: \`${origin}\`\n\n    curl -X POST ${origin}/api/search\n` },
    '/pricing.md': { type: 'text/markdown', body: '# Pricing\n\nFree plan: 100 calls per month. Pro: $20 per month.\n' },
    '/robots.txt': {
      type: 'text/plain',
      body: `User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
    },
    '/sitemap.xml': {
      type: 'application/xml',
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/docs</loc></url></urlset>`,
    },
    '/.well-known/api-catalog': json(
      {
        linkset: [
          {
            anchor: `${origin}/api`,
            'service-desc': [{ href: `${origin}/openapi.json`, type: 'application/openapi+json' }],
            'service-doc': [{ href: `${origin}/docs`, type: 'text/html' }],
          },
        ],
      },
      'application/linkset+json',
    ),
    '/.well-known/oauth-protected-resource': json({
      resource: origin,
      authorization_servers: [origin],
      scopes_supported: ['read'],
      bearer_methods_supported: ['header'],
    }),
    '/.well-known/oauth-authorization-server': json({
      issuer: origin,
      token_endpoint: `${origin}/oauth/token`,
      response_types_supported: ['code'],
      grant_types_supported: ['client_credentials'],
      authorization_endpoint: `${origin}/oauth/authorize`,
    }),
    '/.well-known/agent-skills/index.json': json({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: [
        {
          name: 'search-catalogue',
          type: 'skill-md',
          description: 'Search the Acme catalogue through the API.',
          url: `${origin}/.well-known/agent-skills/search-catalogue/SKILL.md`,
        },
      ],
    }),
    '/.well-known/agent-skills/search-catalogue/SKILL.md': { type: 'text/markdown', body: skillMd },
  };
};

/** The modern surfaces present but broken: the API uses OAuth without metadata, links lead nowhere. */
export const brokenModernSite: Routes = (origin) => {
  const base = agentReadySite(origin);
  const { '/.well-known/oauth-protected-resource': _pr, '/.well-known/oauth-authorization-server': _as, '/a2a': _a2a, '/api/search': _search, ...rest } = base;
  return {
    ...rest,
    '/': { type: 'text/html', body: '<h1>Acme</h1>', headers: { link: '</.well-known/nothing-here>; rel="api-catalog"' } },
    '/.well-known/api-catalog': json({ apis: ['/openapi.json'] }),
    '/.well-known/agent-skills/index.json': json({ skills: [{ name: 'Search Catalogue!', description: '' }] }),
    '/robots.txt': { type: 'text/plain', body: `User-agent: *\nContent-Signal: search=maybe, ai-everything=yes\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` },
  };
};

/** robots.txt that shuts out the main AI crawlers on purpose, everything else fine. */
export const aiBlockingRobots = (origin: string): Page => ({
  type: 'text/plain',
  body: `User-agent: GPTBot\nDisallow: /\n\nUser-agent: ClaudeBot\nDisallow: /\n\nUser-agent: Google-Extended\nDisallow: /\n\nUser-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
});

/** An llms.txt listing `count` working links. */
export const manyLinksLlms = (count: number): Record<string, Page> => {
  const pages: Record<string, Page> = {};
  const lines = Array.from({ length: count }, (_, index) => {
    pages[`/guide/${index}.md`] = { type: 'text/markdown', body: `# Guide ${index}\n` };
    return `- [Guide ${index}](/guide/${index}.md): part ${index}`;
  });
  pages['/llms.txt'] = { type: 'text/plain', headers: cors, body: `# Big\n\n> A site with many guides.\n\n## Guides\n\n${lines.join('\n')}\n` };
  return pages;
};

/** A site that already has a real agent card (older v0.3 shape) and a thin llms.txt worth keeping. */
export const existingFilesSite: Routes = (origin) => ({
  '/.well-known/agent-card.json': json({
    name: 'Acme Agent',
    description: 'Searches the Acme catalogue for agents.',
    url: `${origin}/a2a/v1`,
    preferredTransport: 'JSONRPC',
    protocolVersion: '0.3.0',
    version: '1.4.2',
    provider: { organization: 'Acme Ltd', url: 'https://acme.example' },
    securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } },
    security: [{ apiKey: [] }],
    capabilities: { streaming: true },
    // The one flaw of this 0.3 card (its version requires defaultOutputModes): generate redrafts it and keeps the rest.
    defaultInputModes: ['text/plain'],
    skills: [{ id: 'search', name: 'Search', description: 'Search the catalogue.', tags: ['search'] }],
  }),
  '/a2a/v1': a2aEndpoint,
  '/llms.txt': {
    type: 'text/plain',
    // Links in a plain list are allowed; the section with no links is what generate must restructure.
    body: `# Acme\n\n> Acme is the catalogue API agents use to find parts.\n\n- [Quickstart](${origin}/guides/quickstart.md)\n- [Errors](${origin}/guides/errors.md)\n\n## Changelog\n\nComing soon.\n`,
  },
  '/guides/quickstart.md': { type: 'text/markdown', body: '# Quickstart\n' },
  '/guides/errors.md': { type: 'text/markdown', body: '# Errors\n' },
  '/docs': { type: 'text/html', body: '<h1>Docs</h1><p>Everything about Acme.</p>' },
});
