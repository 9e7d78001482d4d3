import { listTravelJson, readTravelJson } from './data-files.js';
import { estimateClimate } from './models/climate.js';
import { estimateCosts } from './models/costs.js';
import { bestProfile, estimateFlight, estimateFlights, requireAirport } from './models/flights.js';
import { SUPPORTED_ORIGINS, type ClimateEstimate, type CostEstimate, type Destination, type FlightProfile, type SupportedOrigin } from './types.js';

export type { Destination, FlightProfile, ClimateEstimate, CostEstimate, SupportedOrigin } from './types.js';
export { SUPPORTED_ORIGINS, THEMES } from './types.js';
export { estimateClimate } from './models/climate.js';
export { estimateCosts } from './models/costs.js';
export { estimateFlight, estimateFlights, gatewaysFor } from './models/flights.js';
export { airportRole, gatewayLeg, type AirportRole, type GatewayLeg } from './models/gateways.js';

export interface PlaceInput {
  lat: number;
  lon: number;
  country: string;
  name?: string;
  admin1?: string | null;
  /** Height of the place in metres; null or absent when unknown (no height adjustment then). */
  elevation_m?: number | null;
  coastal?: boolean;
}

/** Estimates for a place without a curated record: every figure is a model_estimate. */
export interface PlaceEstimate {
  climate: ClimateEstimate;
  costs: CostEstimate;
  flights: Record<SupportedOrigin, FlightProfile>;
}

/** A flight profile plus whether it came from the supported-origin set or the any-origin fallback. */
export interface FlightProfileResult extends FlightProfile {
  supported_origin: boolean;
  /** Present for unsupported origins: what the engine should disclose in beta_warnings. */
  warning?: string;
}

export interface KnowledgeBase {
  readonly destinations: readonly Destination[];
  byId(id: string): Destination | undefined;
  estimateForPlace(place: PlaceInput): PlaceEstimate;
  flightProfile(destination: Destination, originIata: string): FlightProfileResult;
}

const isSupported = (code: string): code is SupportedOrigin => (SUPPORTED_ORIGINS as readonly string[]).includes(code);

function unsupportedOriginProfile(destination: Destination, origin: string): FlightProfileResult {
  const from = requireAirport(origin);
  const profile = bestProfile(from, destination.airports, destination) ?? estimateFlight(origin, destination);
  return {
    ...profile,
    supported_origin: false,
    warning: `Origin ${from.iata} is not a supported flight-profile origin (${SUPPORTED_ORIGINS.join(', ')}); default model_estimate flight values were used.`,
  };
}

function build(): KnowledgeBase {
  const destinations = listTravelJson('destinations').flatMap((file) => readTravelJson<{ destinations: Destination[] }>(file).destinations);
  // The climate stations load on the first estimate for a place outside the curated set: a search among curated places never reads them.
  const index = new Map(destinations.map((d) => [d.id, d]));
  return {
    destinations,
    byId: (id) => index.get(id),
    estimateForPlace(place) {
      return {
        climate: estimateClimate(place),
        costs: estimateCosts(place.country, place.name, place.admin1),
        flights: estimateFlights(SUPPORTED_ORIGINS, place),
      };
    },
    flightProfile(destination, originIata) {
      const origin = originIata.trim().toUpperCase();
      if (isSupported(origin)) return { ...destination.flights[origin], supported_origin: true };
      return unsupportedOriginProfile(destination, origin);
    },
  };
}

let cached: KnowledgeBase | undefined;

/** The curated destinations and estimation models; loaded synchronously once, then cached. */
export function loadKnowledgeBase(): KnowledgeBase {
  cached ??= build();
  return cached;
}
