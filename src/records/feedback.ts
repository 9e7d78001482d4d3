import type { FeedbackRequest, FeedbackResponse } from '../contracts/accounts.js';
import { newId } from '../ids.js';
import { ownRequest, type RecordDeps } from './own-request.js';
import { roadmapBuckets } from './roadmap.js';

/**
 * Stores feedback durably and answers with its roadmap buckets. Shared by REST and MCP. A
 * request_id, when given, must be one of the caller's own requests.
 */
export async function submitFeedback(body: FeedbackRequest, deps: RecordDeps): Promise<FeedbackResponse> {
  if (body.request_id !== undefined)
    await ownRequest(body.request_id, deps, 'use the request_id (or X-Request-Id) of one of your own responses, or leave it out');
  const buckets = roadmapBuckets(body.issue_categories);
  const primary = buckets[0] ?? 'triage';
  const receivedAt = deps.now().toISOString();
  const id = newId('fb');
  await deps.records.addFeedback({
    id,
    account_id: deps.accountId,
    request_id: body.request_id ?? null,
    rating: body.rating,
    issue_categories: JSON.stringify(body.issue_categories),
    roadmap_bucket: primary,
    body: JSON.stringify(body),
    created_at: receivedAt,
  });
  return { feedback_id: id, stored: true, roadmap_bucket: primary, roadmap_buckets: buckets, issue_categories: body.issue_categories, received_at: receivedAt };
}
