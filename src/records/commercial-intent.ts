import { COMMERCIAL_SOURCE_PATH, type CommercialIntentRequest, type CommercialIntentResponse } from '../contracts/accounts.js';
import { conflict } from '../errors.js';
import { newId } from '../ids.js';
import { billingLinks } from '../accounts/billing-links.js';
import { ownRequest, type RecordDeps } from './own-request.js';

/**
 * Records paid intent for a travel response of the same account (404 otherwise) that presented
 * commercial_next_step (409 otherwise: a no-match search, or not a search), once per request:
 * asking again answers the first record.
 */
export async function recordCommercialIntent(
  body: CommercialIntentRequest,
  deps: RecordDeps & { trafficType: CommercialIntentResponse['traffic_type']; publicBaseUrl: string },
): Promise<CommercialIntentResponse> {
  const request = await ownRequest(body.request_id, deps, 'use the request_id of one of your travel search responses');
  if (request.commercial_next_step_presented !== 1) {
    throw conflict(
      `request_id ${body.request_id} did not present commercial_next_step (only a matched travel search does); record intent with the request_id of a response whose commercial_next_step is not null`,
    );
  }
  const record = await deps.records.addCommercialIntentOnce({
    id: newId('ci'),
    account_id: deps.accountId,
    request_id: body.request_id,
    source_path: body.source_path ?? COMMERCIAL_SOURCE_PATH,
    traffic_type: deps.trafficType,
    created_at: deps.now().toISOString(),
  });
  return commercialIntentResponse({
    id: record.id,
    requestId: record.requestId,
    trafficType: record.trafficType as CommercialIntentResponse['traffic_type'],
    publicBaseUrl: deps.publicBaseUrl,
  });
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
