import { bodyText } from '../net/body.js';
import type { LaunchDeclaredSurfacesValue, LaunchProductTypeValue } from '../contracts/launch.js';
import { AGENT_RELATIONS, parseLinkHeader } from './validators/link-header.js';
import { parseLlmsTxt } from './validators/llms-txt.js';
import { isRecord, parseJson } from './validators/verdict.js';
import type { DeclaredOpenApi } from './declared-openapi.js';
import { answered, serverCardAnswer, type SiteSnapshot } from './snapshot.js';

/**
 * The surfaces a site declares: named by its own files (llms.txt, an agent card, an MCP server
 * card, an OpenAPI document, the home page's Link header) or implied by its product type (an MCP
 * server product offers MCP, an A2A agent A2A; an agent API offers an HTTP API, not MCP or A2A). A declared surface
 * is a promise to agents, so its checks decide readiness. Runs over a snapshot whose catch-all
 * answers are already recorded as not found.
 */

const MENTIONS = {
  mcp: /\bMCP\b|model context protocol/iu,
  a2a: /\bA2A\b|agent2agent|agent-to-agent/iu,
};

/** A page of documentation ("/docs/mcp" explains MCP; it is no MCP endpoint). */
const DOCS_SEGMENT = /^(?:docs?|documentation|guides?|help|learn|tutorials?)$/iu;

/**
 * Addresses llms.txt offers (its links and the URLs bare in its prose, as the link check reads
 * them) whose last path segment is `name` (e.g. /mcp, https://host/v1/a2a) and that are not under
 * a documentation path, resolved against the file.
 */
export function llmsEndpoints(site: SiteSnapshot, name: 'mcp' | 'a2a'): string[] {
  const llms = site.responses.llms_txt;
  if (!answered(llms)) return [];
  const parsed = parseLlmsTxt(bodyText(llms));
  const urls = [...parsed.linkUrls, ...parsed.bareUrls].flatMap((address) => {
    const resolved = resolveHttp(address, llms.finalUrl);
    if (!resolved) return [];
    const url = new URL(resolved);
    const segments = url.pathname.split('/').filter(Boolean);
    return segments.at(-1)?.toLowerCase() === name && !segments.some((segment) => DOCS_SEGMENT.test(segment)) ? [`${url.origin}${url.pathname}`] : [];
  });
  return [...new Set(urls)].slice(0, 2);
}

function homeLinks(site: SiteSnapshot) {
  const home = site.responses.home;
  return answered(home) && home.headers['link']
    ? parseLinkHeader(home.headers['link']).filter((link) => link.rels.some((rel) => AGENT_RELATIONS.includes(rel)))
    : [];
}

const OPENAPI_NAMED = /openapi|swagger/iu;
const DOCUMENT_PATH = /\.(json|ya?ml)$/iu;

/** `link` resolved against `base`, when it is an http(s) address. */
export const resolveHttp = (link: string, base: string): string | null => {
  if (!URL.canParse(link, base)) return null;
  const url = new URL(link, base);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
};

/** The service-desc targets of an RFC 9727 API catalog (RFC 9264 linkset). */
function catalogServiceDescs(site: SiteSnapshot): string[] {
  const catalog = site.responses.api_catalog;
  const value = answered(catalog) ? parseJson(bodyText(catalog)) : undefined;
  const entries = isRecord(value) && Array.isArray(value['linkset']) ? value['linkset'] : [];
  return entries.flatMap((entry) => {
    const targets = isRecord(entry) && Array.isArray(entry['service-desc']) ? entry['service-desc'] : [];
    return targets.flatMap((target) =>
      isRecord(target) && typeof target['href'] === 'string' ? (resolveHttp(target['href'], catalog?.ok ? catalog.finalUrl : site.origin) ?? []) : [],
    );
  });
}

/**
 * llms.txt links to an OpenAPI or Swagger document: named so in the address, or a .json/.yaml file
 * whose link text or note names it ("[API reference (OpenAPI)](/docs/api)" is a page rendered from
 * the description, not the description). Links to a document file come first.
 */
