import { FeedbackRequest, FeedbackResponse } from '../../contracts/accounts.js';
import { submitFeedback } from '../../records/feedback.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

export async function feedbackRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/v1/feedback',
    {
      schema: {
        operationId: 'submitFeedback',
        summary: 'Rate a response and say what was missing',
        description: 'Stored durably before the response is sent. roadmap_buckets are inferred from issue_categories by the mapping in /docs.md. A request_id must be one of your own responses (404 otherwise, for unknown ids and other accounts\' alike).',
        tags: ['records'],
        security: bearerSecurity,
        body: FeedbackRequest,
        response: responses(FeedbackResponse, [...BEARER_POST_ERRORS, 404]),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => submitFeedback(request.body, { records: ctx.store.records, now: ctx.now, accountId: request.caller!.accountId }),
  );
}
