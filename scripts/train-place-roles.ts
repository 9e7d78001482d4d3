/**
 * Trains the place-role model (src/travel/intent/role-model.ts) and writes data/travel/place-roles.json.
 * Usage: npx tsx scripts/train-place-roles.ts --train <files or folder> [--train ...] [--held-out <file>] [--sgd <sgd-train.jsonl>]
 *        [--out <file>] [--cv-only]
 * Each --train names one SET of realistic requests (one JSON request a line, with its gold): the files after it (a shell
 * glob gives several) or a folder whose every .jsonl file belongs to it, except sgd-train.jsonl and the held-out file.
 * The penalty and the thresholds are chosen by cross-validation by set: each set is read by a model trained on every
 * other set (and the SGD turns, which are never left out), so the figures and thresholds are those of text written by
 * other people in other styles. --sgd adds the SGD turns: weights learnt from them are an adaptation of CC BY-SA 4.0
 * material, so a file trained with it is shared under that licence, as its about.licence says. --held-out names a file
 * never trained on: read only to report figures once everything is chosen. --cv-only prints the cross-validation
 * alone, nothing held out read, nothing written. Each figure is given for the rules alone, the weights in place before
 * the run (comparable only while the features are unchanged) and the new model. Each place mention the reader resolves
 * is labelled from the gold as the eval scores places (scripts/place-roles/dev-cases.ts).
 */
import { execSync } from 'node:child_process';
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { loadGazetteer } from '../src/travel/geo/index.js';
import { ROLE_CLASSES } from '../src/travel/intent/role-features.js';
import { placeRoleModel, roleProbabilities, type RoleThresholds } from '../src/travel/intent/role-model.js';
import { examplesOf as devExamples, lines, realisticRows, sgdRows, SGD } from './place-roles/dev-cases.js';
import {
  chooseThresholds,
  decisionScore,
  figures,
  logLoss,
  modelOf,
  outOfGroup,
  predict,
  RULES_ONLY,
  train,
  type CaseFacts,
  type Example,
  type Figures,
} from './place-roles/learn.js';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
/** The arguments after each `name` up to the next flag: one group each. */
const groupsAfter = (name: string) =>
  args.flatMap((a, i) => {
    if (a !== name) return [];
    const end = args.findIndex((b, j) => j > i && b.startsWith('--'));
    return [args.slice(i + 1, end < 0 ? undefined : end)];
  });
const USAGE =
  'usage: npx tsx scripts/train-place-roles.ts --train <files or folder> [--train ...] [--held-out <file>] [--sgd <sgd-train.jsonl>] [--out <file>] [--cv-only]';
const HELD_OUT = flag('--held-out');
const SGD_FILE = flag('--sgd');
const OUT = flag('--out') ?? new URL('../data/travel/place-roles.json', import.meta.url).pathname;
const filesOf = (p: string) =>
  statSync(p).isDirectory()
    ? readdirSync(p)
        .filter((f) => f.endsWith('.jsonl') && f !== SGD && f !== basename(HELD_OUT ?? ''))
        .sort()
        .map((f) => join(p, f))
    : [p];
/** The training sets: each --train group, named by its folder or its first file. */
const SETS = groupsAfter('--train')
  .filter((g) => g.length > 0)
  .map((g) => ({ name: basename(g[0] as string) + (g.length > 1 ? ` (+${g.length - 1})` : ''), files: g.flatMap(filesOf) }));
const TRAIN = SETS.flatMap((s) => s.files);
if (SETS.length < 2) throw new Error(`${USAGE}\n(at least two sets: the cross-validation leaves one out at a time)`);
if (HELD_OUT && TRAIN.some((f) => resolve(f) === resolve(HELD_OUT))) throw new Error(`${HELD_OUT} is held out: it is never trained on`);
const SGD_LICENCE =
  'Weights learnt in part from the Schema-Guided Dialogue dataset (A. Rastogi, X. Zang, S. Sunkara, R. Gupta, P. Khaitan, AAAI 2020; google-research-datasets/dstc8-schema-guided-dialogue, train split), CC BY-SA 4.0: this file is shared under the same licence.';
const LAMBDAS = [0.001, 0.003, 0.01];

const gazetteer = loadGazetteer();
const before = placeRoleModel();
const shippedProbs = (ex: readonly Example[]) => ex.map((e) => roleProbabilities(before, e.features));

const rate = (f: Figures) => ({
  mentions: f.mentions,
  accuracy: Number(f.accuracy.toFixed(4)),
  per_class: Object.fromEntries(ROLE_CLASSES.map((c) => [c, `${f.perClass[c].right}/${f.perClass[c].n}`])),
  abstained: f.abstained,
  requests: f.cases,
  complete_and_right: f.completeRight,
  silent: f.silent,
});
/** The rules alone, the weights in place before the run, and the new probabilities under thresholds `t`. */
const compared = (ex: readonly Example[], probs: readonly number[][], cases: ReadonlyMap<string, CaseFacts>, t: RoleThresholds) => ({
  rules: rate(figures(ex, probs, cases, RULES_ONLY)),
  before: rate(figures(ex, shippedProbs(ex), cases, before.thresholds)),
  model: rate(figures(ex, probs, cases, t)),
});

