import { readBuiltIndex } from '../../../built-indexes.js';
import { coastFacts } from './coast.js';
import { monthly, stationTable, type ClimateStation } from './climate-stations.js';

/**
 * climate_row_screen_v1: WMO rows that hold monthly extremes, not means. Some national submissions
 * of the 1991-2020 normals report the mean of each month's highest and lowest readings under the
 * mean high and low (Oman's: Salalah at 38 C in the August monsoon, 44 C in May; Mongolia's,
 * Armenia's). Their giveaway is the daily range: the annual mean of high minus low, which for
 * monthly means stays under about 20 C even in deserts and on high plateaus (99th percentile of the
 * table 19.6 C) and under about 16 C by the sea, is far wider for extremes. A screened row is left out
 * of every blend, so the estimate rests on the stations around it.
 */
export const CLIMATE_SCREEN = { name: 'climate_row_screen_v1', max_range_c: 20, max_coastal_range_c: 16, coastal_km: 10 } as const;
const S = CLIMATE_SCREEN;

let screened: Set<string> | undefined;

function meanRange(station: ClimateStation): number | null {
  const high = monthly(station, 'tmax');
  const low = monthly(station, 'tmin');
  if (!high || !low) return null;
  let sum = 0;
  for (let m = 0; m < 12; m++) sum += (high[m] ?? 0) - (low[m] ?? 0);
  return sum / 12;
}

/** Whether a station's row is of monthly extremes by its daily range (a coastal station by the tighter bound). */
export function extremesRow(station: ClimateStation): boolean {
  const range = meanRange(station);
  if (station.source !== 'wmo' || range === null || range <= S.max_coastal_range_c) return false;
  if (range > S.max_range_c) return true;
  const coast = coastFacts(station).coast_km;
  return coast !== null && coast <= S.coastal_km;
}

/** Ids of the rows the screen leaves out, computed over every row (the coast distance of some). */
export const screenedIds = (): string[] =>
  stationTable()
    .stations.filter(extremesRow)
    .map((s) => s.id);

/** Name of the built index of screenedIds() (scripts/build-indexes.ts writes it). */
export const CLIMATE_SCREEN_INDEX = 'climate-screen';

/**
 * Ids of the rows the screen leaves out, once: from the built index when there is one, as computing
 * them (about 300 ms of CPU, most of it the coastline for the rows near the bound) would fall on the
 * first request that estimates a climate.
 */
export function screenedStations(): ReadonlySet<string> {
  screened ??= new Set(readBuiltIndex<string[]>(CLIMATE_SCREEN_INDEX) ?? screenedIds());
  return screened;
}
