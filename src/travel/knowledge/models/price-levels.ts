import { readTravelJson } from '../data-files.js';

/**
 * World Bank price level ratios (PPP conversion factor for GDP over the market exchange rate,
 * US = 1), data/travel/price-levels.json. Countries without a figure get ASSUMED_PRICE_LEVEL,
 * and say so.
 */
interface PriceLevelFile {
  source: string;
  as_of: string;
  countries: Record<string, [number, number]>;
}

export interface PriceLevel {
  ratio: number;
  /** Year of the figure; null when assumed. */
  year: number | null;
  source: string;
}

/** Used where the World Bank reports no figure (small territories, Taiwan). */
export const ASSUMED_PRICE_LEVEL = 0.7;

let file: PriceLevelFile | undefined;

export function priceLevel(country: string): PriceLevel {
  file ??= readTravelJson<PriceLevelFile>('price-levels.json');
  const hit = file.countries[country.toUpperCase()];
  return hit
    ? { ratio: hit[0], year: hit[1], source: `World Bank price level ratio ${hit[0]} (${hit[1]})` }
    : { ratio: ASSUMED_PRICE_LEVEL, year: null, source: `no World Bank price level; ${ASSUMED_PRICE_LEVEL} assumed` };
}
