import { HOSTEL_BED_MODEL } from './hostel-beds.js';
import type { CostTierName } from '../types.js';

/**
 * product_pricing_model_v1: trips bought as a product are priced as that product, not as a
 * hotel stay (editorial factors and fares, every figure a model_estimate):
 * - all_inclusive: the room at the place's rate plus full board and drinks for its occupants
 *   (0.8 x the tier's daily spend per person, children at half), and daily spend left for tips
 *   and excursions (0.3 x).
 * - cruise: a cabin for two per night, meals included, at mainstream-line fares (inside cabin
 *   150 USD on budget, balcony 320 mid, suite on a luxury line 900), plus port fees, taxes and
 *   gratuities of 35 USD per person per night; daily spend ashore 0.3 x.
 * - hostel: a dorm bed per traveller instead of rooms, at the country's reported bed price
 *   (hostel_bed_model_v1), or 0.4 x the place's budget room where that is dearer (a capital, a
 *   resort in season).
 */
export const PRODUCT_MODEL = {
  name: 'product_pricing_model_v1',
  all_inclusive: { board_of_daily: 0.8, child_share: 0.5, daily_left: 0.3 },
  cruise: { cabin_per_night_usd: { budget: 150, mid: 320, luxury: 900 } as Record<CostTierName, number>, fees_per_person_night_usd: 35, daily_left: 0.3 },
  hostel: { bed_of_budget_room: 0.4 },
} as const;

/** lodge_stay (an overwater villa, a safari lodge, an estancia) is priced by lodge_rate_model_v1 from the place's area. */
export type Product = 'all_inclusive' | 'cruise' | 'hostel' | 'lodge_stay';
export const PRODUCTS: readonly Product[] = ['all_inclusive', 'cruise', 'hostel', 'lodge_stay'];
export const isProduct = (id: string): id is Product => (PRODUCTS as readonly string[]).includes(id);

/** The tier a product implies when the request states none: who sleeps in dorms spends as a backpacker. */
const PRODUCT_TIER: Partial<Record<Product, CostTierName>> = { hostel: 'budget' };
export const productTier = (product: Product | null): CostTierName | undefined => (product ? PRODUCT_TIER[product] : undefined);

/** The party a stay is priced for. */
export interface Party {
  adults: number;
  children: number;
  rooms: number;
}

/** What the stay costs as the product: per unit (room, cabin or bed) and night, the units, daily spend per person, and how, in words. */
export interface ProductStay {
  per_unit_night_usd: number;
  units: number;
  unit: 'room' | 'cabin' | 'dorm bed';
  daily_spend_usd: number;
  note: string;
}

/**
 * The product's stay from the place's tier rates (lodging per room, daily spend per person), its
 * budget room rate and its country's dorm bed; a cruise replaces the place's rates with its fares.
 */
export function productStay(
  product: Exclude<Product, 'lodge_stay'>,
  tier: CostTierName,
  party: Party,
  rates: { lodging: number; daily: number; budget_room: number; bed: number },
): ProductStay {
  const m = PRODUCT_MODEL;
  const people = party.adults + party.children;
  if (product === 'all_inclusive') {
    const eaters = party.adults + m.all_inclusive.child_share * party.children;
    const board = m.all_inclusive.board_of_daily * rates.daily * eaters;
    return {
      per_unit_night_usd: Math.round(rates.lodging + board / party.rooms),
      units: party.rooms,
      unit: 'room',
      daily_spend_usd: Math.round(rates.daily * m.all_inclusive.daily_left),
      note: `all-inclusive: room plus full board and drinks (${m.all_inclusive.board_of_daily} x daily spend per person), daily spend x${m.all_inclusive.daily_left} (${m.name})`,
    };
  }
  if (product === 'cruise') {
    const fare = m.cruise.cabin_per_night_usd[tier] * party.rooms + m.cruise.fees_per_person_night_usd * people;
    return {
      per_unit_night_usd: Math.round(fare / party.rooms),
      units: party.rooms,
      unit: 'cabin',
      daily_spend_usd: Math.round(rates.daily * m.cruise.daily_left),
      note: `cruise: ${m.cruise.cabin_per_night_usd[tier]} USD per cabin-night with meals, plus ${m.cruise.fees_per_person_night_usd} USD port fees and gratuities per person-night; daily spend ashore x${m.cruise.daily_left} (${m.name})`,
    };
  }
  const ofRoom = Math.round(rates.budget_room * m.hostel.bed_of_budget_room);
  return {
    per_unit_night_usd: Math.max(ofRoom, rates.bed),
    units: people,
    unit: 'dorm bed',
    daily_spend_usd: Math.round(rates.daily),
    note:
      ofRoom >= rates.bed
        ? `hostel: a dorm bed per traveller at ${m.hostel.bed_of_budget_room} x a budget room (${m.name})`
        : `hostel: a dorm bed per traveller at the country's reported bed price (${HOSTEL_BED_MODEL}, model_estimate; ${m.name})`,
  };
}
