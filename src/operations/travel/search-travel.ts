import { limitsFor } from '../../accounts/plans.js';
import { TravelSearchResponse } from '../../contracts/travel.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { TravelSearchRequest } from '../../contracts/travel-request.js';
import type { CommercialContext } from '../../travel/engine/types.js';
import { defineOperation, type CallContext } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

/** The caller's commercial context: its real plan limits and what is left after this request. */
function commercialContext({ caller, services }: CallContext): CommercialContext | null {
  if (!caller) return null;
  const plans = services.config.plans;
  return {
    publicBaseUrl: services.config.publicBaseUrl,
    limits: { free_sandbox: limitsFor(plans, 'free_sandbox', caller.keyOrigin), hobby: plans.hobby.limits },
    remaining: { hourly: caller.quota.remaining.hourly, monthly: caller.quota.remaining.monthly },
  };
}

export const searchTravel = defineOperation({
  id: 'searchTravel',
  method: 'POST',
  path: '/api/v1/travel/search',
  input: withDetail(TravelSearchRequest),
  output: detailedResponse(TravelSearchResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel',
  summary: 'Rank in-scope destinations for a trip request, with snapshots and provider handoffs',
  description: `Parses user_request (it wins over conflicting structured fields; conflicts are listed), gates candidates by hard geography (hedged places such as "maybe Spain" narrow it, or stand in when no place is hard) and, with strict_mode, required themes, then ranks them on eight fits (weights in /docs.md). Geography with no curated coverage yields research_ready candidates from the gazetteer; unresolvable geography is no_match/unsupported_coverage with commercial_next_step null. detail (summary, standard, full) sets how much is returned. ${TRAVEL_TRUTH}`,
  tool: {
    name: 'rank_travel_destinations',
    title: 'Ranked travel search (one call)',
    description: `The whole pipeline in one call: ranked, in-scope destinations with estimates, reasons, warnings and provider handoff links. ${START_WITH_SUMMARY} Use the step-by-step travel.* chain when you need to validate a plan.`,
    openWorld: true,
  },
  cli: { command: 'search', argument: 'json' },
  async handler(input, ctx) {
    const { level, rest } = takeDetail(input);
    const result = await ctx.services.travel.search(rest, {
      now: ctx.services.now,
      requestId: ctx.requestId,
      accountId: ctx.caller?.accountId ?? null,
      commercial: commercialContext(ctx),
    });
    ctx.facts.matchStatus = result.match_status.status;
    // The compact levels leave the offer out, so only the full answer presents it.
    ctx.facts.commercialNextStepPresented = result.commercial_next_step !== null && level === 'full';
    return atLevel(level, result);
  },
});
