import type { FieldModel } from '../../src/travel/intent/doubt.js';

/**
 * Binary logistic regression with an L2 penalty, fitted by Newton's method on standardised features (a few dozen
 * features at most, so each step solves a small linear system exactly).
 */
export interface Labelled {
  x: number[];
  y: boolean;
}

function standardise(rows: readonly Labelled[], k: number): { mean: number[]; scale: number[] } {
  const mean = Array.from({ length: k }, (_, i) => rows.reduce((s, r) => s + (r.x[i] ?? 0), 0) / Math.max(1, rows.length));
  const scale = mean.map((m, i) => Math.sqrt(rows.reduce((s, r) => s + ((r.x[i] ?? 0) - m) ** 2, 0) / Math.max(1, rows.length)) || 1);
  return { mean, scale };
}

/** Solves a x = b by Gaussian elimination with partial pivoting (a is small and positive definite here). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[p]?.[c] ?? 0)) p = r;
    [m[c], m[p]] = [m[p] as number[], m[c] as number[]];
    const pivot = m[c]?.[c] || 1e-12;
    for (let r = c + 1; r < n; r++) {
      const f = (m[r]?.[c] ?? 0) / pivot;
      for (let k = c; k <= n; k++) (m[r] as number[])[k] = (m[r]?.[k] ?? 0) - f * (m[c]?.[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]?.[n] ?? 0;
    for (let k = r + 1; k < n; k++) s -= (m[r]?.[k] ?? 0) * (x[k] ?? 0);
    x[r] = s / (m[r]?.[r] || 1e-12);
  }
  return x;
}

/** Fits the weights (the bias unpenalised); `lambda` is the penalty per training row. */
export function fit(rows: readonly Labelled[], features: readonly string[], lambda: number, steps = 25): FieldModel {
  const k = features.length;
  const { mean, scale } = standardise(rows, k);
  const z = rows.map((r) => [1, ...mean.map((m, i) => ((r.x[i] ?? 0) - m) / (scale[i] ?? 1))]);
  let w = new Array<number>(k + 1).fill(0);
  for (let step = 0; step < steps; step++) {
    const grad = w.map((wi, i) => (i === 0 ? 0 : lambda * rows.length * wi));
    const hess = w.map((_, i) => w.map((__, j) => (i === j && i > 0 ? lambda * rows.length : 0)));
    rows.forEach((r, n) => {
      const zi = z[n] as number[];
      const p = 1 / (1 + Math.exp(-zi.reduce((s, v, i) => s + v * (w[i] ?? 0), 0)));
      const g = p - (r.y ? 1 : 0);
      const h = p * (1 - p);
      for (let i = 0; i <= k; i++) {
        grad[i] = (grad[i] ?? 0) + g * (zi[i] ?? 0);
        const hi = hess[i] as number[];
        for (let j = 0; j <= k; j++) hi[j] = (hi[j] ?? 0) + h * (zi[i] ?? 0) * (zi[j] ?? 0);
      }
    });
    const delta = solve(hess, grad);
    w = w.map((wi, i) => wi - (delta[i] ?? 0));
    if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
  }
  return { features: [...features], mean, scale, weights: w.slice(1), bias: w[0] ?? 0 };
}
