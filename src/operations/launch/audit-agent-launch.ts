import { LaunchAuditRequest, LaunchAuditResponse } from '../../contracts/launch.js';
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
  description: `Runs 16 checks with stable ids (openapi.*, a2a.agent_card, mcp.server_card, llms_txt.*, docs.*, pricing.page, robots_txt.present, sitemap.present, cors.discovery), each with weight, evidence and fix, and returns readiness_score, grade, verified_surfaces, owned_fixable_gaps, external_only_gaps, a fix_plan ordered by impact and should_run_external_scan (honouring external_scan_budget). ${LAUNCH_READ_ONLY}`,
  cli: { command: 'launch audit', argument: 'json' },
  handler: (body, { services }) => services.launch.audit(body),
});
