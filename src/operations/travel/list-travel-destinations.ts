import { NoInput } from '../../contracts/operations.js';
import { TravelDestinationList } from '../../contracts/travel.js';
import { defineOperation, JsonText } from '../types.js';
import { TRAVEL_TRUTH } from './truth.js';

export const listTravelDestinations = defineOperation({
  id: 'listTravelDestinations',
  method: 'GET',
  path: '/api/v1/travel/destinations',
  input: NoInput,
  output: TravelDestinationList,
  auth: 'bearer',
  quota: 'consume',
  tag: 'travel',
  summary: 'List the curated destinations with source tiers, intelligence basis and coverage boundaries',
  description: `Shape decided by svc (the spec leaves it open): count, destinations (id, name, kind, country, region, themes, coverage_tier, source_tiers, intelligence_basis, coverage_boundaries), supported_origins and a legend of source tiers. Places without a curated record can still be returned by search as research_ready candidates. ${TRAVEL_TRUTH}`,
  cli: { command: 'destinations', argument: 'none' },
  handler: (_input, { services }) => new JsonText(listText(services.travel, `${services.config.publicBaseUrl}/docs`)),
});

// The list depends only on the data files: serialised once per docs URL.
const texts = new WeakMap<object, string>();
function listText(engine: { listDestinations(docsUrl: string | null): object }, docsUrl: string): string {
  let text = texts.get(engine);
  if (text === undefined) texts.set(engine, (text = JSON.stringify(engine.listDestinations(docsUrl))));
  return text;
}
