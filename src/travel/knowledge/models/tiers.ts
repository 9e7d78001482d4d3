import type { Costs, CostTier, CostTierName, Provenance } from '../types.js';
import { perDiemByRow, perDiemFor, standardConusRate, type PerDiemRate } from './per-diem.js';
import type { CostBasis } from './cost-basis.js';
import { bedUsdAtLevel, HOSTEL_BED_MODEL } from './hostel-beds.js';
import { priceLevel } from './price-levels.js';
import { PRODUCT_MODEL } from './products.js';
import { RESORT_SEASON_MODEL, type ResortTerms } from './resort-season.js';

/**
 * leisure_cost_model_v1: lodging and daily spend by tier, month and stay length, calibrated from
 * US government per-diem rates.
 *
 * A per-diem rate is a business-travel ceiling: the most a government traveller may claim for a
 * hotel that meets US-government standards, usually in a central business district. GSA sets
 * CONUS rates from the average daily rate of each market, so in the US the ceiling is close to a
 * midrange rate (mid = 1.0 x GSA). The State Department sets foreign rates from surveys of
 * business-class hotels, whose prices are international while local midrange lodging follows the
 * local price level: in high-price countries (World Bank price level ratio ~1) a 3-star leisure
 * hotel costs about half the ceiling, in low-price ones (ratio ~0.3) about a third (mid =
 * ceiling x (0.30 + 0.20 x min(price level, 1.2))). Meals follow the same logic (M&IE x (0.45 +
 * 0.25 x price level)). Budget lodging (hostels, guesthouses, motels) is 0.35-0.45 of mid
 * (0.55 in the US), abroad never less than a private room at the country's dorm-bed price
 * (hostel_bed_model_v1) over the share of a budget room a bed costs (product_pricing_model_v1:
 * 0.4, so 2.5 beds): where ceilings sit close to local prices (Oslo, Copenhagen, Reykjavik) the
 * ceiling's share would price a budget room below two hostel beds (kept under 0.9 x mid where the
 * ceiling prices even the mid-range room that low). Luxury is 1.6 x the foreign
 * ceiling (5-star international hotels) or 2.6 x GSA; budget daily spend 0.55 x mid, luxury 2.2 x mid.
 *
 * The month's seasonal rate replaces the annual mean where the per-diem table is seasonal; stays
 * of 28 nights or more are priced as monthly rentals (lodging x0.6, daily x0.85: monthly
 * discounts and cooking), of 14-27 nights at x0.9 lodging; events that fill a place (calendars'
 * lodging_demand) or a public-holiday long weekend (holiday_weekend_model_v1) raise lodging while
 * the trip overlaps them.
 *
 * safari_lodging_model_v1: in the national parks and reserves of East and southern Africa, lodging
 * is full-board camps priced in US dollars regardless of the country's price level: per room and
 * night, budget (camping safari) 140, midrange (tented camp or lodge) 420, luxury 1,200; daily
 * spend per person (park and conservation fees, drinks, tips) 90 / 120 / 200.
 *
 * oconus_proxy_model_v1: places the bundled tables do not cover (Hawaii, Alaska, US territories)
 * take the GSA standard CONUS rate times an editorial factor, then the US factors above.
 */
export const LEISURE_COST_MODEL = {
  name: 'leisure_cost_model_v1',
  foreign: {
    mid_lodging: [0.3, 0.2],
    mid_daily: [0.45, 0.25],
    budget_lodging: [0.35, 0.1],
    budget_below_mid: 0.9,
    luxury_lodging_of_ceiling: 1.6,
    price_level_cap: 1.2,
  },
  us: { mid_lodging: 1, mid_daily: 1, budget_lodging: 0.55, luxury_lodging: 2.6 },
  budget_daily: 0.55,
  luxury_daily: 2.2,
  long_stay: { monthly_from_nights: 28, monthly_lodging: 0.6, monthly_daily: 0.85, fortnight_from_nights: 14, fortnight_lodging: 0.9 },
} as const;

