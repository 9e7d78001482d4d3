/**
 * Trains the doubt model (src/travel/intent/doubt.ts) and writes data/travel/reading-doubt.json.
 * Usage: npx tsx scripts/train-reading-doubt.ts [--dev-dir <folder>] [--set <file>]... [--out <file>] [--cv-only]
 * Each realistic-*.jsonl of the folder is one set, and so is each --set file (any file of realistic cases, named in the
 * output by its folder and name: s32/open). Each readable request
 * the readers would answer complete (the only readings the model judges) is one row: the figures of its whole reading
 * (doubt-request.ts), labelled by the eval's scorer wrong when some field it filled is wrong or invented
 * (scripts/reading-doubt/table.ts). The penalty and the threshold are chosen by leaving one set out at a time: every
 * left-out set is read by models trained on the others, the penalty is the one of least pooled log loss, and the
 * threshold the one of least pooled cost, a silent misread (a wrong or invented value under status complete) costing 3
 * and a right reading made partial 1; the destinations' kinds of evidence (place-doubt.ts) doubt as they do in service.
 * The former unit, one model per field with a request doubted when any field is, is cross-validated the same way and
 * reported beside it. --cv-only prints the cross-validation and writes nothing.
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { DOUBT_FIELDS, FIELD_FEATURES, TEXT_FEATURES, type DoubtField } from '../src/travel/intent/doubt-features.js';
import { REQUEST_FEATURES } from '../src/travel/intent/doubt-request.js';
import { wrongProbability, type DoubtModel, type LogisticModel } from '../src/travel/intent/doubt.js';
import { GoldPlaces } from './eval-intent/score.js';
import { fit } from './reading-doubt/logistic.js';
import { flagValue, setFiles, setName } from './reading-doubt/sets.js';
import { requestsOf, type Request } from './reading-doubt/table.js';

const args = process.argv.slice(2);
const FILES = setFiles(args);
if (FILES.length < 2)
  throw new Error('usage: npx tsx scripts/train-reading-doubt.ts [--dev-dir <folder>] [--set <file>]... [--out <file>] [--cv-only] (two sets at least)');
const OUT = flagValue(args, '--out') ?? new URL('../data/travel/reading-doubt.json', import.meta.url).pathname;
const SILENT_COST = 3;
const PARTIAL_COST = 1;
const LAMBDAS = [0.03, 0.1, 0.3, 1, 3];
const THRESHOLDS = Array.from({ length: 90 }, (_, i) => 0.05 + i * 0.01);

const gazetteer = loadGazetteer();
const places = new GoldPlaces(gazetteer);
const requests: Request[] = FILES.flatMap((f) => requestsOf(f, setName(f), gazetteer, places));
const SETS = [...new Set(requests.map((r) => r.set))];
/** The readings the model judges: those the readers would answer complete (a partial one already asks). */
const judged = (reqs: readonly Request[]) => reqs.filter((r) => r.before === 'complete');

/** A way to train on some requests a score for any request: the estimate that some field of its reading is wrong. */
type Learner = (train: readonly Request[], lambda: number) => (r: Request) => number;

const wholeRequest: Learner = (train, lambda) => {
  const m = fit(
    judged(train).map((r) => ({ x: r.x, y: r.wrong })),
    REQUEST_FEATURES,
    lambda,
  );
  return (r) => wrongProbability(m, r.x);
};

/** The former unit: one model per field over the text's and the field's figures; a request is as doubtful as its worst field. */
const perField: Learner = (train, lambda) => {
  const models = new Map(
    DOUBT_FIELDS.map((f) => {
      const rows = judged(train).flatMap((r) => r.rows.filter((x) => x.field === f));
      return [
        f,
        fit(
          rows.map((x) => ({ x: x.x, y: x.wrong })),
          [...TEXT_FEATURES, ...FIELD_FEATURES[f]],
          lambda,
        ),
      ] as const;
    }),
  );
  return (r) => Math.max(0, ...r.rows.flatMap((x) => (models.has(x.field) ? [wrongProbability(models.get(x.field) as LogisticModel, x.x)] : [])));
};

/** Each request's estimate from a model that never saw its set. */
function outOfSet(learn: Learner, lambda: number): Map<Request, number> {
  const p = new Map<Request, number>();
  for (const set of SETS) {
    const score = learn(
      requests.filter((r) => r.set !== set),
      lambda,
    );
    for (const r of judged(requests).filter((x) => x.set === set)) p.set(r, score(r));
  }
  return p;
}

const logLoss = (p: ReadonlyMap<Request, number>) => [...p].reduce((s, [r, v]) => s - Math.log(Math.max(1e-9, r.wrong ? v : 1 - v)), 0) / Math.max(1, p.size);

