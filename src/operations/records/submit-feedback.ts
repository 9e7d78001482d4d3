import { FeedbackRequest, FeedbackResponse } from '../../contracts/accounts.js';
import { submitFeedback as storeFeedback } from '../../records/feedback.js';
import { defineOperation } from '../types.js';

export const submitFeedback = defineOperation({
  id: 'submitFeedback',
  method: 'POST',
  path: '/api/v1/feedback',
  input: FeedbackRequest,
  output: FeedbackResponse,
  auth: 'bearer',
  quota: 'consume',
  idempotent: true,
  writes: true,
  tag: 'records',
  summary: 'Rate a response and say what was missing',
  errors: [404],
  description:
    "Stored durably before the response is sent. roadmap_buckets are inferred from issue_categories by the mapping in /docs.md. A request_id must be one of your own responses (404 otherwise, for unknown ids and other accounts' alike).",
  tool: { name: 'feedback.submit', title: 'Submit feedback', description: 'Rate a response and say what was missing.', openWorld: false },
  cli: { command: 'feedback', argument: 'json' },
  handler: (body, { services, caller }) => storeFeedback(body, { records: services.store.records, now: services.now, accountId: caller!.accountId }),
});
