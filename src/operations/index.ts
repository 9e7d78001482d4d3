import { activate } from './accounts/activate.js';
import { getAccount } from './accounts/get-account.js';
import { searchUsedGoods } from './goods/search-used-goods.js';
import { validateUsedGoodsDeal } from './goods/validate-used-goods-deal.js';
import { auditAgentLaunch } from './launch/audit-agent-launch.js';
import { generateAgentLaunchPack } from './launch/generate-agent-launch-pack.js';
import { verifyAgentLaunch } from './launch/verify-agent-launch.js';
import { preflightNotabilityProof } from './proof/preflight-notability-proof.js';
import { recordCommercialIntent } from './records/record-commercial-intent.js';
import { requestApi } from './records/request-api.js';
import { submitFeedback } from './records/submit-feedback.js';
import { searchSkills } from './skills/search-skills.js';
import { generateTravelProviderHandoffs } from './travel/generate-travel-provider-handoffs.js';
import { getTravelResearchJob } from './travel/get-travel-research-job.js';
import { listTravelDestinations } from './travel/list-travel-destinations.js';
import { parseTravelIntent } from './travel/parse-travel-intent.js';
import { searchTravel } from './travel/search-travel.js';
import { searchTravelDestinations } from './travel/search-travel-destinations.js';
import { searchTravelPlaces } from './travel/search-travel-places.js';
import { validateTravelPlan } from './travel/validate-travel-plan.js';
import type { Operation } from './types.js';

/**
 * Every operation of the service, in the order the docs list them. REST routes, MCP tools, CLI
 * commands, OpenAPI, /llms.txt and the docs' tables are generated from this table; an area adds
 * an operation by adding its file and one line here (see docs/architecture.md).
 */
export const OPERATIONS: readonly Operation[] = [
  activate,
  getAccount,
  searchTravel,
  listTravelDestinations,
  getTravelResearchJob,
  parseTravelIntent,
  searchTravelDestinations,
  searchTravelPlaces,
  validateTravelPlan,
  generateTravelProviderHandoffs,
  searchUsedGoods,
  validateUsedGoodsDeal,
  searchSkills,
  submitFeedback,
  requestApi,
  recordCommercialIntent,
  auditAgentLaunch,
  generateAgentLaunchPack,
  verifyAgentLaunch,
  preflightNotabilityProof,
];

/** The operations that are MCP tools, in tools/list order (the spec's order: the chain first). */
export const TOOL_OPERATIONS: readonly Operation[] = [
  parseTravelIntent,
  searchTravelDestinations,
  searchTravelPlaces,
  validateTravelPlan,
  generateTravelProviderHandoffs,
  searchTravel,
  validateUsedGoodsDeal,
  searchSkills,
  submitFeedback,
];

/**
 * A tool name every model API accepts (`^[a-zA-Z0-9_-]{1,64}$`): dots become underscores
 * (travel.intent.parse -> travel_intent_parse). Published names stay as the spec has them.
 */
export function portableToolName(name: string): string {
  return name.replace(/\./g, '_').slice(0, 64);
}

const byToolName = new Map<string, Operation>();
for (const op of TOOL_OPERATIONS) {
  byToolName.set(op.tool!.name, op);
  byToolName.set(portableToolName(op.tool!.name), op);
}

/** The operation behind a tool name, published or portable. */
export function operationForTool(name: string): Operation | undefined {
  return byToolName.get(name);
}

export function operationById(id: string): Operation | undefined {
  return OPERATIONS.find((op) => op.id === id);
}
