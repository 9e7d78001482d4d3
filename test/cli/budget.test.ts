import { afterEach, describe, expect, it } from 'vitest';
import { listChainPriceUsd } from '../../src/accounts/pricing.js';
import { defaultPlanTable } from '../../src/accounts/plans.js';
import { budgetGate, CHAIN_PRICE_USD } from '../../src/cli/budget.js';
import { countingServer, oneLine, svc } from './run.js';

const TRIP = JSON.stringify({ user_request: 'A long weekend in Northern California with redwoods from SFO in May' });

describe('mcp-chain budget gate', () => {
  let counting: Awaited<ReturnType<typeof countingServer>> | undefined;
  afterEach(async () => counting?.close());

  it('bundles the list chain price (five calls at the Hobby rate)', () => {
    expect(CHAIN_PRICE_USD).toBe(listChainPriceUsd(defaultPlanTable()));
    expect(CHAIN_PRICE_USD).toBeCloseTo((5 * 5) / 20000, 10);
    expect(budgetGate(CHAIN_PRICE_USD)).toBeNull();
    expect(budgetGate(undefined)).toBeNull();
    expect(budgetGate(CHAIN_PRICE_USD - 1e-9)?.decision).toBe('decline_paid_tool_budget_too_low');
  });

  it('below the chain price it declines with exit 7 and makes no request at all', async () => {
    counting = await countingServer();
    const run = await svc(['mcp-chain', TRIP, '--tool-budget-usd', '0.0001'], { SVC_BASE_URL: counting.url, SVC_API_KEY: `svc_live_${'a'.repeat(40)}` });
    expect(run.code).toBe(7);
    expect(JSON.parse(run.stdout)).toEqual({
      decision: 'decline_paid_tool_budget_too_low',
      blocked_reason: 'tool_budget_below_cost',
      tool_budget_usd: 0.0001,
      chain_price_usd: CHAIN_PRICE_USD,
      svc_primitive_calls: 0,
      api_was_worth_spending_budget: false,
      next_step: expect.stringContaining(`${CHAIN_PRICE_USD} USD`),
    });
    expect(oneLine(run)).toMatch(/^svc: declined: tool budget 0.0001 USD is below the chain price/);
    expect(counting.requests).toEqual([]);
  });

  it('declines even without a key (the gate comes first)', async () => {
    counting = await countingServer();
    const run = await svc(['mcp-chain', TRIP, '--tool-budget-usd', '0'], { SVC_BASE_URL: counting.url });
    expect(run.code).toBe(7);
    expect(counting.requests).toEqual([]);
  });

  it('at or above the chain price the chain does call the server (the counter works)', async () => {
    counting = await countingServer();
    const run = await svc(['mcp-chain', TRIP, '--tool-budget-usd', String(CHAIN_PRICE_USD)], {
      SVC_BASE_URL: counting.url,
      SVC_API_KEY: `svc_live_${'a'.repeat(40)}`,
    });
    expect(counting.requests).toEqual(['POST /mcp']);
    expect(run.code).toBe(6);
  });

  it('a budget that is not a non-negative number is a usage error', async () => {
    const run = await svc(['mcp-chain', TRIP, '--tool-budget-usd', 'cheap']);
    expect(run.code).toBe(2);
    expect(oneLine(run)).toMatch(/--tool-budget-usd must be a number >= 0/);
  });
});
