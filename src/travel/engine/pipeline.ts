import type {
  TravelDestinationList,
  TravelDestinationsSearchRequest,
  TravelDestinationsSearchResponse,
  TravelIntentParseRequest,
  TravelIntentParseResponse,
  TravelPlacesSearchRequest,
  TravelPlacesSearchResponse,
  TravelPlanValidateRequest,
  TravelPlanValidateResponse,
  TravelProviderHandoffsRequest,
  TravelProviderHandoffsResponse,
  TravelSearchRequest,
  TravelSearchResponse,
} from '../../contracts/travel.js';
import { analyze } from './analyze.js';
import { destinationList } from './destinations.js';
import { validatePlan } from './plan/validate.js';
import { destinationsSearch, intentParse } from './primitives/intent-destinations.js';
import { generateHandoffs, placesSearch } from './primitives/places-handoffs.js';
import { searchResponse } from './assemble/search-response.js';
import { buildCatalog, type Catalog } from './catalog.js';
import type { EngineData, RequestContext } from './types.js';

/**
 * The travel engine: built once over the knowledge base, gazetteer and research port, then
 * called per request with that request's clock, id and commercial context. Pure: no I/O
 * beyond the research port it was given.
 */
export interface TravelEngine {
  readonly data: EngineData;
  readonly catalog: Catalog;
  search(input: TravelSearchRequest, ctx: RequestContext): Promise<TravelSearchResponse>;
  parseIntent(input: TravelIntentParseRequest, now: Date): TravelIntentParseResponse;
  searchDestinations(input: TravelDestinationsSearchRequest, now: Date): TravelDestinationsSearchResponse;
  /** accountId owns any research job the places search starts (null: no pollable job). */
  searchPlaces(input: TravelPlacesSearchRequest, now: Date, accountId: string | null): Promise<TravelPlacesSearchResponse>;
  validatePlan(input: TravelPlanValidateRequest, now: Date): TravelPlanValidateResponse;
  generateHandoffs(input: TravelProviderHandoffsRequest, now: Date): TravelProviderHandoffsResponse;
  /** The destination list; built on first call and then reused (it depends only on the data files). */
  listDestinations(docsUrl: string | null): TravelDestinationList;
}

export function createTravelEngine(data: EngineData): TravelEngine {
  const catalog = buildCatalog(data);
  const lists = new Map<string | null, TravelDestinationList>();
  return {
    data,
    catalog,
    search: (input, ctx) => searchResponse(data, analyze(data, catalog, input, ctx.now()), ctx),
    parseIntent: (input, now) => intentParse(data, input, now),
    searchDestinations: (input, now) => destinationsSearch(data, catalog, input, now),
    searchPlaces: (input, now, accountId) => placesSearch(data, catalog, input, now, accountId),
    validatePlan: (input, now) => validatePlan(data, catalog, input, now),
    generateHandoffs: (input, now) => generateHandoffs(data, catalog, input, now),
    listDestinations(docsUrl) {
      let list = lists.get(docsUrl);
      if (!list) lists.set(docsUrl, (list = destinationList(catalog, docsUrl)));
      return list;
    },
  };
}
