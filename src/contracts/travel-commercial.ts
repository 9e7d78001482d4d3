import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, StringEnum, Uri } from './common.js';

/** commercial_next_step of the travel search response (null on no_match). All fields required. */

const CHECKOUT_SOURCE_PATH = '/api/v1/travel/search/commercial-next-step';
const RequestIdOrNull = Nullable(Type.String({ maxLength: 100 }));
const HourlyMonthly = Closed({ hourly: Type.Number({ minimum: 0 }), monthly: Type.Number({ minimum: 0 }) });

export const CommercialNextStep = Closed(
  {
    reason: StringEnum(['coherent_first_value_or_provider_handoff_ready'] as const),
    prompt: Type.String({ maxLength: 1000, description: 'Text the agent may show its operator about upgrading.' }),
    recommended_plan: StringEnum(['hobby'] as const),
    paid_signup_url: Uri(),
    paid_login_url: Uri(),
    billing_url_after_login: Uri(),
    requires_browser_billing_account: Type.Boolean({ description: 'Paid billing needs a browser-authenticated account.' }),
    checkout_source_path: StringEnum([CHECKOUT_SOURCE_PATH] as const),
    source_attribution: Closed({
      surface: StringEnum(['travel_rest_or_mcp_first_value'] as const),
      request_id: RequestIdOrNull,
      event: StringEnum(['commercial_next_step_presented'] as const),
    }),
    commercial_intent_action: Closed(
      {
        method: StringEnum(['POST'] as const),
        endpoint: StringEnum(['/api/v1/commercial/intent'] as const),
        auth: StringEnum(['bearer_api_key'] as const),
        body: Closed({ request_id: RequestIdOrNull, source_path: StringEnum([CHECKOUT_SOURCE_PATH] as const) }),
        expected_event: StringEnum(['commercial_intent_requested'] as const),
        requires_browser_billing_account: Type.Boolean(),
      },
      { description: 'The call that records paid intent for this request.' },
    ),
    api_request_action: Closed(
      {
        method: StringEnum(['POST'] as const),
        endpoint: StringEnum(['/api/v1/api-requests'] as const),
        auth: StringEnum(['bearer_api_key'] as const),
        roadmap_bucket: StringEnum(['agent_requested_api'] as const),
        use_when: StringEnum(['missing_primitive_blocks_adoption_after_first_value'] as const),
        conditional_incentive: Type.String({
          maxLength: 500,
          description: 'States eligibility for a 100 USD usage credit if an API the agent requested is built; not a guarantee.',
        }),
      },
      { description: 'How to ask for a missing primitive.' },
    ),
    limits_delta: Closed(
      {
        free_sandbox: HourlyMonthly,
        hobby: HourlyMonthly,
        remaining_now: Closed({ hourly: Nullable(Type.Number()), monthly: Nullable(Type.Number()) }),
      },
      { description: 'Request limits now and after upgrading; remaining_now is null when unknown.' },
    ),
    truth_boundaries: Closed(
      {
        live_booking_inventory: Type.Literal(false),
        provider_backed_rates: Type.Literal(false),
        live_flight_fares: Type.Literal(false),
        booking_supported: Type.Literal(false),
      },
      { description: 'Upgrading does not turn on booking, rates or fares.' },
    ),
  },
  {
    description: 'Upgrade hint, present only on matched responses after coherent first value or provider-ready handoffs; null on no_match.',
  },
);

export type CommercialNextStep = Static<typeof CommercialNextStep>;
