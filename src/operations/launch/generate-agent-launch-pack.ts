import { LaunchGenerateRequest, LaunchGenerateResponse } from '../../contracts/launch.js';
import { contentCaller } from '../caller.js';
import { defineOperation } from '../types.js';
import { LAUNCH_READ_ONLY } from './read-only.js';

export const generateAgentLaunchPack = defineOperation({
  id: 'generateAgentLaunchPack',
  method: 'POST',
  path: '/api/v1/agent-launch/generate',
  input: LaunchGenerateRequest,
  output: LaunchGenerateResponse,
  auth: 'public',
  quota: 'none',
  publicLimit: 'fetch',
  tag: 'launch',
  summary: 'Generate the discovery files and patches a site lacks',
  description: `Audits the site, then returns files (llms.txt, agent-card.json, server-card.json, an OpenAPI skeleton, api-catalog, robots.txt, pricing.md, sitemap.xml) for the surfaces that do not pass, merged with the files that exist (every existing value kept; unified_diff patches show the change), and patches (CORS headers, markdown negotiation, an OpenAPI merge patch, a robots.txt Sitemap line). Every file carries a svc-launch-draft marker that verify reports until a person edits it. Each file is checked by the audit's own checks before it is returned (validation). truth_warnings list what the generator could not know; pricing is never invented. Nothing is published. ${LAUNCH_READ_ONLY}`,
  cli: { command: 'launch generate', argument: 'json' },
  handler: (body, ctx) => ctx.services.launch.generate(body, contentCaller(ctx)),
});
