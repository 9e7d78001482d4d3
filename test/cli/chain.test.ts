import { describe, expect, it } from 'vitest';
import { runChain, type ToolCaller } from '../../src/cli/chain.js';

/**
 * The chain's own decisions (what it passes from step to step, when it stops, how it merges truth
 * boundaries) with a scripted tool caller; commands.test.ts runs it over the real /mcp.
 */
const FALSE = { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false };
const matched = {
  status: 'matched',
  reason: 'hard_constraints_satisfied',
  hard_constraints: [],
  required_themes: ['redwoods'],
  provider_validation_required: true,
  source_tiers: ['curated_baseline'],
};
const noMatch = { ...matched, status: 'no_match', reason: 'unsupported_coverage' };

function scripted(answers: Record<string, (args: Record<string, unknown>) => unknown>) {
  const calls: Array<{ tool: string; args: Record<string, unknown> }> = [];
  const call: ToolCaller = async <T>(tool: string, args: Record<string, unknown>) => {
    calls.push({ tool, args });
    return answers[tool]!(args) as T;
  };
  return { call, calls };
}

function chainAnswers(opts: { gate: typeof matched; coherence?: string; truth?: Partial<typeof FALSE> }) {
  return {
    'travel.intent.parse': () => ({ truth_boundaries: FALSE }),
    'travel.destinations.search': () => ({
      match_status: opts.gate,
      interpreted_constraints: { required_themes: ['redwoods'] },
      candidate_destinations:
        opts.gate.status === 'matched'
          ? [
              { id: 'muir-woods', name: 'Muir Woods', eligibility: {} },
              { id: 'big-sur', name: 'Big Sur' },
            ]
          : [],
      truth_boundaries: FALSE,
    }),
    'travel.places.search': () => ({ live_places: { status: 'disabled' }, truth_boundaries: { ...FALSE, ...opts.truth } }),
    'travel.plan.validate': () => ({
      plan_validation: {
        candidate_intent_coherence: { status: opts.coherence ?? 'coherent', signals: [] },
        unsupported_live_claims: [],
        required_external_checks: ['x'],
      },
      truth_boundaries: FALSE,
    }),
    'travel.provider_handoffs.generate': () => ({
      match_status: opts.gate,
      provider_handoffs: { flight_handoff: {} },
      required_external_checks: ['check fares'],
      truth_boundaries: FALSE,
    }),
  };
}

describe('runChain', () => {
  it('passes only {id, name} of the top candidate to the later steps and builds the plan from it', async () => {
    const { call, calls } = scripted(chainAnswers({ gate: matched }));
    const result = await runChain({ user_request: 'redwoods near SF' }, call);
    expect(calls.map((c) => c.tool)).toEqual([
      'travel.intent.parse',
      'travel.destinations.search',
      'travel.places.search',
      'travel.plan.validate',
      'travel.provider_handoffs.generate',
    ]);
    expect(calls[2]!.args).toEqual({ user_request: 'redwoods near SF', selected_candidate: { id: 'muir-woods', name: 'Muir Woods' } });
    expect(calls[3]!.args.proposed_plan).toEqual({ candidate_id: 'muir-woods', candidate_name: 'Muir Woods', themes: ['redwoods'] });
    expect(calls[4]!.args.selected_candidate).toEqual({ id: 'muir-woods', name: 'Muir Woods' });
    expect(result).toMatchObject({
      decision: 'use_candidate_with_provider_handoffs',
      svc_primitive_calls: 5,
      api_was_worth_spending_budget: true,
      truth_boundaries: FALSE,
      required_external_checks: ['check fares'],
    });
  });

  it('validates the caller proposed_plan as given and never sends it to the other steps', async () => {
    const { call, calls } = scripted(chainAnswers({ gate: matched, coherence: 'mismatch_detected' }));
    const plan = { candidate_id: 'stale', themes: ['beach'] };
    const result = await runChain({ user_request: 'redwoods near SF', proposed_plan: plan }, call);
    expect(calls[3]!.args.proposed_plan).toEqual(plan);
    expect(calls.filter((c) => 'proposed_plan' in c.args).map((c) => c.tool)).toEqual(['travel.plan.validate']);
    expect(result).toMatchObject({ decision: 'revise_plan_mismatch_detected', api_was_worth_spending_budget: false });
  });

  it('stops after the gate on no_match (two calls, nothing worth paying for)', async () => {
    const { call, calls } = scripted(chainAnswers({ gate: noMatch }));
    const result = await runChain({ user_request: 'ski touring in Antarctica' }, call);
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({
      decision: 'report_no_match',
      svc_primitive_calls: 2,
      live_places: null,
      provider_handoffs: null,
      api_was_worth_spending_budget: false,
    });
  });

  it('reports a truth boundary that any step said was true', async () => {
    const { call } = scripted(chainAnswers({ gate: matched, truth: { live_airfare: true } }));
    const result = await runChain({ user_request: 'redwoods near SF' }, call);
    expect(result.truth_boundaries).toEqual({ ...FALSE, live_airfare: true });
  });

  it('rejects a proposed_plan that is not an object before any call', async () => {
    const { call, calls } = scripted(chainAnswers({ gate: matched }));
    await expect(runChain({ proposed_plan: 'big-sur' }, call)).rejects.toThrow(/proposed_plan must be an object/);
    expect(calls).toHaveLength(0);
  });
});