function llmsOpenApiLinks(site: SiteSnapshot): string[] {
  const llms = site.responses.llms_txt;
  if (!answered(llms)) return [];
  const parsed = parseLlmsTxt(bodyText(llms));
  const links = [...parsed.looseLinks, ...parsed.sections.flatMap((section) => section.links)].flatMap((link) => {
    const url = resolveHttp(link.url, llms.finalUrl);
    if (!url) return [];
    const file = DOCUMENT_PATH.test(new URL(url).pathname);
    const named = OPENAPI_NAMED.test(new URL(url).pathname) || (file && (OPENAPI_NAMED.test(link.text) || OPENAPI_NAMED.test(link.note)));
    return named ? [{ url, file }] : [];
  });
  return [...links.filter((link) => link.file), ...links.filter((link) => !link.file)].map((link) => link.url);
}

/**
 * The OpenAPI document the site declares, read when neither /openapi.json nor
 * /.well-known/openapi.json answers: the home page's Link rel="service-desc" (RFC 8288), the API
 * catalog's service-desc (RFC 9727), else an llms.txt link to an OpenAPI or Swagger document. A
 * declared document is a promise: when it does not answer or parse, the OpenAPI checks fail on it.
 */
export function declaredOpenApi(site: SiteSnapshot): DeclaredOpenApi | null {
  if (answered(site.responses.openapi) || answered(site.responses.openapi_well_known)) return null;
  // A declaration of a well-known path adds nothing: that answer is already in hand.
  const wellKnown = new Set(['/openapi.json', '/.well-known/openapi.json'].map((path) => new URL(path, site.origin).toString()));
  const candidates = [
    ...homeLinks(site)
      .filter((entry) => entry.rels.includes('service-desc'))
      .flatMap((entry) => resolveHttp(entry.href, site.origin) ?? [])
      .map((url) => ({ url, declaredBy: 'the home page Link header (rel="service-desc")' })),
    ...catalogServiceDescs(site).map((url) => ({ url, declaredBy: 'the API catalog (service-desc)' })),
    ...llmsOpenApiLinks(site).map((url) => ({ url, declaredBy: 'llms.txt' })),
  ];
  return candidates.find((candidate) => !wellKnown.has(candidate.url)) ?? null;
}

export function declaredSurfaces(site: SiteSnapshot, productType: LaunchProductTypeValue): LaunchDeclaredSurfacesValue {
  const llms = site.responses.llms_txt;
  const llmsText = answered(llms) ? bodyText(llms) : '';
  const links = homeLinks(site);
  const firstOf = (...reasons: (string | false)[]) => reasons.find((reason): reason is string => reason !== false) ?? null;
  return {
    api: firstOf(
      (productType === 'agent_api' || productType === 'agent_tool') && `product_type ${productType} offers an HTTP API`,
      (answered(site.responses.openapi) || answered(site.responses.openapi_well_known)) && 'the site publishes an OpenAPI document',
      llmsOpenApiLinks(site).length > 0 && 'llms.txt links an OpenAPI document',
      links.some((link) => link.rels.includes('service-desc')) && 'the home page Link header names a service description (rel="service-desc")',
      catalogServiceDescs(site).length > 0 && 'the API catalog names a service description (service-desc)',
    ),
    mcp: firstOf(
      productType === 'mcp_server' && 'product_type mcp_server offers MCP',
      serverCardAnswer(site) !== undefined && 'the site publishes an MCP server card',
      MENTIONS.mcp.test(llmsText) && 'llms.txt names an MCP server',
      links.some((link) => /\/mcp\b/iu.test(link.href)) && 'the home page Link header points at MCP',
    ),
    a2a: firstOf(
      productType === 'a2a_agent' && 'product_type a2a_agent offers A2A',
      answered(site.responses.agent_card) && 'the site publishes an A2A agent card',
      answered(site.responses.agent_card_legacy) && 'the site publishes an A2A agent card at the older /.well-known/agent.json',
      MENTIONS.a2a.test(llmsText) && 'llms.txt names an A2A agent',
      links.some((link) => /agent(-card)?\.json/iu.test(link.href)) && 'the home page Link header points at an agent card',
    ),
  };
}
