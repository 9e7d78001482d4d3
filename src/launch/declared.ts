import { bodyText } from '../net/body.js';
import type { LaunchDeclaredSurfacesValue, LaunchProductTypeValue } from '../contracts/launch.js';
import { AGENT_RELATIONS, parseLinkHeader } from './validators/link-header.js';
import { validateLlmsTxt } from './validators/llms-txt.js';
import { answered, type SiteSnapshot } from './snapshot.js';

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

/** URLs and site paths written in a text, links and bare mentions alike ("an MCP server at /mcp"). */
function addressesIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s)<>"'`\]]+|(?<=[\s(:`'"])\/[A-Za-z0-9._~/-]*/gu) ?? [];
  return found.map((address) => address.replace(/[.,;:]+$/u, ''));
}

/** Addresses in llms.txt whose last path segment is `name` (e.g. /mcp, https://host/v1/a2a), resolved against the file. */
export function llmsEndpoints(site: SiteSnapshot, name: 'mcp' | 'a2a'): string[] {
  const llms = site.responses.llms_txt;
  if (!answered(llms)) return [];
  const urls = addressesIn(bodyText(llms)).flatMap((address) => {
    if (!URL.canParse(address, llms.finalUrl)) return [];
    const url = new URL(address, llms.finalUrl);
    const last = url.pathname.split('/').filter(Boolean).pop();
    return (url.protocol === 'http:' || url.protocol === 'https:') && last?.toLowerCase() === name ? [`${url.origin}${url.pathname}`] : [];
  });
  return [...new Set(urls)].slice(0, 2);
}

function homeLinks(site: SiteSnapshot) {
  const home = site.responses.home;
  return answered(home) && home.headers['link']
    ? parseLinkHeader(home.headers['link']).filter((link) => link.rels.some((rel) => AGENT_RELATIONS.includes(rel)))
    : [];
}

export function declaredSurfaces(site: SiteSnapshot, productType: LaunchProductTypeValue): LaunchDeclaredSurfacesValue {
  const llms = site.responses.llms_txt;
  const llmsText = answered(llms) ? bodyText(llms) : '';
  const llmsLinks = answered(llms) ? validateLlmsTxt(llmsText).links : [];
  const links = homeLinks(site);
  const firstOf = (...reasons: (string | false)[]) => reasons.find((reason): reason is string => reason !== false) ?? null;
  return {
    api: firstOf(
      (productType === 'agent_api' || productType === 'agent_tool') && `product_type ${productType} offers an HTTP API`,
      (answered(site.responses.openapi) || answered(site.responses.openapi_well_known)) && 'the site publishes an OpenAPI document',
      llmsLinks.some((link) => /openapi|swagger/iu.test(link)) && 'llms.txt links an OpenAPI document',
      links.some((link) => link.rels.includes('service-desc')) && 'the home page Link header names a service description (rel="service-desc")',
    ),
    mcp: firstOf(
      productType === 'mcp_server' && 'product_type mcp_server offers MCP',
      answered(site.responses.server_card) && 'the site publishes an MCP server card',
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
