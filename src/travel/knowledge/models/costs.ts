import type { CostEstimate } from '../types.js';
import { costBasis, tiersFromBasis } from './tiers.js';
import { invalidInput } from '../../../errors.js';

/**
 * estimateCosts for any place: the per-diem row naming the place if there is one, else the
 * country's "[Other]" row (US: GSA destination row or standard CONUS rate; Hawaii, Alaska and US
 * territories: oconus_proxy_model_v1), calibrated by leisure_cost_model_v1. The row is applied to
 * a place nobody curated, which the provenance note says.
 */
export function estimateCosts(countryCode: string, placeName?: string, admin1?: string | null): CostEstimate {
  if (!/^[A-Za-z]{2}$/.test(countryCode)) throw invalidInput(`Country code "${countryCode}" must be ISO 3166-1 alpha-2, e.g. "FR".`);
  const basis = costBasis(countryCode.toUpperCase(), placeName, admin1, false);
  return { costs: tiersFromBasis(basis), per_diem_row: basis.row, basis };
}
