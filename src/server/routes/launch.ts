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
  'Requests: GETs of a fixed list of public paths (/, /openapi.json, /.well-known/openapi.json, /.well-known/agent-card.json, /.well-known/mcp/server-card.json, /.well-known/api-catalog, /.well-known/oauth-authorization-server, /.well-known/oauth-protected-resource, /.well-known/agent-skills/index.json, /.well-known/skills/index.json, /llms.txt, /docs, /docs.md, /pricing, /pricing.md, /robots.txt, /sitemap.xml), up to 20 llms.txt links, a sitemap named in robots.txt, home-page Link targets and skill files; plus protocol handshakes with the endpoints the site declares (MCP server/discover or initialize and tools/list; A2A GetTask for an unknown task; declared API operations without credentials). All through a fetcher that refuses private, loopback, link-local, metadata and multicast addresses (also after redirects). Nothing is created, changed or sent credentials; no registry submission or publishing. Fetched documents are read in a worker pool with a time budget. Unreachable surfaces are reported as gaps, not errors.';

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
        description: `Runs 27 checks with stable ids (openapi.* including openapi.paths_live, a2a.agent_card, a2a.endpoint_live, mcp.server_card, mcp.endpoint_live, llms_txt.*, docs.*, pricing.page, robots_txt.present, robots_txt.ai_crawlers (info, not scored), robots_txt.content_signals, sitemap.present, cors.discovery, api_catalog.present (RFC 9727), oauth.authorization_server (RFC 8414) and oauth.protected_resource (RFC 9728) when OAuth is used, links.http_header (RFC 8288), agent_skills.index, home.markdown), each with weight, the standard it follows, evidence and fix; placeholder text and the generated-draft marker fail the check that holds them; and returns readiness_score, grade, verified_surfaces, owned_fixable_gaps, external_only_gaps, a fix_plan ordered by impact and should_run_external_scan (honouring external_scan_budget). ${READ_ONLY}`,
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
        description: `Audits the site, then returns files (llms.txt, agent-card.json, server-card.json, an OpenAPI skeleton, api-catalog, robots.txt, pricing.md, sitemap.xml) for the surfaces that do not pass, merged with the files that exist (every existing value kept; unified_diff patches show the change), and patches (CORS headers, markdown negotiation, an OpenAPI merge patch, a robots.txt Sitemap line). Every file carries a svc-launch-draft marker that verify reports until a person edits it. Each file is checked by the audit's own checks before it is returned (validation). truth_warnings list what the generator could not know; pricing is never invented. Nothing is published. ${READ_ONLY}`,
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
