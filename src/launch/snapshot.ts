import { mapBounded } from '../net/bounded.js';
import type { FetchResult, SafeFetcher } from '../net/types.js';

/**
 * The fixed list of public paths an audit may fetch. Nothing outside this list is requested
 * from the audited origin, apart from the links an llms.txt names and a sitemap robots.txt names
 * (both capped).
 */
export const RESOURCE_PLAN = {
  openapi: { path: '/openapi.json', accept: 'application/json' },
  openapi_well_known: { path: '/.well-known/openapi.json', accept: 'application/json' },
  agent_card: { path: '/.well-known/agent-card.json', accept: 'application/json' },
  server_card: { path: '/.well-known/mcp/server-card.json', accept: 'application/json' },
  llms_txt: { path: '/llms.txt', accept: 'text/plain, text/markdown' },
  docs: { path: '/docs', accept: 'text/markdown, text/html;q=0.5' },
  docs_md: { path: '/docs.md', accept: 'text/markdown, text/plain;q=0.5' },
  pricing: { path: '/pricing', accept: 'text/html, text/markdown' },
  pricing_md: { path: '/pricing.md', accept: 'text/markdown, text/plain;q=0.5' },
  robots: { path: '/robots.txt', accept: 'text/plain' },
  sitemap: { path: '/sitemap.xml', accept: 'application/xml, text/xml' },
} as const;

export type ResourceKey = keyof typeof RESOURCE_PLAN;

/** Sent on every discovery fetch so CORS headers can be judged from the same responses. */
export const AUDIT_ORIGIN = 'https://agent-client.invalid';

export const MAX_LLMS_LINKS = 8;

export interface SiteSnapshot {
  origin: string;
  responses: Partial<Record<ResourceKey, FetchResult>>;
  /** Results for the first MAX_LLMS_LINKS links in llms.txt (null when that phase did not run). */
  llmsLinks: FetchResult[] | null;
  /** The sitemap robots.txt declares, fetched only when /sitemap.xml is not there. */
  declaredSitemap: FetchResult | null;
}

export async function fetchResources(origin: string, keys: readonly ResourceKey[], fetcher: SafeFetcher, concurrency: number) {
  const results = await mapBounded(keys, concurrency, (key) =>
    fetcher.fetch(new URL(RESOURCE_PLAN[key].path, origin).toString(), { headers: { accept: RESOURCE_PLAN[key].accept, origin: AUDIT_ORIGIN } }),
  );
  return Object.fromEntries(keys.map((key, index) => [key, results[index]])) as Partial<Record<ResourceKey, FetchResult>>;
}

export const answered = (result: FetchResult | undefined | null): result is Extract<FetchResult, { ok: true }> => result?.ok === true && result.status >= 200 && result.status < 300;
