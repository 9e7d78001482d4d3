/**
 * The least-squares fit the used-price build scripts share (cars, bicycles): on public listings,
 *   ln price = intercept + maker + model + slopes . x
 * where x are the listing's numeric terms (age, ln mileage, condition indicators). The maker and
 * model effects are shrunk towards none by PRIOR_ROWS pseudo-listings (a model seen three times
 * moves little from its maker), rows far off their leave-one-out prediction are left out and the
 * fit made again, and each shipped model states its own leave-one-out error shrunk towards the
 * pooled one, its first and last model year and the CSV lines it rests on.
 */

export interface FitRow {
  maker: string;
  family: string;
  modelYear: number;
  x: readonly number[];
  lnPrice: number;
  line: number;
}

export interface Fit {
  intercept: number;
  slopes: number[];
  maker: Map<string, number>;
  model: Map<string, number>;
}

export interface FittedModel {
  maker: string;
  title: string;
  effect: number;
  error_ln: number;
  model_years: [number, number];
  rows: number[];
}

export interface ListingFit {
  fit: Fit;
  kept: FitRow[];
  pooledError: number;
  models: FittedModel[];
  makers: Array<[string, number, number]>;
  /** Why rows were left out, with how many. */
  left: Map<string, number>;
}

export const PRIOR_ROWS = 3;
const MIN_MODEL_ROWS = 3;
const ROUNDS = 50;
/** A row this many pooled errors off its leave-one-out prediction is a typing error or a one-off: left out, and the fit made again. */
const OUTLIER_ERRORS = 3;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const rootMeanSquare = (xs: readonly number[]) => Math.sqrt(sum(xs.map((x) => x * x)) / xs.length);
export const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const modelKey = (r: Pick<FitRow, 'maker' | 'family'>) => `${r.maker}\u0000${r.family}`;
const dot = (a: readonly number[], b: readonly number[]) => sum(a.map((v, i) => v * (b[i] ?? 0)));

/** Shrunk group means of what is left of each row: sum / (count + PRIOR_ROWS). */
function groupEffects(rows: readonly FitRow[], key: (r: FitRow) => string, left: (r: FitRow) => number): Map<string, number> {
  const totals = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    const t = totals.get(key(r)) ?? { sum: 0, n: 0 };
    totals.set(key(r), { sum: t.sum + left(r), n: t.n + 1 });
  }
  return new Map([...totals].map(([k, t]) => [k, t.sum / (t.n + PRIOR_ROWS)]));
}

/** Solves the normal equations A s = b by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    const pivot = m.slice(col).reduce((best, row, i) => (Math.abs(row[col] as number) > Math.abs((m[best] as number[])[col] as number) ? col + i : best), col);
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] as number) / (p[col] as number);
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (p[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

/** Backfitting: the effects given the slopes, then the slopes (least squares) given the effects, until settled. */
export function fitRows(rows: readonly FitRow[]): Fit {
  const k = rows[0]?.x.length ?? 0;
  let slopes: number[] = new Array<number>(k).fill(0);
  let intercept = 0;
  let maker = new Map<string, number>();
  let model = new Map<string, number>();
  for (let round = 0; round < ROUNDS; round++) {
    const lean = slopes;
    const beside = (r: FitRow) => r.lnPrice - dot(lean, r.x);
    intercept = sum(rows.map(beside)) / rows.length;
    maker = groupEffects(
      rows,
      (r) => r.maker,
      (r) => beside(r) - intercept,
    );
    const makerOf = maker;
    model = groupEffects(rows, modelKey, (r) => beside(r) - intercept - (makerOf.get(r.maker) ?? 0));
    const offset = (r: FitRow) => intercept + (makerOf.get(r.maker) ?? 0) + (model.get(modelKey(r)) ?? 0);
    const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => sum(rows.map((r) => (r.x[i] as number) * (r.x[j] as number)))));
    const b = Array.from({ length: k }, (_, i) => sum(rows.map((r) => (r.x[i] as number) * (r.lnPrice - offset(r)))));
    slopes = solve(a, b);
  }
  return { intercept, slopes, maker, model };
}

/**
 * Each row's residual with the row left out of its model's effect (the slopes and maker effects
 * rest on thousands of rows; one row moves them little).
 */
function leaveOneOut(rows: readonly FitRow[], f: Fit): Map<FitRow, number> {
  const totals = new Map<string, { sum: number; n: number }>();
  const beside = (r: FitRow) => r.lnPrice - f.intercept - (f.maker.get(r.maker) ?? 0) - dot(f.slopes, r.x);
  for (const r of rows) {
    const t = totals.get(modelKey(r)) ?? { sum: 0, n: 0 };
    totals.set(modelKey(r), { sum: t.sum + beside(r), n: t.n + 1 });
  }
  return new Map(
    rows.map((r) => {
      const t = totals.get(modelKey(r)) as { sum: number; n: number };
      return [r, beside(r) - (t.sum - beside(r)) / (t.n - 1 + PRIOR_ROWS)];
    }),
  );
}

/** The fit on the rows read, without the outliers of a first fit, and the models seen MIN_MODEL_ROWS times or more. */
export function fitListings(read: ReadonlyArray<FitRow | string>): ListingFit {
  const left = new Map<string, number>();
  const rows: FitRow[] = [];
  for (const row of read) {
    if (typeof row === 'string') left.set(row, (left.get(row) ?? 0) + 1);
    else rows.push(row);
  }
  const first = leaveOneOut(rows, fitRows(rows));
  const firstError = rootMeanSquare([...first.values()]);
  const kept = rows.filter((r) => Math.abs(first.get(r) as number) <= OUTLIER_ERRORS * firstError);
  left.set(`more than ${OUTLIER_ERRORS} x ${firstError.toFixed(3)} (the first fit's error) off its leave-one-out prediction`, rows.length - kept.length);
  const fit = fitRows(kept);
  const loo = leaveOneOut(kept, fit);
  const pooledError = rootMeanSquare([...loo.values()]);
  const byModel = new Map<string, FitRow[]>();
  for (const r of kept) byModel.set(modelKey(r), [...(byModel.get(modelKey(r)) ?? []), r]);
  const models = [...byModel.values()]
    .filter((rs) => rs.length >= MIN_MODEL_ROWS)
    .map((rs) => {
      const [one] = rs as [FitRow];
      const squares = sum(rs.map((r) => (loo.get(r) as number) ** 2));
      const years = rs.map((r) => r.modelYear);
      return {
        maker: one.maker,
        title: one.family,
        effect: round4(fit.model.get(modelKey(one)) ?? 0),
        error_ln: round4(Math.sqrt((squares + PRIOR_ROWS * pooledError ** 2) / (rs.length + PRIOR_ROWS))),
        model_years: [Math.min(...years), Math.max(...years)] as [number, number],
        rows: rs.map((r) => r.line),
      };
    })
    .sort((a, b) => a.maker.localeCompare(b.maker) || a.title.localeCompare(b.title));
  const shipped = new Set(models.map((m) => m.maker));
  const counts = new Map<string, number>();
  for (const r of kept) counts.set(r.maker, (counts.get(r.maker) ?? 0) + 1);
  const makers = [...fit.maker].filter(([m]) => shipped.has(m)).map(([m, e]) => [m, round4(e), counts.get(m) as number] as [string, number, number]);
  return { fit, kept, pooledError, models, makers, left };
}
