import { travelData } from './data.js';
import type { Doubt } from './evidence.js';
import { ROLE_CLASSES, ruleClass, type RoleClass } from './role-features.js';
import type { PlaceMention, RoledMention } from './place-mentions.js';

/**
 * A trained model of a place mention's role: multinomial logistic regression over hashed feature names (role-features.ts),
 * trained by scripts/train-place-roles.ts on outside-written requests and shipped as data/travel/place-roles.json. It
 * reviews the rule-based roles (roles.ts): where it is sure of another role (top probability at least the `override`
 * threshold of the rules' role, chosen by cross-validation for each) it gives that one; where it doubts the rules' role (their role's probability under its `abstain` threshold) the rules' reading is
 * kept and reported as uncertain, so the request is not answered as complete on a guess.
 */
export interface PlaceRoleModel {
  classes: RoleClass[];
  /** Size of the hashed feature table. */
  dim: number;
  /** weights[class][feature slot]. */
  weights: number[][];
  thresholds: RoleThresholds;
}

/**
 * When the model overrules the rules: `override[rule]` is the probability its own choice needs against the rules' role
 * `rule` (above 1: never); under `abstain[rule]` for the rules' role, their reading is kept and reported as uncertain. Both
 * are per rules' role: a doubt about a stop on the way or a place set apart costs a right reading as much as one about a
 * destination but guards against less, so cross-validation chooses each apart.
 */
export interface RoleThresholds {
  override: Record<RoleClass, number>;
  abstain: Record<RoleClass, number>;
}

/** FNV-1a of a feature name, into the model's table. */
export function featureSlot(name: string, dim: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % dim;
}

/** Class probabilities of one mention's features. */
export function roleProbabilities(model: Pick<PlaceRoleModel, 'dim' | 'weights'>, features: readonly string[]): number[] {
  const slots = features.map((f) => featureSlot(f, model.dim));
  const scores = model.weights.map((w) => slots.reduce((s, k) => s + (w[k] ?? 0), 0));
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export interface RoleReview {
  rule: RoleClass;
  model: RoleClass;
  /** The model's probability of its own choice and of the rules' role. */
  p: number;
  p_rule: number;
  decision: 'kept' | 'changed' | 'uncertain';
}

let shipped: PlaceRoleModel | null = null;
/** The shipped weights, read once. */
export function placeRoleModel(): PlaceRoleModel {
  shipped ??= travelData<PlaceRoleModel>('place-roles.json');
  return shipped;
}

/** The decision on one mention from its class probabilities (in ROLE_CLASSES order): the role given, and whether it is doubted. */
export function decideRole(probs: readonly number[], rule: RoleClass, t: RoleThresholds, originTaken: boolean): { role: RoleClass; abstained: boolean } {
  const best = probs.indexOf(Math.max(...probs));
  const choice = ROLE_CLASSES[best] ?? rule;
  // A second start is never made: the trip has one origin, so a doubt about it is reported instead.
  if (choice !== rule && (probs[best] ?? 0) >= t.override[rule] && !(choice === 'origin' && originTaken)) return { role: choice, abstained: false };
  return { role: rule, abstained: (probs[ROLE_CLASSES.indexOf(rule)] ?? 0) < t.abstain[rule] };
}

/** One mention's review: what the model says against the rules, and what is done with it. */
export function reviewRole(model: PlaceRoleModel, rule: RoleClass, features: readonly string[], originTaken: boolean): RoleReview {
  const probs = roleProbabilities(model, features);
  const best = probs.indexOf(Math.max(...probs));
  const d = decideRole(probs, rule, model.thresholds, originTaken);
  const decision = d.role !== rule ? 'changed' : d.abstained ? 'uncertain' : 'kept';
  return { rule, model: ROLE_CLASSES[best] ?? rule, p: probs[best] ?? 0, p_rule: probs[ROLE_CLASSES.indexOf(rule)] ?? 0, decision };
}

/** The mention in the role the model gives it: a trip field, or set apart as context. */
function inRole(r: RoledMention, role: RoleClass): RoledMention {
  const { aside: _aside, visited: _visited, ...rest } = r;
  if (role === 'other') return r.role === 'via' ? r : { ...r, aside: 'context' };
  return { ...rest, role, soft: false };
}

/** The rules' roles reviewed by the model; `features` are role-features.ts's for the same mentions, `addresses` the mentions that only qualify another. */
export function reviewRoles(
  roled: readonly RoledMention[],
  features: readonly string[][],
  addresses: ReadonlySet<RoledMention>,
  model: PlaceRoleModel = placeRoleModel(),
): { roled: RoledMention[]; reviews: RoleReview[] } {
  let originTaken = roled.some((r) => ruleClass(r, addresses) === 'origin');
  const reviews: RoleReview[] = [];
  const out = roled.map((r, k) => {
    const review = reviewRole(model, ruleClass(r, addresses), features[k] ?? [], originTaken);
    reviews.push(review);
    if (review.decision !== 'changed') return r;
    if (review.model === 'origin') originTaken = true;
    return inRole(r, review.model);
  });
  return { roled: out, reviews };
}

/** A mention with its features and review, kept on the reading (the trainer reads the features from it). */
export interface RoleReviewed {
  mention: PlaceMention;
  features: string[];
  review: RoleReview;
}

/** The mentions whose role the model doubts: reported, so the request is not answered as complete on a guess. */
export const roleDoubts = (reviewed: readonly RoleReviewed[]): Doubt[] =>
  reviewed
    .filter((x) => x.review.decision === 'uncertain')
    .map((x) => ({ field: x.review.rule === 'origin' ? 'origin' : 'destination_constraints', code: 'place_role_uncertain', text: x.mention.matched_text }));
