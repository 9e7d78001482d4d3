import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';

/**
 * The ways the travellers will go ("no flying", "by train", "mit dem Auto", "in traghetto", a fear
 * of flying): a hard constraint on how every result is reached from the origin. One schema serves
 * the request field, the parse details and the answer's account of it.
 */
export const TRAVEL_MODES = ['flight', 'rail', 'road', 'ferry'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

export const TravelModes = Type.Array(StringEnum(TRAVEL_MODES), {
  minItems: 1,
  maxItems: 4,
  description:
    'Allowed ways to travel from the origin (road: car, coach or bus). Without flight, every result is reached by these modes from the origin, and places they cannot reach (or the data cannot say) are left out and named in the answer\'s travel_modes. A way stated in user_request ("no flying", "en tren", "mit dem Auto") wins over this field.',
});

export const TravelModesRead = Closed(
  {
    allowed: Nullable(TravelModes),
    source: StringEnum(['user_request', 'structured', 'none'] as const),
    text: Nullable(Type.String({ maxLength: 300, description: 'The words read.' })),
    flight_ruled_out: Type.Boolean({
      description:
        'true: flying is ruled out in words ("no flying", a fear of flying), by an own vehicle ("with our car", "in our camper", driving from a place; driving alone, a leg by hire car, does not) or by the field; false: only a way was named ("by train"), which yields to flight when it reaches no candidate from the origin (the way is then read as the way to travel there).',
    }),
  },
  { description: 'The ways of travelling the request states or sends; allowed is null when neither says (any way).' },
);

export const REACH_STATUSES = ['no_route', 'too_far', 'unknown'] as const;

export const TravelModesAnswer = Closed(
  {
    allowed: TravelModes,
    source: StringEnum(['user_request', 'structured'] as const),
    checked_from: Nullable(
      Type.String({
        maxLength: 10,
        description: 'The origin airport reachability was checked from; null when the origin is unknown and nothing could be checked.',
      }),
    ),
    left_out: Type.Array(
      Closed({
        id: Type.String({ maxLength: 100 }),
        name: Type.String({ maxLength: 200 }),
        status: StringEnum(REACH_STATUSES, {
          description:
            'no_route: no road or fixed link leads there (a closed border, no land route between the countries); too_far: beyond the distance a surface trip is modelled for; unknown: the data cannot say (open water without a ferry in the data).',
        }),
        reason: Type.String({ maxLength: 300 }),
      }),
      { maxItems: 20, description: 'Candidates left out because the allowed modes do not reach them from the origin.' },
    ),
    left_out_count: Type.Integer({ minimum: 0 }),
    note: Type.String({ maxLength: 500 }),
  },
  {
    description:
      "Present when the request states a way of travelling without flight: what was checked, from where, and the candidates left out for it. Results reached on the data's rail, ferry or road legs name them in the ground handoff; others are modelled from distance.",
  },
);

export type TravelModesRead = Static<typeof TravelModesRead>;
export type TravelModesAnswer = Static<typeof TravelModesAnswer>;
export type ReachStatus = (typeof REACH_STATUSES)[number];
