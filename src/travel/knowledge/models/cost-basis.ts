import type { PriceLevel } from './price-levels.js';

/** The per-diem facts and price level a place's costs are derived from, computed once per place. */
export interface CostBasis {
  kind: 'us' | 'foreign' | 'oconus' | 'safari';
  /** The per-diem row used, as the tables name it. */
  row: string;
  /** The row was chosen for this place (curated record), not a country or standard row applied to a place nobody checked. */
  row_curated: boolean;
  /** Lodging ceiling per month (index 0 = January) and its annual mean, USD. */
  ceiling_monthly: readonly number[];
  ceiling_annual: number;
  /** Meals and incidentals rate, USD per day. */
  mie: number;
  price_level: PriceLevel;
  /** The per-diem publication and its as-of date. */
  source: string;
  as_of: string;
}
