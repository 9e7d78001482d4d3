import { readTravelJson } from '../data-files.js';
import type { CostTierName } from '../types.js';

/**
 * lodge_rate_model_v1: stays bought as a resort or a remote lodge (an overwater villa, a safari lodge,
 * a Patagonian estancia) are priced from the rate a source publishes for the area (data/travel/lodge-rates.json),
 * not from city per-diems, which know nothing of them:
 *   per room and night = the published rate x the tier's factor (budget 0.5, mid 1, luxury 2: the
 *                        model's assumption of where the tiers sit around an average, not a sourced figure),
 *                        per person rows x the guests a room holds (children at half);
 *   daily spend        = the tier's daily spend, x0.3 where the rate includes full board (drinks and tips);
 *   band               = x0.6-1.8 of the nightly figure, since an average says little of one lodge.
 * Where the trip asks for such a stay and no row covers the place, the place's luxury rate stands in,
 * said to be a stand-in. A resort-only area (every stay there is a resort) is priced so whatever the
 * product, except on a budget, where local guesthouses are the stay; an area whose luxury stays are
 * its resorts (French Polynesia) prices its luxury tier so.
 */
export const LODGE_MODEL = {
  name: 'lodge_rate_model_v1',
  tier_factor: { budget: 0.5, mid: 1, luxury: 2 } as Record<CostTierName, number>,
  child_share: 0.5,
  board_daily: 0.3,
  band: [0.6, 1.8],
} as const;

export interface LodgeRow {
  id: string;
  area: string;
  countries: string[];
  /** Only places south of this latitude (negative: south of the equator). */
  south_of_lat?: number;
  unit: 'room' | 'person';
  board: boolean;
  rate_usd: number;
  figure: string;
  /** The figure and the source in a few words, as answers quote them. */
  summary: string;
  source: string;
  cite: string;
  as_of: string;
  tier: 'curated' | 'model_estimate';
  resort_only: boolean;
  /** A luxury trip to the area stays in these resorts: its luxury tier is priced by the row. */
  luxury_stays: boolean;
}

let rows: readonly LodgeRow[] | undefined;
const lodgeRows = (): readonly LodgeRow[] => (rows ??= readTravelJson<{ rows: LodgeRow[] }>('lodge-rates.json').rows);

/** Whether the row prices a trip that asks no lodge: above budget in a resort-only area, or a luxury trip where luxury stays are its resorts. */
export const rowPricesTier = (row: LodgeRow, tier: CostTierName): boolean => (row.resort_only && tier !== 'budget') || (row.luxury_stays && tier === 'luxury');

/** The row covering a place, if any. */
export function lodgeRow(place: { country: string; lat: number }): LodgeRow | undefined {
  return lodgeRows().find((r) => r.countries.includes(place.country.toUpperCase()) && (r.south_of_lat === undefined || place.lat <= r.south_of_lat));
}

export interface LodgeParty {
  adults: number;
  children: number;
  rooms: number;
}

export interface LodgeStay {
  per_room_night_usd: number;
  daily_spend_usd: number;
  notes: string[];
}

function band(nightly: number): string {
  const [low, high] = LODGE_MODEL.band.map((f) => Math.round((nightly * f) / 10) * 10);
  return `plan on about ${low}-${high} USD a room a night (${LODGE_MODEL.name} band x${LODGE_MODEL.band[0]}-${LODGE_MODEL.band[1]}; an average says little of one lodge)`;
}

/** The stay at a row's published rate for the tier and party, the tier's daily spend given. */
export function lodgeStay(row: LodgeRow, tier: CostTierName, party: LodgeParty, tierDaily: number): LodgeStay {
  const m = LODGE_MODEL;
  const perRoom = row.unit === 'room' ? 1 : (party.adults + m.child_share * party.children) / party.rooms;
  const nightly = Math.round(row.rate_usd * m.tier_factor[tier] * perRoom);
  const per = row.unit === 'room' ? 'a room' : 'a person';
  const label = `${row.summary}; ${row.cite}, ${row.as_of}${row.tier === 'curated' ? '' : ', model_estimate from reported prices'}`;
  return {
    per_room_night_usd: nightly,
    daily_spend_usd: Math.round(tierDaily * (row.board ? m.board_daily : 1)),
    notes: [
      `${row.area}: ${row.rate_usd} USD ${per} a night (${label}) x${m.tier_factor[tier]} for the ${tier} tier (${m.name}, the tier factor an assumption)${row.board ? `, daily spend x${m.board_daily}` : ''}`,
      band(nightly),
    ],
  };
}

/** The stand-in where a lodge stay is asked and no row covers the place: the place's luxury room rate. */
export function lodgeStandIn(luxuryNightly: number): string[] {
  return [`no published lodge or resort rate for this area: the place's luxury rate stands in (${LODGE_MODEL.name}, model_estimate)`, band(luxuryNightly)];
}
