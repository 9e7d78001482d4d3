import { costBasis, tierRates } from '../knowledge/models/tiers.js';

/**
 * Whether a stated budget can meet the stated trip, by the cost model the engine prices trips with (leisure_cost_model_v1
 * over the per-diem rows and price levels, knowledge/models/tiers.ts): the cheapest stay it prices at any of the places
 * asked for, at budget-tier lodging and daily spend, without the way there. That tier is a typical cheap stay, not the
 * cheapest one can find, so the floor is a share of it (FLOOR_SHARE): a total under it asks for a trip the service cannot
 * find as written ("two weeks in Iceland for four, EUR 500 in all"); it is reported with the floor, a model estimate,
 * instead of being answered as if it could be met.
 */
export interface CostFloor {
  /** The floor in US dollars: FLOOR_SHARE of the budget-tier stay (model_estimate). */
  usd: number;
  /** The place it was priced at. */
  place: string;
}

interface FloorPlace {
  name: string;
  country: string | null;
  admin1?: string | null;
}

/** Two travellers share a room. */
const PER_ROOM = 2;
/**
 * The share of the budget-tier stay below which no stay is found (hostels, camping and self-catering sit well above it).
 * On the development requests every total under it was a trip the writer could not have (or a budget misread).
 */
export const FLOOR_SHARE = 0.3;

export function costFloor(places: readonly FloorPlace[], days: number | null, travellers: number | null): CostFloor | null {
  if (days === null || days < 1) return null;
  const people = travellers ?? 1;
  const rooms = Math.ceil(people / PER_ROOM);
  const nights = Math.max(days - 1, 1);
  let best: CostFloor | null = null;
  for (const p of places) {
    if (!p.country || !/^[A-Z]{2}$/.test(p.country)) continue;
    const rates = tierRates(costBasis(p.country, p.name, p.admin1 ?? null, false), 'budget', { nights });
    const usd = Math.round(FLOOR_SHARE * (nights * rooms * rates.lodging_per_night_usd + days * people * rates.daily_spend_usd));
    if (best === null || usd < best.usd) best = { usd, place: p.name };
  }
  return best;
}
