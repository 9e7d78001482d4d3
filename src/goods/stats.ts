/** Order statistics for comps (linear interpolation between order statistics, "type 7"). */

export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  const b = sorted[hi] as number;
  return a + (b - a) * (pos - lo);
}

/** Percent of values below x, counting ties as half (mid-rank percentile). */
export function percentileRank(sorted: readonly number[], x: number): number | null {
  if (sorted.length === 0) return null;
  const below = sorted.filter((v) => v < x).length;
  const equal = sorted.filter((v) => v === x).length;
  return ((below + equal / 2) / sorted.length) * 100;
}

export const round2 = (n: number): number => Math.round(n * 100) / 100;
export const round1 = (n: number): number => Math.round(n * 10) / 10;

export interface PriceQuantiles {
  median: number | null;
  p25: number | null;
  p75: number | null;
  min: number | null;
  max: number | null;
}

export function priceQuantiles(prices: readonly number[]): PriceQuantiles {
  const sorted = [...prices].sort((a, b) => a - b);
  const r = (v: number | null) => (v === null ? null : round2(v));
  return {
    median: r(quantile(sorted, 0.5)),
    p25: r(quantile(sorted, 0.25)),
    p75: r(quantile(sorted, 0.75)),
    min: r(sorted[0] ?? null),
    max: r(sorted[sorted.length - 1] ?? null),
  };
}
