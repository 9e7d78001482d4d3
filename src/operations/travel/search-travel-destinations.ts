import { TravelDestinationsSearchRequest, TravelDestinationsSearchResponse } from '../../contracts/travel-primitives.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { defineOperation } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

export const searchTravelDestinations = defineOperation({
  id: 'searchTravelDestinations',
  method: 'POST',
  path: '/api/v1/travel/destinations/search',
  input: withDetail(TravelDestinationsSearchRequest),
  output: detailedResponse(TravelDestinationsSearchResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel-primitives',
  summary: 'Primitive 2: in-scope candidate destinations or no_match (no ranked results)',
  description: `MCP tool travel.destinations.search. The gate and ranking of /travel/search, returned as up to 10 candidate_destinations with eligibility and a provider handoff summary. ${TRAVEL_TRUTH}`,
  tool: {
    name: 'travel.destinations.search',
    title: 'Gate in-scope destinations',
    description: `Step 2. Applies hard geography and theme constraints before ranking and returns in-scope candidate_destinations with eligibility, or match_status no_match. Pick one candidate to pass to the next tools. ${START_WITH_SUMMARY}`,
    openWorld: false,
  },
  cli: { command: 'travel destinations-search', argument: 'json' },
  handler(input, { services, now, facts }) {
    const { level, rest } = takeDetail(input);
    const result = services.travel.searchDestinations(rest, now);
    facts.matchStatus = result.match_status.status;
    return atLevel(level, result);
  },
});
