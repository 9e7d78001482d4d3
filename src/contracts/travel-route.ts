import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum } from './common.js';
import { EntryRequirement } from './travel-snapshots.js';

/**
 * A trip through several stops in order ("Edinburgh, then Inverness and Skye, fly back from
 * Glasgow"): the legs between consecutive stops and one estimate for the whole route. Every
 * figure is a model_estimate, never a timetable, fare or quote.
 */

const Name = Type.String({ maxLength: 200 });
const Text = (description: string) => Type.String({ maxLength: 1000, description });

export const RouteCrossing = Closed(
  {
    kind: StringEnum(['border', 'closed_border', 'water', 'closure'] as const, {
      description:
        'border: the leg enters another country (entry says what the passport needs there); closed_border: no road crossing is open between the two countries, so the leg flies; water: the leg crosses open water (ferry, or a flight when too wide); closure: a seasonal closure at the arrival stop in the window.',
    }),
    text: Text('What the crossing means for the leg, in words.'),
    entry: Type.Optional(EntryRequirement),
    source: Nullable(Type.String({ maxLength: 500 })),
    as_of: Nullable(Type.String({ maxLength: 10 })),
  },
  { description: 'Something the leg crosses that the traveller must plan for.' },
);

const LegMode = (description: string) => StringEnum(['rail', 'ferry', 'road', 'flight', 'none'] as const, { description });

export const RouteLeg = Closed(
  {
    from: Name,
    to: Name,
    mode: LegMode(
      "rail or ferry: a scheduled line the data knows (or rail modelled from distance when the request allows only surface ways); road: a drive or bus (with the ferry across narrow water); flight: too far, across wide water or a closed border, or a drive over a day's driving where the route data has a nonstop that is quicker door to door; none: no way the request allows (travel_modes) makes the leg in the data.",
    ),
    distance_km: Type.Number({ minimum: 0 }),
    hours: Nullable(
      Type.Number({
        minimum: 0,
        description: 'Typical door-to-door hours, model_estimate; null (unknown) when no way the data knows makes the leg (mode none).',
      }),
    ),
    cost_usd: Type.Number({ minimum: 0, description: 'One way for the whole party, model_estimate.' }),
    basis: Text('Where the mode, time and cost come from (a named line and its source, or the model).'),
    crossings: Type.Array(RouteCrossing),
    alternatives: Type.Optional(
      Type.Array(
        Closed({
          mode: LegMode('The other way.'),
          hours: Type.Number({ minimum: 0, description: 'Door-to-door hours that way, model_estimate.' }),
          basis: Text('Where that way and its time come from.'),
        }),
        {
          maxItems: 3,
          description: 'The other way the model weighed for a long leg: the drive beside a flight it chose, or the flight beside a drive that stays quicker.',
        },
      ),
    ),
  },
  { description: 'One leg between two consecutive stops, or between the origin and the first or last stop.' },
);

export const TravelRoute = Closed(
  {
    basis: StringEnum(['model_estimate'] as const),
    model: Type.String({ maxLength: 60 }),
    stops: Type.Array(
      Closed({
        name: Name,
        country: Type.String({ minLength: 2, maxLength: 2 }),
        nights: Type.Integer({ minimum: 0 }),
        nights_basis: StringEnum(['stated', 'model_estimate'] as const, {
          description: 'stated: the count the request gives this stop; model_estimate: its share of the trip by the split rule the notes name.',
        }),
        result_id: Nullable(Type.String({ maxLength: 100, description: 'The result that describes this stop, when one does.' })),
      }),
      { maxItems: 12 },
    ),
    legs: Type.Array(RouteLeg, { maxItems: 11 }),
    to_and_from: Type.Array(RouteLeg, {
      maxItems: 2,
      description:
        'Getting from the origin to the first stop and home from the last, each priced as the way it goes: by the allowed ways (travel_modes) when flying is ruled out, else a flight (half the round-trip fare band) or a drive. Empty without an origin.',
    }),
    total_usd: Type.Number({
      minimum: 0,
      description:
        "The whole route for the whole party: getting to the first stop and home from the last (to_and_from), the legs, the nights at each stop at its own rate and the daily spend. This, not a result's total_trip_estimate_usd (one stop for the whole trip), is the route's cost.",
    }),
    breakdown: Closed({
      to_and_from_usd: Type.Number({ minimum: 0 }),
      legs_usd: Type.Number({ minimum: 0 }),
      stay_usd: Type.Number({ minimum: 0 }),
      daily_usd: Type.Number({ minimum: 0 }),
    }),
    unplaced: Type.Array(Name, {
      maxItems: 12,
      description:
        'Stops the traveller named that the service could not place on the map, in the words of the request: the route goes without them and its nights are shared by the stops it has.',
    }),
    notes: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 10 }),
  },
  {
    description:
      'Present when the request gives several stops in order: the legs between consecutive stops and one estimate for the whole route. The results stay the stops (and alternatives) described one by one.',
  },
);

export type RouteCrossing = Static<typeof RouteCrossing>;
export type RouteLeg = Static<typeof RouteLeg>;
export type TravelRoute = Static<typeof TravelRoute>;
