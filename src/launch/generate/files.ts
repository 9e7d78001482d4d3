import { bodyText } from '../../net/body.js';
import { isIP } from 'node:net';
import { OPENAPI_DOCUMENT_CHECK_IDS, type LaunchGeneratedFileValue } from '../../contracts/launch.js';
import { answered, SERVER_CARD_KEYS } from '../snapshot.js';
import { agentCardFields } from '../validators/a2a-schema.js';
import { cardInterfaces, validateAgentCard } from '../validators/agent-card.js';
import { parseLlmsTxt } from '../validators/llms-txt.js';
import { DRAFT_MARKER } from '../validators/placeholders.js';
import { serverCardEndpoints } from '../validators/server-card.js';
import { DRAFT_NOTE } from './draft-note.js';
import { isRecord, parseJson } from '../validators/verdict.js';
import { needs, slug, type PackContext } from './context.js';
import { openApiSkeleton } from './openapi.js';

/** A drafted file as the response gives it, before it is validated. */
export type DraftFile = Pick<LaunchGeneratedFileValue, 'path' | 'media_type' | 'purpose' | 'content' | 'fixes_checks'>;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The site's own card; an agent card served only at the older /.well-known/agent.json counts. */
const existingJson = (context: PackContext, key: 'agent_card' | 'server_card'): Record<string, unknown> | null => {
  const keys = key === 'agent_card' ? (['agent_card', 'agent_card_legacy'] as const) : SERVER_CARD_KEYS;
  const result = keys.map((candidate) => context.site.responses[candidate]).find(answered);
  const value = result ? parseJson(bodyText(result)) : undefined;
  return isRecord(value) ? value : null;
};
const url = (context: PackContext, path: string) => new URL(path, context.origin).toString();

const PRODUCT_PHRASE: Record<PackContext['productType'], string> = {
  agent_api: 'an API for AI agents',
  mcp_server: 'an MCP server',
  a2a_agent: 'an agent other agents call over A2A',
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
  const existing = answered(context.site.responses.llms_txt) ? parseLlmsTxt(bodyText(context.site.responses.llms_txt)) : null;
  const kept = existing ? existing.sections.filter((section) => section.name.toLowerCase() !== 'optional') : [];
  const keptUrls = new Set(existing ? [...existing.looseLinks, ...existing.sections.flatMap((section) => section.links)].map((link) => link.url) : []);
  const item = (link: { url: string; text: string; note: string }) => `- [${link.text}](${link.url})${link.note ? `: ${link.note}` : ''}`;
  const docs = [
    ...(existing?.looseLinks ?? []),
    ...(context.docsUrl && !keptUrls.has(context.docsUrl) ? [{ url: context.docsUrl, text: 'Documentation', note: `how to use ${context.name}` }] : []),
  ];
  const discovery = publishedPaths(context)
    .filter((path) => path !== '/pricing.md' && !keptUrls.has(url(context, path)))
    .map((path) => ({ url: url(context, path), text: path, note: 'machine-readable description' }));
  const optional = [...(existing?.sections.find((section) => section.name.toLowerCase() === 'optional')?.links ?? [])];
  if (context.weighted.has('pricing.page') && !keptUrls.has(url(context, '/pricing.md')))
    optional.push({ url: url(context, '/pricing.md'), text: 'Pricing', note: 'plans and limits' });
  const section = (name: string, links: { url: string; text: string; note: string }[]) => (links.length > 0 ? [`## ${name}`, '', ...links.map(item), ''] : []);
  const sections = [
    ...kept.flatMap((entry) => section(entry.name, entry.name.toLowerCase() === 'docs' ? [...entry.links, ...docs] : entry.links)),
    ...(kept.some((entry) => entry.name.toLowerCase() === 'docs') ? [] : section('Docs', docs)),
    ...section('Discovery', discovery),
    ...section('Optional', optional),
  ];
  const fallback = sections.length === 0 ? section('Site', [{ url: `${context.origin}/`, text: 'Home', note: 'start here' }]) : [];
  return {
    path: '/llms.txt',
    media_type: 'text/plain; charset=utf-8',
    purpose: existing
      ? 'Your llms.txt with its title, summary and links kept, restructured into sections with the discovery files added.'
      : 'Tells language models what the site is and which documents to read.',
    content: [
      `# ${existing?.title ?? context.name}`,
      '',
      `> ${existing?.summary ?? summary(context)}`,
      '',
      `<!-- ${DRAFT_NOTE} -->`,
      '',
      ...sections,
      ...fallback,
    ].join('\n'),
    fixes_checks: ['llms_txt.structure', 'llms_txt.links_resolve'],
  };
}

