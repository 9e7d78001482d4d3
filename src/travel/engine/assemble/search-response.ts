import { answerQuestions } from './questions-answer.js';
import type { TravelSearchResponse } from '../../../contracts/travel.js';
import type { Understanding } from '../../../contracts/travel-understanding.js';
import { withMatchReasons } from '../rank/rank.js';
import type { Ranked } from '../rank/ranked.js';
import { MAX_UNRESOLVED } from '../understanding.js';
import type { Analysis } from '../analyze.js';
import type { EngineData, RequestContext } from '../types.js';
import { responseBookability, TRUTH_BOUNDARIES } from './bookability.js';
import { commercialNextStep } from './commercial.js';
import { matchStatus } from './match-status.js';
import { buildResult } from './result.js';
import { healthNotice } from '../knowledge-limits.js';
import { arrivesFromStop, asRouteStop, routePlan } from '../route/route-plan.js';
import { budgetFitSummary } from './budget-fit-summary.js';
import { comparedPicks, comparison, shownWith } from './comparison.js';

/** Results shown per search response. */
export const RESULT_LIMIT = 5;

function betaWarnings(data: EngineData, a: Analysis): string[] {
  const out = [...a.parsed.beta_warnings];
  if (a.trip.live_mode !== 'off' && !data.research.enabled) {
    out.push(
      `live_research_mode ${a.trip.live_mode} was accepted, but live research is disabled in this deployment: evidence stays empty and research_status says so.`,
    );
  }
  if (!a.trip.days_known) out.push('Trip length not given: 7 days assumed for cost and travel-time estimates.');
  if (a.trip.party_assumed) out.push(`Party size not given: ${a.trip.adults} adult(s) assumed for total_trip_estimate_usd.`);
  out.push(...a.gate.notes);
  return out;
}

/** The results' health notice joins the request's own knowledge-limit notices (the reading's status stays as it was). */
function withHealthNotice(u: Understanding, shown: readonly Ranked[]): Understanding {
  const notice = u.status === 'not_understood' ? null : healthNotice(shown.map((r) => r.candidate));
  return notice && u.unresolved.length < MAX_UNRESOLVED ? { ...u, unresolved: [...u.unresolved, notice] } : u;
}

export async function searchResponse(data: EngineData, a: Analysis, ctx: RequestContext): Promise<TravelSearchResponse> {
  const route = routePlan(a);
  const picks = route ? null : comparedPicks(a.ranked, a.scope, data.gazetteer, a.parsed);
  const shown = shownWith(a.ranked, picks, RESULT_LIMIT);
  const compared = comparison(picks, a.trip);
  const explained = withMatchReasons(shown, a.trip);
  const results = (
    await Promise.all(explained.map((one) => buildResult(data, one, a.trip, explained, ctx.accountId, arrivesFromStop(one.ranked.candidate.id, route))))
  ).map((r) => asRouteStop(r, route));
  const matched = a.gate.status === 'matched';
  const research = shown.some((r) => r.candidate.coverage_mode === 'research_ready');
  const bookability = responseBookability(a.gate.status, research);
  const budget = budgetFitSummary(shown, a.ranked, a.trip);
  const asked = answerQuestions(a.trip.questions, { results, trip: a.trip, budget, modes: a.travel_modes });
  return {
    request_id: ctx.requestId,
    understanding: withHealthNotice(a.understanding, shown),
    feedback_prompt: {
      endpoint: '/api/v1/feedback',
      request_id: ctx.requestId,
      prompt: 'Was this useful? POST /api/v1/feedback with this request_id, a rating and issue_categories (e.g. off_scope, missing_live_data).',
    },
    commercial_next_step: matched && ctx.commercial ? commercialNextStep(ctx.commercial, ctx.requestId) : null,
    requested_services: a.trip.services,
    beta_warnings: betaWarnings(data, a),
    interpreted_constraints: a.parsed.interpreted_constraints,
    constraint_conflicts: a.parsed.constraint_conflicts,
    match_status: matchStatus(a, shown),
    bookability_status: bookability.status,
    bookability,
    results,
    ...(route ? { route } : {}),
    ...(a.travel_modes ? { travel_modes: a.travel_modes } : {}),
    ...(budget ? { budget_fit: budget } : {}),
    ...(compared ? { comparison: compared } : {}),
    ...(asked ? { asked_questions: asked } : {}),
    truth_boundaries: { ...TRUTH_BOUNDARIES },
  };
}
