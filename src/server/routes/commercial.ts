import { CommercialIntentRequest, CommercialIntentResponse, type TRAFFIC_TYPES } from '../../contracts/accounts.js';
import { recordCommercialIntent } from '../../records/commercial-intent.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function commercialRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/commercial/intent',
    {
      schema: {
        operationId: 'recordCommercialIntent',
        summary: 'Record intent to pay after a travel response offered commercial_next_step',
        description:
          'Takes the request_id of a travel search response of the same account (404 otherwise) whose commercial_next_step was not null (409 otherwise: a no-match search, or another call) and returns the browser billing bridge. One intent per request: repeating the call answers the first record (same commercial_intent_id). Creates no checkout, inventory, rates, fares or booking.',
        tags: ['records'],
        security: bearerSecurity,
        body: CommercialIntentRequest,
        response: responses(CommercialIntentResponse, [...BEARER_POST_ERRORS, 404, 409]),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => {
      const caller = request.caller!;
      return recordCommercialIntent(request.body, {
        records: ctx.store.records,
        now: ctx.now,
        accountId: caller.accountId,
        trafficType: caller.trafficType as (typeof TRAFFIC_TYPES)[number],
        publicBaseUrl: ctx.config.publicBaseUrl,
      });
    },
  );
}
