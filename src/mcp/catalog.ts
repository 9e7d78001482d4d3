/**
 * The hosted MCP tools: names and the descriptions an agent reads when choosing a tool. The MCP
 * server, the server card and the docs all read this one table.
 */
export interface ToolInfo {
  name: string;
  title: string;
  description: string;
}

export const TOOL_CATALOG: ToolInfo[] = [
  {
    name: 'travel.intent.parse',
    title: 'Parse travel intent',
    description: 'Step 1 of the validated chain. Parses a messy trip request plus optional structured fields into effective_input, interpreted_constraints and constraint_conflicts (the natural-language request wins). Returns no destinations.',
  },
  {
    name: 'travel.destinations.search',
    title: 'Gate in-scope destinations',
    description: 'Step 2. Applies hard geography and theme constraints before ranking and returns in-scope candidate_destinations with eligibility, or match_status no_match. Pick one candidate to pass to the next tools.',
  },
  {
    name: 'travel.places.search',
    title: 'Live place evidence for a candidate',
    description: 'Step 3. live_places evidence (place categories, coverage flags, retrieval time) for the selected candidate. Evidence only: not availability, rates, airfare or checkout.',
  },
  {
    name: 'travel.plan.validate',
    title: 'Validate a proposed plan',
    description: 'Step 4. Checks a proposed plan against the interpreted constraints: candidate_intent_coherence (coherent or mismatch_detected), stale candidate/date/season/theme mismatches, and unsupported live claims such as quoted fares or "book now".',
  },
  {
    name: 'travel.provider_handoffs.generate',
    title: 'Provider-ready handoffs',
    description: 'Step 5. Flight, hotel and place handoffs (search parameters, deep links, required_external_checks) for the selected candidate. Never a booking, never a live price.',
  },
  {
    name: 'rank_travel_destinations',
    title: 'Ranked travel search (one call)',
    description: 'The whole pipeline in one call: the same input and output as POST /api/v1/travel/search. Use when you want ranked results rather than the step-by-step chain.',
  },
  {
    name: 'goods.deal.validate',
    title: 'Validate a used-goods deal',
    description: 'Comps, price versus market, scam-risk signals, missing checks, seller questions and a seller handoff for a listing. Same input as POST /api/v1/goods/deal/validate. Verifies no seller and offers no checkout.',
  },
  {
    name: 'skill.search',
    title: 'Search curated skills',
    description: 'Finds how-to options (agent skills, svc procedures, search-then-verify recipes) for a task. Same input as POST /api/v1/skills/search. Executes nothing.',
  },
  {
    name: 'feedback.submit',
    title: 'Submit feedback',
    description: 'Rate a response and say what was missing. Same fields as POST /api/v1/feedback.',
  },
];
