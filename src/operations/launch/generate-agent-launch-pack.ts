import { LaunchGenerateRequest, LaunchGenerateResponse } from '../../contracts/launch.js';
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
  description: `Audits the site, then returns files (llms.txt, agent-card.json, server-card.json, an OpenAPI skeleton, robots.txt, pricing.md, sitemap.xml) for the surfaces that do not pass, and patches (CORS headers, markdown negotiation, an OpenAPI merge patch, a robots.txt Sitemap line) for what exists. Each file is checked by the audit's own checks before it is returned (validation). truth_warnings list what the generator could not know; pricing is never invented. Nothing is published. ${LAUNCH_READ_ONLY}`,
  cli: { command: 'launch generate', argument: 'json' },
  handler: (body, { services }) => services.launch.generate(body),
});
