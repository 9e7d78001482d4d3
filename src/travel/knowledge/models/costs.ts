import type { CostEstimate } from '../types.js';
import { midRateFor, tiersFromMid } from './tiers.js';
import { invalidInput } from '../../../errors.js';

/**
 * estimateCosts for any place: the per-diem row naming the place if there is one, else the
 * country's "[Other]" row (US: GSA destination row or standard CONUS rate; Hawaii, Alaska and US
 * territories: oconus_proxy_model_v1), expanded by per_diem_tier_model_v1. Every tier is a
 * model_estimate here, because a row is being applied to a place nobody curated.
 */
export function estimateCosts(countryCode: string, placeName?: string, admin1?: string | null): CostEstimate {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) throw invalidInput(`Country code "${countryCode}" must be ISO 3166-1 alpha-2, e.g. "FR".`);
  const mid = midRateFor(countryCode.toUpperCase(), placeName, admin1, false);
  return { costs: tiersFromMid(mid), per_diem_row: mid.row };
}