export const SAFARI_MODEL = {
  name: 'safari_lodging_model_v1',
  countries: ['KE', 'TZ', 'BW', 'RW', 'UG', 'ZM', 'ZW', 'NA', 'ZA'],
  /** Where every national park is a safari park (elsewhere only parks with a strong wildlife theme). */
  park_countries: ['KE', 'TZ', 'BW', 'UG', 'ZM', 'ZW'],
  lodging: { budget: 140, mid: 420, luxury: 1200 },
  daily: { budget: 90, mid: 120, luxury: 200 },
} as const;

/** A safari park: a park with a strong wildlife theme, or any park in a core safari country when nobody curated its themes. */
export function isSafariPark(kind: string, country: string, themes: Readonly<Record<string, number>> | null): boolean {
  if (kind !== 'park') return false;
  return themes ? (themes['wildlife'] ?? 0) >= 0.8 : (SAFARI_MODEL.park_countries as readonly string[]).includes(country);
}

export const OCONUS_PROXY_MODEL = {
  name: 'oconus_proxy_model_v1',
  factors: {
    'US-HI': { lodging: 2.6, daily: 1.5 },
    'US-AK': { lodging: 1.8, daily: 1.3 },
    PR: { lodging: 1.7, daily: 1.4 },
    VI: { lodging: 2.2, daily: 1.5 },
    GU: { lodging: 1.6, daily: 1.4 },
  } as Record<string, { lodging: number; daily: number }>,
};

function oconusBasis(key: string, rowCurated: boolean): CostBasis {
  const base = standardConusRate();
  const f = OCONUS_PROXY_MODEL.factors[key] ?? { lodging: 1, daily: 1 };
  const lodging = Math.round(base.lodging_usd * f.lodging);
  return {
    kind: 'oconus',
    row: `${base.row} x ${OCONUS_PROXY_MODEL.name} (${key}: lodging x${f.lodging}, daily x${f.daily})`,
    row_curated: rowCurated,
    ceiling_monthly: Array(12).fill(lodging),
    ceiling_annual: lodging,
    mie: Math.round(base.meals_incidentals_usd * f.daily),
    price_level: priceLevel('US'),
    source: base.source,
    as_of: base.as_of,
  };
}

function rateBasis(rate: PerDiemRate, country: string, rowCurated: boolean, safari: boolean): CostBasis {
  const us = country === 'US';
  return {
    kind: safari ? 'safari' : us ? 'us' : 'foreign',
    row: rate.row,
    row_curated: rowCurated,
    ceiling_monthly: rate.monthly_lodging_usd ?? Array(12).fill(rate.lodging_usd),
    ceiling_annual: rate.lodging_usd,
    mie: rate.meals_incidentals_usd,
    price_level: priceLevel(us ? 'US' : country),
    source: rate.source,
    as_of: rate.as_of,
  };
}

/**
 * The cost basis of a place: the per-diem row naming it (or `row`, when a record cites one),
 * else the country's row; Hawaii, Alaska and US territories through the OCONUS proxy.
 * `safari`: a safari park (see safari_lodging_model_v1).
 */
export function costBasis(
  country: string,
  place: string | undefined,
  admin1: string | null | undefined,
  rowCurated: boolean,
  opts: { row?: string; safari?: boolean } = {},
): CostBasis {
  const cc = country.toUpperCase();
  const proxyKey = admin1 && OCONUS_PROXY_MODEL.factors[admin1] ? admin1 : OCONUS_PROXY_MODEL.factors[cc] ? cc : undefined;
  if (proxyKey) return oconusBasis(proxyKey, rowCurated);
  const rate = (opts.row ? perDiemByRow(opts.row) : undefined) ?? perDiemFor(cc, place, admin1);
  return rate
    ? rateBasis(rate, cc, rowCurated, (opts.safari ?? false) && (SAFARI_MODEL.countries as readonly string[]).includes(cc))
    : oconusBasis('US-HI', false);
}

/** The row a curated record's cost provenance cites ("..., row FRANCE / Paris; ..."). */
export const citedRow = (p: Provenance): string | undefined => /\brow (.+?)(?:;|$)/.exec(p.source ?? '')?.[1];

