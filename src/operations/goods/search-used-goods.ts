import { GoodsSearchRequest, GoodsSearchResponse } from '../../contracts/goods.js';
import { defineOperation } from '../types.js';
import { GOODS_TRUTH } from './truth.js';

export const searchUsedGoods = defineOperation({
  id: 'searchUsedGoods',
  method: 'POST',
  path: '/api/v1/goods/search',
  input: GoodsSearchRequest,
  output: GoodsSearchResponse,
  auth: 'bearer',
  quota: 'consume',
  tag: 'goods',
  summary: 'Search used-goods listings with a deal summary and seller handoff guidance',
  description: `Normalises listings from marketplace_a and marketplace_b, filters them by price, radius, condition, must_have and avoid, merges near-duplicates, flags scam-risk signals per listing and summarises prices (model_estimate). ${GOODS_TRUTH}`,
  cli: { command: 'goods search', argument: 'json' },
  handler: (body, { services, requestId }) => services.goods.search(body, requestId),
});
