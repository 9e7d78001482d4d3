import type { StorageLadder } from '../contracts/goods-data.js';
import { depreciation } from './data.js';
import { datasetLadders } from './dataset-records.js';

/**
 * The storage step of the used-price model: how much more a configuration with twice the storage
 * costs, as a log-price slope per doubling, fitted through the origin on documented configuration
 * prices of models in the same curve (data/goods/depreciation.json storage_ladders, and the public
 * dataset's models priced in several configurations, dataset-records.ts). A used copy is
 * assumed to keep the same proportion between configurations as the new ones had. Its error is
 * measured by leaving each ladder out in turn and predicting its prices from the others; a curve
 * with fewer than two ladders has no measurable error and so no step: another configuration of its
 * models stays unpriced.
 */

export interface StorageStep {
  curve: string;
  /** ln(price ratio) per doubling of storage. */
  perDoubling: number;
  /** Configurations (beyond each ladder's smallest) the step was fitted on. */
  points: number;
  /** Root mean square error of the left-out ladders' ln prices, per configuration. */
  looRmse: number;
}

interface Point {
  doublings: number;
  logRatio: number;
}

/** Every configuration of a ladder against its smallest one. */
function pointsOf(ladder: StorageLadder): Point[] {
  const [base, ...rest] = [...ladder.prices].sort((a, b) => a[0] - b[0]) as Array<[number, number]>;
  if (!base) return [];
  return rest.map(([gb, price]) => ({ doublings: Math.log2(gb / base[0]), logRatio: Math.log(price / base[1]) }));
}

/** Least-squares slope through the origin; null without a point that moves storage. */
function slope(points: readonly Point[]): number | null {
  const xx = points.reduce((sum, p) => sum + p.doublings * p.doublings, 0);
  if (xx === 0) return null;
  return points.reduce((sum, p) => sum + p.doublings * p.logRatio, 0) / xx;
}

export function fitStorageStep(curve: string, ladders: readonly StorageLadder[]): StorageStep | null {
  const perLadder = ladders.map(pointsOf);
  const all = perLadder.flat();
  const perDoubling = slope(all);
  if (perDoubling === null || perLadder.length < 2) return null;
  const errors: number[] = [];
  for (let i = 0; i < perLadder.length; i += 1) {
    const others = slope(perLadder.filter((_, j) => j !== i).flat());
    if (others === null) return null;
    for (const p of perLadder[i] as Point[]) errors.push(p.logRatio - others * p.doublings);
  }
  const looRmse = Math.sqrt(errors.reduce((sum, e) => sum + e * e, 0) / errors.length);
  return { curve, perDoubling, points: all.length, looRmse };
}

let steps: Map<string, StorageStep> | undefined;

/** The fitted step of a curve, or null when its configurations are not documented well enough. */
export function storageStepFor(curve: string | undefined): StorageStep | null {
  if (curve === undefined) return null;
  if (!steps) {
    const ladders = new Map(Object.entries(depreciation().storage_ladders));
    for (const [id, more] of datasetLadders()) ladders.set(id, [...(ladders.get(id) ?? []), ...more]);
    steps = new Map(
      [...ladders].flatMap(([id, of]) => {
        const step = fitStorageStep(id, of);
        return step ? [[id, step] as const] : [];
      }),
    );
  }
  return steps.get(curve) ?? null;
}

/** Price ratio of `toGb` over `fromGb` on the step. */
export const storageFactor = (step: StorageStep, fromGb: number, toGb: number) => Math.exp(step.perDoubling * Math.log2(toGb / fromGb));
