/**
 * Hand-written example payloads for the travel contracts: what a correct response looks like
 * for a matched "Northern California redwoods" search from SFO. Tests derive invalid variants
 * from these by breaking one field at a time.
 */

export const truth = { live_booking_inventory: false, provider_backed_rates: false, live_airfare: false, booking_supported: false };

export const interpreted = {
  destination_region: 'Northern California',
  destination_city: null,
  hard_destination_constraints: [{ type: 'region', value: 'Northern California' }],
  required_themes: ['redwoods_forests', 'rugged_coast'],
  date_window: ['2027-05-28', '2027-05-31'],
  strict_mode: true,
  precedence: 'user_request_over_structured_fields',
};

export const conflict = { field: 'origin', provided_value: 'JFK', interpreted_value: 'SFO', resolution: 'user_request_wins' };

export const matchStatus = {
  status: 'matched',
  reason: 'hard_constraints_satisfied',
  hard_constraints: [{ type: 'region', value: 'Northern California' }],
  required_themes: ['redwoods_forests'],
  recommended_next_tool: 'live_search_or_provider_search',
  provider_validation_required: true,
  source_tiers: ['curated_baseline', 'model_estimate', 'handoff_required'],
  validation_checklist: ['Confirm lodging availability with a booking provider'],
};

const resultBookability = {
  status: 'handoff_required',
  status_enum: ['not_bookable', 'handoff_required', 'provider_live_partial', 'provider_live_verified'],
  source_tier: 'handoff_required',
  live_booking_inventory: false,
  provider_backed_rates: false,
  live_airfare: false,
  booking_supported: false,
  provider_validation_required: true,
  next_step: 'execute_provider_handoffs',
  why_not_bookable_yet: 'No provider-backed availability, rates or fares in the beta.',
};

const links = [
  { label: 'Search flights', url: 'https://example.com/flights?from=SFO&to=ACV', provider_kind: 'flight_metasearch', carries_party: 'whole_party' },
];
const party = { adults: 2, children: 0, infants: 0, child_ages: [] };

export const providerHandoffs = {
  bookability_status: 'handoff_required',
  provider_status: 'pending_credentials',
  capabilities: {
    live_booking_inventory: false,
    provider_backed_rates: false,
    live_flight_fares: false,
    booking_supported: false,
    lowest_connected_supplier_price: false,
  },
  bookability: {
    status: 'handoff_required',
    checkout_owner: 'external_provider',
    requires_price_check: true,
    final_price_guaranteed: false,
    provider_checkout_url: null,
    last_checked_at: null,
    quote_expires_at: null,
  },
  fare_status: { status: 'pending_credentials', source_tier: 'handoff_required', last_checked_at: null, quote_expires_at: null },
  rate_status: { status: 'unavailable', source_tier: 'unsupported', last_checked_at: null, quote_expires_at: null },
  lowest_price_selection: {
    status: 'not_available',
    connected_supplier_count: 0,
    price_checked_supplier_count: 0,
    minimum_price_checked_quotes: 2,
    selected_supplier: null,
    normalized_total_price_usd: null,
    reason: 'No connected suppliers in the beta.',
  },
  flight_handoff: {
    search_params: {
      origin: 'SFO',
      destination_airport: 'ACV',
      departure_date: '2027-05-28',
      return_date: '2027-05-31',
      flexible_dates: false,
      ...party,
      cabin: 'economy',
    },
    search_links: links,
    validation_checklist: ['Check current fares'],
    notes: [],
  },
  ground_handoff: null,
  hotel_handoff: {
    search_params: {
      destination: 'Eureka, CA',
      lat: 40.8,
      lon: -124.16,
      check_in: '2027-05-28',
      check_out: '2027-05-31',
      ...party,
      rooms: 1,
      max_nightly_usd: 250,
      accessibility_requirements: [],
    },
    search_links: links,
    validation_checklist: ['Check availability and total price including taxes'],
    notes: [],
  },
  place_handoff: {
    search_params: { destination: 'Eureka, CA', lat: 40.8, lon: -124.16, radius_km: 80, categories: ['redwood_groves', 'coastal_trails'] },
    search_links: links,
    validation_checklist: ['Check trail closures'],
    notes: [],
  },
  required_external_checks: ['current airfare', 'room availability'],
};

