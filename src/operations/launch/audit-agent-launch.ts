import { LaunchAuditRequest, LaunchAuditResponse } from '../../contracts/launch.js';
import { contentCaller } from '../caller.js';
import { defineOperation } from '../types.js';
import { LAUNCH_READ_ONLY } from './read-only.js';

export const auditAgentLaunch = defineOperation({
  id: 'auditAgentLaunch',
  method: 'POST',
  path: '/api/v1/agent-launch/audit',
  input: LaunchAuditRequest,
  output: LaunchAuditResponse,
  auth: 'public',
  quota: 'none',
  publicLimit: 'fetch',
  tag: 'launch',
  summary: 'Audit the agent-facing surfaces of a site',
  description: `Runs 29 checks with stable ids (openapi.* including openapi.paths_live, a2a.agent_card, a2a.endpoint_live, mcp.server_card, mcp.endpoint_live, llms_txt.*, docs.* (docs.matches_openapi: the API address the docs give lies on a declared server), pricing.page, robots_txt.present, robots_txt.ai_crawlers (training and AI-search crawlers shut out: scored, never blocking), robots_txt.agent_fetchers (agents fetching for a person shut out: core), robots_txt.content_signals, sitemap.present, cors.discovery, api_catalog.present (RFC 9727), oauth.authorization_server (RFC 8414) and oauth.protected_resource (RFC 9728) when OAuth is used, links.http_header (RFC 8288), agent_skills.index, home.markdown), each with weight, the standard it follows, evidence and fix; placeholder text and the generated-draft marker fail the check that holds them; a random path that cannot exist is asked for, and a page equal to its answer (a catch-all) never counts as a document; a request cut short by the audit's time budget leaves its check not_checked (not scored); and returns readiness_score, grade, ready_for_external_scan (every core check passing, the checks of each declared surface included; the score is not a condition), readiness_blockers, declared_surfaces (API, MCP, A2A, each with why), verified_surfaces, owned_fixable_gaps, external_only_gaps, a fix_plan ordered by impact and should_run_external_scan (honouring external_scan_budget). ${LAUNCH_READ_ONLY}`,
  cli: { command: 'launch audit', argument: 'json' },
  handler: (body, ctx) => ctx.services.launch.audit(body, contentCaller(ctx)),
});
