import { airportByIata } from '../../geo/airports.js';
import type { Gazetteer, ResolvedPlace } from '../../geo/types.js';
import { landsOfPassport } from '../../knowledge/models/visa-rules.js';
import { addUnderstoodPart, type ParsedIntent } from '../../intent/index.js';

/**
 * Where a traveller who keeps to their own country may go (no passport, a domestic trip): the origin's country and the
 * territories whose people hold its passport (the US with Puerto Rico, the US Virgin Islands, Guam; France with its
 * overseas departments), from the nationality laws in data/travel/visa-rules.json. These become the search's scope when the
 * request names no place. Empty without an origin airport.
 */
export function homeLands(origin: string | null, gazetteer: Gazetteer): ResolvedPlace[] {
  const airport = origin ? airportByIata(origin) : undefined;
  if (!airport) return [];
  return landsOfPassport(airport.country).flatMap((code) => {
    const country = gazetteer.byId(`country:${code.toLowerCase()}`);
    return country ? [{ ...country, confidence: 1, matched_text: country.name, alternatives: [] }] : [];
  });
}

/** A request that keeps to the traveller's own country and names no place is scoped to the home lands, said in the understanding. */
export function withHomeScope(parsed: ParsedIntent, origin: string | null, gazetteer: Gazetteer): ParsedIntent {
  if (!parsed.home_only || parsed.hard_places.length > 0) return parsed;
  const lands = homeLands(origin, gazetteer);
  if (lands.length === 0) return parsed;
  const value = `within ${lands.map((l) => l.name).join(', ')}: no passport or border on the way (domestic)`;
  return {
    ...parsed,
    hard_places: lands,
    understanding: addUnderstoodPart(parsed.understanding, { field: 'destination', value, source: 'user_request', text: null }),
  };
}