const evidence = {
  category: 'activities',
  title: 'Redwood National and State Parks: plan your visit',
  url: 'https://www.nps.gov/redw/planyourvisit/index.htm',
  source: 'search_provider_a',
  retrieved_at: '2026-11-20T10:00:00Z',
  freshness_days: 2,
  confidence: 'high',
  supports: ['redwoods_forests'],
  caveats: ['Seasonal road closures'],
};

const fit = { requested: false, score: 0.5, level: 'not_requested', reasons: [] };

export const result = {
  id: 'humboldt-redwoods-coast',
  name: 'Humboldt Redwoods Coast',
  coverage_mode: 'curated_ready',
  research_status: {
    mode: 'curated_ready',
    cache_state: 'fresh',
    freshness_days: 2,
    completed_categories: ['activities'],
    pending_categories: [],
    job_id: null,
    poll_url: null,
    search_provider: { name: 'search_provider_a', status: 'configured' },
    max_live_research_ms: 2000,
    elapsed_ms: 850,
    partial_return_contract: 'Use completed evidence; otherwise use provider handoffs.',
  },
  coverage: {
    destination_supported: true,
    curated_strength: 'strong',
    model_estimate_strength: 'partial',
    live_places_strength: 'weak',
    live_flight_fares: false,
    provider_backed_rates: false,
    live_booking_inventory: false,
    notes: [],
  },
  evidence: [evidence],
  score: 87.5,
  total_trip_estimate_usd: 2150,
  total_trip_estimate_local: null,
  ranking_breakdown: {
    budget_fit: 0.9,
    interest_fit: 0.95,
    weather_fit: 0.7,
    flight_fit: 0.8,
    duration_fit: 1,
    remote_work_fit: 0.5,
    family_fit: 0.5,
    event_fit: 0.5,
  },
  match_reasons: ['Old-growth redwood groves', 'Rugged Lost Coast'],
  warnings: [],
  answers: [
    {
      topic: 'permits',
      known: false,
      answer: 'No data on this for Humboldt Redwoods Coast: nothing here confirms or rules it out.',
      source: null,
      as_of: null,
      check: 'The park or permit authority.',
    },
  ],
  confidence: { level: 'high', score: 0.82, reasons: ['Curated climate and cost baseline'] },
  booking_readiness: {
    can_rank_destinations: true,
    can_validate_live_rooms: false,
    can_validate_current_airfare: false,
    can_quote_provider_rates: false,
    requires_live_validation: true,
    recommended_next_tool: 'live_search_or_booking_provider',
    inventory_validation_handoff: {
      status: 'required_before_booking',
      next_tool: 'live_search_or_booking_provider',
      validates: ['rooms', 'fares'],
      reason: 'Figures are baseline estimates.',
      validation_checklist: ['Check rooms'],
    },
    blocked_reasons: [],
    notes: [],
  },
  bookability_status: 'handoff_required',
  bookability: resultBookability,
  provider_handoffs: providerHandoffs,
  why_not_bookable_yet: 'No provider-backed availability, rates or fares in the beta.',
  unsupported_constraints: [],
  intelligence_basis: {
    source_tiers: ['curated_baseline', 'model_estimate'],
    curated_sources: [{ name: 'NOAA climate normals 1991-2020', url: 'https://www.ncei.noaa.gov/', as_of: '2021-05' }],
    model_estimates: [{ field: 'total_trip_estimate_usd', model: 'trip_cost_v1' }],
    live_places_retrieved_at: null,
    notes: [],
  },
  flight_snapshot: {
    origin: 'SFO',
    destination_airport: 'ACV',
    origin_supported: true,
    estimated_round_trip_usd: 320,
    estimated_travel_hours: 1.3,
    basis: 'curated_baseline',
    model: null,
    as_of: '2025-06',
    live_airfare: false,
    notes: [],
    route: { status: 'nonstop', connections: 0, source: 'OpenFlights route snapshot', as_of: '2014-06', note: null },
  },
  weather_snapshot: {
    window: ['2027-05-28', '2027-05-31'],
    months: [5],
    avg_high_c: 16,
    avg_low_c: 8,
    precipitation_mm: 40,
    season_label: 'shoulder',
    basis: 'curated_baseline',
    source: 'NOAA normals',
    as_of: '2021-05',
    notes: [],
  },
  stay_snapshot: {
    nights: 3,
    lodging_tier: 'midrange',
    estimated_nightly_usd: 190,
    estimated_stay_total_usd: 570,
    basis: 'model_estimate',
    model: 'lodging_cost_v1',
    as_of: null,
    provider_backed_rates: false,
    notes: [],
  },
  research_summary: {
    status: 'complete_enough',
    headline: 'Park access confirmed by official pages.',
    evidence_count: 1,
    categories_covered: ['activities'],
    categories_pending: [],
    caveats: [],
  },
  live_signals: { status: 'available', retrieved_at: '2026-11-20T10:00:00Z', signals: [] },
  aggregator_signals: { status: 'not_configured', provider: null, aggregator_fare_snapshots: [], hotel_rate_snapshots: [], caveat: 'Not configured.' },
  place_candidates: [
    {
      id: 'tall-trees-grove',
      name: 'Tall Trees Grove',
      category: 'redwood_grove',
      source_tier: 'curated_baseline',
      url: null,
      lat: 41.2,
      lon: -123.99,
      why: 'Permit-only old-growth grove',
    },
  ],
  suggested_itinerary: {
    basis: 'model_estimate',
    model: 'itinerary_outline_v1',
    days: [{ day: 1, title: 'Avenue of the Giants', area: 'Humboldt Redwoods SP', activities: ['Drive the avenue'] }],
    caveats: ['Check road status'],
  },
  remote_work_fit: fit,
  family_fit: fit,
  event_fit: fit,
};

