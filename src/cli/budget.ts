import { listChainPriceUsd } from '../accounts/pricing.js';
import { defaultPlanTable } from '../accounts/plans.js';

/**
 * The list price of the five-call primitive chain, bundled into the CLI (the default plan table)
 * so the budget gate never needs the network to decide.
 */
export const CHAIN_PRICE_USD = listChainPriceUsd(defaultPlanTable());

export interface BudgetDecline {
  decision: 'decline_paid_tool_budget_too_low';
  blocked_reason: 'tool_budget_below_cost';
  tool_budget_usd: number;
  chain_price_usd: number;
  svc_primitive_calls: 0;
  api_was_worth_spending_budget: false;
  next_step: string;
}

/**
 * The budget gate of a buyer agent: with less paid-tool budget than the chain costs, decline
 * before spending anything. Returns null when the chain may run.
 */
export function budgetGate(toolBudgetUsd: number | undefined, chainPriceUsd = CHAIN_PRICE_USD): BudgetDecline | null {
  if (toolBudgetUsd === undefined || toolBudgetUsd >= chainPriceUsd) return null;
  return {
    decision: 'decline_paid_tool_budget_too_low',
    blocked_reason: 'tool_budget_below_cost',
    tool_budget_usd: toolBudgetUsd,
    chain_price_usd: chainPriceUsd,
    svc_primitive_calls: 0,
    api_was_worth_spending_budget: false,
    next_step: `Raise the paid-tool budget to at least ${chainPriceUsd} USD (five primitive calls at the Hobby rate) or answer without svc.`,
  };
}
