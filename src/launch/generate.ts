import type { LaunchGenerateRequestBody, LaunchGenerateResponseBody } from '../contracts/launch.js';
import { runAudit, type LaunchDeps } from './audit.js';
import { buildContext, type PackContext } from './generate/context.js';
import { draftFiles, namespaceOf } from './generate/files.js';
import { draftPatches } from './generate/patches.js';
import { validateDrafts } from './generate/validate-files.js';
import { answered, RESOURCE_PLAN, type ResourceKey } from './snapshot.js';

/** What the generator cannot know, stated so nobody publishes a guess as a fact. */
function truthWarnings(context: PackContext, paths: string[]): string[] {
  const warnings = ['Nothing was published: serve these files yourself after checking them.'];
  if (!context.nameFromRequest) warnings.push(`No product_name was given; the host name "${context.name}" stands in for it.`);
  if (context.skillsSource === 'request') warnings.push('Skills and operations come from the capabilities you sent; nothing here checks that the product really does them.');
  if (context.skillsSource === 'openapi') warnings.push('Skills were taken from the operations in your OpenAPI document; review their names and descriptions.');
  if (context.skillsSource === 'placeholder') warnings.push('No capabilities were given and no operations were found: the skill and operation are placeholders to replace.');
  if (paths.includes('/.well-known/agent-card.json')) warnings.push(`The agent card assumes an A2A JSON-RPC endpoint at ${context.origin}/a2a and version 0.1.0; change both to the truth or do not publish the card.`);
  if (paths.includes('/.well-known/mcp/server-card.json')) {
    warnings.push(`The server card assumes a streamable HTTP MCP endpoint at ${context.origin}/mcp and the namespace ${namespaceOf(context.host)}, which you must be able to prove in the MCP registry.`);
  }
  if (paths.includes('/openapi.json')) warnings.push('The OpenAPI skeleton has placeholder paths and schemas named after the skills; replace them with your real API before publishing.');
  if (paths.includes('/pricing.md')) warnings.push('pricing.md has [bracketed] placeholders: no prices were invented; fill in your real plans and limits.');
  if (context.existingOpenApi && !context.passing.has('openapi.valid')) warnings.push('Your OpenAPI document fails validation (see the audit evidence); the generator does not rewrite it.');
  if (!context.docsUrl) warnings.push('No documentation was found at /docs or /docs.md, so llms.txt and the sitemap do not link to docs yet.');
  return warnings;
}

/** Generates the discovery files and patches a site lacks, filled from the request and a fresh audit. */
export async function generateLaunchPack(input: LaunchGenerateRequestBody, deps: LaunchDeps): Promise<LaunchGenerateResponseBody> {
  const { audit, site } = await runAudit({ url: input.url, ...(input.product_type ? { product_type: input.product_type } : {}) }, deps);
  const context = buildContext(input, audit, site);
  const drafts = draftFiles(context);
  const existing = (Object.keys(RESOURCE_PLAN) as ResourceKey[]).filter((key) => answered(site.responses[key])).map((key) => RESOURCE_PLAN[key].path);
  return {
    product: 'agent_launch_pack_v0',
    target: audit.domain,
    based_on_scan_id: audit.scan_id,
    readiness_score_before: audit.readiness_score,
    files: await validateDrafts(audit.domain, drafts, existing),
    patches: draftPatches(context),
    truth_warnings: truthWarnings(context, drafts.map((draft) => draft.path)),
  };
}
