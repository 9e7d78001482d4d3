import type { TravelSearchResponse } from '../contracts/travel.js';
import type { Api } from './api.js';
import { budgetGate, CHAIN_PRICE_USD } from './budget.js';
import { runChain, type ToolCaller } from './chain.js';
import { CliError, EXIT } from './errors.js';

const IN_SCOPE = { user_request: 'A long weekend in Northern California with redwoods from SFO in May' };

/** What one case found; `unavailable` when the server lacks what the case needs (said, not failed). */
type CaseOutcome = { unavailable: string } | Decided;

interface Decided {
  decision: string;
  svc_primitive_calls: number;
  api_was_worth_spending_budget: boolean;
  /** Problems found beyond the decision; empty when the answer was as expected. */
  problems: string[];
}

interface EvalCase {
  id: string;
  description: string;
  expected_decision: string;
  run: (deps: EvalDeps) => Promise<CaseOutcome>;
}

export interface EvalDeps {
  api: Api;
  callTool: ToolCaller;
}

export interface EvalCaseResult {
  id: string;
  description: string;
  expected_decision: string;
  decision: string | null;
  status: 'passed' | 'failed' | 'unavailable';
  svc_primitive_calls: number;
  api_was_worth_spending_budget: boolean;
  detail: string | null;
}

export interface EvalSummary {
  product: 'svc_cli_eval_v0';
  base_url: string;
  chain_price_usd: number;
  cases: EvalCaseResult[];
  counts: {
    cases: number;
    passed: number;
    failed: number;
    unavailable: number;
    budget_decline_cases: number;
    no_match_cases: number;
    svc_primitive_calls: number;
  };
}

const chainCase = (id: string, description: string, expected: string, input: Record<string, unknown>, budgetUsd: number): EvalCase => ({
  id,
  description,
  expected_decision: expected,
  run: async ({ callTool }) => {
    const declined = budgetGate(budgetUsd);
    if (declined) return { decision: declined.decision, svc_primitive_calls: 0, api_was_worth_spending_budget: false, problems: [] };
    const result = await runChain(input, callTool);
    const problems = Object.entries(result.truth_boundaries)
      .filter(([, value]) => value !== false)
      .map(([key]) => `truth boundary ${key} is not false`);
    if (result.decision === 'use_candidate_with_provider_handoffs' && !result.provider_handoffs) problems.push('matched chain returned no provider_handoffs');
    return {
      decision: result.decision,
      svc_primitive_calls: result.svc_primitive_calls,
      api_was_worth_spending_budget: result.api_was_worth_spending_budget,
      problems,
    };
  },
});

