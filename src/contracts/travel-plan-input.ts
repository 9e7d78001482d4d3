import { Type } from '@sinclair/typebox';
import { Closed } from './common.js';
import { ProposedPlan, TravelPlanValidateRequest } from './travel-primitives.js';

/**
 * proposed_plan as plan validation accepts it on the wire: the ProposedPlan fields plus two
 * vendor-style aliases that clients written against other travel APIs send. The operation turns
 * them into the ProposedPlan the engine reads.
 */
export const ProposedPlanInput = Closed(
  {
    ...ProposedPlan.properties,
    candidate_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        description:
          'id of a candidate from travel.destinations.search. Required unless candidate_name or destination_name names an in-scope candidate of this request.',
      }),
    ),
    destination_name: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Alias of candidate_name (vendor-style clients send this name).' }),
    ),
    departure_window: Type.Optional(
      Type.Array(Type.String({ format: 'date' }), {
        minItems: 2,
        maxItems: 2,
        description:
          'Alias of [departure_date, return_date] (vendor-style clients send this pair). Not the request-level departure_window, which is the window to search in.',
      }),
    ),
  },
  { description: `${ProposedPlan.description ?? ''} destination_name and departure_window are accepted as aliases.`.trim() },
);

export const TravelPlanValidateInput = Closed(
  { ...TravelPlanValidateRequest.properties, proposed_plan: ProposedPlanInput },
  { title: 'TravelPlanValidateRequest', description: TravelPlanValidateRequest.description },
);
