import type {
  LaunchAuditRequestBody,
  LaunchAuditResponseBody,
  LaunchCheckIdValue,
  LaunchProductTypeValue,
  LaunchTruthBoundariesValue,
} from '../contracts/launch.js';
import { invalidInput } from '../errors.js';
import { sharedContentReader, type ContentReader } from './content-reader.js';
import type { BodyHolding } from '../net/body-allowance.js';
import type { SafeFetcher } from '../net/types.js';
import type { Assessment } from './assess.js';
import { withAuditBudget } from './budget.js';
import { captureSite } from './capture.js';
import { ALL_CHECKS, coreChecks, weightFor } from './checks/catalog.js';
import { adviseExternalScan, externalGaps } from './external.js';
import { fixPlan, gradeFor, ownedGaps, readinessBlockers, readinessScore, surfaceRollup } from './scoring.js';
import type { SiteSnapshot } from './snapshot.js';

export interface LaunchLimits {
  /** Fetches in flight at once (default 4). */
  concurrency: number;
  /** Wall-clock budget for all fetches of one audit (default 20000 ms). */
  budgetMs: number;
  /** Time allowed to read and judge the fetched documents in the worker pool (default 10000 ms). */
  readBudgetMs: number;
}

export const DEFAULT_LAUNCH_LIMITS: LaunchLimits = { concurrency: 4, budgetMs: 20_000, readBudgetMs: 10_000 };

export interface LaunchDeps {
  fetcher: SafeFetcher;
  now: () => Date;
  newId: () => string;
  limits?: Partial<LaunchLimits>;
  /** Keeps each finished audit so a later verify can compare against its scan_id. */
  recordScan?: (audit: LaunchAuditResponseBody) => Promise<void>;
  /** Reads fetched documents off the event loop; defaults to the process-wide worker pool. */
  reader?: ContentReader;
  /** Counts the audit's fetched bodies against its caller's allowance (net/body-allowance.ts) until it is judged; unbounded without. */
  holdBodies?: () => BodyHolding;
}

export const LAUNCH_TRUTH_BOUNDARIES: LaunchTruthBoundariesValue = {
  active_scanning_performed: false,
  registry_submissions: false,
  package_publishing: false,
  third_party_entities_created: false,
  method: 'read_only_requests_to_public_paths_and_declared_endpoints',
};

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

/** Audits the agent-facing surfaces of a site. Read-only: GETs of a fixed list of public paths. */
export async function auditLaunch(input: LaunchAuditRequestBody, deps: LaunchDeps): Promise<LaunchAuditResponseBody> {
  return (await runAudit(input, deps)).audit;
}

/** The audit plus the fetched snapshot it was judged from (the generator fills files from it). */
export async function runAudit(input: LaunchAuditRequestBody, deps: LaunchDeps): Promise<{ audit: LaunchAuditResponseBody; site: SiteSnapshot }> {
  const origin = auditOrigin(input.url);
  const productType = input.product_type ?? 'agent_api';
  const limits = { ...DEFAULT_LAUNCH_LIMITS, ...deps.limits };
  const wanted = input.checks ?? ALL_CHECKS.map((check) => check.id);
  const reader = deps.reader ?? sharedContentReader();
  const { site, assessed } = await fetchAndJudge(origin, productType, wanted, deps, limits, reader);
  const { results, generatedFix, declared, core } = assessed.ok ? assessed.value : unreadableSite(productType, assessed.message);

  const score = readinessScore(results);
  // A core check left out of `checks` was never run: readiness cannot rest on it.
  const unrequested = core.filter((id) => !wanted.includes(id)).map((id) => `${id} (core) was not requested in checks, so it was not verified`);
  const blockers = [...readinessBlockers(results, new Set(core)), ...unrequested];
  const ready = blockers.length === 0;
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
    readiness_blockers: blockers,
    declared_surfaces: declared ?? { api: null, mcp: null, a2a: null },
    should_run_external_scan: adviseExternalScan(ready, input.external_scan_budget, deps.now()),
    verified_surfaces: surfaceRollup(results),
    checks: results,
    owned_fixable_gaps: gaps,
    external_only_gaps: externalGaps(productType, results),
    fix_plan: fixPlan(gaps, results, generatedFix),
    truth_boundaries: LAUNCH_TRUTH_BOUNDARIES,
  };
  await deps.recordScan?.(audit);
  return { audit, site };
}

/** Fetches the site and judges it, its bodies counted against the caller's allowance until it is judged. */
async function fetchAndJudge(
  origin: string,
  productType: LaunchProductTypeValue,
  wanted: LaunchCheckIdValue[],
  deps: LaunchDeps,
  limits: LaunchLimits,
  reader: ContentReader,
) {
  const holding = deps.holdBodies?.();
  try {
    const fetcher = withAuditBudget(holding?.fetcher(deps.fetcher) ?? deps.fetcher, limits.budgetMs);
    const site = await captureSite(origin, productType, fetcher, reader, limits.concurrency);
    return { site, assessed: await reader.run('launch.assess', { site, productType, wanted }, limits.readBudgetMs) };
  } finally {
    holding?.release();
  }
}

/** Every check not checked, when the fetched documents could not be read within the audit's budget. */
function unreadableSite(productType: LaunchProductTypeValue, message: string): Assessment {
  const results = ALL_CHECKS.map((check) => ({
    id: check.id,
    surface: check.surface,
    title: check.title,
    weight: weightFor(check, productType, null),
    standard: check.standard,
    status: 'not_checked' as const,
    url: null,
    evidence: [`the fetched documents could not be read within the audit's time budget: ${message}`],
    fix: null,
  }));
  return { results, generatedFix: {}, declared: null, core: [...coreChecks({ api: null, mcp: null, a2a: null }, false)] };
}
