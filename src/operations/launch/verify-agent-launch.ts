import { LaunchVerifyRequest, LaunchVerifyResponse, type LaunchAuditResponseBody } from '../../contracts/launch.js';
import { notFound } from '../../errors.js';
import { contentCaller } from '../caller.js';
import { defineOperation } from '../types.js';
import { LAUNCH_READ_ONLY } from './read-only.js';

export const verifyAgentLaunch = defineOperation({
  id: 'verifyAgentLaunch',
  method: 'POST',
  path: '/api/v1/agent-launch/verify',
  input: LaunchVerifyRequest,
  output: LaunchVerifyResponse,
  errors: [404],
  auth: 'public',
  quota: 'none',
  publicLimit: 'fetch',
  tag: 'launch',
  summary: 'Re-audit a site after fixes and report what remains',
  description: `Request body: url (required), optional scan_id of a previous audit, product_type and external_scan_budget; unknown fields are rejected. Returns ready_for_external_scan, remaining_owned_gaps, remaining_external_todos, should_run_external_scan and changes (fixed, regressed, still_failing, score_delta) against the previous scan. Every audit is stored under its scan_id; an unknown scan_id answers 404. ${LAUNCH_READ_ONLY}`,
  cli: { command: 'launch verify', argument: 'json' },
  async handler(body, ctx) {
    const { services } = ctx;
    const scanId = body.scan_id;
    const previous = scanId === undefined ? null : await services.store.publicCalls.scan<LaunchAuditResponseBody>(scanId);
    if (previous === undefined)
      throw notFound(`scan_id "${scanId}" is not a stored audit; use the scan_id of an earlier audit or verify response, or leave it out`);
    return services.launch.verify(body, previous, contentCaller(ctx));
  },
});
