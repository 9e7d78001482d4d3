import type { LaunchCheckIdValue, LaunchCheckResultValue, LaunchProductTypeValue } from '../contracts/launch.js';
import { ALL_CHECKS, weightFor } from './checks/catalog.js';
import { buildContext } from './generate/context.js';
import { draftFiles } from './generate/files.js';
import { draftPatches } from './generate/patches.js';
import type { SiteSnapshot } from './snapshot.js';

export interface AssessInput {
  site: SiteSnapshot;
  productType: LaunchProductTypeValue;
  wanted: LaunchCheckIdValue[];
}

export interface Assessment {
  results: LaunchCheckResultValue[];
  /** Per check, the file or patch POST /generate produces for this site that closes it. */
  generatedFix: Partial<Record<LaunchCheckIdValue, string>>;
}

/** Runs every wanted check over the captured site (in the worker pool) and names what generate would produce. */
export async function assessSite(input: AssessInput): Promise<Assessment> {
  const wanted = new Set(input.wanted);
  const results: LaunchCheckResultValue[] = await Promise.all(
    ALL_CHECKS.map(async (check) => {
      const weight = weightFor(check, input.productType);
      const base = { id: check.id, surface: check.surface, title: check.title, weight, standard: check.standard };
      if (!wanted.has(check.id)) return { ...base, status: 'skipped' as const, url: null, evidence: ['not requested in checks'], fix: null };
      if (weight === 0 && !check.informational)
        return { ...base, status: 'skipped' as const, url: null, evidence: [`not weighed for product_type ${input.productType}`], fix: null };
      const outcome = await check.run(input.site);
      return { ...base, ...outcome, fix: outcome.status === 'fail' || outcome.status === 'unreachable' ? check.fix : null };
    }),
  );
  const context = buildContext({ url: input.site.origin, product_type: input.productType }, input.productType, results, input.site);
  const generatedFix: Assessment['generatedFix'] = {};
  for (const draft of draftFiles(context)) for (const id of draft.fixes_checks) generatedFix[id] ??= `file ${draft.path}`;
  for (const patch of draftPatches(context)) for (const id of patch.fixes_checks) generatedFix[id] ??= `patch ${patch.id}`;
  return { results, generatedFix };
}
