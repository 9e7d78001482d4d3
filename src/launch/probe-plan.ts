import { bodyText } from '../net/body.js';
import type { LaunchProductTypeValue } from '../contracts/launch.js';
import { withoutCatchAll } from './catch-all.js';
import type { DeclaredOpenApi } from './declared-openapi.js';
import { declaredOpenApi, declaredSurfaces, llmsEndpoints, resolveHttp as resolve } from './declared.js';
import { siteOpenApiValue } from './openapi-document.js';
import { isOpenApiDocument, listOperations } from './validators/openapi.js';
import { cardInterfaces } from './validators/agent-card.js';
import { placeholderHost } from './validators/placeholders.js';
import { serverCardEndpoints } from './validators/server-card.js';
import { parseLinkHeader, AGENT_RELATIONS } from './validators/link-header.js';
import { validateLlmsTxt } from './validators/llms-txt.js';
import { parseRobots } from './validators/robots.js';
import { isRecord, parseJson } from './validators/verdict.js';
import { validateSkillsIndex } from './validators/well-known.js';
import { answered, SERVER_CARD_KEYS, type SiteSnapshot } from './snapshot.js';

/**
 * What the fixed documents declare and the audit must try next: llms.txt links, a sitemap named
 * in robots.txt, the MCP and A2A endpoints the site declares (its cards first, else the endpoints
 * llms.txt names, else /mcp for an MCP product), the OpenAPI document it declares away from the
 * well-known paths, the API operations the OpenAPI document declares, the targets of the home
 * page's Link header, the skill files of a skills index. Computed in the worker pool from the
 * fetched documents; the operations of a declared OpenAPI document are planned once it is fetched
 * (planApiProbes).
 */
export interface ProbePlan {
  llmsLinks: string[];
  sitemap: string | null;
  mcp: string[];
  a2a: { url: string; binding: string }[];
  openapi: DeclaredOpenApi | null;
  api: ApiProbe[];
  links: { href: string; rels: string[] }[];
  skills: string[];
}

export interface ApiProbe {
  label: string;
  url: string;
  method: 'GET' | 'POST';
  /** The operation needs credentials; a 401 or 403 to a request without them shows it exists. */
  secured: boolean;
  /** A path parameter was filled with a made-up value and the operation declares a 404: its own "no such item" answer. */
  notFoundDeclared: boolean;
  /** The operation declares a 401 or 403: how it answers a caller without credentials is part of its contract. */
  authFailureDeclared: boolean;
}

export const MAX_API_PROBES = 8;

/** The first of `keys` that answered, parsed as JSON. */
const jsonOf = (site: SiteSnapshot, ...keys: (keyof SiteSnapshot['responses'])[]) => {
  const result = keys.map((key) => site.responses[key]).find(answered);
  return result ? parseJson(bodyText(result)) : undefined;
};

function apiProbes(site: SiteSnapshot): ApiProbe[] {
  const doc = siteOpenApiValue(site)?.value;
  if (!isOpenApiDocument(doc)) return [];
  const servers = Array.isArray(doc['servers']) ? doc['servers'] : [];
  const declared = isRecord(servers[0]) && typeof servers[0]['url'] === 'string' ? servers[0]['url'] : '/';
  const resolved = resolve(declared, site.origin);
  // Operations on a placeholder or local server are not probed: openapi.paths_live reports the server url instead.
  if (resolved && placeholderHost(resolved, site.origin)) return [];
  const base = resolved ?? site.origin;
  const globalSecurity = Array.isArray(doc['security']) && doc['security'].length > 0;
  return listOperations(doc)
    .flatMap((operation): ApiProbe[] => {
      const [method = 'GET', ...rest] = operation.label.split(' ');
      const template = rest.join(' ');
      const path = template.replace(/\{[^{}/]{1,100}\}/gu, 'probe');
      const responses = isRecord(operation.value['responses']) ? operation.value['responses'] : {};
      const notFoundDeclared = path !== template && ('404' in responses || '4XX' in responses);
      const authFailureDeclared = '401' in responses || '403' in responses;
      const ownSecurity = operation.value['security'];
      const secured = Array.isArray(ownSecurity) ? ownSecurity.length > 0 : globalSecurity;
      const url = resolve(`${base.replace(/\/$/u, '')}${path}`, site.origin);
      if (!url) return [];
      if (method === 'GET') return [{ label: operation.label, url, method: 'GET', secured, notFoundDeclared, authFailureDeclared }];
      // Only secured operations are sent without a body: without credentials they cannot change anything.
      return method === 'POST' && secured ? [{ label: operation.label, url, method: 'POST', secured, notFoundDeclared, authFailureDeclared }] : [];
    })
    .slice(0, MAX_API_PROBES);
}

