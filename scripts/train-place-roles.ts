/**
 * Trains the place-role model (src/travel/intent/role-model.ts) and writes data/travel/place-roles.json.
 * Usage: npx tsx scripts/train-place-roles.ts --train <file or folder> [--train ...] [--held-out <file>] [--sgd <sgd-train.jsonl>]
 *        [--out <file>] [--cv-only]
 * Each --train names a realistic request file (one JSON request a line, with its gold) or a folder whose every .jsonl
 * file is one, except sgd-train.jsonl and the held-out file. --sgd adds the SGD turns: weights learnt from them are an
 * adaptation of CC BY-SA 4.0 material, so a file trained with it is shared under that licence, as its about.licence says.
 * --held-out names a file never trained on: it is read only to report figures once the penalty and the thresholds are
 * chosen by cross-validation (5 folds by request) on the training files. --cv-only prints the cross-validation figures
 * alone, nothing held out read, nothing written. Each place mention the reader resolves is labelled from the gold by
 * name and country (origin, destinations, excluded; else other), as the eval scores places.
 */
import { execSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { ROLE_CLASSES } from '../src/travel/intent/role-features.js';
import { examplesOf as devExamples, lines as devLines, realisticRows as devRealistic, sgdRows, SGD, type Row } from './place-roles/dev-cases.js';
import { chooseThresholds, figures, modelOf, outOfFold, predict, RULES_ONLY, train, type CaseFacts, type Example, type Figures } from './place-roles/learn.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const repeated = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1] as string] : []));
const USAGE =
  'usage: npx tsx scripts/train-place-roles.ts --train <file or folder> [--train ...] [--held-out <file>] [--sgd <sgd-train.jsonl>] [--out <file>] [--cv-only]';
const HELD_OUT = flag('--held-out');
const SGD_FILE = flag('--sgd');
const OUT = flag('--out') ?? new URL('../data/travel/place-roles.json', import.meta.url).pathname;
/** The training files: each --train file, and every request file of each --train folder (never the held-out one). */
const TRAIN = repeated('--train').flatMap((p) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.jsonl') && f !== SGD && f !== basename(HELD_OUT ?? ''))
        .sort()
        .map((f) => join(p, f))
    : [p],
);
if (TRAIN.length === 0) throw new Error(USAGE);
if (HELD_OUT && TRAIN.some((f) => resolve(f) === resolve(HELD_OUT))) throw new Error(`${HELD_OUT} is held out: it is never trained on`);
const FOLDS = 5;
const SGD_LICENCE =
  'Weights learnt in part from the Schema-Guided Dialogue dataset (A. Rastogi, X. Zang, S. Sunkara, R. Gupta, P. Khaitan, AAAI 2020; google-research-datasets/dstc8-schema-guided-dialogue, train split), CC BY-SA 4.0: this file is shared under the same licence.';
const LAMBDAS = [0.0003, 0.001, 0.003, 0.01];

const gazetteer = loadGazetteer();
const lines = (file: string) => devLines(file);
const realisticRows = (file: string) => devRealistic(file);
const examplesOf = (rows: readonly Row[]) => devExamples(rows, gazetteer);

const rate = (f: Figures) => ({
  mentions: f.mentions,
  accuracy: Number(f.accuracy.toFixed(4)),
  per_class: Object.fromEntries(ROLE_CLASSES.map((c) => [c, `${f.perClass[c].right}/${f.perClass[c].n}`])),
  abstained: f.abstained,
  requests: f.cases,
  complete_and_right: f.completeRight,
  silent: f.silent,
});

const useSgd = SGD_FILE !== undefined;

function heldOutFigures(file: string) {
  const held = examplesOf(realisticRows(file));
  const probs = held.examples.map((e) => predict(weights, e));
  const figs = {
    rules: rate(figures(held.examples, probs, held.cases, RULES_ONLY)),
    model: rate(figures(held.examples, probs, held.cases, thresholds)),
  };
  console.log(`held out ${file}: ${JSON.stringify(figs)}`);
  return { file: basename(file), lines: lines(file).length, ...figs };
}
const files = [...TRAIN, ...(SGD_FILE ? [SGD_FILE] : [])];
const realistic = examplesOf(TRAIN.flatMap(realisticRows));
const sgd = useSgd ? examplesOf(sgdRows(SGD_FILE)) : { examples: [], cases: new Map<string, CaseFacts>() };
const all = [...realistic.examples, ...sgd.examples];
console.log(`training mentions: realistic ${realistic.examples.length}, sgd ${sgd.examples.length}`);

// The penalty: best out-of-fold log-loss on the training files; then the thresholds on the same out-of-fold probabilities.
let chosen = { lambda: LAMBDAS[0] as number, loss: Infinity, probs: [] as number[][] };
for (const lambda of LAMBDAS) {
  const probs = outOfFold(all, lambda, FOLDS);
  const loss = -all.reduce((s, e, i) => s + Math.log(probs[i]?.[ROLE_CLASSES.indexOf(e.label)] ?? 1e-9), 0) / all.length;
  console.log(`lambda ${lambda}: out-of-fold log-loss ${loss.toFixed(4)}`);
  if (loss < chosen.loss) chosen = { lambda, loss, probs };
}
const realisticIdx = all.map((e, i) => (realistic.cases.has(e.caseId) ? i : -1)).filter((i) => i >= 0);
const pick = <T>(xs: readonly T[], idx: readonly number[]) => idx.map((i) => xs[i] as T);
const thresholds = chooseThresholds(pick(all, realisticIdx), pick(chosen.probs, realisticIdx), realistic.cases);
console.log(`chosen: lambda ${chosen.lambda}, thresholds ${JSON.stringify(thresholds)}`);
const cv = (ex: Example[], probs: number[][], cases: Map<string, CaseFacts>) => ({
  rules: rate(figures(ex, probs, cases, RULES_ONLY)),
  model: rate(figures(ex, probs, cases, thresholds)),
});
const sgdIdx = all.map((e, i) => (sgd.cases.has(e.caseId) ? i : -1)).filter((i) => i >= 0);

console.log(`cross-validation: ${JSON.stringify(cv(pick(all, realisticIdx), pick(chosen.probs, realisticIdx), realistic.cases))}`);
if (args.includes('--cv-only')) process.exit(0);
const weights = train(all, chosen.lambda);
// Held out: read once, after everything above is fixed.
const heldOut = HELD_OUT ? heldOutFigures(HELD_OUT) : null;
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const out = {
  ...modelOf(weights, thresholds),
  about: {
    what: 'Multinomial logistic regression of a place mention role (origin, destination, excluded, other) over hashed features (src/travel/intent/role-features.ts); model_estimate.',
    trained: new Date().toISOString().slice(0, 10),
    commit,
    training_files: files.map((f) => ({ file: basename(f), lines: lines(f).length })),
    ...(useSgd ? { licence: SGD_LICENCE } : {}),
    lambda: chosen.lambda,
    folds: FOLDS,
    cross_validation: {
      realistic: cv(pick(all, realisticIdx), pick(chosen.probs, realisticIdx), realistic.cases),
      ...(useSgd ? { sgd: cv(pick(all, sgdIdx), pick(chosen.probs, sgdIdx), sgd.cases) } : {}),
    },
    ...(heldOut ? { held_out: heldOut } : {}),
  },
};
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(JSON.stringify(out.about, null, 1));
