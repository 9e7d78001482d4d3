import { decideRole, featureSlot, type PlaceRoleModel, type RoleThresholds } from '../../src/travel/intent/role-model.js';
import { ROLE_CLASSES, type RoleClass } from '../../src/travel/intent/role-features.js';

/**
 * The learning half of scripts/train-place-roles.ts, pure so a test can run it on a tiny synthetic set: multinomial
 * logistic regression over hashed features (full-batch gradient descent with AdaGrad steps and an L2 penalty), folds by
 * case, the decision rule of role-model.ts simulated over out-of-fold probabilities, and the figures reported.
 */
export interface Example {
  /** The request it comes from: folds never split one, and case figures count it once. */
  caseId: string;
  features: string[];
  rule: RoleClass;
  label: RoleClass;
}

/** A request as the decision rule sees it: its mentions, and whether something else already makes it partial or wrong. */
export interface CaseFacts {
  id: string;
  /** Another unresolved item makes the answer partial whatever the roles. */
  partialAnyway: boolean;
  /** A gold place no mention reads: no role can make the places right. */
  missing: boolean;
}

export const DIM = 4096;
const EPOCHS = 150;
const STEP = 0.5;

const slotsOf = (ex: Example, dim: number) => ex.features.map((f) => featureSlot(f, dim));

function softmax(scores: number[]): number[] {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / sum);
}

/** Weights minimising mean cross-entropy plus lambda/2 times the squared norm; deterministic. */
export function train(examples: readonly Example[], lambda: number, dim = DIM, epochs = EPOCHS): number[][] {
  const K = ROLE_CLASSES.length;
  const w = Array.from({ length: K }, () => new Float64Array(dim));
  const g2 = Array.from({ length: K }, () => new Float64Array(dim).fill(1e-8));
  const xs = examples.map((ex) => ({ slots: slotsOf(ex, dim), y: ROLE_CLASSES.indexOf(ex.label) }));
  const n = Math.max(1, xs.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const grad = Array.from({ length: K }, () => new Float64Array(dim));
    for (const x of xs) {
      const p = softmax(w.map((wk) => x.slots.reduce((s, j) => s + (wk[j] ?? 0), 0)));
      for (let k = 0; k < K; k++) {
        const d = ((p[k] ?? 0) - (k === x.y ? 1 : 0)) / n;
        const gk = grad[k] as Float64Array;
        for (const j of x.slots) gk[j] = (gk[j] ?? 0) + d;
      }
    }
    for (let k = 0; k < K; k++) {
      const wk = w[k] as Float64Array;
      const gk = grad[k] as Float64Array;
      const hk = g2[k] as Float64Array;
      for (let j = 0; j < dim; j++) {
        const g = (gk[j] ?? 0) + lambda * (wk[j] ?? 0);
        if (g === 0) continue;
        hk[j] = (hk[j] ?? 0) + g * g;
        wk[j] = (wk[j] ?? 0) - (STEP * g) / Math.sqrt(hk[j] ?? 1);
      }
    }
  }
  return w.map((wk) => [...wk].map((v) => Math.round(v * 1e4) / 1e4));
}

export function predict(weights: number[][], ex: Example, dim = DIM): number[] {
  const slots = slotsOf(ex, dim);
  return softmax(weights.map((wk) => slots.reduce((s, j) => s + (wk[j] ?? 0), 0)));
}

/** Fold of a case: a stable hash of its id. */
export const foldOf = (caseId: string, folds: number) => featureSlot(caseId, 1 << 20) % folds;

/**
 * Probabilities of every example from a model that never saw its group: for each group, weights trained on every other
 * example, including those of no group (`groupOf` null: always trained on, never predicted; their entry stays empty).
 */
export function outOfGroup(
  examples: readonly Example[],
  groupOf: (e: Example) => number | null,
  groups: number,
  lambda: number,
  dim = DIM,
  epochs = EPOCHS,
): number[][] {
  const probs: number[][] = examples.map(() => []);
  for (let g = 0; g < groups; g++) {
    const weights = train(
      examples.filter((e) => groupOf(e) !== g),
      lambda,
      dim,
      epochs,
    );
    examples.forEach((e, i) => {
      if (groupOf(e) === g) probs[i] = predict(weights, e, dim);
    });
  }
  return probs;
}

/** Out-of-fold probabilities of every example, for one penalty: folds by request. */
export const outOfFold = (examples: readonly Example[], lambda: number, folds: number, dim = DIM, epochs = EPOCHS): number[][] =>
  outOfGroup(examples, (e) => foldOf(e.caseId, folds), folds, lambda, dim, epochs);

/** Mean cross-entropy of the gold labels under the given probabilities. */
export const logLoss = (examples: readonly Example[], probs: readonly number[][]): number =>
  -examples.reduce((s, e, i) => s + Math.log(probs[i]?.[ROLE_CLASSES.indexOf(e.label)] ?? 1e-9), 0) / Math.max(1, examples.length);