/** The scenarios a buyer agent meets; each names the decision a correct agent reaches. */
export const EVAL_CASES: EvalCase[] = [
  chainCase(
    'in_scope_chain',
    'Northern California redwoods: the five primitives select an in-scope candidate with coherent plan and handoffs.',
    'use_candidate_with_provider_handoffs',
    IN_SCOPE,
    0.01,
  ),
  chainCase(
    'no_match',
    'Hard geography the service does not cover: the gate answers no_match and the agent stops after two calls.',
    'report_no_match',
    {
      user_request: 'A week of ski touring in the interior of Antarctica',
      destination_constraints: [{ type: 'region', value: 'Antarctica', hard: true }],
      strict_mode: true,
    },
    0.01,
  ),
  chainCase(
    'stale_plan',
    'A plan drafted for an earlier request (another candidate, beach theme, December dates) is caught as a mismatch.',
    'revise_plan_mismatch_detected',
    {
      ...IN_SCOPE,
      proposed_plan: {
        candidate_id: 'stale-candidate-from-earlier-search',
        themes: ['beach'],
        departure_date: '2026-12-20',
        return_date: '2026-12-27',
        claims: ['Book now: rooms are available at 189 USD a night'],
      },
    },
    0.01,
  ),
  {
    id: 'research_pending',
    description:
      'Ranked search with async-only live research: research_pending is a valid answer, not an error; the agent uses the handoffs and polls the job.',
    expected_decision: 'use_handoffs_research_pending',
    run: async ({ api }) => {
      const res = await api.call<TravelSearchResponse>({
        method: 'POST',
        path: '/api/v1/travel/search',
        body: { ...IN_SCOPE, live_research_mode: 'async_only' },
        auth: true,
      });
      const statuses = res.results.map((r) => r.research_status);
      const provider = statuses[0]?.search_provider.status;
      if (provider && provider !== 'configured') return { unavailable: `live research is not configured on this server (search_provider_a: ${provider})` };
      const pending = statuses.find((s) => s.mode === 'research_pending' || s.mode === 'research_partial');
      const problems = res.results.length === 0 ? ['no ranked results to hand off'] : [];
      if (pending?.poll_url) {
        const job = await api.call<{ status: string }>({ method: 'GET', path: pending.poll_url, auth: true });
        if (!['running', 'partial', 'complete', 'failed'].includes(job.status)) problems.push(`research job status ${job.status} is not a contract state`);
      } else if (pending) problems.push('research_pending without a poll_url');
      return {
        decision: pending ? 'use_handoffs_research_pending' : `use_ranked_results_${statuses[0]?.mode ?? 'none'}`,
        svc_primitive_calls: 1,
        api_was_worth_spending_budget: res.results.length > 0,
        problems,
      };
    },
  },
  {
    id: 'budget_too_low',
    description: 'Paid-tool budget below the chain price: decline before any call.',
    expected_decision: 'decline_paid_tool_budget_too_low',
    run: async () => {
      const declined = budgetGate(CHAIN_PRICE_USD / 10);
      const problems =
        declined?.svc_primitive_calls === 0 && declined.blocked_reason === 'tool_budget_below_cost' ? [] : ['gate did not decline with zero calls'];
      return { decision: declined?.decision ?? 'ran_chain', svc_primitive_calls: 0, api_was_worth_spending_budget: false, problems };
    },
  },
];

async function runCase(c: EvalCase, deps: EvalDeps): Promise<EvalCaseResult> {
  const base = { id: c.id, description: c.description, expected_decision: c.expected_decision };
  try {
    const outcome = await c.run(deps);
    if ('unavailable' in outcome)
      return { ...base, decision: null, status: 'unavailable', svc_primitive_calls: 0, api_was_worth_spending_budget: false, detail: outcome.unavailable };
    const problems = [...outcome.problems];
    if (outcome.decision !== c.expected_decision) problems.unshift(`expected ${c.expected_decision}, got ${outcome.decision}`);
    return {
      ...base,
      decision: outcome.decision,
      status: problems.length ? 'failed' : 'passed',
      svc_primitive_calls: outcome.svc_primitive_calls,
      api_was_worth_spending_budget: outcome.api_was_worth_spending_budget,
      detail: problems.join('; ') || null,
    };
  } catch (err) {
    // Auth, quota and network problems are about the environment, not the service: stop the suite.
    if (!(err instanceof CliError) || [EXIT.auth, EXIT.quota, EXIT.network].includes(err.exitCode as 3 | 4 | 5)) throw err;
    const unavailable = /not available on (this|the) server/.test(err.message);
    return {
      ...base,
      decision: null,
      status: unavailable ? 'unavailable' : 'failed',
      svc_primitive_calls: 0,
      api_was_worth_spending_budget: false,
      detail: err.message,
    };
  }
}

/** Runs every case in order and summarizes; the caller exits 8 when any case failed. */
export async function runEval(deps: EvalDeps, cases: EvalCase[] = EVAL_CASES): Promise<EvalSummary> {
  const results: EvalCaseResult[] = [];
  for (const c of cases) results.push(await runCase(c, deps));
  const count = (pred: (r: EvalCaseResult) => boolean) => results.filter(pred).length;
  return {
    product: 'svc_cli_eval_v0',
    base_url: deps.api.baseUrl,
    chain_price_usd: CHAIN_PRICE_USD,
    cases: results,
    counts: {
      cases: results.length,
      passed: count((r) => r.status === 'passed'),
      failed: count((r) => r.status === 'failed'),
      unavailable: count((r) => r.status === 'unavailable'),
      budget_decline_cases: count((r) => r.decision === 'decline_paid_tool_budget_too_low'),
      no_match_cases: count((r) => r.decision === 'report_no_match'),
      svc_primitive_calls: results.reduce((n, r) => n + r.svc_primitive_calls, 0),
    },
  };
}
