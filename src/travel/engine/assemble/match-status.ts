import type { MatchStatus } from '../../../contracts/travel.js';
import type { Analysis } from '../analyze.js';

const CHECKLIST = ['current_airfare', 'available_rooms', 'provider_rates', 'taxes_and_fees', 'cancellation_terms'];

export function matchStatus(a: Analysis, shown: Analysis['ranked']): MatchStatus {
  const matched = a.gate.status === 'matched';
  const research = shown.some((r) => r.candidate.coverage_mode === 'research_ready');
  const curated = shown.some((r) => r.candidate.cost_basis.row_curated);
  return {
    status: a.gate.status,
    reason: a.gate.reason,
    hard_constraints: a.parsed.interpreted_constraints.hard_destination_constraints,
    required_themes: a.parsed.interpreted_constraints.required_themes,
    ...(matched && !research ? {} : { recommended_next_tool: 'live_search_or_provider_search' as const }),
    provider_validation_required: true,
    source_tiers: matched ? [...(curated ? ['curated_baseline'] : []), 'model_estimate', 'handoff_required'] : [],
    validation_checklist: matched ? CHECKLIST : ['Widen or correct the hard scope, or run a live search for it', ...a.gate.notes],
  };
}
