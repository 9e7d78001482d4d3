import { TravelIntentParseRequest, TravelIntentParseResponse } from '../../contracts/travel-primitives.js';
import { detailedResponse, withDetail } from '../../contracts/travel-detail.js';
import { defineOperation } from '../types.js';
import { atLevel, takeDetail } from './detail.js';
import { START_WITH_SUMMARY, TRAVEL_TRUTH } from './truth.js';

export const parseTravelIntent = defineOperation({
  id: 'parseTravelIntent',
  method: 'POST',
  path: '/api/v1/travel/intent/parse',
  input: withDetail(TravelIntentParseRequest),
  output: detailedResponse(TravelIntentParseResponse),
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel-primitives',
  summary: 'Primitive 1: parse a messy trip request into constraints (no ranking)',
  description: `MCP tool travel.intent.parse. Returns effective_input, interpreted_constraints, constraint_conflicts and the details intent parsing read; no destinations. ${TRAVEL_TRUTH}`,
  tool: {
    name: 'travel.intent.parse',
    title: 'Parse travel intent',
    description: `Step 1 of the validated chain. Parses a messy trip request plus optional structured fields into effective_input, interpreted_constraints and constraint_conflicts (the natural-language request wins). Returns no destinations. ${START_WITH_SUMMARY}`,
    openWorld: false,
  },
  cli: { command: 'travel intent-parse', argument: 'json' },
  handler(input, { services, now }) {
    const { level, rest } = takeDetail(input);
    return atLevel(level, services.travel.parseIntent(rest, now));
  },
});
