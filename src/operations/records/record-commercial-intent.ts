import { CommercialIntentRequest, CommercialIntentResponse, type TRAFFIC_TYPES } from '../../contracts/accounts.js';
import { recordCommercialIntent as storeIntent } from '../../records/commercial-intent.js';
import { defineOperation } from '../types.js';

export const recordCommercialIntent = defineOperation({
  id: 'recordCommercialIntent',
  method: 'POST',
  path: '/api/v1/commercial/intent',
  input: CommercialIntentRequest,
  output: CommercialIntentResponse,
  errors: [404, 409],
  auth: 'bearer',
  quota: 'consume',
  idempotent: true,
  writes: true,
  tag: 'records',
  summary: 'Record intent to pay after a travel response offered commercial_next_step',
  description:
    'Takes the request_id of a travel search response of the same account (404 otherwise) whose commercial_next_step was not null (409 otherwise: a no-match search, or another call) and returns the browser billing bridge. One intent per request: repeating the call answers the first record (same commercial_intent_id). Creates no checkout, inventory, rates, fares or booking.',
  cli: { command: 'commercial-intent', argument: 'json' },
  handler: (body, { services, caller }) =>
    storeIntent(body, {
      records: services.store.records,
      now: services.now,
      accountId: caller!.accountId,
      trafficType: caller!.trafficType as (typeof TRAFFIC_TYPES)[number],
      publicBaseUrl: services.config.publicBaseUrl,
    }),
});
