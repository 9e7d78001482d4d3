import { LAUNCH_CHECK_IDS, type LaunchCheckIdValue, type LaunchProductTypeValue } from '../../contracts/launch.js';
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
  saas: { a2a_agent_card: 0.5, mcp_server_card: 0.5, pricing: 1.5 },
  docs_site: { openapi: 0, a2a_agent_card: 0, mcp_server_card: 0, pricing: 0, api_catalog: 0, oauth: 0, docs: 1.5, llms_txt: 1.5, home_page: 1.5 },
};

export const weightFor = (check: CheckDefinition, productType: LaunchProductTypeValue): number => check.weight * (EMPHASIS[productType][check.surface] ?? 1);
