import type { LaunchAuditRequestBody, LaunchAuditResponseBody, LaunchCheckIdValue, LaunchCheckResultValue, LaunchTruthBoundariesValue } from '../contracts/launch.js';
import { invalidInput } from '../errors.js';
import { mapBounded, withTimeBudget } from '../net/bounded.js';
import type { SafeFetcher } from '../net/types.js';
import { ALL_CHECKS, weightFor } from './checks/catalog.js';
import { adviseExternalScan, externalGaps } from './external.js';
import { fixPlan, gradeFor, isReady, ownedGaps, readinessScore, surfaceRollup } from './scoring.js';
import { answered, fetchResources, MAX_LLMS_LINKS, RESOURCE_PLAN, type ResourceKey, type SiteSnapshot } from './snapshot.js';
import { validateLlmsTxt } from './validators/llms-txt.js';
import { validateRobots } from './validators/robots.js';

export interface LaunchLimits {
  /** Fetches in flight at once (default 4). */
  concurrency: number;
  /** Wall-clock budget for all fetches of one audit (default 20000 ms). */
  budgetMs: number;
}

export const DEFAULT_LAUNCH_LIMITS: LaunchLimits = { concurrency: 4, budgetMs: 20_000 };

export interface LaunchDeps {
  fetcher: SafeFetcher;
  now: () => Date;
  newId: () => string;
  limits?: Partial<LaunchLimits>;
  /** Keeps each finished audit so a later verify can compare against its scan_id. */
  recordScan?: (audit: LaunchAuditResponseBody) => Promise<void>;
}

export const LAUNCH_TRUTH_BOUNDARIES: LaunchTruthBoundariesValue = {
  active_scanning_performed: false,
  registry_submissions: false,
  package_publishing: false,
  third_party_entities_created: false,
  method: 'read_only_get_of_fixed_public_paths',
};

const CORE_CHECKS = new Set(ALL_CHECKS.filter((check) => check.core).map((check) => check.id));

/** The origin of an http(s) URL; anything else is the caller's mistake. */
export function auditOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidInput(`url "${url}" is not an absolute URL; send the site address, e.g. https://example.com`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalidInput(`url must use http or https, not ${parsed.protocol}`);
  return parsed.origin;
}

async function captureSite(origin: string, wanted: ReadonlySet<LaunchCheckIdValue>, fetcher: SafeFetcher, limits: LaunchLimits): Promise<SiteSnapshot> {
  const keys = Object.keys(RESOURCE_PLAN) as ResourceKey[];
  const responses = await fetchResources(origin, keys, fetcher, limits.concurrency);
  const site: SiteSnapshot = { origin, responses, llmsLinks: null, declaredSitemap: null };
  const llms = responses.llms_txt;
  if (answered(llms) && wanted.has('llms_txt.links_resolve')) {
    const links = [...new Set(validateLlmsTxt(llms.body).links.flatMap((link) => resolveLink(link, llms.finalUrl)))].slice(0, MAX_LLMS_LINKS);
    site.llmsLinks = await mapBounded(links, limits.concurrency, (link) => fetcher.fetch(link, { headers: { accept: 'text/markdown, text/html;q=0.9, */*;q=0.5' } }));
  }
  const robots = responses.robots;
  const declared = answered(robots) ? validateRobots(robots.body).sitemaps.flatMap((link) => resolveLink(link, robots.finalUrl))[0] : undefined;
  if (declared && !answered(responses.sitemap) && wanted.has('sitemap.present')) {
    site.declaredSitemap = await fetcher.fetch(declared, { headers: { accept: 'application/xml, text/xml' } });
  }
  return site;
}

const resolveLink = (link: string, base: string): string[] => {
  try {
    const url = new URL(link, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? [url.toString()] : [];
  } catch {
    return [];
  }
};

/** Audits the agent-facing surfaces of a site. Read-only: GETs of a fixed list of public paths. */
export async function auditLaunch(input: LaunchAuditRequestBody, deps: LaunchDeps): Promise<LaunchAuditResponseBody> {
  return (await runAudit(input, deps)).audit;
}

/** The audit plus the fetched snapshot it was judged from (the generator fills files from it). */
export async function runAudit(input: LaunchAuditRequestBody, deps: LaunchDeps): Promise<{ audit: LaunchAuditResponseBody; site: SiteSnapshot }> {
  const origin = auditOrigin(input.url);
  const productType = input.product_type ?? 'agent_api';
  const limits = { ...DEFAULT_LAUNCH_LIMITS, ...deps.limits };
  const wanted = new Set<LaunchCheckIdValue>(input.checks ?? ALL_CHECKS.map((check) => check.id));
  const site = await captureSite(origin, wanted, withTimeBudget(deps.fetcher, limits.budgetMs), limits);

  const results: LaunchCheckResultValue[] = await Promise.all(
    ALL_CHECKS.map(async (check) => {
      const weight = weightFor(check, productType);
      const base = { id: check.id, surface: check.surface, title: check.title, weight };
      if (!wanted.has(check.id)) return { ...base, status: 'skipped', url: null, evidence: ['not requested in checks'], fix: null };
      if (weight === 0) return { ...base, status: 'skipped', url: null, evidence: [`not weighed for product_type ${productType}`], fix: null };
      const outcome = await check.run(site);
      return { ...base, ...outcome, fix: outcome.status === 'pass' ? null : check.fix };
    }),
  );

  const score = readinessScore(results);
  const ready = isReady(score, results, CORE_CHECKS);
  const gaps = ownedGaps(results);
  const audit: LaunchAuditResponseBody = {
    product: 'agent_launch_pack_v0',
    scan_id: deps.newId(),
    scanned_at: deps.now().toISOString(),
    domain: origin,
    product_type: productType,
    readiness_score: score,
    grade: gradeFor(score),
    ready_for_external_scan: ready,
    should_run_external_scan: adviseExternalScan(ready, input.external_scan_budget, deps.now()),
    verified_surfaces: surfaceRollup(results),
    checks: results,
    owned_fixable_gaps: gaps,
    external_only_gaps: externalGaps(productType, results),
    fix_plan: fixPlan(gaps, results),
    truth_boundaries: LAUNCH_TRUTH_BOUNDARIES,
  };
  await deps.recordScan?.(audit);
  return { audit, site };
}
