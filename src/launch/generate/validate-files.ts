import type { LaunchGeneratedFileValue } from '../../contracts/launch.js';
import type { FetchSuccess } from '../../net/types.js';
import { ALL_CHECKS } from '../checks/catalog.js';
import { NO_PROBES, RESOURCE_PLAN, type ResourceKey, type SiteSnapshot } from '../snapshot.js';
import { DRAFT_STAMP } from '../validators/placeholders.js';
import type { DraftFile } from './files.js';

/** Checks that need other fetches (links, headers) cannot judge a file on its own. */
const NEEDS_LIVE_SITE = new Set(['llms_txt.links_resolve', 'cors.discovery', 'openapi.paths_live', 'a2a.endpoint_live', 'mcp.endpoint_live']);

const keyForPath = (path: string): ResourceKey | undefined => (Object.keys(RESOURCE_PLAN) as ResourceKey[]).find((key) => RESOURCE_PLAN[key].path === path);

/** A snapshot in which the draft answers at its path as a served file would. */
export function snapshotOf(origin: string, drafts: DraftFile[]): SiteSnapshot {
  const responses: SiteSnapshot['responses'] = {};
  for (const draft of drafts) {
    const key = keyForPath(draft.path);
    if (!key) continue;
    const url = new URL(draft.path, origin).toString();
    // The draft marker is meant to be there; validation judges everything else in the file.
    const body = new TextEncoder().encode(draft.content.split(DRAFT_STAMP).join('generated file'));
    const served: FetchSuccess = {
      ok: true,
      url,
      finalUrl: url,
      status: 200,
      headers: { 'content-type': draft.media_type },
      contentType: draft.media_type.split(';')[0] ?? '',
      body,
      bytes: body.byteLength,
      redirects: [],
      address: 'generated',
      elapsedMs: 0,
    };
    responses[key] = served;
  }
  return { origin, catchAll: null, responses, llmsLinks: null, llmsLinkTotal: 0, declaredSitemap: null, declaredOpenApi: null, probes: NO_PROBES };
}

/** Runs the audit's own checks over each draft, as if it were already published. */
export async function validateDrafts(origin: string, drafts: DraftFile[], existing: readonly string[]): Promise<LaunchGeneratedFileValue[]> {
  return Promise.all(
    drafts.map(async (draft) => {
      const site = snapshotOf(origin, [draft]);
      const checks = ALL_CHECKS.filter((check) => draft.fixes_checks.includes(check.id) && !NEEDS_LIVE_SITE.has(check.id));
      const outcomes = await Promise.all(checks.map(async (check) => ({ id: check.id, outcome: await check.run(site) })));
      const problems = outcomes
        .filter((entry) => entry.outcome.status !== 'pass')
        .map((entry) => `${entry.id}: ${entry.outcome.evidence.join('; ')}`.slice(0, 500));
      return {
        ...draft,
        replaces_existing: existing.includes(draft.path),
        validation: { valid: problems.length === 0, checked_by: checks.map((check) => check.id), problems },
      };
    }),
  );
}
