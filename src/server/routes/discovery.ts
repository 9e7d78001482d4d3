import { namedSchemas } from '../../contracts/index.js';
import { agentCard, mcpServerCard } from '../discovery/cards.js';
import { llmsFullTxt, llmsTxt, pricingMarkdown, readDoc } from '../discovery/documents.js';
import { developersPage, docsSite } from '../web/docs-pages.js';
import type { App, AppContext } from '../types.js';

const hidden = { hide: true };

/** Public discovery documents. Static text is read once at start; JSON documents are built once. */
export async function discoveryRoutes(app: App, ctx: AppContext): Promise<void> {
  const base = ctx.config.publicBaseUrl;
  const guide = readDoc('guide.md');
  const index = readDoc('index.md');
  const pricing = pricingMarkdown(ctx.config.plans);
  const schemaBundle = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${base}/schema.json`,
    title: 'svc contracts',
    description: 'Every request and response shape of the svc API, by name. The same definitions validate requests and generate /openapi.json.',
    $defs: namedSchemas(),
  };

  // Discovery files are meant to be read by any origin.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.discovery) reply.header('access-control-allow-origin', '*');
    return payload;
  });

  const text = (path: string, type: string, body: () => string) =>
    app.get(path, { schema: hidden, config: { discovery: true } }, async (_req, reply) => reply.type(type).send(body()));
  const json = (path: string, body: () => unknown) =>
    app.get(path, { schema: hidden, config: { discovery: true } }, async (_req, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(body())));

  let openapi: string | undefined;
  const openapiJson = () => (openapi ??= JSON.stringify(app.swagger()));
  for (const path of ['/openapi.json', '/.well-known/openapi.json']) {
    app.get(path, { schema: hidden, config: { discovery: true } }, async (_req, reply) => reply.type('application/json; charset=utf-8').send(openapiJson()));
  }
  json('/schema.json', () => schemaBundle);
  json('/.well-known/agent-card.json', () => agentCard(base));
  json('/.well-known/mcp/server-card.json', () => mcpServerCard(base));
  text('/docs.md', 'text/markdown; charset=utf-8', () => guide);
  text('/index.md', 'text/markdown; charset=utf-8', () => index);
  text('/pricing.md', 'text/markdown; charset=utf-8', () => pricing);
  text('/llms.txt', 'text/plain; charset=utf-8', () => llmsTxt(base));
  text('/llms-full.txt', 'text/plain; charset=utf-8', () => llmsFullTxt(base, ctx.config.plans));
  text('/robots.txt', 'text/plain; charset=utf-8', () => robotsTxt(base));
  text('/sitemap.xml', 'application/xml; charset=utf-8', () => sitemapXml(base));

  const guideHtml = docsSite(guide).index;
  app.get('/docs', { schema: hidden, config: { discovery: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(guide);
    return reply.type('text/html; charset=utf-8').send(guideHtml);
  });
  const developersHtml = developersPage(developersMarkdown(base));
  app.get('/developers', { schema: hidden, config: { discovery: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(developersMarkdown(base));
    return reply.type('text/html; charset=utf-8').send(developersHtml);
  });
}

const PUBLIC_PAGES = ['/', '/travel', '/docs', '/developers', '/pricing', '/docs.md', '/index.md', '/pricing.md', '/llms.txt', '/openapi.json'];

/** The signed-in pages (/dashboard, /billing) send crawlers to /login, so they need no Disallow line. */
function robotsTxt(base: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /mcp\n\nSitemap: ${base}/sitemap.xml\n`;
}

function sitemapXml(base: string): string {
  const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${base}${p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Markdown when the client names text/markdown before (or instead of) text/html. */
function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const md = accept.indexOf('text/markdown');
  const html = accept.indexOf('text/html');
  return md !== -1 && (html === -1 || md < html);
}

function developersMarkdown(base: string): string {
  return `# Developers

Quickstart for agents and the people who build them. Base URL: \`${base}\`.

## curl

\`\`\`
curl -s -X POST ${base}/api/v1/activation -H 'content-type: application/json' -d '{"agent_name":"my-agent"}'
export SVC_API_KEY=svc_live_...   # api_key.value from the response, shown once
curl -s ${base}/api/v1/account/me -H "Authorization: Bearer $SVC_API_KEY"
curl -s -X POST ${base}/api/v1/travel/search -H "Authorization: Bearer $SVC_API_KEY" -H 'content-type: application/json' -d '{"user_request":"A long weekend in Northern California with redwoods from SFO in May"}'
\`\`\`

## MCP

Hosted endpoint: \`${base}/mcp\` (Streamable HTTP, JSON responses). \`initialize\` and \`tools/list\` need no key; \`tools/call\` needs \`Authorization: Bearer $SVC_API_KEY\`.

## CLI

\`\`\`
curl -s ${base}/cli -o svc && chmod +x svc
SVC_BASE_URL=${base} SVC_API_KEY=svc_live_... ./svc me
\`\`\`

## Reference

- [Guide](/docs) · [OpenAPI](/openapi.json) · [JSON Schema](/schema.json) · [Pricing](/pricing.md) · [llms.txt](/llms.txt)
`;
}
