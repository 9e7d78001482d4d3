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
  description: `Finds comparable listings, reads the asked price against them (median, IQR, percentile; model_estimate with documented thresholds), runs the scam-risk rule table (stable ids, public sources) on the listing matched by listing_url, and lists the checks svc could not do. ${GOODS_TRUTH}`,
  tool: {
    name: 'goods.deal.validate',
    title: 'Validate a used-goods deal',
    description: 'Comps, price versus market, scam-risk signals, missing checks, seller questions and a seller handoff for a listing. Verifies no seller and offers no checkout.',
    openWorld: true,
  },
  cli: { command: 'goods validate', argument: 'json' },
  handler: (body, { services, requestId }) => services.goods.validate(body, requestId),
});
