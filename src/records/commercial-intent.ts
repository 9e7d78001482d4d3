import { COMMERCIAL_SOURCE_PATH, type CommercialIntentRequest, type CommercialIntentResponse } from '../contracts/accounts.js';
import { notFound } from '../errors.js';
import { newId } from '../ids.js';
import { billingLinks } from './billing-links.js';
import type { RecordDeps } from './feedback.js';

/**
 * Records paid intent for a travel response of the same account. Another account's request id
 * and an unknown one answer alike (404), so ids cannot be probed across accounts.
 */
export async function recordCommercialIntent(
  body: CommercialIntentRequest,
  deps: RecordDeps & { trafficType: CommercialIntentResponse['traffic_type']; publicBaseUrl: string },
): Promise<CommercialIntentResponse> {
  const request = await deps.records.findRequest(body.request_id);
  if (!request || request.account_id !== deps.accountId) {
    throw notFound(`request_id ${body.request_id} is not a request of this account; use the request_id of one of your travel search responses`);
  }
  const id = newId('ci');
  await deps.records.addCommercialIntent({
    id,
    account_id: deps.accountId,
    request_id: body.request_id,
    source_path: body.source_path ?? COMMERCIAL_SOURCE_PATH,
    traffic_type: deps.trafficType,
    created_at: deps.now().toISOString(),
  });
  return commercialIntentResponse({ id, requestId: body.request_id, trafficType: deps.trafficType, publicBaseUrl: deps.publicBaseUrl });
}

export function commercialIntentResponse(input: {
  id: string;
  requestId: string;
  trafficType: CommercialIntentResponse['traffic_type'];
  publicBaseUrl: string;
}): CommercialIntentResponse {
  const links = billingLinks(input.publicBaseUrl);
  return {
    commercial_intent_id: input.id,
    event: 'commercial_intent_requested',
    request_id: input.requestId,
    source_path: COMMERCIAL_SOURCE_PATH,
    traffic_type: input.trafficType,
    requires_browser_billing_account: true,
    billing_bridge: {
      status: 'browser_billing_account_required',
      reason: 'Paid plans are bought by a person in a browser session (payment-processor checkout after login); API keys alone cannot start a checkout.',
      ...links,
    },
    next_action: { type: 'open_browser_authenticated_billing', signup_url: links.paid_signup_url, login_url: links.paid_login_url },
    truth_boundaries: { live_booking_inventory: false, provider_backed_rates: false, live_flight_fares: false, booking_supported: false },
  };
}
