import type { BudgetFit } from '../../../contracts/travel.js';
import { budgetedUsd, tripCost } from '../rank/costs.js';
import type { Ranked } from '../rank/ranked.js';
import type { Trip } from '../trip.js';
import { clip } from '../../../text/clip.js';
import { dollars } from '../text.js';

/**
 * Whether the stated budget holds the results shown, said once for the answer. When some results
 * fit, it names them and how far over the others go. When none fits it says so plainly and offers
 * what does fit, from the cheapest result's own cost parts (trip_total_model_v1): the nights its
 * budget pays for once the fixed costs (the way there, passes, fees, ferries) are paid, or that the
 * way there alone is over it; its cost at the budget tier's lodging and spend when the trip was
 * priced at a dearer tier; and the best-ranked candidate beyond those shown that fits. A budget that
 * leaves out the way there ("flights separate") is weighed against the cost on the ground. Every
 * figure is a model estimate, never a quote.
 */
const overBy = (total: number, budget: number) => `${Math.round((total / budget - 1) * 100)}% over`;

/** The limit of the statement (contract maxLength): five names and their figures fit well inside it. */
const STATEMENT_MAX = 1000;

/** The costs the stay's length does not change: the way there (unless the budget leaves it out), passes, fees, ferries. */
const fixedUsd = (r: Ranked, trip: Trip) => (trip.budget_leaves_out_travel ? 0 : r.cost.flights_usd) + r.cost.activities_usd;

/** Nights of the stay the budget pays for at the result's own nightly and daily costs, once its fixed costs are paid. */
function nightsWithin(r: Ranked, trip: Trip, budget: number): number {
  const perDay = r.cost.daily_usd / Math.max(trip.days, 1);
  const perNight = r.cost.stay_usd / Math.max(trip.nights, 1) + perDay;
  // n nights are n + 1 days of spend.
  return perNight > 0 ? Math.floor((budget - fixedUsd(r, trip) - perDay) / perNight) : 0;
}

function whatFits(r: Ranked, trip: Trip, budget: number): string {
  const parts: string[] = [];
  const fixed = fixedUsd(r, trip);
  if (fixed >= budget) return ` The way to ${r.candidate.name} alone comes to about ${dollars(fixed)}, so no stay there fits.`;
  const nights = nightsWithin(r, trip, budget);
  if (nights >= 1 && nights < trip.nights) parts.push(`${nights} night${nights === 1 ? '' : 's'} at ${r.candidate.name} instead of ${trip.nights}`);
  if (trip.tier !== 'budget') {
    const cheaper = budgetedUsd(tripCost(r.candidate, { ...trip, tier: 'budget' }, r.flight, r.season.lodging_demand), trip);
    if (cheaper < budgetedUsd(r.cost, trip))
      parts.push(
        `${r.candidate.name} at budget-tier lodging and spend, about ${dollars(cheaper)}${cheaper <= budget ? ' (within it)' : ` (${overBy(cheaper, budget)})`}`,
      );
  }
  return parts.length ? ` What fits: ${parts.join('; or ')}.` : ' Nothing shorter or cheaper fits at these estimates.';
}

/** The best-ranked candidate beyond those shown whose estimate is within the budget, with its rank. */
function fitsFurtherDown(ranked: readonly Ranked[], shown: number, trip: Trip, budget: number): string {
  const at = ranked.findIndex((r, i) => i >= shown && budgetedUsd(r.cost, trip) <= budget);
  const r = ranked[at];
  return r ? ` Within it further down the ranking: ${r.candidate.name} (${dollars(budgetedUsd(r.cost, trip))}, ranked ${at + 1}).` : '';
}

/** The answer's budget_fit: how many of the results shown fit the budget, and what does when none does. shown: the results shown; ranked: every ranked candidate, best first. */
export function budgetFitSummary(shown: readonly Ranked[], ranked: readonly Ranked[], trip: Trip): BudgetFit | null {
  const budget = trip.budget_usd;
  if (budget === null || budget <= 0 || shown.length === 0) return null;
  const spend = (r: Ranked) => budgetedUsd(r.cost, trip);
  const within = shown.filter((r) => spend(r) <= budget);
  const over = shown.filter((r) => spend(r) > budget);
  const base = { budget_usd: Math.round(budget), shown: shown.length, within: within.length, model: 'trip_total_model_v1' as const };
  const said = (statement: string): BudgetFit => ({ ...base, statement: clip(statement, STATEMENT_MAX) });
  const basis = trip.budget_leaves_out_travel ? ' (the way there left out, as the budget says)' : '';
  const priced = (r: Ranked) => `${r.candidate.name} (${dollars(spend(r))})`;
  if (over.length === 0) return said(`Every result shown fits the ${dollars(budget)} budget${basis} at these estimates (model_estimate).`);
  const overList = over.map((r) => `${r.candidate.name} (${overBy(spend(r), budget)})`).join(', ');
  if (within.length > 0)
    return said(
      `${within.length} of ${shown.length} results fit the ${dollars(budget)} budget${basis}: ${within.map(priced).join(', ')}. Over it: ${overList}.`,
    );
  const cheapest = [...shown].sort((a, b) => spend(a) - spend(b))[0]!;
  return said(
    `No result fits the ${dollars(budget)} budget${basis} (model_estimate): the cheapest, ${priced(cheapest)}, is ${overBy(spend(cheapest), budget)}.${whatFits(cheapest, trip, budget)}${fitsFurtherDown(ranked, shown.length, trip, budget)}`,
  );
}
