import type { ActivationRequest, ActivationResponse } from '../contracts/accounts.js';
import type { Limits } from '../accounts/plans.js';
import { ACTIVATION_LIMITS } from '../accounts/activation-throttle.js';
import { billingLinks } from '../accounts/billing-links.js';

/** The activation response: the key value appears here and nowhere else, ever. */
export function activationResponse(input: {
  requestId: string;
  accountId: string;
  keyId: string;
  keyValue: string;
  keyPrefix: string;
  request: ActivationRequest;
  limits: Limits;
  publicBaseUrl: string;
}): ActivationResponse {
  const base = input.publicBaseUrl;
  return {
    request_id: input.requestId,
    account: {
      id: input.accountId,
      email: sandboxEmail(input.accountId),
      plan: 'free_sandbox',
      email_verification_required_for_sandbox: false,
      created_for: 'agent_activation',
      traffic_type: input.request.traffic_type ?? 'external',
    },
    api_key: { id: input.keyId, value: input.keyValue, prefix: input.keyPrefix, returned_once: true, store_immediately: true },
    limits: input.limits,
    first_call: {
      method: 'GET',
      url: `${base}/api/v1/account/me`,
      headers: { Authorization: 'Bearer <api_key.value>' },
      then: {
        method: 'POST',
        url: `${base}/api/v1/travel/search`,
        body: { user_request: 'A long weekend in Northern California with redwoods and rugged coast, flying from SFO in May' },
      },
      curl: `curl -s ${base}/api/v1/account/me -H "Authorization: Bearer $SVC_API_KEY"`,
    },
    billing_next_step: {
      requires_browser_billing_account: true,
      note: 'Sandbox keys cannot be upgraded from the shell. A person signs up or logs in in a browser, then upgrades at /billing.',
      ...billingLinks(base),
    },
    abuse_controls: {
      activations_per_hour_per_client: ACTIVATION_LIMITS.perHour,
      activations_per_day_per_client: ACTIVATION_LIMITS.perDay,
      client_identifier: 'HMAC-SHA256 of the client address with a server secret; raw addresses are not stored',
      key_limits: { hourly: input.limits.hourly, per_rolling_30_days: input.limits.monthly },
    },
    product_truth: {
      live_booking_inventory: false,
      provider_backed_rates: false,
      live_flight_fares: false,
      booking_supported: false,
      sandbox_account: 'Not for production identity, payment or verified-email workflows.',
    },
  };
}

/** Activation accounts have no email; a placeholder on the reserved .invalid domain keeps the field honest. */
export function sandboxEmail(accountId: string): string {
  return `${accountId}@sandbox.svc.invalid`;
}
