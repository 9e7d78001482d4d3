import type { CommercialNextStep } from '../../../contracts/travel.js';
import { billingLinks } from '../../../accounts/billing-links.js';
import type { CommercialContext } from '../types.js';

const SOURCE_PATH = '/api/v1/travel/search/commercial-next-step';

/** commercial_next_step of a matched response; the caller's own limits and remaining quota. */
export function commercialNextStep(ctx: CommercialContext, requestId: string): CommercialNextStep {
  return {
    reason: 'coherent_first_value_or_provider_handoff_ready',
    prompt: `This response has in-scope candidates with provider handoffs. For higher limits (hobby: ${ctx.limits.hobby.hourly}/hour, ${ctx.limits.hobby.monthly}/30 days), an operator can upgrade in a browser; upgrading does not turn on booking, rates or live fares.`,
    recommended_plan: 'hobby',
    ...billingLinks(ctx.publicBaseUrl),
    requires_browser_billing_account: true,
    checkout_source_path: SOURCE_PATH,
    source_attribution: { surface: 'travel_rest_or_mcp_first_value', request_id: requestId, event: 'commercial_next_step_presented' },
    commercial_intent_action: {
      method: 'POST',
      endpoint: '/api/v1/commercial/intent',
      auth: 'bearer_api_key',
      body: { request_id: requestId, source_path: SOURCE_PATH },
      expected_event: 'commercial_intent_requested',
      requires_browser_billing_account: true,
    },
    api_request_action: {
      method: 'POST',
      endpoint: '/api/v1/api-requests',
      auth: 'bearer_api_key',
      roadmap_bucket: 'agent_requested_api',
      use_when: 'missing_primitive_blocks_adoption_after_first_value',
      conditional_incentive: 'Eligible for a 100 USD usage credit if svc builds the API you requested; not a guarantee that it will be built.',
    },
    limits_delta: { free_sandbox: { ...ctx.limits.free_sandbox }, hobby: { ...ctx.limits.hobby }, remaining_now: { ...ctx.remaining } },
    truth_boundaries: { live_booking_inventory: false, provider_backed_rates: false, live_flight_fares: false, booking_supported: false },
  };
}
