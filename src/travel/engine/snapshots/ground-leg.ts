import type { FlightSnapshot } from '../../../contracts/travel.js';
import type { FlightProfile } from '../../knowledge/types.js';
import { GROUND_LEG_MODEL } from '../../knowledge/models/ground-legs.js';
import { modelledLeg, RAIL_MODEL, RAIL_MODEL_PARAMS } from '../../knowledge/models/surface.js';

type GroundLegSnapshot = NonNullable<FlightSnapshot['ground_leg']>;

const R = RAIL_MODEL_PARAMS;
const FARE_MODEL = {
  timetable: `${GROUND_LEG_MODEL}: the line's typical standard fare band (editorial, data/travel/ground-legs.json), not a quote`,
  distance: `${RAIL_MODEL}: round trip 2 x ${R.track_factor} x distance x ${R.usd_per_km[0]}-${R.usd_per_km[1]} USD per km, not a quote`,
};

/**
 * The rail, ferry or road line a ground trip takes, as a decision field: the operator's journey time
 * (or the distance model's), the source and its date, and the fare band with the model it comes from.
 */
export function groundLegSnapshot(p: FlightProfile): GroundLegSnapshot | null {
  const leg = p.ground_leg;
  if (!leg) return null;
  const modelled = modelledLeg(p);
  return {
    mode: leg.mode,
    name: leg.name,
    operator: leg.operator,
    from: leg.from,
    to: leg.to,
    journey_minutes: leg.minutes,
    journey_basis: modelled ? 'model_estimate' : 'operator_timetable',
    source: (modelled ? RAIL_MODEL : `${leg.operator} timetable${leg.url ? ` (${leg.url})` : ''}`).slice(0, 300),
    as_of: modelled ? null : (p.provenance.as_of ?? null),
    fare_round_trip_usd: p.fare_band_usd,
    fare_model: modelled ? FARE_MODEL.distance : FARE_MODEL.timetable,
  };
}
