import { mapBounded } from '../net/bounded.js';
import type { FetchResult, FetchSuccess, SafeFetcher } from '../net/types.js';
import type { DeclaredOpenApi } from './declared-openapi.js';

/**
 * The fixed list of public paths an audit may fetch. Nothing outside this list is requested
 * from the audited origin, apart from the links an llms.txt names and a sitemap robots.txt names
 * (both capped), the endpoints the site declares (its OpenAPI document among them), and one random path that cannot exist (to
 * recognise a catch-all page).
 */
export const RESOURCE_PLAN = {
  home: { path: '/', accept: 'text/html, */*;q=0.5' },
  home_markdown: { path: '/', accept: 'text/markdown' },
  openapi: { path: '/openapi.json', accept: 'application/json' },
  openapi_well_known: { path: '/.well-known/openapi.json', accept: 'application/json' },
  agent_card: { path: '/.well-known/agent-card.json', accept: 'application/json' },
  agent_card_legacy: { path: '/.well-known/agent.json', accept: 'application/json' },
  server_card: { path: '/.well-known/mcp/server-card.json', accept: 'application/json' },
  server_card_short: { path: '/.well-known/mcp.json', accept: 'application/json' },
  llms_txt: { path: '/llms.txt', accept: 'text/plain, text/markdown' },
  docs: { path: '/docs', accept: 'text/markdown, text/html;q=0.5' },
  docs_md: { path: '/docs.md', accept: 'text/markdown, text/plain;q=0.5' },
  pricing: { path: '/pricing', accept: 'text/html, text/markdown' },
  pricing_md: { path: '/pricing.md', accept: 'text/markdown, text/plain;q=0.5' },
  robots: { path: '/robots.txt', accept: 'text/plain' },
  sitemap: { path: '/sitemap.xml', accept: 'application/xml, text/xml' },
  api_catalog: { path: '/.well-known/api-catalog', accept: 'application/linkset+json, application/json' },
  oauth_authorization_server: { path: '/.well-known/oauth-authorization-server', accept: 'application/json' },
  oauth_protected_resource: { path: '/.well-known/oauth-protected-resource', accept: 'application/json' },
  skills_index: { path: '/.well-known/agent-skills/index.json', accept: 'application/json' },
  skills_index_v1: { path: '/.well-known/skills/index.json', accept: 'application/json' },
} as const;

export type ResourceKey = keyof typeof RESOURCE_PLAN;

/** Where an MCP server card is published: the draft's path, else the shorter one earlier drafts and many servers use. */
export const SERVER_CARD_KEYS = ['server_card', 'server_card_short'] as const;

/** Sent on every discovery fetch so CORS headers can be judged from the same responses. */
export const AUDIT_ORIGIN = 'https://agent-client.invalid';

export const MAX_LLMS_LINKS = 20;

/** What an OpenAPI document is asked for with: JSON or YAML, the two forms OpenAPI defines. */
export const OPENAPI_ACCEPT = 'application/json, application/vnd.oai.openapi+json, application/yaml, application/vnd.oai.openapi, text/yaml;q=0.9, */*;q=0.5';

/** Start of the random path asked for to recognise a catch-all page; nothing real lives there. */
export const CATCH_ALL_PROBE = '/svc-no-such-page-';

/** One request of a protocol handshake with a declared endpoint. */
export interface ProbeStep {
  name: string;
  result: FetchResult;
}

export interface SiteProbes {
  /** The MCP endpoints the site declares (server card, else llms.txt, else /mcp for an MCP product), and the handshake sent to each. */
  mcp: { url: string; steps: ProbeStep[] }[];
  a2a: { url: string; binding: string; steps: ProbeStep[] }[];
  /**
   * notFoundDeclared: a made-up path parameter was sent and the operation declares a 404, so a 404 is its own answer.
   * authFailureDeclared: the operation declares a 401 or 403, the answer it promises a caller without credentials.
   */
  api: { label: string; method: 'GET' | 'POST'; secured: boolean; notFoundDeclared: boolean; authFailureDeclared: boolean; result: FetchResult }[];
  links: { href: string; rels: string[]; result: FetchResult }[];
  skills: { url: string; result: FetchResult }[];
}

export const NO_PROBES: SiteProbes = { mcp: [], a2a: [], api: [], links: [], skills: [] };

export interface SiteSnapshot {
  origin: string;
  /** The answer to a random path that cannot exist: a 2xx here means the site answers every path with one page. */
  catchAll: FetchResult | null;
  responses: Partial<Record<ResourceKey, FetchResult>>;
  /** Results for the first MAX_LLMS_LINKS links in llms.txt (null when that phase did not run). */
  llmsLinks: FetchResult[] | null;
  /** How many distinct links llms.txt lists. */
  llmsLinkTotal: number;
  /** The sitemap robots.txt declares, fetched only when /sitemap.xml is not there. */
  declaredSitemap: FetchResult | null;
  /** The OpenAPI document the site declares elsewhere, fetched only when neither well-known OpenAPI path answers. */
  declaredOpenApi: (DeclaredOpenApi & { result: FetchResult }) | null;
  probes: SiteProbes;
}

export async function fetchResources(origin: string, keys: readonly ResourceKey[], fetcher: SafeFetcher, concurrency: number) {
  const results = await mapBounded(keys, concurrency, (key) =>
    fetcher.fetch(new URL(RESOURCE_PLAN[key].path, origin).toString(), { headers: { accept: RESOURCE_PLAN[key].accept, origin: AUDIT_ORIGIN } }),
  );
  return Object.fromEntries(keys.map((key, index) => [key, results[index]])) as Partial<Record<ResourceKey, FetchResult>>;
}

export const answered = (result: FetchResult | undefined | null): result is FetchSuccess => result?.ok === true && result.status >= 200 && result.status < 300;

/** The site's MCP server card, at whichever of its paths answered first. */
export const serverCardAnswer = (site: SiteSnapshot): FetchSuccess | undefined => SERVER_CARD_KEYS.map((key) => site.responses[key]).find(answered);

/** A 2xx answer that is the site's catch-all page, recorded as the 404 it stands for (with the status the site sent). */
export type CatchAllAnswer = FetchSuccess & { catchAllStatus: number };

export const isCatchAll = (result: FetchResult | undefined | null): result is CatchAllAnswer => result?.ok === true && 'catchAllStatus' in result;

/**
 * A link target is live when its server answered 2xx, even with a body larger than the audit reads
 * or of a type it does not parse: the link resolves, which is all a link check asks.
 */
export const linkResolves = (result: FetchResult): boolean =>
  answered(result) || (!result.ok && (result.code === 'too_large' || result.code === 'bad_content_type'));
