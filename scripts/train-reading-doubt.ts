/**
 * Trains the doubt model (src/travel/intent/doubt.ts) and writes data/travel/reading-doubt.json.
 * Usage: npx tsx scripts/train-reading-doubt.ts --dev-dir <intent dev folder> --held-out <file name> [--out <file>] [--cv-only]
 * The sets: each realistic-*.jsonl of the folder is one, and the s19dev-*.jsonl files together are one; the held-out file
 * is never trained on, only scored once everything is chosen. Each readable request the readers would answer complete
 * (the only readings the model judges) gives one row per content field the reader filled, labelled wrong or invented by
 * the eval's scorer (scripts/reading-doubt/table.ts); a destination list wrong only by an area one writer's gold lists
 * beside its places and another's not is not taught on, though it counts in the costs, which also count the destinations
 * place-doubt.ts doubts whatever the model says. A field whose model does not beat the share wrong alone out of set
 * is not modelled, so never doubted. Each field's penalty
 * and the one threshold are chosen by leaving one set out at a time: every left-out set is read by models trained on the
 * others, and the threshold is, among those whose field cost is within one standard error of the least, the one of least
 * cost per request over them, a silent misread (a wrong or invented value under status complete) costing 3 and a right
 * reading made partial 1. --cv-only prints the cross-validation and writes nothing.
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { DOUBT_FIELDS, FIELD_FEATURES, TEXT_FEATURES, type DoubtField } from '../src/travel/intent/doubt-features.js';
import { wrongProbability, type DoubtModel, type FieldModel } from '../src/travel/intent/doubt.js';
import { GoldPlaces } from './eval-intent/score.js';
import { fit } from './reading-doubt/logistic.js';
import { requestsOf, type Request, type Row } from './reading-doubt/table.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const DEV = flag('--dev-dir');
const HELD_OUT = flag('--held-out');
if (!DEV || !HELD_OUT) throw new Error('usage: npx tsx scripts/train-reading-doubt.ts --dev-dir <folder> --held-out <file name> [--out <file>] [--cv-only]');
const OUT = flag('--out') ?? new URL('../data/travel/reading-doubt.json', import.meta.url).pathname;
const SILENT_COST = 3;
const PARTIAL_COST = 1;
const LAMBDAS = [0.003, 0.01, 0.03, 0.1];
const THRESHOLDS = Array.from({ length: 90 }, (_, i) => 0.05 + i * 0.01);

const files = readdirSync(DEV).filter((f) => f !== HELD_OUT && /^(realistic-|s19dev-).*\.jsonl$/.test(f));
const setOf = (f: string) => (f.startsWith('s19dev-') ? 's19dev' : f.replace(/\.jsonl$/, ''));
const gazetteer = loadGazetteer();
const places = new GoldPlaces(gazetteer);
const requests: Request[] = files.sort().flatMap((f) => requestsOf(join(DEV, f), setOf(f), gazetteer, places));
const SETS = [...new Set(requests.map((r) => r.set))];
const featuresOf = (field: DoubtField) => [...TEXT_FEATURES, ...FIELD_FEATURES[field]];
/** The readings the model judges: those the readers would answer complete (a partial one already asks). */
const judged = (reqs: readonly Request[]) => reqs.filter((r) => r.before === 'complete');
const rowsOf = (reqs: readonly Request[], field: DoubtField) => judged(reqs).flatMap((r) => r.rows.filter((x) => x.field === field));
/** The rows a model is taught on: a list scored wrong only by a frame one writer lists and another not says nothing of its reading. */
const taught = (reqs: readonly Request[], field: DoubtField) => rowsOf(reqs, field).filter((r) => !r.frame_only);
const train = (reqs: readonly Request[], field: DoubtField, lambda: number): FieldModel =>
  fit(
    taught(reqs, field).map((r) => ({ x: r.x, y: r.wrong })),
    featuresOf(field),
    lambda,
  );

/** Each row's estimate from models that never saw its set (a field not in `fields` has none: it is never doubted). */
function outOfSet(lambdas: Record<DoubtField, number>, fields: readonly DoubtField[] = DOUBT_FIELDS): Map<Row, number> {
  const p = new Map<Row, number>();
  for (const set of SETS) {
    const rest = requests.filter((r) => r.set !== set);
    const models = new Map(fields.map((f) => [f, train(rest, f, lambdas[f])]));
    for (const r of requests.filter((x) => x.set === set))
      for (const row of r.rows) {
        const m = models.get(row.field);
        if (m) p.set(row, wrongProbability(m, row.x));
      }
  }
  return p;
}

const logLoss = (rows: readonly Row[], p: ReadonlyMap<Row, number>) =>
  rows.reduce((s, r) => s - Math.log(Math.max(1e-9, r.wrong ? (p.get(r) ?? 0.5) : 1 - (p.get(r) ?? 0.5))), 0) / Math.max(1, rows.length);

