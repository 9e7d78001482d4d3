import {
  LAUNCH_CHECK_IDS,
  type LaunchCheckIdValue,
  type LaunchDeclaredSurfacesValue,
  type LaunchProductTypeValue,
  type LaunchSurfaceValue,
} from '../../contracts/launch.js';
import { AGENT_CHECKS } from './agents.js';
import { DISCOVERY_CHECKS } from './discovery.js';
import { OPENAPI_CHECKS } from './openapi.js';
import { SITE_CHECKS } from './site.js';
import type { CheckDefinition } from './types.js';

const byId = new Map<LaunchCheckIdValue, CheckDefinition>(
  [...OPENAPI_CHECKS, ...DISCOVERY_CHECKS, ...SITE_CHECKS, ...AGENT_CHECKS].map((check) => [check.id, check]),
);

/** Every check, in the stable order of LAUNCH_CHECK_IDS. */
export const ALL_CHECKS: CheckDefinition[] = LAUNCH_CHECK_IDS.map((id) => {
  const check = byId.get(id);
  if (!check) throw new Error(`check ${id} has no definition`);
  return check;
});

/**
 * How much each product type cares about a surface, as a multiplier of the base weight. These
 * are editorial choices, not measurements: an MCP server lives or dies by its server card, a
 * docs site has no API to describe, a SaaS product is judged on its pricing.
 */
const EMPHASIS: Record<LaunchProductTypeValue, Partial<Record<string, number>>> = {
  agent_api: {},
  agent_tool: {},
  mcp_server: { mcp_server_card: 2, a2a_agent_card: 0.5 },
  a2a_agent: { a2a_agent_card: 2, mcp_server_card: 0.5 },
  saas: { a2a_agent_card: 0.5, mcp_server_card: 0.5, pricing: 1.5 },
  docs_site: { openapi: 0, a2a_agent_card: 0, mcp_server_card: 0, pricing: 0, api_catalog: 0, oauth: 0, docs: 1.5, llms_txt: 1.5, home_page: 1.5 },
};

/** Surfaces a product type does not imply: they count only when the site declares them (an MCP server or an A2A agent needs no OpenAPI document). */
const ONLY_WHEN_DECLARED: Partial<Record<LaunchProductTypeValue, { surface: LaunchSurfaceValue; declared: keyof LaunchDeclaredSurfacesValue }[]>> = {
  mcp_server: [{ surface: 'openapi', declared: 'api' }],
  a2a_agent: [{ surface: 'openapi', declared: 'api' }],
};

export function weightFor(check: CheckDefinition, productType: LaunchProductTypeValue, declared: LaunchDeclaredSurfacesValue | null): number {
  const optional = ONLY_WHEN_DECLARED[productType]?.find((entry) => entry.surface === check.surface);
  if (optional && declared?.[optional.declared] === null) return 0;
  return check.weight * (EMPHASIS[productType][check.surface] ?? 1);
}

/**
 * Why a card surface does not count for this site: only a2a_agent implies A2A, and only
 * mcp_server implies MCP, so an agent card or server card the site neither publishes nor names
 * is reported (with its fix, and generate still drafts it) but not scored. Null when it counts.
 */
export function undeclaredCard(surface: LaunchSurfaceValue, declared: LaunchDeclaredSurfacesValue): string | null {
  if (surface === 'a2a_agent_card' && declared.a2a === null) return 'the site declares no A2A agent';
  if (surface === 'mcp_server_card' && declared.mcp === null) return 'the site declares no MCP server';
  return null;
}

/** The checks a declared surface must pass: answering its protocol, and (for A2A) the card that tells clients where. */
const DECLARED_CORE: Record<keyof LaunchDeclaredSurfacesValue, LaunchCheckIdValue[]> = {
  api: ['openapi.present', 'openapi.valid', 'openapi.paths_live'],
  mcp: ['mcp.endpoint_live'],
  a2a: ['a2a.agent_card', 'a2a.endpoint_live'],
};

/**
 * The checks that decide readiness: those core for every site (llms.txt, docs, robots.txt), the
 * checks of every declared surface, and a published MCP server card (a card that misleads
 * clients is worse than none).
 */
export function coreChecks(declared: LaunchDeclaredSurfacesValue, serverCardPublished: boolean): Set<LaunchCheckIdValue> {
  const core = new Set(ALL_CHECKS.filter((check) => check.core).map((check) => check.id));
  for (const surface of Object.keys(DECLARED_CORE) as (keyof LaunchDeclaredSurfacesValue)[])
    if (declared[surface] !== null) for (const id of DECLARED_CORE[surface]) core.add(id);
  if (declared.mcp !== null && serverCardPublished) core.add('mcp.server_card');
  return core;
}