/** The cost basis of a curated record: the per-diem row its costs cite. */
export function basisForRecord(d: { country: string; admin1: string | null; kind: string; themes: Readonly<Record<string, number>>; costs: Costs }): CostBasis {
  const row = citedRow(d.costs.mid.provenance);
  return costBasis(d.country, undefined, d.admin1, true, { ...(row ? { row } : {}), safari: isSafariPark(d.kind, d.country, d.themes) });
}

/** Lodging raised by demand during the stay: the factor on the whole stay and the words that say why, naming the model. */
export interface LodgingDemand {
  factor: number;
  note: string;
}

/**
 * How the trip prices a stay: nights per month (1-12), total nights, the lodging demand of events
 * during it, and the resort season when the place is a resort (resort_season_model_v1) or its
 * high season when it is none (leisure_season_model_v1).
 */
export interface StayTerms {
  month_nights?: ReadonlyMap<number, number>;
  nights?: number;
  demand?: LodgingDemand;
  resort?: ResortTerms;
  /** The high season of a place that is no resort (leisure_season_model_v1). */
  peak?: LodgingDemand;
  /** The premium of a small island no international flight reaches by road (remote_island_model_v1). */
  island?: LodgingDemand;
}

const lerp = ([base, slope]: readonly [number, number], level: number) => base + slope * level;

/**
 * Mid lodging factor on the ceiling and mid daily factor on M&IE, by the place's price level;
 * a resort's or remote island's lodging at no less than the international price level
 * (resort_season_model_v1, remote_island_model_v1).
 */
function midFactors(b: CostBasis, international: boolean): { lodging: number; daily: number; budget: number } {
  const m = LEISURE_COST_MODEL;
  if (b.kind !== 'foreign') return { lodging: m.us.mid_lodging, daily: m.us.mid_daily, budget: m.us.budget_lodging };
  const level = Math.min(b.price_level.ratio, m.foreign.price_level_cap);
  const lodgingLevel = international ? Math.max(level, RESORT_SEASON_MODEL.international_price_level) : level;
  return {
    lodging: lerp(m.foreign.mid_lodging, lodgingLevel),
    daily: lerp(m.foreign.mid_daily, level),
    budget: lerp(m.foreign.budget_lodging, Math.min(lodgingLevel, 1)),
  };
}

/** The private room abroad the country's dorm-bed price implies: a budget room costs no less (null at home, where GSA rates are leisure rates). */
function bedsRoom(b: CostBasis): number | null {
  return b.kind === 'foreign' ? bedUsdAtLevel(b.price_level.ratio) / PRODUCT_MODEL.hostel.bed_of_budget_room : null;
}

/**
 * A resort's mid-range room abroad (resort_season_model_v1): the per-diem estimate at international
 * rates and the room the country's dorm-bed price implies, averaged geometrically, so neither a
 * business-hotel ceiling in a cheap country nor a low country row in a dear one decides alone. The
 * resort's season note names the model, which data/README.md describes with this blend.
 */
function resortMid(b: CostBasis, fromCeiling: number, resort: boolean): number {
  if (!resort || b.kind !== 'foreign') return fromCeiling;
  return Math.sqrt(fromCeiling * bedUsdAtLevel(b.price_level.ratio) * RESORT_SEASON_MODEL.mid_room_beds);
}

/** The ceiling over the stay's months (night-weighted), else the annual mean. */
function ceilingFor(b: CostBasis, months: ReadonlyMap<number, number> | undefined): number {
  if (!months || months.size === 0) return b.ceiling_annual;
  let nights = 0;
  let sum = 0;
  for (const [m, n] of months) {
    sum += (b.ceiling_monthly[m - 1] ?? b.ceiling_annual) * n;
    nights += n;
  }
  return nights > 0 ? sum / nights : b.ceiling_annual;
}

export interface TierRates {
  lodging_per_night_usd: number;
  daily_spend_usd: number;
  /** How the stay terms changed the annual figures, in words (empty when they did not). */
  adjustments: string[];
}

