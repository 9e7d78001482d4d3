import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { ASK_TOPICS } from './travel-intent.js';

/** A question the request asks, answered for one candidate from what the service holds, or said to be unknown. */
export const TravelAnswer = Closed(
  {
    topic: StringEnum(ASK_TOPICS),
    known: Type.Boolean({
      description:
        "true: answered from data named in source and as_of; false: the service holds nothing on it for this place, or only a rule that depends on what the request does not state (the origin country's passport rule when no passport is given: then source and as_of name that rule).",
    }),
    answer: Type.String({ maxLength: 300, description: 'What the service knows, in words; for known false, that it does not know.' }),
    source: Nullable(Type.String({ maxLength: 300 })),
    as_of: Nullable(Type.String({ maxLength: 10 })),
    check: Type.String({ maxLength: 200, description: 'The official place to confirm it before travelling.' }),
  },
  { description: 'One question of the request answered for this candidate.' },
);

export type TravelAnswer = Static<typeof TravelAnswer>;