interface Cost {
  requests: number;
  readable: number;
  silent_before: number;
  silent_after: number;
  right_made_partial: number;
  complete_and_right: number;
  cost_after: number;
}
function cost(reqs: readonly Request[], p: ReadonlyMap<Request, number>, t: number): Cost {
  const flagged = (r: Request) => r.before === 'complete' && (r.place_doubt || (p.get(r) ?? 0) >= t);
  const silentAfter = reqs.filter((r) => r.silent && !flagged(r)).length;
  const madePartial = reqs.filter((r) => flagged(r) && r.all_right && r.gold_status === 'complete').length;
  return {
    requests: reqs.length,
    readable: reqs.filter((r) => r.gold_status === 'complete').length,
    silent_before: reqs.filter((r) => r.silent).length,
    silent_after: silentAfter,
    right_made_partial: madePartial,
    complete_and_right: reqs.filter((r) => r.gold_status === 'complete' && r.before === 'complete' && r.all_right && !flagged(r)).length,
    cost_after: SILENT_COST * silentAfter + PARTIAL_COST * madePartial,
  };
}

/** A learner's cross-validation: the penalty of least out-of-set log loss, then the threshold of least pooled cost. */
function crossValidate(name: string, learn: Learner) {
  const runs = LAMBDAS.map((lambda) => ({ lambda, p: outOfSet(learn, lambda) }));
  const best = runs.reduce((a, b) => (logLoss(b.p) < logLoss(a.p) ? b : a));
  const threshold = THRESHOLDS.reduce((a, t) => (cost(requests, best.p, t).cost_after < cost(requests, best.p, a).cost_after ? t : a));
  console.log(`\n${name}: penalty ${best.lambda} (out-of-set log loss ${runs.map((r) => `${r.lambda} ${logLoss(r.p).toFixed(4)}`).join(', ')})`);
  console.log(`threshold ${threshold.toFixed(2)} (least pooled out-of-set cost; silent ${SILENT_COST}, right made partial ${PARTIAL_COST})`);
  const bySet = Object.fromEntries(
    SETS.map((s) => [
      s,
      cost(
        requests.filter((r) => r.set === s),
        best.p,
        threshold,
      ),
    ]),
  );
  const pooled = cost(requests, best.p, threshold);
  console.table({ ...bySet, pooled });
  console.log('the cost curve (pooled out-of-set): threshold, silent after, right made partial, complete and right, cost');
  for (const t of THRESHOLDS.filter((_, i) => i % 5 === 0)) {
    const c = cost(requests, best.p, t);
    console.log(`  ${t.toFixed(2)}  ${c.silent_after}  ${c.right_made_partial}  ${c.complete_and_right}  ${c.cost_after}`);
  }
  return { lambda: best.lambda, threshold, bySet, pooled };
}

const former = crossValidate('one model per field (the former unit)', perField);
const whole = crossValidate('one model of the whole reading', wholeRequest);
if (args.includes('--cv-only')) process.exit(0);

const model = fit(
  judged(requests).map((r) => ({ x: r.x, y: r.wrong })),
  REQUEST_FEATURES,
  whole.lambda,
);
const fieldRows = (f: DoubtField) => judged(requests).flatMap((r) => r.rows.filter((x) => x.field === f));
/** Each field's share wrong in training as log odds, kept off the extremes by one wrong and one right reading added. */
const logOdds = (f: DoubtField) => {
  const wrong = fieldRows(f).filter((x) => x.wrong).length + 1;
  return Math.log(wrong / (fieldRows(f).length + 2 - wrong));
};
const lineCount = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim()).length;
const sha256 = (f: string) => createHash('sha256').update(readFileSync(f)).digest('hex');
const round = (xs: readonly number[]) => xs.map((x) => Number(x.toFixed(6)));
const shipped: DoubtModel & { about: Record<string, unknown> } = {
  about: {
    what: 'Probability that some content field the reader filled is wrong or invented (model_estimate): one logistic regression over the figures of the whole reading (doubt-request.ts), trained on the readings the readers would answer complete.',
    trained: new Date().toISOString().slice(0, 10),
    commit: execSync('git rev-parse --short HEAD').toString().trim(),
    training_sets: Object.fromEntries(FILES.map((f) => [setName(f), `${lineCount(f)} lines, sha256 ${sha256(f)}`])),
    cost: { silent_misread: SILENT_COST, right_reading_made_partial: PARTIAL_COST },
    cross_validation: { left_out: 'one set at a time', whole_reading: whole, one_model_per_field: former },
  },
  threshold: Number(whole.threshold.toFixed(2)),
  request: { ...model, mean: round(model.mean), scale: round(model.scale), weights: round(model.weights), bias: Number(model.bias.toFixed(6)) },
  field_log_odds: Object.fromEntries(DOUBT_FIELDS.map((f) => [f, Number(logOdds(f).toFixed(4))])) as Record<DoubtField, number>,
};
writeFileSync(OUT, `${JSON.stringify(shipped, null, 2)}\n`);
console.log(`wrote ${OUT}`);