export function tierRates(b: CostBasis, tier: CostTierName, stay: StayTerms = {}): TierRates {
  const m = LEISURE_COST_MODEL;
  const adjustments: string[] = [];
  /** How the room's base price was set, said after the season's and the stay's changes to it, which answers about prices lead with. */
  const basis: string[] = [];
  let lodging: number;
  let daily: number;
  if (b.kind === 'safari') {
    lodging = SAFARI_MODEL.lodging[tier];
    daily = SAFARI_MODEL.daily[tier];
  } else {
    const f = midFactors(b, stay.resort !== undefined || stay.island !== undefined);
    const ceiling = ceilingFor(b, stay.month_nights);
    if (Math.round(ceiling) !== Math.round(b.ceiling_annual))
      adjustments.push(`seasonal per-diem rate for the travel month(s): ${Math.round(ceiling)} USD ceiling instead of the ${b.ceiling_annual} USD annual mean`);
    const midLodging = resortMid(b, ceiling * f.lodging, stay.resort !== undefined);
    const midDaily = b.mie * f.daily;
    const luxuryLodging = b.kind === 'foreign' ? ceiling * m.foreign.luxury_lodging_of_ceiling : midLodging * m.us.luxury_lodging;
    const beds = tier === 'budget' ? bedsRoom(b) : null;
    const floor = beds === null ? null : Math.min(beds, midLodging * m.foreign.budget_below_mid);
    lodging = tier === 'budget' ? midLodging * f.budget : tier === 'luxury' ? luxuryLodging : midLodging;
    if (floor !== null && floor > lodging) {
      lodging = floor;
      basis.push(`budget room at ${Math.round(floor)} USD, the price of ${1 / PRODUCT_MODEL.hostel.bed_of_budget_room} dorm beds here (${HOSTEL_BED_MODEL})`);
    }
    daily = tier === 'budget' ? midDaily * m.budget_daily : tier === 'luxury' ? midDaily * m.luxury_daily : midDaily;
  }
  for (const season of [stay.resort, stay.peak, stay.island])
    if (season && b.kind !== 'safari') {
      lodging *= season.factor;
      adjustments.push(season.note);
    }
  const nights = stay.nights ?? 0;
  if (nights >= m.long_stay.monthly_from_nights) {
    lodging *= m.long_stay.monthly_lodging;
    daily *= m.long_stay.monthly_daily;
    adjustments.push(`long stay (${nights} nights) priced as a monthly rental: lodging x${m.long_stay.monthly_lodging}, daily x${m.long_stay.monthly_daily}`);
  } else if (nights >= m.long_stay.fortnight_from_nights) {
    lodging *= m.long_stay.fortnight_lodging;
    adjustments.push(`stay of ${nights} nights: lodging x${m.long_stay.fortnight_lodging}`);
  }
  if (stay.demand && stay.demand.factor > 1) {
    lodging *= stay.demand.factor;
    adjustments.push(stay.demand.note);
  }
  return { lodging_per_night_usd: Math.round(lodging), daily_spend_usd: Math.round(daily), adjustments: [...adjustments, ...basis] };
}

/** Where a cost figure comes from: the model, the per-diem row and the price level. */
export function costProvenance(b: CostBasis): Provenance {
  const model =
    b.kind === 'safari' ? SAFARI_MODEL.name : b.kind === 'oconus' ? `${LEISURE_COST_MODEL.name} + ${OCONUS_PROXY_MODEL.name}` : LEISURE_COST_MODEL.name;
  const seasonal = new Set(b.ceiling_monthly).size > 1 ? `, seasonal ${Math.min(...b.ceiling_monthly)}-${Math.max(...b.ceiling_monthly)}` : '';
  return {
    tier: 'model_estimate',
    model,
    source: `${b.source}, row ${b.row}; business-travel ceiling ${b.ceiling_annual} USD lodging${seasonal}, ${b.mie} USD M&IE; ${b.price_level.source}`,
    as_of: b.as_of,
    ...(b.row_curated ? {} : { note: 'Row of the country or standard rate applied to a place it does not name.' }),
  };
}

/** The annual (season-averaged) figures of the three tiers, for records and snapshots. */
export function tiersFromBasis(b: CostBasis): Costs {
  const provenance = costProvenance(b);
  const tier = (name: CostTierName): CostTier => {
    const r = tierRates(b, name);
    return { lodging_per_night_usd: r.lodging_per_night_usd, daily_spend_usd: r.daily_spend_usd, provenance };
  };
  return { budget: tier('budget'), mid: tier('mid'), luxury: tier('luxury') };
}
