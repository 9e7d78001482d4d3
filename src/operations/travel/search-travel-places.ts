import { TravelPlacesSearchRequest, TravelPlacesSearchResponse } from '../../contracts/travel-primitives.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { defineOperation } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

export const searchTravelPlaces = defineOperation({
  id: 'searchTravelPlaces',
  method: 'POST',
  path: '/api/v1/travel/places/search',
  input: withDetail(TravelPlacesSearchRequest),
  output: detailedResponse(TravelPlacesSearchResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel-primitives',
  summary: 'Primitive 3: live place evidence for the selected candidate',
  description: `MCP tool travel.places.search. selected_candidate.id from destinations search (default: the top in-scope candidate). live_places comes from live research (status disabled with live_research_mode off; see the Live research section of /docs.md), plus seeded lodging areas. ${TRAVEL_TRUTH}`,
  tool: {
    name: 'travel.places.search',
    title: 'Live place evidence for a candidate',
    description: `Step 3. live_places evidence (place categories, coverage flags, retrieval time) for the selected candidate. Evidence only: not availability, rates, airfare or checkout. ${START_WITH_SUMMARY}`,
    openWorld: true,
  },
  cli: { command: 'travel places-search', argument: 'json' },
  async handler(input, { services, now, caller }) {
    const { level, rest } = takeDetail(input);
    return atLevel(level, await services.travel.searchPlaces(rest, now, caller?.accountId ?? null));
  },
});
