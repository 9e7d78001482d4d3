import type { TravelTruthBoundaries } from '../contracts/travel-common.js';
import type {
  LivePlaces,
  PlanValidation,
  ProposedPlan,
  TravelDestinationsSearchResponse,
  TravelIntentParseResponse,
  TravelPlacesSearchResponse,
  TravelPlanValidateResponse,
  TravelProviderHandoffsResponse,
} from '../contracts/travel-primitives.js';
import type { Static } from '@sinclair/typebox';
import { CliError, EXIT } from './errors.js';

type TruthBoundaries = Static<typeof TravelTruthBoundaries>;
type MatchStatus = TravelDestinationsSearchResponse['match_status'];

/** Calls one MCP tool and returns its structuredContent. */
export type ToolCaller = <T>(tool: string, args: Record<string, unknown>) => Promise<T>;

export type ChainDecision = 'use_candidate_with_provider_handoffs' | 'revise_plan_mismatch_detected' | 'report_no_match';

export interface ChainResult {
  decision: ChainDecision;
  match_status: MatchStatus;
  selected_candidate: { id: string; name: string } | null;
  live_places: LivePlaces | null;
  candidate_intent_coherence: PlanValidation['candidate_intent_coherence'] | null;
  unsupported_live_claims: PlanValidation['unsupported_live_claims'];
  provider_handoffs: TravelProviderHandoffsResponse['provider_handoffs'];
  required_external_checks: string[];
  truth_boundaries: TruthBoundaries;
  svc_primitive_calls: number;
  api_was_worth_spending_budget: boolean;
  tools_called: string[];
}

/**
 * Input of mcp-chain: the travel search fields, plus an optional proposed_plan to validate (the
 * plan the agent already drafted). Without one, the plan checked is "the selected candidate".
 */
export function splitChainInput(input: Record<string, unknown>): { request: Record<string, unknown>; plan: ProposedPlan | undefined } {
  const { proposed_plan, ...request } = input;
  if (proposed_plan !== undefined && (typeof proposed_plan !== 'object' || proposed_plan === null || Array.isArray(proposed_plan))) {
    throw new CliError('proposed_plan must be an object such as {"candidate_id": "..."}', EXIT.usage);
  }
  return { request, plan: proposed_plan as ProposedPlan | undefined };
}

/** All four flags false only if every step said false: one true anywhere would be reported. */
function mergeTruth(steps: Array<{ truth_boundaries: TruthBoundaries }>): TruthBoundaries {
  const any = (key: keyof TruthBoundaries) => steps.some((s) => s.truth_boundaries[key] !== false);
  return {
    live_booking_inventory: any('live_booking_inventory'),
    provider_backed_rates: any('provider_backed_rates'),
    live_airfare: any('live_airfare'),
    booking_supported: any('booking_supported'),
  } as TruthBoundaries;
}

/**
 * The validated primitive chain over MCP: intent parse, destinations search, then, for the
 * first in-scope candidate, places search, plan validate and provider handoffs. A no_match stops
 * after the gate (a buyer agent spends nothing more on an answer it cannot use).
 */
export async function runChain(input: Record<string, unknown>, call: ToolCaller): Promise<ChainResult> {
  const { request, plan } = splitChainInput(input);
  const tools: string[] = [];
  const step = async <T>(tool: string, args: Record<string, unknown>): Promise<T> => {
    tools.push(tool);
    return call<T>(tool, args);
  };
  const intent = await step<TravelIntentParseResponse>('travel.intent.parse', request);
  const gate = await step<TravelDestinationsSearchResponse>('travel.destinations.search', request);
  const top = gate.candidate_destinations[0];
  if (gate.match_status.status === 'no_match' || !top) {
    return {
      decision: 'report_no_match',
      match_status: gate.match_status,
      selected_candidate: null,
      live_places: null,
      candidate_intent_coherence: null,
      unsupported_live_claims: [],
      provider_handoffs: null,
      required_external_checks: [],
      truth_boundaries: mergeTruth([intent, gate]),
      svc_primitive_calls: tools.length,
      api_was_worth_spending_budget: false,
      tools_called: tools,
    };
  }
  const selected = { id: top.id, name: top.name };
  const places = await step<TravelPlacesSearchResponse>('travel.places.search', { ...request, selected_candidate: selected });
  const proposed: ProposedPlan = plan ?? {
    candidate_id: selected.id,
    candidate_name: selected.name,
    ...(gate.interpreted_constraints.required_themes.length ? { themes: gate.interpreted_constraints.required_themes } : {}),
  };
  const validation = await step<TravelPlanValidateResponse>('travel.plan.validate', { ...request, proposed_plan: proposed });
  const handoffs = await step<TravelProviderHandoffsResponse>('travel.provider_handoffs.generate', { ...request, selected_candidate: selected });
  const coherent = validation.plan_validation.candidate_intent_coherence.status === 'coherent';
  return {
    decision: coherent ? 'use_candidate_with_provider_handoffs' : 'revise_plan_mismatch_detected',
    match_status: handoffs.match_status,
    selected_candidate: selected,
    live_places: places.live_places,
    candidate_intent_coherence: validation.plan_validation.candidate_intent_coherence,
    unsupported_live_claims: validation.plan_validation.unsupported_live_claims,
    provider_handoffs: handoffs.provider_handoffs,
    required_external_checks: handoffs.required_external_checks ?? validation.plan_validation.required_external_checks,
    truth_boundaries: mergeTruth([intent, gate, places, validation, handoffs]),
    svc_primitive_calls: tools.length,
    api_was_worth_spending_budget: coherent && handoffs.provider_handoffs !== null,
    tools_called: tools,
  };
}
