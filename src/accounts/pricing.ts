import type { PlanId, PlanTable } from './plans.js';

/** Billable calls in the validated travel chain: intent parse, destinations, places, plan validate, handoffs. */
export const PRIMITIVE_CHAIN_CALLS = 5;

/**
 * Effective price of one billable call on a plan: the monthly price spread over the plan's
 * rolling 30-day limit. The sandbox is free; enterprise is custom and quoted at the Pro rate.
 */
export function perCallUsd(plans: PlanTable, plan: PlanId): number {
  const info = plan === 'enterprise' ? plans.pro : plans[plan];
  const price = info.price_usd_per_month ?? 0;
  return price === 0 ? 0 : round(price / info.limits.monthly);
}

/**
 * The list price buyer agents budget against: the chain at the Hobby rate. `svc mcp-chain
 * --tool-budget-usd` compares with this figure without calling the service.
 */
export function listChainPriceUsd(plans: PlanTable): number {
  return round(PRIMITIVE_CHAIN_CALLS * perCallUsd(plans, 'hobby'));
}

export function chainPriceUsd(plans: PlanTable, plan: PlanId): number {
  return round(PRIMITIVE_CHAIN_CALLS * perCallUsd(plans, plan));
}

function round(usd: number): number {
  return Math.round(usd * 1e8) / 1e8;
}