/** A2A 1.0 card: every value of an existing card kept (a v0.3 url and transport become a supported interface), missing fields added. */
/** The values of an existing document worth keeping: empty strings, arrays and nulls are gaps, not values. */
const keptValues = (value: Record<string, unknown> | null): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value ?? {}).filter(([, entry]) => entry !== null && entry !== '' && !(Array.isArray(entry) && entry.length === 0)));

/** The interfaces of a pre-1.0 card: its url with preferredTransport, then each additionalInterfaces entry with its transport. */
function legacyInterfaces(existing: Record<string, unknown>): Record<string, string>[] | null {
  const protocolVersion = String(existing['protocolVersion'] ?? '0.3.0');
  const interfaces = cardInterfaces(existing).map((entry) => ({ url: entry.url, protocolBinding: entry.binding, protocolVersion }));
  return interfaces.length > 0 ? interfaces : null;
}

function agentCard(context: PackContext): DraftFile {
  const existing = keptValues(existingJson(context, 'agent_card'));
  const legacy = legacyInterfaces(existing);
  const capabilities = isRecord(existing['capabilities']) ? existing['capabilities'] : { streaming: false, pushNotifications: false };
  const extensions = Array.isArray(capabilities['extensions']) ? capabilities['extensions'] : [];
  const card = {
    name: context.name,
    description: summary(context),
    version: '0.1.0',
    supportedInterfaces: legacy ?? [{ url: url(context, '/a2a'), protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    defaultInputModes: ['application/json', 'text/plain'],
    defaultOutputModes: ['application/json'],
    skills: context.skills,
    ...(context.docsUrl ? { documentationUrl: context.docsUrl } : {}),
    ...existing,
    capabilities: { ...capabilities, extensions: [...extensions, { uri: `urn:${DRAFT_MARKER}`, description: DRAFT_NOTE }] },
  };
  if (!(Array.isArray(existing['supportedInterfaces']) && existing['supportedInterfaces'].length > 0))
    card.supportedInterfaces = legacy ?? card.supportedInterfaces;
  // Fields outside A2A 1.0 (a v0.3 url, preferredTransport, security, ...) are left out: the
  // published schema refuses them, and what they said moved into supportedInterfaces above.
  const fields = agentCardFields();
  const dropped = Object.keys(card).filter((field) => !fields.has(field));
  const draft = Object.fromEntries(Object.entries(card).filter(([field]) => fields.has(field)));
  const { problems } = validateAgentCard(draft);
  const notes = [
    dropped.length > 0 ? ` Left out (not A2A 1.0 fields): ${dropped.join(', ')}.` : '',
    problems.length > 0 ? ` Still to fix before publishing: ${problems.join('; ')}.` : '',
  ].join('');
  return {
    path: '/.well-known/agent-card.json',
    media_type: 'application/json',
    purpose: `A2A 1.0 agent card: identity, interfaces and skills for agent clients.${notes}`,
    content: json(draft),
    fixes_checks: ['a2a.agent_card'],
  };
}

/**
 * Reverse-DNS namespace of the host, as the MCP registry expects ("api.acme.com" -> "com.acme.api").
 * An IP address or a single-label host has none: the registry proves namespaces by DNS or HTTP on a domain.
 */
export const namespaceOf = (host: string): string | null =>
  isIP(host.replace(/^\[|\]$/gu, '')) !== 0 || !host.includes('.') ? null : host.split('.').reverse().join('.');

/** A server card in the registry shape; the version, description and endpoint of an earlier serverInfo/transport card are carried over. */
function serverCard(context: PackContext): DraftFile {
  const found = existingJson(context, 'server_card');
  const existing = keptValues(found);
  const endpoints = serverCardEndpoints(found, context.origin);
  const remotes = (endpoints.length > 0 ? endpoints : [url(context, '/mcp')]).map((endpoint) => ({ type: 'streamable-http', url: endpoint }));
  // In the earlier shape, "version" is the card format's; the server's own version and name are in serverInfo.
  const info = isRecord(existing['serverInfo']) ? existing['serverInfo'] : null;
  const fromInfo = info
    ? {
        ...(typeof info['version'] === 'string' ? { version: info['version'] } : {}),
        ...(typeof info['description'] === 'string' ? { description: info['description'] } : {}),
        remotes,
      }
    : {};
  return {
    path: '/.well-known/mcp/server-card.json',
    media_type: 'application/json',
    purpose: 'MCP server card: where and how MCP clients connect.',
    content: json({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: `${namespaceOf(context.host) ?? '[your-namespace]'}/${slug(context.name)}`,
      description: summary(context),
      version: '0.1.0',
      remotes,
      ...existing,
      ...fromInfo,
      _meta: { [DRAFT_MARKER]: DRAFT_NOTE },
    }),
    fixes_checks: ['mcp.server_card'],
  };
}

const openApiFile = (context: PackContext): DraftFile => ({
  path: '/openapi.json',
  media_type: 'application/json',
  purpose: 'OpenAPI 3.1 skeleton with bearer auth, error and 429 responses and operationIds. Also serve it at /.well-known/openapi.json.',
  content: json(openApiSkeleton(context)),
  fixes_checks: [...OPENAPI_DOCUMENT_CHECK_IDS],
});

const robotsTxt = (context: PackContext): DraftFile => ({
  path: '/robots.txt',
  media_type: 'text/plain; charset=utf-8',
  purpose: 'Lets crawlers and agents read the public docs and discovery files, and names the sitemap.',
  content: [
    `# ${DRAFT_NOTE}`,
    'User-agent: *',
    'Allow: /',
    'Allow: /llms.txt',
    'Allow: /.well-known/',
    '',
    `Sitemap: ${url(context, '/sitemap.xml')}`,
    '',
  ].join('\n'),
  fixes_checks: ['robots_txt.present'],
});

const pricingMd = (context: PackContext): DraftFile => ({
  path: '/pricing.md',
  media_type: 'text/markdown; charset=utf-8',
  purpose: 'Plans and limits agents can read before they call. Bracketed values are yours to fill in.',
  content: [
    `# ${context.name} pricing`,
    '',
    `<!-- ${DRAFT_NOTE} -->`,
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
  const locations = [
    context.origin + '/',
    ...(context.docsUrl ? [context.docsUrl] : []),
    url(context, '/llms.txt'),
    ...publishedPaths(context).map((path) => url(context, path)),
  ];
  const entries = [...new Set(locations)].map((location) => `  <url><loc>${location.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</loc></url>`);
  return {
    path: '/sitemap.xml',
    media_type: 'application/xml',
    purpose: 'Lists the pages crawlers and agents should find.',
    content: [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<!-- ${DRAFT_NOTE} -->`,
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n'),
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
  if (needs(context, ['api_catalog.present']) && (context.existingOpenApi || drafts.some((draft) => draft.path === '/openapi.json')))
    drafts.push(apiCatalog(context));
  return drafts;
}

/** RFC 9727 catalog pointing at the OpenAPI document and the docs. */
const apiCatalog = (context: PackContext): DraftFile => ({
  path: '/.well-known/api-catalog',
  media_type: 'application/linkset+json',
  purpose: 'RFC 9727 API catalog: where agents find your API description and docs.',
  content: json({
    linkset: [
      {
        anchor: url(context, '/'),
        'service-desc': [{ href: url(context, '/openapi.json'), type: 'application/openapi+json' }],
        ...(context.docsUrl ? { 'service-doc': [{ href: context.docsUrl, type: 'text/html' }] } : {}),
      },
    ],
    [DRAFT_MARKER]: DRAFT_NOTE,
  }),
  fixes_checks: ['api_catalog.present'],
});
