import type { LaunchCheckIdValue } from '../../contracts/launch.js';
import { needs, slug, type PackContext } from './context.js';
import { openApiSkeleton } from './openapi.js';

export interface DraftFile {
  path: string;
  media_type: string;
  purpose: string;
  content: string;
  fixes_checks: LaunchCheckIdValue[];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const url = (context: PackContext, path: string) => new URL(path, context.origin).toString();

const PRODUCT_PHRASE: Record<PackContext['productType'], string> = {
  agent_api: 'an API for AI agents',
  mcp_server: 'an MCP server',
  agent_tool: 'a tool for AI agents',
  saas: 'a software service',
  docs_site: 'a documentation site',
};

const summary = (context: PackContext) =>
  `${context.name} is ${PRODUCT_PHRASE[context.productType]}${context.capabilities.length > 0 ? `: ${context.capabilities.slice(0, 5).join('; ')}` : ''}.`;

/** Which discovery files the pack publishes, so llms.txt and the sitemap only link to real things. */
export function publishedPaths(context: PackContext): string[] {
  const paths: string[] = [];
  if (context.weighted.has('openapi.present')) paths.push('/openapi.json');
  if (context.weighted.has('a2a.agent_card')) paths.push('/.well-known/agent-card.json');
  if (context.weighted.has('mcp.server_card')) paths.push('/.well-known/mcp/server-card.json');
  if (context.weighted.has('pricing.page')) paths.push('/pricing.md');
  return paths;
}

function llmsTxt(context: PackContext): DraftFile {
  const docs = context.docsUrl ? [`- [Documentation](${context.docsUrl}): how to use ${context.name}`] : [];
  const discovery = publishedPaths(context).filter((path) => path !== '/pricing.md').map((path) => `- [${path}](${url(context, path)}): machine-readable description`);
  const sections = [
    ...(docs.length > 0 ? ['## Docs', '', ...docs, ''] : []),
    ...(discovery.length > 0 ? ['## Discovery', '', ...discovery, ''] : []),
    ...(context.weighted.has('pricing.page') ? ['## Optional', '', `- [Pricing](${url(context, '/pricing.md')}): plans and limits`, ''] : []),
  ];
  const fallback = sections.length === 0 ? ['## Site', '', `- [Home](${context.origin}/): start here`, ''] : [];
  return {
    path: '/llms.txt',
    media_type: 'text/plain; charset=utf-8',
    purpose: 'Tells language models what the site is and which documents to read.',
    content: [`# ${context.name}`, '', `> ${summary(context)}`, '', ...sections, ...fallback].join('\n'),
    fixes_checks: ['llms_txt.structure', 'llms_txt.links_resolve'],
  };
}

const agentCard = (context: PackContext): DraftFile => ({
  path: '/.well-known/agent-card.json',
  media_type: 'application/json',
  purpose: 'A2A 1.0 agent card: identity, interfaces and skills for agent clients.',
  content: json({
    name: context.name,
    description: summary(context),
    version: '0.1.0',
    supportedInterfaces: [{ url: url(context, '/a2a'), protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: false, pushNotifications: false },
    defaultInputModes: ['application/json', 'text/plain'],
    defaultOutputModes: ['application/json'],
    skills: context.skills,
    ...(context.docsUrl ? { documentationUrl: context.docsUrl } : {}),
  }),
  fixes_checks: ['a2a.agent_card'],
});

/** Reverse-DNS namespace of the host, as the MCP registry expects ("api.acme.com" -> "com.acme.api"). */
export const namespaceOf = (host: string) => host.split('.').reverse().join('.');

const serverCard = (context: PackContext): DraftFile => ({
  path: '/.well-known/mcp/server-card.json',
  media_type: 'application/json',
  purpose: 'MCP server card: where and how MCP clients connect.',
  content: json({
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: `${namespaceOf(context.host)}/${slug(context.name)}`,
    description: summary(context),
    version: '0.1.0',
    remotes: [{ type: 'streamable-http', url: url(context, '/mcp') }],
  }),
  fixes_checks: ['mcp.server_card'],
});

const openApiFile = (context: PackContext): DraftFile => ({
  path: '/openapi.json',
  media_type: 'application/json',
  purpose: 'OpenAPI 3.1 skeleton with bearer auth, error and 429 responses and operationIds. Also serve it at /.well-known/openapi.json.',
  content: json(openApiSkeleton(context)),
  fixes_checks: ['openapi.present', 'openapi.valid', 'openapi.security_scheme', 'openapi.error_responses', 'openapi.rate_limit_responses', 'openapi.operation_ids'],
});

const robotsTxt = (context: PackContext): DraftFile => ({
  path: '/robots.txt',
  media_type: 'text/plain; charset=utf-8',
  purpose: 'Lets crawlers and agents read the public docs and discovery files, and names the sitemap.',
  content: ['User-agent: *', 'Allow: /', 'Allow: /llms.txt', 'Allow: /.well-known/', '', `Sitemap: ${url(context, '/sitemap.xml')}`, ''].join('\n'),
  fixes_checks: ['robots_txt.present'],
});

const pricingMd = (context: PackContext): DraftFile => ({
  path: '/pricing.md',
  media_type: 'text/markdown; charset=utf-8',
  purpose: 'Plans and limits agents can read before they call. Bracketed values are yours to fill in.',
  content: [
    `# ${context.name} pricing`,
    '',
    '## Plans',
    '',
    '| Plan | Price | Included | Limits |',
    '| --- | --- | --- | --- |',
    '| Free | [price, e.g. 0 USD per month] | [what is included] | [requests per hour / month] |',
    '| Paid | [price per month] | [what is included] | [requests per hour / month] |',
    '',
    'What happens at a limit: [e.g. HTTP 429 with Retry-After].',
    '',
  ].join('\n'),
  fixes_checks: ['pricing.page'],
});

function sitemapXml(context: PackContext): DraftFile {
  const locations = [context.origin + '/', ...(context.docsUrl ? [context.docsUrl] : []), url(context, '/llms.txt'), ...publishedPaths(context).map((path) => url(context, path))];
  const entries = [...new Set(locations)].map((location) => `  <url><loc>${location.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</loc></url>`);
  return {
    path: '/sitemap.xml',
    media_type: 'application/xml',
    purpose: 'Lists the pages crawlers and agents should find.',
    content: ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n'),
    fixes_checks: ['sitemap.present'],
  };
}

/** The files the site lacks, judged by the audit; an existing OpenAPI document is patched, not replaced. */
export function draftFiles(context: PackContext): DraftFile[] {
  const drafts: DraftFile[] = [];
  if (needs(context, ['llms_txt.structure', 'llms_txt.links_resolve'])) drafts.push(llmsTxt(context));
  if (needs(context, ['a2a.agent_card'])) drafts.push(agentCard(context));
  if (needs(context, ['mcp.server_card'])) drafts.push(serverCard(context));
  if (!context.existingOpenApi && needs(context, ['openapi.present'])) drafts.push(openApiFile(context));
  if (needs(context, ['robots_txt.present'])) drafts.push(robotsTxt(context));
  if (needs(context, ['pricing.page'])) drafts.push(pricingMd(context));
  if (needs(context, ['sitemap.present'])) drafts.push(sitemapXml(context));
  return drafts;
}
