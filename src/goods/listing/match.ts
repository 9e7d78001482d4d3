import { listingVocabulary } from './vocabulary.js';
import { sameCatalogue } from './catalogue-number.js';
import type { IdentityToken, ListingReading } from './read.js';

/**
 * Whether a candidate listing is the same item as the subject (model "listing_identity_v1").
 *
 * 1. Attributes both listings state must agree: model year, storage, memory, screen size,
 *    watch case size, generation, compared counts (seats, drawers, quarts, doors) and
 *    vehicle trim. What only one states is not held against the other.
 * 2. Variant words (Pro, Max, mini, Plus, Ultra, Lite, SE, Air, OLED, Ti, Digital, Slim)
 *    qualify the model word before them; a listing without the variant is the base model,
 *    so "iPhone 13" and "iPhone 13 Pro" differ. A variant that qualifies a word the other
 *    listing does not name at all ("XC3 Ultra" on one RTX 3080 card) is a sub-line, not a
 *    different model.
 * 3. Competing model numbers differ: "M2" and "M1", "S23" and "S22", "iPhone 13" and
 *    "iPhone 12" (same letters, other digits), a bare number after the same word, and two
 *    catalogue numbers of digits alone ("LEGO Technic 42115" is not "LEGO Technic 42143":
 *    the set number names the item, not the line).
 * 4. An accessory sold alone ("iPhone 13 case") is not the item.
 * 5. Coverage. The subject's identity tokens are weighted by kind (model numbers most,
 *    brands, colours and descriptors least) and position (titles lead with what the item
 *    is). The cohort is every pool listing with none of the conflicts above that names at
 *    least COHORT_FLOOR of that weight; each token's weight is then scaled by the share of
 *    the cohort that names it, so details few sellers mention (a feature list, a SKU,
 *    "Lumbar", "MagSafe") count little and the words every seller of the item uses count
 *    fully. A candidate is the same item when it names COVERAGE of the scaled weight (and
 *    COHORT_FLOOR of the unscaled) and at least one of the subject's words, brands or codes:
 *    a shared number or colour alone names nothing. With no cohort the unscaled weights
 *    apply, so a title whose model words match nothing never matches on a colour alone.
 */
export const MATCH_MODEL = 'listing_identity_v1';
export const COVERAGE = 0.6;
export const COHORT_FLOOR = 0.3;

/**
 * Model numbers tell items apart best; brands are often left out of a title ("iPhone 13" for
 * "Apple iPhone 13"); variant words are enforced by rule 2, so on their own ("Pro") they
 * must not make a MacBook Pro look like AirPods Pro.
 */
const KIND_WEIGHT: Record<IdentityToken['kind'], number> = { word: 1, brand: 0.3, number: 2, code: 2, variant: 0.3, trim: 1, colour: 0.3, descriptor: 0.35 };
const POSITION_DECAY = 0.25;
/** Token kinds that name an item; a match needs one of them. */
const NAMING_KINDS: ReadonlySet<IdentityToken['kind']> = new Set(['word', 'brand', 'code', 'trim']);

export type MismatchReason =
  'not_same_item' | 'other_variant' | 'other_model' | 'other_generation' | 'other_year' | 'other_storage' | 'other_size' | 'other_trim' | 'accessory';

export interface Comparison {
  reason: MismatchReason | null;
  coverage: number;
  matched: string[];
}

/** The texts a listing names: its identity tokens and every two adjacent ones run together ("wh1000" + "xm4"). */
export function namedTexts(reading: ListingReading): Set<string> {
  const ids = reading.identity.map((t) => t.text);
  const texts = new Set(ids);
  for (let k = 0; k + 1 < ids.length; k += 1) texts.add(`${ids[k]}${ids[k + 1]}`);
  return texts;
}

/** Model numbers this long are SKUs: a region or kit suffix ("oled55c2pua", "dcd771c2") does not make another item. */
const SKU_LENGTH = 5;

const sameSku = (a: string, b: string) => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= SKU_LENGTH && /\d/.test(short) && long.startsWith(short) && /^[a-z]*$/.test(long.slice(short.length));
};

/** A short model code at the end of a SKU names it too ("c2" in "oled55c2"). */
const endsSku = (sku: string, code: string) =>
  sku.length >= SKU_LENGTH && code.length < sku.length && /\d/.test(code) && /[a-z]/.test(code) && sku.endsWith(code);

