import type { ApiRequestRequest, ApiRequestResponse } from '../contracts/accounts.js';
import { newId } from '../ids.js';
import type { RecordDeps } from './own-request.js';

/** Demand capture: an agent asks for an API we do not have. Stored before answering. */
export async function submitApiRequest(body: ApiRequestRequest, deps: RecordDeps): Promise<ApiRequestResponse> {
  const id = newId('apireq');
  const receivedAt = deps.now().toISOString();
  await deps.records.addApiRequest({
    id,
    account_id: deps.accountId,
    requested_api_name: body.requested_api_name,
    urgency: body.urgency ?? 'medium',
    body: JSON.stringify(body),
    created_at: receivedAt,
  });
  return {
    accepted: true,
    stored: true,
    api_request_id: id,
    requested_api_name: body.requested_api_name,
    roadmap_bucket: 'agent_requested_api',
    incentive: {
      credit_usd: 100,
      credit_type: 'usage_credit',
      condition: 'if_svc_builds_requested_api',
      note: 'Eligibility for 100 USD of usage credit if svc builds the API you requested. Not a promise that it will be built.',
    },
    next_step: 'Keep using the closest existing endpoint; mention this api_request_id in feedback if the missing API blocks you.',
    received_at: receivedAt,
  };
}
