import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Open, ShortText, StringEnum } from './common.js';

export const TRAFFIC_TYPES = ['external', 'smoke_test', 'test_operational'] as const;
export const PLAN_IDS = ['free_sandbox', 'hobby', 'pro', 'enterprise'] as const;

export const ActivationRequest = Closed(
  {
    agent_name: Type.Optional(ShortText({ description: 'Name of the agent or tool activating.' })),
    intended_use: Type.Optional(ShortText({ description: 'What the key will be used for.' })),
    traffic_type: Type.Optional(
      StringEnum(TRAFFIC_TYPES, {
        default: 'external',
        description: 'external for real use; synthetic probes send smoke_test or test_operational so funnel reporting separates them.',
      }),
    ),
  },
  { $id: 'ActivationRequest', description: 'Creates a free sandbox account and its first API key. All fields optional.' },
);
export type ActivationRequest = Static<typeof ActivationRequest>;

const LimitsShape = Closed({ hourly: Type.Number(), monthly: Type.Number({ description: 'Requests per rolling 30 days.' }) });

export const ActivationResponse = Closed(
  {
    request_id: Type.String(),
    account: Closed({
      id: Type.String(),
      email: Type.String({ description: 'Placeholder address on the reserved .invalid domain; activation accounts have no verified email.' }),
      plan: StringEnum(['free_sandbox'] as const),
      email_verification_required_for_sandbox: Type.Boolean(),
      created_for: StringEnum(['agent_activation'] as const),
      traffic_type: StringEnum(TRAFFIC_TYPES),
    }),
    api_key: Closed({
      id: Type.String(),
      value: Type.String({ description: 'The key itself. Returned exactly once: store it immediately.' }),
      prefix: Type.String({ description: 'Display prefix, begins with svc_live_.' }),
      returned_once: Type.Boolean(),
      store_immediately: Type.Boolean(),
    }),
    limits: LimitsShape,
    first_call: Open({}, { description: 'A ready-to-run first request.' }),
    billing_next_step: Open({}),
    abuse_controls: Open({}),
    product_truth: Open({}),
  },
  { $id: 'ActivationResponse', description: 'A new sandbox account and its first key (shown once).' },
);
export type ActivationResponse = Static<typeof ActivationResponse>;

export const AccountResponse = Closed(
  {
    account: Closed({
      id: Type.String(),
      email: Type.String(),
      plan: StringEnum(PLAN_IDS),
      created_for: StringEnum(['agent_activation', 'browser_signup'] as const),
      traffic_type: StringEnum(TRAFFIC_TYPES),
      created_at: Type.String({ format: 'date-time' }),
    }),
    key: Closed({
      id: Type.String(),
      prefix: Type.String(),
      origin: StringEnum(['activation', 'dashboard'] as const),
      created_at: Type.String({ format: 'date-time' }),
    }),
    quota: Closed({
      limits: LimitsShape,
      used: Closed({
        hourly: Type.Number({ description: 'Requests this clock hour.' }),
        monthly: Type.Number({ description: 'Requests in the rolling 30-day window.' }),
      }),
      remaining: LimitsShape,
      reset: Closed({
        hourly: Type.String({ format: 'date-time', description: 'When the hourly window resets (next clock hour).' }),
        monthly: Type.String({ format: 'date-time', description: 'When the oldest counted request leaves the rolling 30-day window.' }),
      }),
      window: Type.String({ description: 'How the windows are counted.' }),
      counts_this_request: Type.Boolean({ description: 'Always false: GET /api/v1/account/me does not consume quota.' }),
    }),
    pricing: Closed({
      plan_price_usd_per_month: Nullable(Type.Number()),
      primitive_chain_calls: Type.Integer({ description: 'Billable calls in the five-primitive travel chain.' }),
      primitive_chain_cost_usd: Type.Number({ description: 'Price of one primitive chain on this plan (model of per-call price; see /pricing.md).' }),
      per_call_usd: Type.Number(),
    }),
  },
  { $id: 'AccountResponse', description: 'Identity, plan, key, quota and usage of the calling key.' },
);
export type AccountResponse = Static<typeof AccountResponse>;

export const FEEDBACK_RATINGS = ['useful', 'partially_useful', 'not_useful', 'blocked'] as const;
export const ISSUE_CATEGORIES = [
  'off_scope',
  'missing_live_data',
  'unclear_provenance',
  'handoff_incomplete',
  'docs_confusing',
  'activation_blocked',
  'pricing_blocked',
  'competitor_preferred',
  'generic_search_preferred',
  'other',
] as const;
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

