import {
  LaunchAuditRequest,
  LaunchAuditResponse,
  LaunchGenerateRequest,
  LaunchGenerateResponse,
  LaunchVerifyRequest,
  LaunchVerifyResponse,
} from '../../contracts/launch.js';
import { notFound } from '../../errors.js';
import { newId } from '../../ids.js';
import { auditLaunch, type LaunchDeps } from '../../launch/audit.js';
import type { LaunchAuditResponseBody } from '../../contracts/launch.js';
import { generateLaunchPack } from '../../launch/generate.js';
import { verifyLaunch } from '../../launch/verify.js';
import { createSafeFetcher } from '../../net/safe-fetcher.js';
import { PUBLIC_POST_ERRORS, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const READ_ONLY =
  'Read-only: GETs a fixed list of public paths (/openapi.json, /.well-known/openapi.json, /.well-known/agent-card.json, /.well-known/mcp/server-card.json, /llms.txt, /docs, /docs.md, /pricing, /pricing.md, /robots.txt, /sitemap.xml), up to 8 llms.txt links and a sitemap named in robots.txt, through a fetcher that refuses private, loopback, link-local, metadata and multicast addresses (also after redirects). No active scanning, registry submission, publishing or third-party entity creation. Unreachable surfaces are reported as gaps, not errors.';

export async function launchRoutes(app: App, ctx: AppContext): Promise<void> {
  const { fetcher: fetchOptions, launch: limits } = ctx.config.outboundFetch;
  const deps: LaunchDeps = {
    fetcher: createSafeFetcher(fetchOptions),
    now: ctx.now,
    newId: () => newId('scan'),
    limits,
    recordScan: (audit) => ctx.store.publicCalls.saveScan(audit.scan_id, audit.domain, audit, audit.scanned_at),
  };
  const config = { publicLimit: 'fetch' as const };

  app.post(
    '/api/v1/agent-launch/audit',
    {
      schema: {
        operationId: 'auditAgentLaunch',
        summary: 'Audit the agent-facing surfaces of a site',
        description: `Runs 16 checks with stable ids (openapi.*, a2a.agent_card, mcp.server_card, llms_txt.*, docs.*, pricing.page, robots_txt.present, sitemap.present, cors.discovery), each with weight, evidence and fix, and returns readiness_score, grade, verified_surfaces, owned_fixable_gaps, external_only_gaps, a fix_plan ordered by impact and should_run_external_scan (honouring external_scan_budget). ${READ_ONLY}`,
        tags: ['launch'],
        body: LaunchAuditRequest,
        response: responses(LaunchAuditResponse, PUBLIC_POST_ERRORS),
      },
      config,
    },
    async (request) => auditLaunch(request.body, deps),
  );

  app.post(
    '/api/v1/agent-launch/generate',
    {
      schema: {
        operationId: 'generateAgentLaunchPack',
        summary: 'Generate the discovery files and patches a site lacks',
        description: `Audits the site, then returns files (llms.txt, agent-card.json, server-card.json, an OpenAPI skeleton, robots.txt, pricing.md, sitemap.xml) for the surfaces that do not pass, and patches (CORS headers, markdown negotiation, an OpenAPI merge patch, a robots.txt Sitemap line) for what exists. Each file is checked by the audit's own checks before it is returned (validation). truth_warnings list what the generator could not know; pricing is never invented. Nothing is published. ${READ_ONLY}`,
        tags: ['launch'],
        body: LaunchGenerateRequest,
        response: responses(LaunchGenerateResponse, PUBLIC_POST_ERRORS),
      },
      config,
    },
    async (request) => generateLaunchPack(request.body, deps),
  );

  app.post(
    '/api/v1/agent-launch/verify',
    {
      schema: {
        operationId: 'verifyAgentLaunch',
        summary: 'Re-audit a site after fixes and report what remains',
        description: `Request body: url (required), optional scan_id of a previous audit, product_type and external_scan_budget; unknown fields are rejected. Returns ready_for_external_scan, remaining_owned_gaps, remaining_external_todos, should_run_external_scan and changes (fixed, regressed, still_failing, score_delta) against the previous scan. Every audit is stored under its scan_id; an unknown scan_id answers 404. Limited per client address per hour (PUBLIC_FETCH_PER_HOUR, default 30) together with audit, generate and proof preflight. ${READ_ONLY}`,
        tags: ['launch'],
        body: LaunchVerifyRequest,
        response: responses(LaunchVerifyResponse, [...PUBLIC_POST_ERRORS, 404]),
      },
      config,
    },
    async (request) => {
      const scanId = request.body.scan_id;
      const previous = scanId === undefined ? null : await ctx.store.publicCalls.scan<LaunchAuditResponseBody>(scanId);
      if (previous === undefined) throw notFound(`scan_id "${scanId}" is not a stored audit; use the scan_id of an earlier audit or verify response, or leave it out`);
      return verifyLaunch(request.body, previous, deps);
    },
  );
}