const useSgd = SGD_FILE !== undefined;
const examplesOf = (rows: Parameters<typeof devExamples>[0]) => devExamples(rows, gazetteer);
const bySet = SETS.map((set) => ({ name: set.name, ...examplesOf(set.files.flatMap(realisticRows)) }));
const sgd = useSgd ? examplesOf(sgdRows(SGD_FILE)) : { examples: [], cases: new Map<string, CaseFacts>() };
const all = [...bySet.flatMap((s) => s.examples), ...sgd.examples];
const setOfCase = new Map(bySet.flatMap((s, k) => [...s.cases.keys()].map((id) => [id, k] as const)));
const groupOf = (e: Example) => setOfCase.get(e.caseId) ?? null;
const cases = new Map(bySet.flatMap((s) => [...s.cases]));
console.log(`training mentions: ${bySet.map((s) => `${s.name} ${s.examples.length}`).join(', ')}, sgd ${sgd.examples.length}`);

// The penalty: the one whose out-of-set probabilities, under the thresholds best for them, answer best (decisionScore);
// ties to the lower out-of-set log-loss. Its thresholds are kept.
const realisticIdx = all.map((e, i) => (groupOf(e) === null ? -1 : i)).filter((i) => i >= 0);
const pick = <T>(xs: readonly T[], idx: readonly number[]) => idx.map((i) => xs[i] as T);
const realistic = pick(all, realisticIdx);
let chosen = { lambda: LAMBDAS[0] as number, score: -Infinity, loss: Infinity, probs: [] as number[][], thresholds: RULES_ONLY };
for (const lambda of LAMBDAS) {
  const probs = pick(outOfGroup(all, groupOf, SETS.length, lambda), realisticIdx);
  const loss = logLoss(realistic, probs);
  const t = chooseThresholds(realistic, probs, cases);
  const { score } = decisionScore(realistic, probs, cases, t);
  console.log(`lambda ${lambda}: out-of-set log-loss ${loss.toFixed(4)}, decision score ${score} at ${JSON.stringify(t)}`);
  if (score > chosen.score || (score === chosen.score && loss < chosen.loss)) chosen = { lambda, score, loss, probs, thresholds: t };
}
const realisticProbs = chosen.probs;
const thresholds = chosen.thresholds;
console.log(`chosen: lambda ${chosen.lambda}, thresholds ${JSON.stringify(thresholds)}`);

// Each set left out: its figures under thresholds chosen on the other sets' out-of-set probabilities.
const leftOut = bySet.map((set, k) => {
  const inSet = realistic.map((e, i) => (groupOf(e) === k ? i : -1)).filter((i) => i >= 0);
  const rest = realistic.map((e, i) => (groupOf(e) === k ? -1 : i)).filter((i) => i >= 0);
  const t = chooseThresholds(pick(realistic, rest), pick(realisticProbs, rest), cases);
  const figs = compared(pick(realistic, inSet), pick(realisticProbs, inSet), set.cases, t);
  console.log(`left out ${set.name}: ${JSON.stringify(figs)}`);
  return { set: set.name, ...figs };
});
const crossValidation = { realistic: compared(realistic, realisticProbs, cases, thresholds), by_set: leftOut };
console.log(`cross-validation by set: ${JSON.stringify(crossValidation.realistic)}`);
if (args.includes('--cv-only')) process.exit(0);
const weights = train(all, chosen.lambda);

/** The held-out file, read once, after everything above is fixed. */
function heldOutFigures(file: string) {
  const held = examplesOf(realisticRows(file));
  const figs = compared(
    held.examples,
    held.examples.map((e) => predict(weights, e)),
    held.cases,
    thresholds,
  );
  console.log(`held out ${file}: ${JSON.stringify(figs)}`);
  return { file: basename(file), lines: lines(file).length, ...figs };
}
const heldOut = HELD_OUT ? heldOutFigures(HELD_OUT) : null;
const files = [...TRAIN, ...(SGD_FILE ? [SGD_FILE] : [])];
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const out = {
  ...modelOf(weights, thresholds),
  about: {
    what: 'Multinomial logistic regression of a place mention role (origin, destination, excluded, other) over hashed features (src/travel/intent/role-features.ts); model_estimate.',
    trained: new Date().toISOString().slice(0, 10),
    commit,
    training_sets: SETS.map((set) => ({ set: set.name, files: set.files.map((f) => ({ file: basename(f), lines: lines(f).length })) })),
    training_files: files.map((f) => ({ file: basename(f), lines: lines(f).length })),
    ...(useSgd ? { licence: SGD_LICENCE } : {}),
    lambda: chosen.lambda,
    cross_validation: crossValidation,
    ...(heldOut ? { held_out: heldOut } : {}),
  },
};
writeFileSync(OUT, `${JSON.stringify(out)}\n`);
console.log(JSON.stringify(out.about, null, 1));