/**
 * Which subject tokens a listing names: directly, run together with the next token, or (a
 * model number) as the same SKU with another suffix or at the end of a SKU. A bare number
 * counts only after the same word ("iPhone 13", not the 13 of "MacBook Air 13").
 */
function namedBy(subject: readonly IdentityToken[], other: ListingReading): boolean[] {
  const texts = namedTexts(other);
  const codes = other.identity.filter((t) => t.kind === 'code').map((t) => t.text);
  const hit = subject.map((t, k) => {
    const prev = subject[k - 1];
    if (t.kind === 'number' && prev) return texts.has(`${prev.text}${t.text}`);
    return texts.has(t.text) || (t.kind === 'code' && codes.some((c) => sameSku(c, t.text) || endsSku(c, t.text)));
  });
  for (let k = 0; k + 1 < subject.length; k += 1) {
    if (texts.has(`${(subject[k] as IdentityToken).text}${(subject[k + 1] as IdentityToken).text}`)) {
      hit[k] = true;
      hit[k + 1] = true;
    }
  }
  return hit;
}

const weightAt = (t: IdentityToken, position: number) => KIND_WEIGHT[t.kind] / (1 + POSITION_DECAY * position);

/** The subject prepared against a pool: unscaled token weights and weights scaled by cohort consensus. */
export interface PreparedSubject {
  reading: ListingReading;
  weights: number[];
  scaled: number[];
}

const weightOf = (weights: readonly number[], hit: readonly boolean[]) => weights.reduce((sum, w, k) => (hit[k] ? sum + w : sum), 0);
const total = (weights: readonly number[]) => weights.reduce((sum, w) => sum + w, 0);

export function prepareSubject(reading: ListingReading, pool: readonly ListingReading[]): PreparedSubject {
  const weights = reading.identity.map(weightAt);
  const full = total(weights);
  const cohort = pool
    .filter((other) => conflictOf(reading, other) === null)
    .map((other) => namedBy(reading.identity, other))
    .filter((hit) => full > 0 && weightOf(weights, hit) / full >= COHORT_FLOOR && reading.identity.some((t, k) => hit[k] && NAMING_KINDS.has(t.kind)));
  if (cohort.length === 0) return { reading, weights, scaled: weights };
  const scaled = weights.map((w, k) => (w * cohort.filter((hit) => hit[k]).length) / cohort.length);
  return { reading, weights, scaled };
}

const differ = (a: number | null, b: number | null, tolerance = 0) => a !== null && b !== null && Math.abs(a - b) > tolerance;

/** Both state a screen or watch-case size, and the sizes are not one model's (a 14-inch and a 16-inch laptop of one name differ). */
export const otherSize = (a: ListingReading, b: ListingReading): boolean => differ(a.screenInches, b.screenInches, 0.6) || differ(a.caseMm, b.caseMm, 0.5);

function attributeConflict(a: ListingReading, b: ListingReading): MismatchReason | null {
  if (differ(a.year, b.year)) return 'other_year';
  if (differ(a.storageGb, b.storageGb) || differ(a.memoryGb, b.memoryGb)) return 'other_storage';
  if (otherSize(a, b)) return 'other_size';
  if (differ(a.generation, b.generation)) return 'other_generation';
  const compared = listingVocabulary().comparedCounts;
  for (const [unit, value] of a.counts) {
    const other = b.counts.get(unit);
    if (compared.has(unit) && other !== undefined && other !== value) return 'other_variant';
  }
  const trims = (r: ListingReading) => r.identity.filter((t) => t.kind === 'trim').map((t) => t.text);
  const [ta, tb] = [trims(a), trims(b)];
  if (ta.length > 0 && tb.length > 0 && !ta.some((t) => tb.includes(t))) return 'other_trim';
  return null;
}

/** A listing carries a variant when it names the word, or a model code starts with it ("oled65c2"). */
const carries = (r: ListingReading, variant: string) =>
  r.identity.some((t) => t.text === variant || (t.kind === 'code' && t.text.startsWith(variant) && /\d/.test(t.text.slice(variant.length))));

function variantConflict(a: ListingReading, b: ListingReading): boolean {
  const bTexts = namedTexts(b);
  return a.identity.some((t) => t.kind === 'variant' && t.anchor !== null && bTexts.has(t.anchor) && !carries(b, t.text));
}

