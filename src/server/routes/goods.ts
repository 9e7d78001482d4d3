import { DealValidationRequest, DealValidationResponse, GoodsSearchRequest, GoodsSearchResponse } from '../../contracts/goods.js';
import { warmItemReading } from '../../goods/item.js';
import { createGoodsDeps } from '../../goods/providers/index.js';
import { searchGoods } from '../../goods/search.js';
import { validateDeal } from '../../goods/validate.js';
import { newId } from '../../ids.js';
import { BEARER_POST_ERRORS, bearerSecurity, responses } from '../schemas.js';
import type { App, AppContext } from '../types.js';

const TRUTH =
  'svc verifies no seller, guarantees no availability and offers no checkout or escrow: every truth boundary is false. Listings are evidence labelled by provider (marketplace_a_provider_listing, marketplace_b_authorized_snapshot; demo_data marks the synthetic demo snapshot). When a provider is pending_credentials or unavailable the answer says so and rests on the other provider and heuristics.';

export async function goodsRoutes(app: App, ctx: AppContext): Promise<void> {
  // Built once: the marketplace_a token cache and the snapshot cache live as long as the app.
  const deps = createGoodsDeps(ctx.config.goods, { fetch: globalThis.fetch, now: ctx.now, newRequestId: () => newId('goods') });
  app.addHook('onReady', async () => warmItemReading());

  app.post(
    '/api/v1/goods/search',
    {
      schema: {
        operationId: 'searchUsedGoods',
        summary: 'Search used-goods listings with a deal summary and seller handoff guidance',
        description: `Normalises listings from marketplace_a and marketplace_b, filters them by price, radius, condition, must_have and avoid, merges near-duplicates, flags scam-risk signals per listing and summarises prices (model_estimate). ${TRUTH}`,
        tags: ['goods'],
        security: bearerSecurity,
        body: GoodsSearchRequest,
        response: responses(GoodsSearchResponse, BEARER_POST_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => searchGoods(request.body, { ...deps, newRequestId: () => request.id }),
  );

  app.post(
    '/api/v1/goods/deal/validate',
    {
      schema: {
        operationId: 'validateUsedGoodsDeal',
        summary: 'Validate one used-goods listing: comps, price verdict, scam-risk signals, checks and seller questions',
        description: `Finds comparable listings, reads the asked price against them (median, IQR, percentile; model_estimate with documented thresholds), runs the scam-risk rule table (stable ids, public sources) on the listing matched by listing_url, and lists the checks svc could not do. ${TRUTH}`,
        tags: ['goods'],
        security: bearerSecurity,
        body: DealValidationRequest,
        response: responses(DealValidationResponse, BEARER_POST_ERRORS),
      },
      config: { auth: 'bearer', quota: 'consume' },
    },
    async (request) => validateDeal(request.body, { ...deps, newRequestId: () => request.id }),
  );
}
