/**
 * How well known a GeoNames place is, as a resolution prior, from two signals GeoNames records for
 * every populated place: how many people live there and in how many languages (alternate names) it
 * is named. The airport-and-density importance (IMPORTANCE_MODEL) under-rates large cities whose
 * airport is named otherwise (Essen, Porto Alegre, Natal); population and names do not.
 */
export const PROMINENCE_MODEL =
  'geo-prominence-v1: 0.6 x clamp((log10 population - 3) / 4) + 0.4 x clamp(ln(1 + alternate names) / ln(1 + 250) rescaled from 10 names) (model_estimate; GeoNames cities500 population and alternate names)';

const clamp = (x: number) => Math.min(1, Math.max(0, x));
/** 1,000 people count for nothing, 10 million for everything. */
const popScore = (population: number) => (population > 0 ? clamp((Math.log10(population) - 3) / 4) : 0);
/** Ten names (transliterations of any town) count for nothing; 250 (world cities) for everything. */
const nameScore = (alternates: number) => clamp((Math.log1p(alternates) - Math.log1p(10)) / (Math.log1p(250) - Math.log1p(10)));

/** 0..1, model_estimate (PROMINENCE_MODEL). */
export function prominence(population: number, alternates: number): number {
  return 0.6 * popScore(population) + 0.4 * nameScore(alternates);
}
