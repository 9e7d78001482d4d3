import type { Static } from '@sinclair/typebox';
import type { ProposedPlan } from '../../contracts/travel-primitives.js';
import type { ProposedPlanInput } from '../../contracts/travel-plan-input.js';
import { invalidInput } from '../../errors.js';

type PlanInput = Static<typeof ProposedPlanInput>;

/**
 * The ProposedPlan the engine reads: aliases folded into their fields (an explicit field wins),
 * and a missing candidate_id looked up by name among the request's in-scope candidates.
 */
export function resolvePlan(input: PlanInput, candidates: Array<{ id: string; name: string }>): ProposedPlan {
  const { destination_name, departure_window, candidate_id, ...plan } = input;
  const name = plan.candidate_name ?? destination_name;
  const [from, to] = departure_window ?? [];
  const resolved = {
    ...plan,
    ...(name !== undefined ? { candidate_name: name } : {}),
    departure_date: plan.departure_date ?? from,
    return_date: plan.return_date ?? to,
  };
  if (resolved.departure_date === undefined) delete resolved.departure_date;
  if (resolved.return_date === undefined) delete resolved.return_date;
  if (candidate_id !== undefined) return { ...resolved, candidate_id };
  if (name === undefined) throw invalidInput('body.proposed_plan needs candidate_id (from travel.destinations.search) or a candidate_name / destination_name');
  const wanted = normalize(name);
  const match = candidates.find((c) => normalize(c.name) === wanted) ?? candidates.find((c) => normalize(c.name).split(',')[0] === wanted.split(',')[0]);
  if (!match)
    throw invalidInput(
      `body.proposed_plan names "${name}", which is not an in-scope candidate of this request; send candidate_id from travel.destinations.search`,
    );
  return { ...resolved, candidate_id: match.id };
}

const normalize = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
