import type { LaunchCheckIdValue, LaunchCheckResultValue, LaunchDeclaredSurfacesValue, LaunchProductTypeValue } from '../contracts/launch.js';
import { withoutCatchAll } from './catch-all.js';
import { ALL_CHECKS, coreChecks, undeclaredCard, weightFor } from './checks/catalog.js';
import { declaredSurfaces } from './declared.js';
import { buildContext } from './generate/context.js';
import { draftFiles } from './generate/files.js';
import { draftPatches } from './generate/patches.js';
import { serverCardAnswer, type SiteSnapshot } from './snapshot.js';

export interface AssessInput {
  site: SiteSnapshot;
  productType: LaunchProductTypeValue;
  wanted: LaunchCheckIdValue[];
}

export interface Assessment {
  results: LaunchCheckResultValue[];
  /** Per check, the file or patch POST /generate produces for this site that closes it. */
  generatedFix: Partial<Record<LaunchCheckIdValue, string>>;
  /** The surfaces the site declares or its product type implies, with the reason. */
  declared: LaunchDeclaredSurfacesValue | null;
  /** The checks that must pass for ready_for_external_scan. */
  core: LaunchCheckIdValue[];
}

/** Runs every wanted check over the captured site (in the worker pool) and names what generate would produce. */
export async function assessSite(input: AssessInput): Promise<Assessment> {
  const wanted = new Set(input.wanted);
  const site = withoutCatchAll(input.site);
  const declared = declaredSurfaces(site, input.productType);
  // Failures the probes could not confirm are scored but never block readiness.
  const advisory = new Set<LaunchCheckIdValue>();
  const results: LaunchCheckResultValue[] = await Promise.all(
    ALL_CHECKS.map(async (check) => {
      const weight = weightFor(check, input.productType, declared);
      const base = { id: check.id, surface: check.surface, title: check.title, weight, standard: check.standard };
      if (!wanted.has(check.id)) return { ...base, status: 'skipped' as const, url: null, evidence: ['not requested in checks'], fix: null };
      if (weight === 0 && !check.informational)
        return {
          ...base,
          status: 'skipped' as const,
          url: null,
          evidence: [`not weighed for product_type ${input.productType}${declared.api === null ? ' (and not declared by the site)' : ''}`],
          fix: null,
        };
      const { unconfirmed, ...outcome } = await check.run(site);
      if (unconfirmed) advisory.add(check.id);
      const undeclared = undeclaredCard(check.surface, declared);
      if (undeclared && outcome.status !== 'pass' && outcome.status !== 'skipped')
        return {
          ...base,
          ...outcome,
          status: 'info' as const,
          evidence: [`reported, not scored: ${undeclared} and product_type ${input.productType} does not imply one`, ...outcome.evidence],
          fix: check.fix,
        };
      return { ...base, ...outcome, fix: outcome.status === 'fail' || outcome.status === 'unreachable' ? check.fix : null };
    }),
  );
  const context = buildContext({ url: site.origin, product_type: input.productType }, input.productType, results, site);
  const generatedFix: Assessment['generatedFix'] = {};
  for (const draft of draftFiles(context)) for (const id of draft.fixes_checks) generatedFix[id] ??= `file ${draft.path}`;
  for (const patch of draftPatches(context)) for (const id of patch.fixes_checks) generatedFix[id] ??= `patch ${patch.id}`;
  return { results, generatedFix, declared, core: [...coreChecks(declared, serverCardAnswer(site) !== undefined)].filter((id) => !advisory.has(id)) };
}