export const FeedbackRequest = Closed(
  {
    request_id: Type.Optional(ShortText({ description: 'request_id of the response this feedback is about; one of your own responses.' })),
    rating: StringEnum(FEEDBACK_RATINGS),
    issue_categories: Type.Array(StringEnum(ISSUE_CATEGORIES), { minItems: 1, maxItems: ISSUE_CATEGORIES.length, uniqueItems: true }),
    chosen_alternative: Type.Optional(StringEnum(['svc', 'generic_search', 'competitor', 'abandoned', 'unknown'] as const)),
    expected_behavior: Type.Optional(Type.String({ maxLength: 4000 })),
    actual_behavior: Type.Optional(Type.String({ maxLength: 4000 })),
    notes: Type.Optional(Type.String({ maxLength: 4000 })),
    may_contact: Type.Optional(Type.Boolean()),
  },
  { $id: 'FeedbackRequest', description: 'Feedback on a response, categorized for the roadmap.' },
);
export type FeedbackRequest = Static<typeof FeedbackRequest>;

export const FeedbackResponse = Closed(
  {
    feedback_id: Type.String(),
    stored: Type.Boolean(),
    roadmap_bucket: Type.String({ description: 'The primary bucket: the first of roadmap_buckets.' }),
    roadmap_buckets: Type.Array(Type.String(), { description: 'Buckets inferred from issue_categories by the documented mapping.' }),
    issue_categories: Type.Array(Type.String()),
    received_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'FeedbackResponse' },
);
export type FeedbackResponse = Static<typeof FeedbackResponse>;

export const ApiRequestRequest = Closed(
  {
    requested_api_name: Type.String({ minLength: 12, maxLength: 200 }),
    problem: Type.String({ minLength: 12, maxLength: 4000 }),
    use_case: Type.Optional(Type.String({ maxLength: 4000 })),
    proposed_endpoint: Type.Optional(ShortText()),
    expected_inputs: Type.Optional(Type.Array(ShortText(), { maxItems: 50 })),
    expected_outputs: Type.Optional(Type.Array(ShortText(), { maxItems: 50 })),
    current_workaround: Type.Optional(Type.String({ maxLength: 4000 })),
    urgency: Type.Optional(StringEnum(['low', 'medium', 'high', 'blocked'] as const, { default: 'medium' })),
    agent_context: Type.Optional(Type.String({ maxLength: 4000 })),
    may_contact: Type.Optional(Type.Boolean()),
  },
  { $id: 'ApiRequestRequest', description: 'Ask for an API the service does not have yet.' },
);
export type ApiRequestRequest = Static<typeof ApiRequestRequest>;

export const ApiRequestResponse = Closed(
  {
    accepted: Type.Literal(true),
    stored: Type.Literal(true),
    api_request_id: Type.String(),
    requested_api_name: Type.String(),
    roadmap_bucket: StringEnum(['agent_requested_api'] as const),
    incentive: Closed({
      credit_usd: Type.Literal(100),
      credit_type: StringEnum(['usage_credit'] as const),
      condition: StringEnum(['if_svc_builds_requested_api'] as const),
      note: Type.String(),
    }),
    next_step: Type.String(),
    received_at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { $id: 'ApiRequestResponse' },
);
export type ApiRequestResponse = Static<typeof ApiRequestResponse>;

export const COMMERCIAL_SOURCE_PATH = '/api/v1/travel/search/commercial-next-step';

export const CommercialIntentRequest = Closed(
  {
    request_id: ShortText({ minLength: 1, description: 'request_id of a travel search response (of the same account) that presented commercial_next_step.' }),
    source_path: Type.Optional(StringEnum([COMMERCIAL_SOURCE_PATH] as const, { default: COMMERCIAL_SOURCE_PATH })),
  },
  { $id: 'CommercialIntentRequest' },
);
export type CommercialIntentRequest = Static<typeof CommercialIntentRequest>;

const FalseFlag = Type.Boolean({ description: 'Always false.' });

export const CommercialIntentResponse = Closed(
  {
    commercial_intent_id: Type.String(),
    event: StringEnum(['commercial_intent_requested'] as const),
    request_id: Type.String(),
    source_path: StringEnum([COMMERCIAL_SOURCE_PATH] as const),
    traffic_type: StringEnum(TRAFFIC_TYPES),
    requires_browser_billing_account: Type.Boolean(),
    billing_bridge: Closed({
      status: StringEnum(['browser_billing_account_required'] as const),
      reason: Type.String(),
      paid_signup_url: Type.String({ format: 'uri' }),
      paid_login_url: Type.String({ format: 'uri' }),
      billing_url_after_login: Type.String({ format: 'uri' }),
    }),
    next_action: Closed({
      type: StringEnum(['open_browser_authenticated_billing'] as const),
      signup_url: Type.String({ format: 'uri' }),
      login_url: Type.String({ format: 'uri' }),
    }),
    truth_boundaries: Closed({
      live_booking_inventory: FalseFlag,
      provider_backed_rates: FalseFlag,
      live_flight_fares: FalseFlag,
      booking_supported: FalseFlag,
    }),
  },
  { $id: 'CommercialIntentResponse', description: 'Records paid intent and points to browser-authenticated billing. Creates no checkout.' },
);
export type CommercialIntentResponse = Static<typeof CommercialIntentResponse>;
