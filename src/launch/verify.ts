import type { LaunchAuditResponseBody, LaunchCheckIdValue, LaunchVerifyRequestBody, LaunchVerifyResponseBody } from '../contracts/launch.js';
import { invalidInput } from '../errors.js';
import { auditLaunch, type LaunchDeps } from './audit.js';

const idsWith = (audit: LaunchAuditResponseBody, statuses: string[]): Set<LaunchCheckIdValue> =>
  new Set(audit.checks.filter((check) => statuses.includes(check.status)).map((check) => check.id));

/**
 * Reports a fresh audit against a previous one (or none). Pure: storage of previous scans
 * belongs to the caller, who passes the stored audit in.
 */
export function compareAudits(
  input: LaunchVerifyRequestBody,
  current: LaunchAuditResponseBody,
  previous: LaunchAuditResponseBody | null,
): LaunchVerifyResponseBody {
  if (previous && previous.domain !== current.domain) {
    throw invalidInput(`scan_id ${previous.scan_id} audited ${previous.domain}, not ${current.domain}; send the url of that scan or leave scan_id out`);
  }
  const failingNow = idsWith(current, ['fail', 'unreachable']);
  const passingNow = idsWith(current, ['pass']);
  const failingBefore = previous ? idsWith(previous, ['fail', 'unreachable']) : new Set<LaunchCheckIdValue>();
  const passingBefore = previous ? idsWith(previous, ['pass']) : new Set<LaunchCheckIdValue>();
  return {
    product: 'agent_launch_pack_v0',
    scan_id: current.scan_id,
    previous_scan_id: previous?.scan_id ?? null,
    domain: current.domain,
    readiness_score: current.readiness_score,
    previous_readiness_score: previous?.readiness_score ?? null,
    grade: current.grade,
    ready_for_external_scan: current.ready_for_external_scan,
    readiness_blockers: current.readiness_blockers,
    remaining_owned_gaps: current.owned_fixable_gaps,
    remaining_external_todos: current.external_only_gaps,
    should_run_external_scan: current.should_run_external_scan,
    changes: {
      fixed: [...passingNow].filter((id) => failingBefore.has(id)),
      regressed: [...failingNow].filter((id) => passingBefore.has(id)),
      still_failing: [...failingNow].filter((id) => failingBefore.has(id)),
      score_delta: previous ? Math.round((current.readiness_score - previous.readiness_score) * 10) / 10 : null,
    },
    truth_boundaries: current.truth_boundaries,
  };
}

/** Re-audits the site and reports what changed since `previous` (null when there is none). */
export async function verifyLaunch(
  input: LaunchVerifyRequestBody,
  previous: LaunchAuditResponseBody | null,
  deps: LaunchDeps,
): Promise<LaunchVerifyResponseBody> {
  const current = await auditLaunch(
    {
      url: input.url,
      product_type: input.product_type ?? previous?.product_type ?? 'agent_api',
      ...(input.external_scan_budget ? { external_scan_budget: input.external_scan_budget } : {}),
    },
    deps,
  );
  return compareAudits(input, current, previous);
}
