import { TravelProviderHandoffsRequest, TravelProviderHandoffsResponse } from '../../contracts/travel-primitives.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { defineOperation } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

export const generateTravelProviderHandoffs = defineOperation({
  id: 'generateTravelProviderHandoffs',
  method: 'POST',
  path: '/api/v1/travel/provider-handoffs/generate',
  input: withDetail(TravelProviderHandoffsRequest),
  output: detailedResponse(TravelProviderHandoffsResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel-primitives',
  summary: 'Primitive 5: provider-ready flight, hotel and place handoffs for the selected candidate',
  description: `MCP tool travel.provider_handoffs.generate. Search parameters and public search links tied to the selected candidate; null handoffs with not_bookable when the candidate is unknown or out of scope. ${TRAVEL_TRUTH}`,
  tool: {
    name: 'travel.provider_handoffs.generate',
    title: 'Provider-ready handoffs',
    description: `Step 5. Flight, hotel and place handoffs (search parameters, deep links, required_external_checks) for the selected candidate. Never a booking, never a live price. ${START_WITH_SUMMARY}`,
    openWorld: false,
  },
  cli: { command: 'travel provider-handoffs', argument: 'json' },
  handler(input, { services, now }) {
    const { level, rest } = takeDetail(input);
    return atLevel(level, services.travel.generateHandoffs(rest, now));
  },
});
