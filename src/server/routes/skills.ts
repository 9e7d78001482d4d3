import { SkillSearchRequest, SkillSearchResponse } from '../../contracts/skills.js';
import { searchSkills } from '../../skills/search.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function skillRoutes(app: App, _ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/skills/search',
    {
      schema: {
        operationId: 'searchSkills',
        summary: 'Find curated skills, svc procedures and search-then-verify recipes for a task',
        description:
          'Ranks a curated corpus (vendor_labs_skills, svc_skill_library, web_search_pattern) with full-text search re-ranked by the interpreted task, artifacts and constraints, which are returned in `query`. Nothing is executed or installed and no live web search occurs: every truth boundary is false. Vendor package locations are marked as recalled or as seen in an archived copy; verify them before relying on them.',
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
