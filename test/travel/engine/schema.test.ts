import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  TravelDestinationList,
  TravelDestinationsSearchResponse,
  TravelIntentParseResponse,
  TravelPlacesSearchResponse,
  TravelPlanValidateResponse,
  TravelProviderHandoffsResponse,
  TravelSearchResponse,
} from '../../../src/contracts/travel.js';
import { context, NOW, testEngine } from './engine.js';

const ajv = new (Ajv as unknown as typeof Ajv.default)({ strict: false, allErrors: true });
(addFormats as unknown as typeof addFormats.default)(ajv);
const check = (schema: TSchema, value: unknown) => {
  const validate = ajv.getSchema(schema.$id!) ?? ajv.compile(schema);
  const ok = validate(value);
  expect(ok, JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
};

const REQUESTS = [
  { user_request: 'Long weekend from SFO in Northern California with redwoods and rugged coast, under $2k for two, in May' },
  { user_request: 'a week somewhere in Bolivia in August from Denver', live_research_mode: 'bounded' as const, max_live_research_ms: 1 },
  { user_request: 'two weeks in Narnia' },
  { user_request: 'family of four, beach, July, from ORD, $9000, remote work, wheelchair accessible', services: ['flights', 'hotels'] },
  { user_request: 'concert in Nashville in October, 3 days, from JFK' },
  { origin: 'LHR', interests: ['food', 'wine', 'basket weaving'], trip_length_days: 120, required_themes: ['teleportation'] },
  {},
];

describe('engine outputs validate against their own schemas', () => {
  it('search, primitives and the destination list', async () => {
    for (const body of REQUESTS) {
      check(TravelSearchResponse, await testEngine().search(body, context(true)));
      check(TravelIntentParseResponse, testEngine().parseIntent(body, NOW));
      check(TravelDestinationsSearchResponse, testEngine().searchDestinations(body, NOW));
      check(TravelPlacesSearchResponse, await testEngine().searchPlaces(body, NOW, null));
      check(TravelProviderHandoffsResponse, testEngine().generateHandoffs(body, NOW));
      check(TravelPlanValidateResponse, testEngine().validatePlan({ ...body, proposed_plan: { candidate_id: 'maui', claims: ['book now'] } }, NOW));
    }
    check(TravelDestinationList, testEngine().listDestinations('http://127.0.0.1:1/docs'));
  });
});
