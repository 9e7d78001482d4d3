import {
  LAUNCH_SURFACES,
  type LaunchCheckIdValue,
  type LaunchCheckResultValue,
  type LaunchFixStepValue,
  type LaunchOwnedGapValue,
  type LaunchSurfaceStatusValue,
} from '../contracts/launch.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The checks that count in the score: run to a verdict and weighed. A check left not_checked is no failure of the site. */
const counted = (results: LaunchCheckResultValue[]) =>
  results.filter((result) => result.status !== 'skipped' && result.status !== 'info' && result.status !== 'not_checked' && result.weight > 0);

/** Weighted share of the run checks that passed, 0 to 100. */
export function readinessScore(results: LaunchCheckResultValue[]): number {
  const run = counted(results);
  const total = run.reduce((sum, result) => sum + result.weight, 0);
  if (total === 0) return 0;
  return round1((100 * run.filter((result) => result.status === 'pass').reduce((sum, result) => sum + result.weight, 0)) / total);
}

export function gradeFor(score: number): 'A' | 'B' | 'C' | 'D' | 'F' {
  if (score >= 90) return 'A';
  if (score >= 75) return 'B';
  if (score >= 60) return 'C';
  if (score >= 40) return 'D';
  return 'F';
}

const clip = (text: string, max = 480) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/**
 * Why a site is not ready: every weighed core check that did not pass (failed, unreachable, or
 * left not checked when the audit ran out of time). Ready when empty. The score is no blocker: it
 * also weighs optional extras (pricing, sitemap, Content Signals...) whose absence breaks nothing
 * an agent was promised.
 */
export function readinessBlockers(results: LaunchCheckResultValue[], core: ReadonlySet<LaunchCheckIdValue>): string[] {
  const blocking = results.filter(
    (result) => core.has(result.id) && result.weight > 0 && (result.status === 'fail' || result.status === 'unreachable' || result.status === 'not_checked'),
  );
  return blocking.map((result) => {
    const state = result.status === 'not_checked' ? 'could not be checked within the audit time budget' : result.status === 'fail' ? 'fails' : 'is unreachable';
    return clip(`${result.id} (core) ${state}: ${result.evidence.slice(-2).join('; ')}`);
  });
}

export function surfaceRollup(results: LaunchCheckResultValue[]): Record<(typeof LAUNCH_SURFACES)[number], LaunchSurfaceStatusValue> {
  const entries = LAUNCH_SURFACES.map((surface) => {
    const own = counted(results).filter((result) => result.surface === surface);
    const passed = own.filter((result) => result.status === 'pass').length;
    let status: LaunchSurfaceStatusValue['status'] = 'not_checked';
    if (own.length > 0) {
      if (passed === own.length) status = 'verified';
      else if (passed > 0) status = 'partial';
      else status = own.every((result) => result.status === 'unreachable') ? 'unreachable' : 'missing';
    }
    return [surface, { status, url: own.find((result) => result.url)?.url ?? null, checks_passed: passed, checks_run: own.length }] as const;
  });
  return Object.fromEntries(entries) as Record<(typeof LAUNCH_SURFACES)[number], LaunchSurfaceStatusValue>;
}

export function ownedGaps(results: LaunchCheckResultValue[]): LaunchOwnedGapValue[] {
  return counted(results).flatMap((result) =>
    result.status === 'fail' || result.status === 'unreachable'
      ? [
          {
            check_id: result.id,
            surface: result.surface,
            title: result.title,
            status: result.status,
            weight: result.weight,
            evidence: result.evidence,
            fix: result.fix ?? '',
          },
        ]
      : [],
  );
}

/** Gaps ordered by the readiness points each would add, heaviest first (stable for ties). */
export function fixPlan(
  gaps: LaunchOwnedGapValue[],
  results: LaunchCheckResultValue[],
  generatedFix: Partial<Record<LaunchCheckIdValue, string>>,
): LaunchFixStepValue[] {
  const total = counted(results).reduce((sum, result) => sum + result.weight, 0) || 1;
  return [...gaps]
    .sort((a, b) => b.weight - a.weight)
    .map((gap, index) => ({
      order: index + 1,
      check_id: gap.check_id,
      action: gap.fix,
      impact: round1((100 * gap.weight) / total),
      generated_fix: generatedFix[gap.check_id] ?? null,
    }));
}
