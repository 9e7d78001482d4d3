import type { TravelSearchRequest } from '../../contracts/travel.js';
import type { Understanding } from '../../contracts/travel-understanding.js';
import { parseIntent, referenceDate, type ParsedIntent } from '../intent/index.js';
import type { Catalog } from './catalog.js';
import { gate, type GateResult } from './gate/gate.js';
import { buildScope, type Scope } from './gate/scope.js';
import { rankCandidates, type Ranked } from './rank/rank.js';
import { deriveTrip, type Trip } from './trip.js';
import { withDefaults } from './understanding.js';
import type { EngineData } from './types.js';

/** Parse -> trip facts -> scope -> gate -> rank: the part every travel operation shares. */
export interface Analysis {
  parsed: ParsedIntent;
  trip: Trip;
  scope: Scope;
  gate: GateResult;
  ranked: Ranked[];
  understanding: Understanding;
}

export function analyze(data: EngineData, catalog: Catalog, input: TravelSearchRequest, now: Date): Analysis {
  const parsed = parseIntent(input, { now: () => now, gazetteer: data.gazetteer });
  // The trip's "today" (months read for weather when no dates are given) is the request's reference date.
  const trip = deriveTrip(parsed, referenceDate(input, now));
  const scope = buildScope(parsed, data.gazetteer, catalog.curated);
  const gated = gate(data, catalog, scope, trip);
  const ranked = gated.status === 'matched' ? rankCandidates(data, gated.gated, trip) : [];
  return { parsed, trip, scope, gate: gated, ranked, understanding: withDefaults(parsed, trip) };
}
