import type { LaunchGenerateRequestBody, LaunchGenerateResponseBody } from '../contracts/launch.js';
import { sharedContentReader } from './content-reader.js';
import { DEFAULT_LAUNCH_LIMITS, runAudit, type LaunchDeps } from './audit.js';

/** Generates the discovery files and patches a site lacks, merged with what it has, from a fresh audit. */
export async function generateLaunchPack(input: LaunchGenerateRequestBody, deps: LaunchDeps): Promise<LaunchGenerateResponseBody> {
  const { audit, site } = await runAudit({ url: input.url, ...(input.product_type ? { product_type: input.product_type } : {}) }, deps);
  const reader = deps.reader ?? sharedContentReader();
  const budget = deps.limits?.readBudgetMs ?? DEFAULT_LAUNCH_LIMITS.readBudgetMs;
  const drafted = await reader.run('launch.draft', { request: input, productType: audit.product_type, results: audit.checks, site }, budget);
  const pack = drafted.ok ? drafted.value : { files: [], patches: [], truthWarnings: [`Nothing could be generated: ${drafted.message}.`] };
  return {
    product: 'agent_launch_pack_v0',
    target: audit.domain,
    based_on_scan_id: audit.scan_id,
    readiness_score_before: audit.readiness_score,
    files: pack.files,
    patches: pack.patches,
    truth_warnings: pack.truthWarnings,
  };
}
