import type { PlanValidation } from '../../../contracts/travel.js';
import type { Analysis } from '../analyze.js';
import { excludedBy, pointOf } from '../gate/scope.js';
import type { Candidate, EngineData } from '../types.js';

type Check = PlanValidation['constraint_satisfaction']['checks'][number];

/** A plan whose candidate lies inside a place the request rules out ("not Santorini") violates a hard constraint. */
export function exclusionChecks(data: EngineData, c: Candidate, a: Analysis, signals: string[]): Check[] {
  if (a.scope.excluded.length === 0) return [];
  const hit = excludedBy(a.scope, data.gazetteer, pointOf(c));
  const names = a.scope.excluded.map((p) => p.name).join(', ');
  if (hit) signals.push(`candidate_out_of_scope: ${c.name} is inside ${hit.name}, which the request excludes`);
  return [
    {
      constraint: `not in ${names}`,
      status: hit ? 'violated' : 'satisfied',
      detail: hit ? `${c.name} is inside ${hit.name}.` : `${c.name} is outside every excluded place.`,
    },
  ];
}
