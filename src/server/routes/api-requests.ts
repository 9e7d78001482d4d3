import { ApiRequestRequest, ApiRequestResponse } from '../../contracts/accounts.js';
import { submitApiRequest } from '../../records/api-request.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function apiRequestRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/api-requests',
    {
      schema: {
        operationId: 'requestApi',
        summary: 'Ask for an API the service does not have yet',
        description: 'Stored durably. Accepted requests are eligible for 100 USD of usage credit if the requested API is built; not a guarantee it will be.',
        tags: ['records'],
        security: bearerSecurity,
        body: ApiRequestRequest,
        response: responses(ApiRequestResponse, BEARER_POST_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => submitApiRequest(request.body, { records: ctx.store.records, now: ctx.now, accountId: request.caller!.accountId }),
  );
}