export const understanding = {
  status: 'partial',
  reference_date: '2026-11-22',
  understood: [
    { field: 'destination', value: 'Italy, IT (country)', source: 'user_request', text: 'Italy' },
    { field: 'trip_length', value: '7 days (assumed)', source: 'default', text: null },
  ],
  unresolved: [{ field: 'origin', text: 'Narnia', code: 'unknown_place', reason: '"Narnia" is not a place or airport we know.' }],
  clarifying_questions: [{ field: 'origin', question: 'Which airport will you leave from?', options: [] }],
};

export const searchResponse = {
  request_id: 'req_123',
  understanding,
  feedback_prompt: { endpoint: '/api/v1/feedback', request_id: 'req_123', prompt: 'Was this useful?' },
  commercial_next_step: null,
  requested_services: ['flights'],
  beta_warnings: ['services are labels only'],
  interpreted_constraints: interpreted,
  constraint_conflicts: [conflict],
  match_status: matchStatus,
  bookability_status: 'handoff_required',
  bookability: { ...resultBookability },
  results: [result],
  truth_boundaries: truth,
};

export const commercialNextStep = {
  reason: 'coherent_first_value_or_provider_handoff_ready',
  prompt: 'Upgrade for higher limits.',
  recommended_plan: 'hobby',
  paid_signup_url: 'https://svc.example/signup?next=%2Fbilling',
  paid_login_url: 'https://svc.example/login?next=%2Fbilling',
  billing_url_after_login: 'https://svc.example/billing',
  requires_browser_billing_account: true,
  checkout_source_path: '/api/v1/travel/search/commercial-next-step',
  source_attribution: { surface: 'travel_rest_or_mcp_first_value', request_id: 'req_123', event: 'commercial_next_step_presented' },
  commercial_intent_action: {
    method: 'POST',
    endpoint: '/api/v1/commercial/intent',
    auth: 'bearer_api_key',
    body: { request_id: 'req_123', source_path: '/api/v1/travel/search/commercial-next-step' },
    expected_event: 'commercial_intent_requested',
    requires_browser_billing_account: true,
  },
  api_request_action: {
    method: 'POST',
    endpoint: '/api/v1/api-requests',
    auth: 'bearer_api_key',
    roadmap_bucket: 'agent_requested_api',
    use_when: 'missing_primitive_blocks_adoption_after_first_value',
    conditional_incentive: 'Eligible for a 100 USD usage credit if the API you request is built.',
  },
  limits_delta: { free_sandbox: { hourly: 100, monthly: 2500 }, hobby: { hourly: 1000, monthly: 50000 }, remaining_now: { hourly: 99, monthly: null } },
  truth_boundaries: { live_booking_inventory: false, provider_backed_rates: false, live_flight_fares: false, booking_supported: false },
};

export const evidenceItem = evidence;
export { resultBookability };