/** The same value for every rules' role. */
const perRole = (v: number) => Object.fromEntries(ROLE_CLASSES.map((c) => [c, v])) as Record<RoleClass, number>;

/** The same override and abstention thresholds whatever the rules' role. */
export const everyRole = (override: number, abstain: number): RoleThresholds => ({ override: perRole(override), abstain: perRole(abstain) });

export interface Figures {
  mentions: number;
  /** Mentions whose final role is the gold one. */
  accuracy: number;
  /** Per gold class: right / count. */
  perClass: Record<RoleClass, { right: number; n: number }>;
  abstained: number;
  cases: number;
  /** Cases answered without a doubt of any kind with every place role right. */
  completeRight: number;
  /** Cases answered without a doubt of any kind with a place role wrong. */
  silent: number;
}

/** The figures of a decision rule over a set of examples with their probabilities. */
export function figures(examples: readonly Example[], probs: readonly number[][], cases: ReadonlyMap<string, CaseFacts>, t: RoleThresholds): Figures {
  const perClass = Object.fromEntries(ROLE_CLASSES.map((c) => [c, { right: 0, n: 0 }])) as Figures['perClass'];
  const byCase = new Map<string, { wrong: boolean; abstained: boolean; originTaken: boolean }>();
  const withOrigin = new Set(examples.filter((x) => x.rule === 'origin').map((x) => x.caseId));
  let right = 0;
  let abstained = 0;
  examples.forEach((e, i) => {
    const s = byCase.get(e.caseId) ?? { wrong: false, abstained: false, originTaken: withOrigin.has(e.caseId) };
    const d = decideRole(probs[i] ?? [], e.rule, t, s.originTaken);
    if (d.role === 'origin') s.originTaken = true;
    const ok = d.role === e.label;
    perClass[e.label].n++;
    if (ok) {
      right++;
      perClass[e.label].right++;
    }
    if (d.abstained) abstained++;
    s.wrong ||= !ok;
    s.abstained ||= d.abstained;
    byCase.set(e.caseId, s);
  });
  let completeRight = 0;
  let silent = 0;
  for (const [id, s] of byCase) {
    const c = cases.get(id);
    if (!c || c.partialAnyway || s.abstained) continue;
    if (s.wrong || c.missing) silent++;
    else completeRight++;
  }
  return { mentions: examples.length, accuracy: right / Math.max(1, examples.length), perClass, abstained, cases: byCase.size, completeRight, silent };
}

/** The rules alone: never change, never doubt. */
export const RULES_ONLY: RoleThresholds = everyRole(2, 0);

/** What a silent misread costs against a request answered complete and right: a wrong answer given as sure is worse than a question. */
export const SILENT_COST = 2;

/** What a decision rule is worth: requests answered complete and right less SILENT_COST times those answered complete and wrong. */
export function decisionScore(examples: readonly Example[], probs: readonly number[][], cases: ReadonlyMap<string, CaseFacts>, t: RoleThresholds) {
  const f = figures(examples, probs, cases, t);
  return { score: f.completeRight - SILENT_COST * f.silent, silent: f.silent };
}

const OVERRIDES = [0.6, 0.7, 0.8, 0.9, 0.95, 2];
const ABSTAINS = [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6];

/**
 * The thresholds that answer the most requests complete and right less SILENT_COST times those answered complete and
 * wrong (ties to the fewer silent misreads): one abstention and one override threshold for every role, then each role's
 * override and abstention in turn, twice round, so the model overrules or doubts the rules only where that pays for their role.
 */
export function chooseThresholds(examples: readonly Example[], probs: readonly number[][], cases: ReadonlyMap<string, CaseFacts>): RoleThresholds {
  const judge = (t: RoleThresholds) => ({ t, ...decisionScore(examples, probs, cases, t) });
  const better = (a: ReturnType<typeof judge>, b: ReturnType<typeof judge>) => a.score > b.score || (a.score === b.score && a.silent < b.silent);
  let best = judge(RULES_ONLY);
  for (const o of OVERRIDES)
    for (const a of ABSTAINS) {
      const c = judge(everyRole(o, a));
      if (better(c, best)) best = c;
    }
  for (let round = 0; round < 2; round++)
    for (const role of ROLE_CLASSES)
      for (const [key, values] of [
        ['override', OVERRIDES],
        ['abstain', ABSTAINS],
      ] as const)
        for (const v of values) {
          const c = judge({ ...best.t, [key]: { ...best.t[key], [role]: v } });
          if (better(c, best)) best = c;
        }
  return best.t;
}

/** A model ready to ship from its weights and thresholds. */
export const modelOf = (weights: number[][], thresholds: RoleThresholds, dim = DIM): PlaceRoleModel => ({
  classes: [...ROLE_CLASSES],
  dim,
  weights,
  thresholds,
});
