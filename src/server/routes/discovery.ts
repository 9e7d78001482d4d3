import { namedSchemas } from '../../contracts/index.js';
import { agentCard, mcpServerCard } from '../discovery/cards.js';
import { onFirstUse } from '../../operations/first-use.js';
import { llmsFullTxt, llmsTxt, pricingMarkdown, publicGuide, readDoc } from '../discovery/documents.js';
import { prefersMarkdown } from '../discovery/negotiate.js';
import { API_CATALOG_PATH, apiCatalog, LINKSET_TYPE, robotsTxt, sitemapXml } from '../discovery/site-files.js';
import { agentSkillsIndex, SERVICE_SKILLS, skillFilePath, skillMarkdown, SKILLS_INDEX_PATH } from '../discovery/skills.js';
import { precompress, sendPrecompressed, type Precompressed } from '../web/precompressed.js';
import type { App, AppContext } from '../types.js';

const hidden = { hide: true };

/**
 * Public discovery documents. Static text is read once at start; JSON documents are built once;
 * the HTML docs (rendered, highlighted and indexed) on the first request that needs them.
 */
export async function discoveryRoutes(app: App, ctx: AppContext): Promise<void> {
  const base = ctx.config.publicBaseUrl;
  const guide = publicGuide(base);
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

  const text = (path: string, type: string, body: () => string | Promise<string>) =>
    app.get(path, { schema: hidden, config: { discovery: true } }, async (_req, reply) => reply.type(type).send(await body()));
  const json = (path: string, body: () => unknown) =>
    app.get(path, { schema: hidden, config: { discovery: true } }, async (_req, reply) =>
      reply.type('application/json; charset=utf-8').send(JSON.stringify(body())),
    );

  // Built and compressed once, on first request (the description exists only once the app is ready).
  let openapi: Precompressed | undefined;
  const openapiJson = () => (openapi ??= precompress(JSON.stringify(app.swagger()), 'application/json; charset=utf-8'));
  for (const path of ['/openapi.json', '/.well-known/openapi.json']) {
    app.get(path, { schema: hidden, config: { discovery: true } }, async (request, reply) =>
      sendPrecompressed(request, reply, openapiJson(), 'public, max-age=300'),
    );
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
  const pages = onFirstUse(() => import('../web/docs-pages.js'));
  const docs = onFirstUse(async () => (await import('../web/docs-site.js')).docsSite(base));
  const sitemap = onFirstUse(async () => sitemapXml(base, (await docs()).pages.keys()));
  text('/sitemap.xml', 'application/xml; charset=utf-8', sitemap);
  const catalog = JSON.stringify(apiCatalog(base));
  text(API_CATALOG_PATH, LINKSET_TYPE, () => catalog);
  json(SKILLS_INDEX_PATH, () => agentSkillsIndex(base));
  for (const skill of SERVICE_SKILLS) {
    const markdown = skillMarkdown(base, skill);
    text(skillFilePath(skill), 'text/markdown; charset=utf-8', () => markdown);
  }

  app.get('/docs', { schema: hidden, config: { discovery: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(guide);
    return reply.type('text/html; charset=utf-8').send((await docs()).index);
  });
  const developersHtml = onFirstUse(async () => (await pages()).developersPage(developersMarkdown(base)));
  app.get('/developers', { schema: hidden, config: { discovery: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (prefersMarkdown(request.headers.accept)) return reply.type('text/markdown; charset=utf-8').send(developersMarkdown(base));
    return reply.type('text/html; charset=utf-8').send(await developersHtml());
  });
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