interface Cost {
  requests: number;
  silent_before: number;
  silent_after: number;
  right_made_partial: number;
  /** Readable requests (gold complete) answered complete with every field right, of those readable. */
  complete_right: string;
  cost_before: number;
  cost_after: number;
}
/**
 * What the readings of `reqs` cost with the fields estimated at t or above doubted, besides the destinations the kinds of
 * evidence of place-doubt.ts doubt whatever the model says (before: the readers' status with neither).
 */
function cost(reqs: readonly Request[], p: ReadonlyMap<Row, number>, t: number): Cost {
  const flagged = (r: Request) => r.before === 'complete' && (r.kind_doubted || r.rows.some((x) => (p.get(x) ?? 0) >= t));
  const silentBefore = reqs.filter((r) => r.silent).length;
  const silentAfter = reqs.filter((r) => r.silent && !flagged(r)).length;
  const madePartial = reqs.filter((r) => flagged(r) && r.all_right && r.gold_status === 'complete').length;
  const readable = reqs.filter((r) => r.gold_status === 'complete');
  const earned = readable.filter((r) => r.before === 'complete' && !flagged(r) && r.all_right).length;
  return {
    requests: reqs.length,
    silent_before: silentBefore,
    silent_after: silentAfter,
    right_made_partial: madePartial,
    complete_right: `${earned}/${readable.length}`,
    cost_before: SILENT_COST * silentBefore,
    cost_after: SILENT_COST * silentAfter + PARTIAL_COST * madePartial,
  };
}

// Each field's penalty: the one of least out-of-set log loss (the fields are fitted apart, so they are chosen apart).
const lambdas = Object.fromEntries(DOUBT_FIELDS.map((f) => [f, LAMBDAS[0] as number])) as Record<DoubtField, number>;
const losses: Record<string, Record<string, number>> = {};
for (const lambda of LAMBDAS) {
  const p = outOfSet(Object.fromEntries(DOUBT_FIELDS.map((f) => [f, lambda])) as Record<DoubtField, number>);
  for (const f of DOUBT_FIELDS) (losses[f] ??= {})[lambda] = logLoss(taught(requests, f), p);
}
for (const f of DOUBT_FIELDS) lambdas[f] = LAMBDAS.reduce((best, l) => ((losses[f]?.[l] ?? 9) < (losses[f]?.[best] ?? 9) ? l : best));
const base = (f: DoubtField) => taught(requests, f).filter((r) => r.wrong).length / Math.max(1, taught(requests, f).length);
const priorLoss = (f: DoubtField) => -(base(f) * Math.log(base(f) || 1e-9) + (1 - base(f)) * Math.log(1 - base(f) || 1e-9));
// A field whose model does not beat the share wrong alone out of set knows nothing of its errors: it is not modelled.
const MODELLED = DOUBT_FIELDS.filter((f) => (losses[f]?.[lambdas[f]] ?? 9) < priorLoss(f));
const cv = outOfSet(lambdas, MODELLED);
/** The stated cost of one field of a request answered complete at threshold t: a wrong value left silent costs 3, a right one doubted 1. */
const rowCost = (x: Row, p: ReadonlyMap<Row, number>, t: number) =>
  x.wrong ? ((p.get(x) ?? 0) < t ? SILENT_COST : 0) : (p.get(x) ?? 0) >= t ? PARTIAL_COST : 0;
const judgedRows = judged(requests).flatMap((r) => r.rows);
const fieldCost = (p: ReadonlyMap<Row, number>, t: number) => judgedRows.reduce((s, x) => s + rowCost(x, p, t), 0);
/**
 * Whether threshold t costs no more than `best` beyond chance: the excess of its field cost is within one standard error of
 * the paired difference (row by row, the same rows read at both thresholds), so the rows cannot tell the two apart.
 */
