import type { Costs, Provenance } from '../types.js';
import { perDiemFor, standardConusRate, type PerDiemRate } from './per-diem.js';

/**
 * per_diem_tier_model_v1: the per-diem ceiling is taken as the mid tier (US government per-diem
 * rates are business-travel ceilings, roughly mid-range); budget and luxury are fixed multiples.
 */
export const TIER_MODEL = {
  name: 'per_diem_tier_model_v1',
  factors: {
    budget: { lodging: 0.45, daily: 0.6 },
    mid: { lodging: 1, daily: 1 },
    luxury: { lodging: 2.4, daily: 1.8 },
  },
} as const;

/**
 * oconus_proxy_model_v1: places the bundled tables do not cover (Hawaii, Alaska, US territories)
 * get the GSA standard CONUS rate times an editorial factor. The factors are judgement, not
 * derived from published OCONUS rates.
 */
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

export interface MidRate {
  lodging: number;
  daily: number;
  provenance: Provenance;
  row: string;
}

function perDiemProvenance(rate: PerDiemRate, curated: boolean): Provenance {
  const seasonal = rate.seasonal_range_usd ? `; seasonal lodging ${rate.seasonal_range_usd[0]}-${rate.seasonal_range_usd[1]} USD, day-weighted annual mean used` : '';
  return curated
    ? { tier: 'curated_baseline', source: `${rate.source}, row ${rate.row}${seasonal}`, as_of: rate.as_of }
    : { tier: 'model_estimate', model: 'per_diem_place_proxy_v1', source: `${rate.source}, row ${rate.row}${seasonal}`, as_of: rate.as_of, note: 'Row of the country or standard rate applied to a place it does not name.' };
}

/**
 * The mid-tier figures for a place. `curatedRow` says whether the row was chosen for this place
 * on purpose (curated) or is a country-wide fallback applied to it (estimate).
 */
export function midRateFor(country: string, place: string | undefined, admin1: string | null | undefined, curatedRow: boolean): MidRate {
  const proxyKey = admin1 && OCONUS_PROXY_MODEL.factors[admin1] ? admin1 : OCONUS_PROXY_MODEL.factors[country] ? country : undefined;
  const rate = proxyKey ? undefined : perDiemFor(country, place, admin1);
  if (rate) return { lodging: rate.lodging_usd, daily: rate.meals_incidentals_usd, provenance: perDiemProvenance(rate, curatedRow), row: rate.row };
  const base = standardConusRate();
  const f = (proxyKey && OCONUS_PROXY_MODEL.factors[proxyKey]) || OCONUS_PROXY_MODEL.factors['US-HI'] || { lodging: 1, daily: 1 };
  return {
    lodging: Math.round(base.lodging_usd * f.lodging),
    daily: Math.round(base.meals_incidentals_usd * f.daily),
    row: `${base.row} x ${OCONUS_PROXY_MODEL.name} (${proxyKey ?? 'no row'})`,
    provenance: {
      tier: 'model_estimate',
      model: OCONUS_PROXY_MODEL.name,
      source: `${base.source}, row ${base.row}, scaled lodging x${f.lodging}, daily x${f.daily}`,
      as_of: base.as_of,
      note: 'No per-diem row in the bundled tables for this place.',
    },
  };
}

/** Expand a mid rate into the three tiers of per_diem_tier_model_v1. */
export function tiersFromMid(mid: MidRate): Costs {
  const tier = (name: 'budget' | 'luxury') => {
    const f = TIER_MODEL.factors[name];
    return {
      lodging_per_night_usd: Math.round(mid.lodging * f.lodging),
      daily_spend_usd: Math.round(mid.daily * f.daily),
      provenance: {
        tier: 'model_estimate' as const,
        model: TIER_MODEL.name,
        source: `mid tier (${mid.row}) x lodging ${f.lodging}, daily ${f.daily}`,
        ...(mid.provenance.as_of ? { as_of: mid.provenance.as_of } : {}),
      },
    };
  };
  return {
    budget: tier('budget'),
    mid: { lodging_per_night_usd: mid.lodging, daily_spend_usd: mid.daily, provenance: mid.provenance },
    luxury: tier('luxury'),
  };
}
