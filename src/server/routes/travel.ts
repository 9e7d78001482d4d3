import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limitsFor } from '../../accounts/plans.js';
import {
  TravelDestinationList,
  TravelDestinationsSearchRequest,
  TravelDestinationsSearchResponse,
  TravelIntentParseRequest,
  TravelIntentParseResponse,
  TravelPlacesSearchRequest,
  TravelPlacesSearchResponse,
  TravelPlanValidateRequest,
  TravelPlanValidateResponse,
  TravelProviderHandoffsRequest,
  TravelProviderHandoffsResponse,
  TravelSearchRequest,
  TravelSearchResponse,
} from '../../contracts/travel.js';
import { createTravelEngine } from '../../travel/engine/pipeline.js';
import type { CommercialContext } from '../../travel/engine/types.js';
import { loadGazetteer } from '../../travel/geo/index.js';
import { loadKnowledgeBase } from '../../travel/knowledge/index.js';
import { BEARER_GET_ERRORS, BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const TRUTH =
  'Not live booking inventory, provider-backed rates or live airfare: every truth boundary is false and figures are curated_baseline or model_estimate. Hard geography always filters before ranking; no_match is a normal 200 response.';

const bearerPost = { security: bearerSecurity, tags: ['travel'] };

/**
 * Large travel bodies are sent pre-serialized: the response schemas below stay the published
 * contract (every response is checked against /openapi.json by the HTTP tests), but Fastify's
 * compiled serializer validates each Nullable branch of these deep objects with Ajv to pick it,
 * which cost more than the whole edge budget. Engine outputs are typed by the same contracts.
 */
function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The caller's commercial context: its real plan limits and what is left after this request. */
function commercialContext(ctx: AppContext, request: FastifyRequest): CommercialContext | null {
  const caller = request.caller;
  if (!caller) return null;
  return {
    publicBaseUrl: ctx.config.publicBaseUrl,
    limits: { free_sandbox: limitsFor(ctx.config.plans, 'free_sandbox', caller.keyOrigin), hobby: ctx.config.plans.hobby.limits },
    remaining: { hourly: caller.quota.remaining.hourly, monthly: caller.quota.remaining.monthly },
  };
}

export async function travelRoutes(app: App, ctx: AppContext): Promise<void> {
  // Loaded once at start (about a second), shared by every request; research through the app's live port.
  const engine = createTravelEngine({ kb: loadKnowledgeBase(), gazetteer: loadGazetteer(), research: ctx.research.port });
  const docsUrl = `${ctx.config.publicBaseUrl}/docs`;
  // The first parse in a process compiles the date parser's patterns (about 50 ms): pay it at start, not in a request.
  app.addHook('onReady', async () => {
    engine.parseIntent({ user_request: 'A week in Lisbon in May from JFK, under $3k for two' }, ctx.now());
  });

  app.post(
    '/api/v1/travel/search',
    {
      schema: {
        ...bearerPost,
        operationId: 'searchTravel',
        summary: 'Rank in-scope destinations for a trip request, with snapshots and provider handoffs',
        description: `Parses user_request (it wins over conflicting structured fields; conflicts are listed), gates candidates by hard geography and, with strict_mode, required themes, then ranks them on eight fits (weights in /docs.md). Geography with no curated coverage yields research_ready candidates from the gazetteer; unresolvable geography is no_match/unsupported_coverage with commercial_next_step null. ${TRUTH}`,
        body: TravelSearchRequest,
        response: responses(TravelSearchResponse, BEARER_POST_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request, reply) => {
      const result = await engine.search(request.body, { now: ctx.now, requestId: request.id, accountId: request.caller?.accountId ?? null, commercial: commercialContext(ctx, request) });
      request.facts.matchStatus = result.match_status.status;
      request.facts.commercialNextStepPresented = result.commercial_next_step !== null;
      return sendJson(reply, result);
    },
  );

  app.get(
    '/api/v1/travel/destinations',
    {
      schema: {
        security: bearerSecurity,
        tags: ['travel'],
        operationId: 'listTravelDestinations',
        summary: 'List the curated destinations with source tiers, intelligence basis and coverage boundaries',
        description: `Shape decided by svc (the spec leaves it open): count, destinations (id, name, kind, country, region, themes, coverage_tier, source_tiers, intelligence_basis, coverage_boundaries), supported_origins and a legend of source tiers. Places without a curated record can still be returned by search as research_ready candidates. ${TRUTH}`,
        response: responses(TravelDestinationList, BEARER_GET_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (_request, reply) => sendJson(reply, engine.listDestinations(docsUrl)),
  );

  /** Route options of a bearer, quota-consuming travel primitive. */
  const primitive = <B extends TSchema>(operationId: string, summary: string, description: string, body: B, response: TSchema) => ({
    schema: { ...bearerPost, operationId, summary, description: `${description} ${TRUTH}`, body, response: responses(response, BEARER_POST_ERRORS) },
    config: { auth: 'bearer' as const, quota: 'consume' as const },
  });

  app.post(
    '/api/v1/travel/intent/parse',
    primitive('parseTravelIntent', 'Primitive 1: parse a messy trip request into constraints (no ranking)', 'MCP tool travel.intent.parse. Returns effective_input, interpreted_constraints, constraint_conflicts and the details intent parsing read; no destinations.', TravelIntentParseRequest, TravelIntentParseResponse),
    async (request) => engine.parseIntent(request.body, ctx.now()),
  );

  app.post(
    '/api/v1/travel/destinations/search',
    primitive('searchTravelDestinations', 'Primitive 2: in-scope candidate destinations or no_match (no ranked results)', 'MCP tool travel.destinations.search. The gate and ranking of /travel/search, returned as up to 10 candidate_destinations with eligibility and a provider handoff summary.', TravelDestinationsSearchRequest, TravelDestinationsSearchResponse),
    async (request, reply) => {
      const result = engine.searchDestinations(request.body, ctx.now());
      request.facts.matchStatus = result.match_status.status;
      return sendJson(reply, result);
    },
  );

  app.post(
    '/api/v1/travel/places/search',
    primitive('searchTravelPlaces', 'Primitive 3: live place evidence for the selected candidate', 'MCP tool travel.places.search. selected_candidate.id from destinations search (default: the top in-scope candidate). live_places comes from live research (status disabled with live_research_mode off; see the Live research section of /docs.md), plus seeded lodging areas.', TravelPlacesSearchRequest, TravelPlacesSearchResponse),
    async (request, reply) => sendJson(reply, await engine.searchPlaces(request.body, ctx.now(), request.caller?.accountId ?? null)),
  );

  app.post(
    '/api/v1/travel/plan/validate',
    primitive('validateTravelPlan', 'Primitive 4: check a proposed plan for coherence and unsupported live claims', 'MCP tool travel.plan.validate. candidate_intent_coherence is coherent or mismatch_detected with signals (stale_candidate_id, candidate_out_of_scope, dates_outside_window, season_weather_mismatch, theme_mismatch); unsupported_live_claims lists claims that present estimates as live prices, availability or booking.', TravelPlanValidateRequest, TravelPlanValidateResponse),
    async (request, reply) => sendJson(reply, engine.validatePlan(request.body, ctx.now())),
  );

  app.post(
    '/api/v1/travel/provider-handoffs/generate',
    primitive('generateTravelProviderHandoffs', 'Primitive 5: provider-ready flight, hotel and place handoffs for the selected candidate', 'MCP tool travel.provider_handoffs.generate. Search parameters and public search links tied to the selected candidate; null handoffs with not_bookable when the candidate is unknown or out of scope.', TravelProviderHandoffsRequest, TravelProviderHandoffsResponse),
    async (request, reply) => sendJson(reply, engine.generateHandoffs(request.body, ctx.now())),
  );
}
