import type { ConditionClass } from '../contracts/goods.js';
import type { DepreciationCurve, ReferencePriceRecord } from '../contracts/goods-data.js';
import { depreciation } from './data.js';
import { DAY_MS } from '../time-units.js';

const MS_PER_YEAR = 365.25 * DAY_MS;

/** Years since a release month ("2021-09"), never negative. */
export const ageYears = (released: string, now: Date): number => Math.max(0, (now.getTime() - Date.parse(`${released}-01T00:00:00Z`)) / MS_PER_YEAR);

/** Share kept at `age` years: linear between the curve's points, flat before the first and after the last. */
export function retainedShare(curve: DepreciationCurve, age: number): number {
  const points = curve.points;
  const first = points[0] as [number, number];
  if (age <= first[0]) return first[1];
  for (let i = 1; i < points.length; i += 1) {
    const [a0, s0] = points[i - 1] as [number, number];
    const [a1, s1] = points[i] as [number, number];
    if (age <= a1) return s0 + ((s1 - s0) * (age - a0)) / (a1 - a0);
  }
  return (points.at(-1) as [number, number])[1];
}

/** A curve of depreciation.json by its id: a documented record's, or the category curve a stated cost is priced on. */
export const curveById = (id: string | undefined): DepreciationCurve | null => (id ? (depreciation().curves[id] ?? null) : null);

/** Items of this curve are often stolen or faked (depreciation.json theft_or_counterfeit_target). */
export const isTheftOrCounterfeitTarget = (id: string | undefined): boolean => curveById(id)?.theft_or_counterfeit_target ?? false;

export const curveOf = (record: ReferencePriceRecord | null): DepreciationCurve | null => curveById(record?.curve);

/**
 * The share of its list price a used one keeps now, by its curve and age; at most 1 (an item that
 * gains value is judged against its list price), and 1 for a record without release or curve.
 */
export function keptShareNow(record: ReferencePriceRecord, now: Date): number {
  const curve = curveOf(record);
  if (!curve || !record.released) return 1;
  return Math.min(1, retainedShare(curve, ageYears(record.released, now)));
}

/**
 * What a copy in `condition` keeps of its price new at `age` on `curve`: the curve's share for a
 * used one in good condition (a new, unused copy loses only new_unused_loss_share of what a used
 * one loses) and the condition factor applied to it.
 */
export function conditionedShare(curve: DepreciationCurve, age: number, condition: ConditionClass): { used: number; share: number; factor: number } {
  const used = retainedShare(curve, age);
  const share = condition === 'new' ? 1 - (1 - used) * depreciation().new_unused_loss_share : used;
  return { used, share, factor: conditionFactor(condition) };
}

/** The factor on a good-condition copy's value for a copy in `condition` (1 for new: its share carries it). */
export const conditionFactor = (condition: ConditionClass): number => (condition === 'new' ? 1 : (depreciation().condition_factors[condition] ?? 1));
