import type { IntelligenceBasis, SourceTier } from '../../../contracts/travel.js';
import type { FlightProfile, Provenance } from '../../knowledge/types.js';
import { COMFORT_MODEL } from '../climate-comfort.js';
import { TRIP_TOTAL_MODEL } from '../rank/costs.js';
import type { Candidate } from '../types.js';
import { ITINERARY_MODEL } from './itinerary.js';

/** intelligence_basis: which tiers, curated sources and models stand behind one result. */
export function intelligenceBasis(c: Candidate, flight: FlightProfile | null): IntelligenceBasis {
  const provs: Array<[string, Provenance]> = [
    ['climate', c.climate_provenance],
    ['costs.mid', c.costs.mid.provenance],
    ['costs.budget', c.costs.budget.provenance],
    ['costs.luxury', c.costs.luxury.provenance],
  ];
  if (flight) provs.push(['flight', flight.provenance], ['flight.nonstop', flight.nonstop_provenance]);
  // The record's own climate provenance is the one already listed as 'climate'.
  if (c.record) for (const [k, p] of Object.entries(c.record.provenance)) if (k !== 'climate') provs.push([k, p]);
  const curated = provs.filter(([, p]) => p.tier === 'curated_baseline');
  const models = provs.filter(([, p]) => p.tier === 'model_estimate' && p.model);
  const tiers: SourceTier[] = [...(curated.length ? (['curated_baseline'] as const) : []), 'model_estimate', 'handoff_required'];
  return {
    source_tiers: tiers,
    curated_sources: curated.map(([field, p]) => ({ name: `${field}: ${p.source ?? 'curated row'}`.slice(0, 200), url: null, as_of: p.as_of ?? null })),
    model_estimates: [
      ...models.map(([field, p]) => ({ field, model: p.model as string })),
      ...(flight
        ? [
            { field: 'total_trip_estimate_usd', model: TRIP_TOTAL_MODEL },
            { field: 'weather_fit', model: COMFORT_MODEL },
            { field: 'suggested_itinerary', model: ITINERARY_MODEL },
          ]
        : []),
    ],
    live_places_retrieved_at: null,
    notes: [
      c.coverage_mode === 'curated_ready'
        ? 'Curated destination record shipped with svc.'
        : 'Research-ready: a gazetteer place with model_estimate figures only.',
      'No live places, fares, rates or inventory were used.',
    ],
  };
}
