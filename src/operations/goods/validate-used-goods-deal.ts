import { DealValidationRequest, DealValidationResponse } from '../../contracts/goods.js';
import { defineOperation } from '../types.js';
import { GOODS_TRUTH } from './truth.js';

export const validateUsedGoodsDeal = defineOperation({
  id: 'validateUsedGoodsDeal',
  method: 'POST',
  path: '/api/v1/goods/deal/validate',
  input: DealValidationRequest,
  output: DealValidationResponse,
  auth: 'bearer',
  quota: 'consume',
  tag: 'goods',
  summary: 'Validate one used-goods listing: comps, price verdict, scam-risk signals, checks and seller questions',
  description: `Reads the listing (title and description) into the item's identity and attributes, finds comparable listings of the same model, variant, generation, storage, year and trim (listings with scam signals left out), reads the asked price against them (median, IQR, percentile; model_estimate with documented thresholds; comparables are asking prices of active listings unless sold prices are loaded) and against a documented reference price when svc has one, runs the scam-risk rule table (stable ids, public sources, phrases read in context) and gives category-specific checks and seller questions. risk_level is unknown, with reasons, when svc could not read the listing text or check the price. ${GOODS_TRUTH}`,
  tool: {
    name: 'goods.deal.validate',
    title: 'Validate a used-goods deal',
    description:
      'Comps, price versus market, scam-risk signals, missing checks, seller questions and a seller handoff for a listing. Verifies no seller and offers no checkout.',
    openWorld: true,
  },
  cli: { command: 'goods validate', argument: 'json' },
  handler: (body, { services, requestId }) => services.goods.validate(body, requestId),
});
