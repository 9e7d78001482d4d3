import type { TSchema } from '@sinclair/typebox';
import { FeedbackRequest, FeedbackResponse } from '../contracts/accounts.js';
import { DealValidationRequest, DealValidationResponse } from '../contracts/goods.js';
import { SkillSearchRequest, SkillSearchResponse } from '../contracts/skills.js';
import { TravelSearchResponse } from '../contracts/travel.js';
import {
  TravelDestinationsSearchRequest,
  TravelDestinationsSearchResponse,
  TravelIntentParseRequest,
  TravelIntentParseResponse,
  TravelPlacesSearchRequest,
  TravelPlacesSearchResponse,
  TravelPlanValidateRequest,
  TravelPlanValidateResponse,
  TravelProviderHandoffsRequest,
  TravelProviderHandoffsResponse,
} from '../contracts/travel-primitives.js';
import { TravelSearchRequest } from '../contracts/travel-request.js';
import { TOOL_CATALOG, type ToolInfo } from './catalog.js';

/** The REST operation a tool dispatches to, with that route's request and 200-response contracts. */
export interface ToolRoute {
  method: 'POST';
  path: string;
  input: TSchema;
  output: TSchema;
}

/**
 * Tool name -> REST route. Each tool is the route itself, called in-process, so MCP and REST
 * share one implementation of auth, quota, validation, records and errors.
 */
export const TOOL_ROUTES: Record<string, ToolRoute> = {
  rank_travel_destinations: { method: 'POST', path: '/api/v1/travel/search', input: TravelSearchRequest, output: TravelSearchResponse },
  'travel.intent.parse': { method: 'POST', path: '/api/v1/travel/intent/parse', input: TravelIntentParseRequest, output: TravelIntentParseResponse },
  'travel.destinations.search': {
    method: 'POST',
    path: '/api/v1/travel/destinations/search',
    input: TravelDestinationsSearchRequest,
    output: TravelDestinationsSearchResponse,
  },
  'travel.places.search': { method: 'POST', path: '/api/v1/travel/places/search', input: TravelPlacesSearchRequest, output: TravelPlacesSearchResponse },
  'travel.plan.validate': { method: 'POST', path: '/api/v1/travel/plan/validate', input: TravelPlanValidateRequest, output: TravelPlanValidateResponse },
  'travel.provider_handoffs.generate': {
    method: 'POST',
    path: '/api/v1/travel/provider-handoffs/generate',
    input: TravelProviderHandoffsRequest,
    output: TravelProviderHandoffsResponse,
  },
  'goods.deal.validate': { method: 'POST', path: '/api/v1/goods/deal/validate', input: DealValidationRequest, output: DealValidationResponse },
  'skill.search': { method: 'POST', path: '/api/v1/skills/search', input: SkillSearchRequest, output: SkillSearchResponse },
  'feedback.submit': { method: 'POST', path: '/api/v1/feedback', input: FeedbackRequest, output: FeedbackResponse },
};

type JsonSchemaObject = { type: 'object'; [key: string]: unknown };

/** A tool as tools/list publishes it. */
export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchemaObject;
  outputSchema: JsonSchemaObject;
  annotations: { title: string; readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
}

/**
 * Plain JSON Schema from a TypeBox contract: TypeBox's symbol keys are dropped by the JSON round
 * trip, and nested `$id`s are dropped so a client's validator never sees one id twice.
 */
export function plainJsonSchema(schema: TSchema): JsonSchemaObject {
  const plain = JSON.parse(JSON.stringify(schema, (key, value: unknown) => (key === '$id' ? undefined : value))) as Record<string, unknown>;
  if (plain.type !== 'object') throw new Error(`MCP tool schemas must be objects; got type ${String(plain.type)}`);
  return plain as JsonSchemaObject;
}

function definition(info: ToolInfo): McpToolDefinition {
  const route = TOOL_ROUTES[info.name];
  if (!route) throw new Error(`tool ${info.name} in the catalog has no route in TOOL_ROUTES`);
  const writes = info.name === 'feedback.submit';
  const openWorld = LIVE_PROVIDER_TOOLS.has(info.name);
  return {
    name: info.name,
    title: info.title,
    description: `${info.description} (Same as ${route.method} ${route.path}; needs Authorization: Bearer and consumes one request of quota.)`,
    inputSchema: plainJsonSchema(route.input),
    outputSchema: plainJsonSchema(route.output),
    annotations: { title: info.title, readOnlyHint: !writes, destructiveHint: false, idempotentHint: !writes, openWorldHint: openWorld },
  };
}

/** Only feedback.submit stores something; these may consult live providers (places, marketplaces, web research). */
const LIVE_PROVIDER_TOOLS = new Set(['rank_travel_destinations', 'travel.places.search', 'goods.deal.validate']);

let cached: McpToolDefinition[] | undefined;

/** The tools/list answer, built once from the catalog and the contracts. */
export function toolDefinitions(): McpToolDefinition[] {
  cached ??= TOOL_CATALOG.map(definition);
  return cached;
}
