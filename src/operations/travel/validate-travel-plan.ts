import { TravelPlanValidateResponse } from '../../contracts/travel-primitives.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { TravelPlanValidateInput } from '../../contracts/travel-plan-input.js';
import { defineOperation } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { resolvePlan } from './plan-aliases.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

export const validateTravelPlan = defineOperation({
  id: 'validateTravelPlan',
  method: 'POST',
  path: '/api/v1/travel/plan/validate',
  input: withDetail(TravelPlanValidateInput),
  output: detailedResponse(TravelPlanValidateResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel-primitives',
  summary: 'Primitive 4: check a proposed plan for coherence and unsupported live claims',
  description: `MCP tool travel.plan.validate. candidate_intent_coherence is coherent or mismatch_detected with signals (stale_candidate_id, candidate_out_of_scope, dates_outside_window, season_weather_mismatch, theme_mismatch); unsupported_live_claims lists claims that present estimates as live prices, availability or booking. proposed_plan also accepts destination_name (alias of candidate_name; resolves candidate_id when that is absent) and departure_window (alias of [departure_date, return_date]). ${TRAVEL_TRUTH}`,
  tool: {
    name: 'travel.plan.validate',
    title: 'Validate a proposed plan',
    description: `Step 4. Checks a proposed plan against the interpreted constraints: candidate_intent_coherence (coherent or mismatch_detected), stale candidate/date/season/theme mismatches, and unsupported live claims such as quoted fares or "book now". ${START_WITH_SUMMARY}`,
    openWorld: false,
  },
  cli: { command: 'travel plan-validate', argument: 'json' },
  handler(input, { services, now }) {
    const { level, rest } = takeDetail(input);
    const { proposed_plan, ...request } = rest;
    const candidates = () => services.travel.searchDestinations(request, now).candidate_destinations;
    const plan = resolvePlan(proposed_plan, proposed_plan.candidate_id === undefined ? candidates() : []);
    return atLevel(level, services.travel.validatePlan({ ...request, proposed_plan: plan }, now));
  },
});
