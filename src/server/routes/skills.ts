import { SkillSearchRequest, SkillSearchResponse } from '../../contracts/skills.js';
import { searchSkills, warmSkillSearch } from '../../skills/search.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function skillRoutes(app: App, _ctx: AppContext): Promise<void> {
  app.addHook('onReady', async () => warmSkillSearch());
  app.post(
    '/api/v1/skills/search',
    {
      schema: {
        operationId: 'searchSkills',
        summary: 'Find curated skills, svc procedures and search-then-verify recipes for a task',
        description:
          'Ranks a curated corpus (vendor_labs_skills, svc_skill_library, web_search_pattern) by a relevance score per option (lexical coverage of the query plus agreement on the interpreted task and artifacts, returned in `query`; constraints shift the order between sources). Below `match.match_threshold` an option does not answer the query; when none reaches it, `match.status` is `no_curated_option_matched` and only the closest options are listed, marked weak. `confidence` is corpus confidence, not match strength. Nothing is executed or installed and no live web search occurs: every truth boundary is false. Vendor package locations are marked as recalled or as seen in an archived copy; verify them before relying on them.',
        tags: ['skills'],
        security: bearerSecurity,
        body: SkillSearchRequest,
        response: responses(SkillSearchResponse, BEARER_POST_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => searchSkills(request.body, { requestId: request.id }),
  );
}
