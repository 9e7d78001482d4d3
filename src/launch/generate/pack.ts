import { bodyText } from '../../net/body.js';
import { withoutCatchAll } from '../catch-all.js';
import { createTwoFilesPatch } from 'diff';
import type {
  LaunchCheckResultValue,
  LaunchGeneratedFileValue,
  LaunchGenerateRequestBody,
  LaunchPatchValue,
  LaunchProductTypeValue,
} from '../../contracts/launch.js';
import { answered, RESOURCE_PLAN, type ResourceKey, type SiteSnapshot } from '../snapshot.js';
import { buildContext, type PackContext } from './context.js';
import { draftFiles, namespaceOf } from './files.js';
import { draftPatches } from './patches.js';
import { validateDrafts } from './validate-files.js';

export interface DraftPackInput {
  request: LaunchGenerateRequestBody;
  productType: LaunchProductTypeValue;
  results: LaunchCheckResultValue[];
  site: SiteSnapshot;
}

export interface DraftPack {
  files: LaunchGeneratedFileValue[];
  patches: LaunchPatchValue[];
  truthWarnings: string[];
}

const keyForPath = (path: string) => (Object.keys(RESOURCE_PLAN) as ResourceKey[]).find((key) => RESOURCE_PLAN[key].path === path);

/** What the generator cannot know, stated so nobody publishes a guess as a fact. */
function truthWarnings(context: PackContext, paths: string[]): string[] {
  const warnings = [
    'Nothing was published: serve these files yourself after checking them. Every file carries a svc-launch-draft marker that verify reports until you remove it.',
  ];
  if (!context.nameFromRequest) warnings.push(`No product_name was given; the host name "${context.name}" stands in for it.`);
  if (context.skillsSource === 'request')
    warnings.push('Skills and operations come from the capabilities you sent; nothing here checks that the product really does them.');
  if (context.skillsSource === 'openapi') warnings.push('Skills were taken from the operations in your OpenAPI document; review their names and descriptions.');
  if (context.skillsSource === 'placeholder')
    warnings.push('No capabilities were given and no operations were found: the skill and operation are placeholders to replace.');
  if (paths.includes('/.well-known/agent-card.json')) {
    warnings.push(
      answered(context.site.responses.agent_card)
        ? 'The agent card keeps every value of your existing card; only missing fields were added. Check them.'
        : `The agent card assumes an A2A JSON-RPC endpoint at ${context.origin}/a2a and version 0.1.0; change both to the truth or do not publish the card.`,
    );
  }
  if (paths.includes('/.well-known/mcp/server-card.json')) {
    const namespace = namespaceOf(context.host);
    warnings.push(
      namespace
        ? `The server card assumes a streamable HTTP MCP endpoint at ${context.origin}/mcp and the namespace ${namespace}, which you must be able to prove in the MCP registry.`
        : `The site is addressed by an IP address or a single-label host, which has no reverse-DNS namespace: the server card name starts with [your-namespace] for you to replace with a domain or code-host namespace you can prove.`,
    );
  }
  if (paths.includes('/openapi.json'))
    warnings.push('The OpenAPI skeleton has placeholder paths and schemas named after the skills; replace them with your real API before publishing.');
  if (paths.includes('/pricing.md')) warnings.push('pricing.md has [bracketed] placeholders: no prices were invented; fill in your real plans and limits.');
  if (context.existingOpenApi && !context.passing.has('openapi.valid'))
    warnings.push('Your OpenAPI document fails validation (see the audit evidence); the generator does not rewrite it.');
  if (!context.docsUrl) warnings.push('No documentation was found at /docs or /docs.md, so llms.txt and the sitemap do not link to docs yet.');
  return warnings;
}

/** Unified diffs from the files the site serves to the merged drafts. */
function diffPatches(files: readonly LaunchGeneratedFileValue[], site: SiteSnapshot): LaunchPatchValue[] {
  return files.flatMap((file) => {
    const key = keyForPath(file.path);
    const served = key ? site.responses[key] : undefined;
    if (!answered(served)) return [];
    const text = bodyText(served);
    const diff = createTwoFilesPatch(file.path, file.path, text.endsWith('\n') ? text : `${text}\n`, file.content, 'served now', 'proposed');
    return [
      {
        id: `diff-${file.path.replace(/[^a-z0-9]+/giu, '-').replace(/^-|-$/gu, '')}`,
        target: file.path,
        kind: 'unified_diff' as const,
        description: `The change from the ${file.path} you serve now to the proposed file: every existing value is kept, missing parts are added.`,
        content: diff.slice(0, 20_000),
        fixes_checks: file.fixes_checks,
      },
    ];
  });
}

/** Builds the files and patches for a site from its assessed checks (runs in the worker pool). */
export async function draftPack(input: DraftPackInput): Promise<DraftPack> {
  const site = withoutCatchAll(input.site);
  const context = buildContext(input.request, input.productType, input.results, site);
  const drafts = draftFiles(context);
  const existing = (Object.keys(RESOURCE_PLAN) as ResourceKey[]).filter((key) => answered(site.responses[key])).map((key) => RESOURCE_PLAN[key].path);
  const files = await validateDrafts(site.origin, drafts, existing);
  return {
    files,
    patches: [...draftPatches(context), ...diffPatches(files, site)],
    truthWarnings: truthWarnings(
      context,
      drafts.map((draft) => draft.path),
    ),
  };
}
