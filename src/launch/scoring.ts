import {
  LAUNCH_SURFACES,
  type LaunchCheckIdValue,
  type LaunchCheckResultValue,
  type LaunchFixStepValue,
  type LaunchOwnedGapValue,
  type LaunchSurfaceStatusValue,
} from '../contracts/launch.js';

const round1 = (value: number) => Math.round(value * 10) / 10;

const counted = (results: LaunchCheckResultValue[]) => results.filter((result) => result.status !== 'skipped' && result.status !== 'info' && result.weight > 0);

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

export const READY_SCORE = 75;

/** Ready when the score reaches READY_SCORE and every core check that was run passed. */
export const isReady = (score: number, results: LaunchCheckResultValue[], core: ReadonlySet<LaunchCheckIdValue>) =>
  score >= READY_SCORE && counted(results).every((result) => !core.has(result.id) || result.status === 'pass');

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
