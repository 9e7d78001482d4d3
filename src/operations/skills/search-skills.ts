import { SkillSearchRequest, SkillSearchResponse } from '../../contracts/skills.js';
import { defineOperation } from '../types.js';

export const searchSkills = defineOperation({
  id: 'searchSkills',
  method: 'POST',
  path: '/api/v1/skills/search',
  input: SkillSearchRequest,
  output: SkillSearchResponse,
  auth: 'bearer',
  quota: 'consume',
  tag: 'skills',
  summary: 'Find curated skills, svc procedures and search-then-verify recipes for a task',
  description:
    'Ranks a curated corpus (vendor_labs_skills, svc_skill_library, web_search_pattern) by a relevance score per option (lexical coverage of the query plus agreement on the interpreted task and artifacts, returned in `query`; constraints shift the order between sources). Below `match.match_threshold` an option does not answer the query; when none reaches it, `match.status` is `no_curated_option_matched` and only the closest options are listed, marked weak. `confidence` is corpus confidence, not match strength. Nothing is executed or installed and no live web search occurs: every truth boundary is false. Vendor package locations are marked as recalled or as seen in an archived copy; verify them before relying on them.',
  tool: {
    name: 'skill.search',
    title: 'Search curated skills',
    description: 'Finds how-to options (agent skills, svc procedures, search-then-verify recipes) for a task. Executes nothing.',
    openWorld: false,
  },
  cli: { command: 'skills search', argument: { words: 'query' } },
  handler: (body, { services, requestId }) => services.skills.search(body, requestId),
});
