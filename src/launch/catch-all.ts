import { bodyText } from '../net/body.js';
import type { FetchResult } from '../net/types.js';
import { answered, type CatchAllAnswer, type SiteSnapshot } from './snapshot.js';

/**
 * A site that answers every path with the same page (a single-page app's shell, a soft 404)
 * makes a 200 worthless: the audit asks for a random path that cannot exist, and any answer with
 * the same page is treated as the 404 it stands for. Pages are compared with the requested path
 * taken out, since a shell may echo it.
 */

const pathOf = (url: string) => (URL.canParse(url) ? new URL(url).pathname : url);

const pageOf = (result: FetchResult & { ok: true }) => {
  const path = pathOf(result.url);
  const text = bodyText(result);
  const body = path.length > 1 ? text.split(path).join('') : text;
  return `${result.contentType}\n${body.replace(/\s+/gu, ' ').trim()}`;
};

export function shellMatcher(catchAll: FetchResult | null): (result: FetchResult) => boolean {
  if (!answered(catchAll)) return () => false;
  const shell = pageOf(catchAll);
  return (result) => answered(result) && pageOf(result) === shell;
}

/** True when a response is the page the site sends for a path that cannot exist, whatever its status (its generic 404 page, or its shell). */
export function isSiteNotFoundPage(catchAll: FetchResult | null, result: FetchResult): boolean {
  return catchAll?.ok === true && result.ok && pageOf(result) === pageOf(catchAll);
}

const asNotFound = (result: FetchResult & { ok: true }): CatchAllAnswer => ({ ...result, status: 404, catchAllStatus: result.status });

/** The snapshot with every catch-all answer recorded as not found; the same snapshot when the site has no catch-all. */
export function withoutCatchAll(site: SiteSnapshot): SiteSnapshot {
  const isShell = shellMatcher(site.catchAll);
  if (!answered(site.catchAll)) return site;
  const mark = <T extends FetchResult>(result: T): T | CatchAllAnswer => (result.ok && isShell(result) ? asNotFound(result) : result);
  // The home page is what it is, even when the site serves it for every path.
  const responses = Object.fromEntries(Object.entries(site.responses).map(([key, result]) => [key, key.startsWith('home') ? result : mark(result)]));
  return {
    ...site,
    responses,
    llmsLinks: site.llmsLinks?.map(mark) ?? null,
    declaredSitemap: site.declaredSitemap ? mark(site.declaredSitemap) : null,
    declaredOpenApi: site.declaredOpenApi ? { ...site.declaredOpenApi, result: mark(site.declaredOpenApi.result) } : null,
    probes: {
      ...site.probes,
      api: site.probes.api.map((probe) => ({ ...probe, result: mark(probe.result) })),
      links: site.probes.links.map((link) => ({ ...link, result: mark(link.result) })),
      skills: site.probes.skills.map((skill) => ({ ...skill, result: mark(skill.result) })),
    },
  };
}