function a2aInterfaces(card: unknown, origin: string): ProbePlan['a2a'] {
  if (!isRecord(card)) return [];
  const resolved = cardInterfaces(card).flatMap((entry) => {
    const url = resolve(entry.url, origin);
    return url ? [{ url, binding: entry.binding }] : [];
  });
  return resolved.filter((entry, index) => resolved.findIndex((other) => other.url === entry.url) === index).slice(0, 3);
}

/** The declared MCP endpoints: the server card's, else those llms.txt names, else /mcp when MCP is declared without an address. */
function mcpEndpoints(site: SiteSnapshot, declared: boolean): string[] {
  const fromCard = serverCardEndpoints(jsonOf(site, ...SERVER_CARD_KEYS), site.origin).slice(0, 2);
  if (fromCard.length > 0) return fromCard;
  const fromLlms = llmsEndpoints(site, 'mcp');
  if (fromLlms.length > 0) return fromLlms;
  return declared ? [new URL('/mcp', site.origin).toString()] : [];
}

function a2aEndpoints(site: SiteSnapshot, declared: boolean): ProbePlan['a2a'] {
  const fromCard = a2aInterfaces(jsonOf(site, 'agent_card', 'agent_card_legacy'), site.origin);
  if (fromCard.length > 0 || !declared) return fromCard;
  return llmsEndpoints(site, 'a2a').map((url) => ({ url, binding: 'JSONRPC' }));
}

/**
 * The addresses llms.txt offers, resolved against it: its markdown links, and the URLs written bare
 * in its prose that no link names (those on an example domain or a local address are left out: a
 * placeholder is never requested).
 */
export function llmsTargets(site: SiteSnapshot): { links: string[]; prose: string[] } {
  const llms = site.responses.llms_txt;
  if (!answered(llms)) return { links: [], prose: [] };
  const verdict = validateLlmsTxt(bodyText(llms));
  const resolved = (urls: string[]) => [...new Set(urls.flatMap((url) => resolve(url, llms.finalUrl) ?? []))];
  const links = resolved(verdict.links);
  const prose = resolved(verdict.proseUrls).filter((url) => !links.includes(url) && placeholderHost(url, site.origin) === null);
  return { links, prose };
}

/** The operations to probe of an OpenAPI document the site declares, once it has been fetched. */
export const planApiProbes = (captured: SiteSnapshot): ApiProbe[] => apiProbes(withoutCatchAll(captured));

export function planProbes(captured: SiteSnapshot, productType: LaunchProductTypeValue): ProbePlan {
  const site = withoutCatchAll(captured);
  const declared = declaredSurfaces(site, productType);
  const llmsOffers = llmsTargets(site);
  const llmsLinks = [...llmsOffers.links, ...llmsOffers.prose];
  const robots = site.responses.robots;
  const sitemap = answered(robots) ? (parseRobots(bodyText(robots)).sitemaps.flatMap((link) => resolve(link, robots.finalUrl) ?? [])[0] ?? null) : null;
  const home = site.responses.home;
  const links =
    answered(home) && home.headers['link']
      ? parseLinkHeader(home.headers['link']).filter((link) => link.rels.some((rel) => AGENT_RELATIONS.includes(rel)))
      : [];
  const skillsIndex = site.responses.skills_index;
  const skills = answered(skillsIndex) ? validateSkillsIndex(parseJson(bodyText(skillsIndex)), skillsIndex.finalUrl).skillUrls.slice(0, 3) : [];
  return {
    llmsLinks,
    sitemap,
    mcp: mcpEndpoints(site, declared.mcp !== null),
    a2a: a2aEndpoints(site, declared.a2a !== null),
    openapi: declaredOpenApi(site),
    api: apiProbes(site),
    links: links
      .flatMap((link) => {
        const href = resolve(link.href, site.origin);
        return href ? [{ href, rels: link.rels }] : [];
      })
      .slice(0, 6),
    skills,
  };
}