function notWorse(p: ReadonlyMap<Row, number>, t: number, best: number): boolean {
  const d = judgedRows.map((x) => rowCost(x, p, t) - rowCost(x, p, best));
  const mean = d.reduce((s, v) => s + v, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, d.length - 1));
  return mean * d.length <= sd * Math.sqrt(d.length);
}
// The field cost is flat near its least: among the thresholds the rows cannot tell from the least (one standard error of
// the paired difference), the one with the least cost per request is taken, since a request is silently misread when any
// of its fields is.
const leastAt = THRESHOLDS.reduce((best, t) => (fieldCost(cv, t) < fieldCost(cv, best) ? t : best));
const nearLeast = THRESHOLDS.filter((t) => notWorse(cv, t, leastAt));
const threshold = nearLeast.reduce((best, t) => (cost(requests, cv, t).cost_after < cost(requests, cv, best).cost_after ? t : best));
const bySet = Object.fromEntries(
  SETS.map((s) => [
    s,
    cost(
      requests.filter((r) => r.set === s),
      cv,
      threshold,
    ),
  ]),
);
const fieldReport = Object.fromEntries(
  DOUBT_FIELDS.map((f) => [
    f,
    {
      rows: taught(requests, f).length,
      frame_only: rowsOf(requests, f).length - taught(requests, f).length,
      wrong_share: Number(base(f).toFixed(3)),
      lambda: lambdas[f],
      cv_log_loss: Number((losses[f]?.[lambdas[f]] ?? 0).toFixed(4)),
      prior_log_loss: Number(priorLoss(f).toFixed(4)),
      modelled: MODELLED.includes(f),
    },
  ]),
);
console.log('fields (out-of-set log loss against the prior, the share wrong alone):');
console.table(fieldReport);
console.log(
  `threshold ${threshold.toFixed(2)} (least pooled out-of-set cost per request among ${nearLeast.map((t) => t.toFixed(2)).join(' ')}, within one standard error of the least cost per field at ${leastAt.toFixed(2)}; silent ${SILENT_COST}, right made partial ${PARTIAL_COST})`,
);
console.log('calibration (pooled out-of-set, the modelled fields of the readings judged): estimate bin, rows, mean estimate, share wrong');
for (let b = 0; b < 10; b++) {
  const inBin = judged(requests)
    .flatMap((r) => r.rows)
    .filter((x) => cv.has(x) && Math.min(9, Math.floor((cv.get(x) ?? 0) * 10)) === b);
  if (inBin.length === 0) continue;
  const mean = inBin.reduce((s, x) => s + (cv.get(x) ?? 0), 0) / inBin.length;
  console.log(
    `  ${(b / 10).toFixed(1)}-${((b + 1) / 10).toFixed(1)}  ${inBin.length}  ${mean.toFixed(3)}  ${(inBin.filter((x) => x.wrong).length / inBin.length).toFixed(3)}`,
  );
}
console.table(bySet);
console.log('pooled', cost(requests, cv, threshold));
console.log('the cost curve (pooled out-of-set): threshold, silent after, right made partial, cost, readable answered complete and right');
for (const t of THRESHOLDS.filter((_, i) => i % 5 === 0)) {
  const c = cost(requests, cv, t);
  console.log(`  ${t.toFixed(2)}  ${c.silent_after}  ${c.right_made_partial}  ${c.cost_after}  field cost ${fieldCost(cv, t)}  ${c.complete_right}`);
}
if (args.includes('--cv-only')) process.exit(0);

const final = new Map(MODELLED.map((f) => [f, train(requests, f, lambdas[f])]));
const held = requestsOf(join(DEV, HELD_OUT), 'held-out', gazetteer, places);
const heldP = new Map(
  held.flatMap((r) => r.rows.flatMap((x): Array<[Row, number]> => (final.has(x.field) ? [[x, wrongProbability(final.get(x.field) as FieldModel, x.x)]] : []))),
);
const heldCost = cost(held, heldP, threshold);
console.log(`held out ${HELD_OUT}`, heldCost);

const lineCount = (f: string) =>
  readFileSync(join(DEV, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim()).length;
const round = (xs: readonly number[]) => xs.map((x) => Number(x.toFixed(6)));
const model: DoubtModel & { about: Record<string, unknown> } = {
  about: {
    what: 'Probability that a content field the reader filled is wrong or invented (model_estimate): logistic regression per field over doubt-features.ts, trained on the readings the readers would answer complete; a field absent from `fields` did not beat its prior out of set and is never doubted.',
    trained: new Date().toISOString().slice(0, 10),
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
    training_sets: Object.fromEntries(SETS.map((s) => [s, files.filter((f) => setOf(f) === s).map((f) => `${f} (${lineCount(f)} lines)`)])),
    held_out: `${HELD_OUT} (${lineCount(HELD_OUT)} lines): scored only`,
    cost: { silent_misread: SILENT_COST, right_reading_made_partial: PARTIAL_COST },
    fields: fieldReport,
    cross_validation: { left_out: 'one set at a time', by_set: bySet, pooled: cost(requests, cv, threshold) },
    held_out_figures: heldCost,
  },
  threshold: Number(threshold.toFixed(2)),
  fields: Object.fromEntries(
    [...final].map(([f, m]) => [f, { ...m, mean: round(m.mean), scale: round(m.scale), weights: round(m.weights), bias: Number(m.bias.toFixed(6)) }]),
  ),
};
writeFileSync(OUT, `${JSON.stringify(model, null, 2)}\n`);
console.log(`wrote ${OUT}`);