/**
 * The family a model code belongs to: "m2" -> "m", "s23" -> "s", "wh1000xm4" -> "wh1000xm"
 * (what comes before the last digits), "a7iii" -> "a7" (before a trailing roman numeral).
 * Codes that end in other letters or start with their last digits have none.
 */
function codeFamily(code: string): string | null {
  let last = code.length - 1;
  while (last >= 0 && !/\d/.test(code[last] as string)) last -= 1;
  if (last < 0) return null;
  const suffix = code.slice(last + 1);
  if (suffix !== '') return listingVocabulary().romanNumerals.has(suffix) ? code.slice(0, last + 1) : null;
  let first = last;
  while (first > 0 && /\d/.test(code[first - 1] as string)) first -= 1;
  return first > 0 ? code.slice(0, first) : null;
}

/** The key of a catalogue number: a model code of digits alone (a LEGO set "42115"), which has no family letters. */
const CATALOGUE = '#catalogue';

/**
 * Numbers keyed by the word before them ("iphone 13" -> iphone: 13), codes, alone or run together
 * ("wh1000" + "xm4"), by family, and a catalogue number of digits alone ("42115"), which names one
 * item whatever line or theme words stand around it.
 */
function modelKeys(r: ListingReading): Map<string, string> {
  const keys = new Map<string, string>();
  const addCode = (code: string) => {
    const family = /^\d+$/.test(code) ? CATALOGUE : codeFamily(code);
    if (family) keys.set(family, code);
  };
  r.identity.forEach((t, k) => {
    const prev = r.identity[k - 1];
    if (t.kind === 'number' && prev && prev.kind !== 'colour') keys.set(`#${prev.text}`, t.text);
    if (t.kind === 'code') addCode(t.text);
    if (t.kind === 'code' && prev?.kind === 'code') addCode(`${prev.text}${t.text}`);
  });
  return keys;
}

function modelConflict(a: ListingReading, b: ListingReading): MismatchReason | null {
  const bKeys = modelKeys(b);
  const bTexts = namedTexts(b);
  for (const [family, value] of modelKeys(a)) {
    const other = bKeys.get(family);
    const same = family === CATALOGUE && other !== undefined ? sameCatalogue(other, value) : other === value;
    if (other !== undefined && !same && !bTexts.has(value)) return 'other_model';
  }
  const bareNumbers = (r: ListingReading) => r.identity.filter((t) => t.kind === 'number').map((t) => Number(t.text));
  if (a.generation !== null && b.generation === null && bareNumbers(b).some((n) => n !== a.generation && n < 20 && !bareNumbers(a).includes(n)))
    return 'other_generation';
  return null;
}

const accessoryConflict = (subject: ListingReading, candidate: ListingReading) =>
  candidate.accessories.some((word) => !subject.accessories.includes(word) && !subject.extras.includes(word));

/** The first hard reason two listings are not the same item, or null. */
function conflictOf(s: ListingReading, candidate: ListingReading): MismatchReason | null {
  return (
    attributeConflict(s, candidate) ??
    (variantConflict(s, candidate) || variantConflict(candidate, s) ? 'other_variant' : null) ??
    modelConflict(s, candidate) ??
    modelConflict(candidate, s) ??
    (accessoryConflict(s, candidate) ? 'accessory' : null)
  );
}

export function compareListing(subject: PreparedSubject, candidate: ListingReading): Comparison {
  const s = subject.reading;
  const hit = namedBy(s.identity, candidate);
  const scaledTotal = total(subject.scaled);
  const full = total(subject.weights);
  const coverage = scaledTotal === 0 ? 0 : Math.min(1, weightOf(subject.scaled, hit) / scaledTotal);
  const share = full === 0 ? 0 : weightOf(subject.weights, hit) / full;
  const namesItem = s.identity.some((t, k) => hit[k] && NAMING_KINDS.has(t.kind));
  const reason = conflictOf(s, candidate) ?? (coverage < COVERAGE || share < COHORT_FLOOR || !namesItem ? 'not_same_item' : null);
  return { reason, coverage: Math.round(coverage * 1000) / 1000, matched: s.identity.filter((_, k) => hit[k]).map((t) => t.text) };
}
