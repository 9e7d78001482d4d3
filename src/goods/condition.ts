import type { ConditionClass } from '../contracts/goods.js';
import { invalidInput } from '../errors.js';
import { normalizeText } from './text.js';

/** Phrases checked in order; the first that appears decides the class. English first, then the five other languages svc reads. */
const CONDITION_PHRASES: ReadonlyArray<readonly [string, ConditionClass]> = [
  ['for parts', 'for_parts'],
  ['fur bastler', 'for_parts'],
  ['defekt', 'for_parts'],
  ['para piezas', 'for_parts'],
  ['para repuestos', 'for_parts'],
  ['no funciona', 'for_parts'],
  ['pour pieces', 'for_parts'],
  ['hors service', 'for_parts'],
  ['per ricambi', 'for_parts'],
  ['non funzionante', 'for_parts'],
  ['para pecas', 'for_parts'],
  ['nao funciona', 'for_parts'],
  ['wie neu', 'like_new'],
  ['como nuevo', 'like_new'],
  ['comme neuf', 'like_new'],
  ['come nuovo', 'like_new'],
  ['como novo', 'like_new'],
  ['not working', 'for_parts'],
  ['broken', 'for_parts'],
  ['parts only', 'for_parts'],
  ['cracked', 'damaged'],
  ['damaged', 'damaged'],
  ['smashed', 'damaged'],
  ['shattered', 'damaged'],
  ['dented', 'damaged'],
  ['poor', 'damaged'],
  ['beschadigt', 'damaged'],
  ['gesprungen', 'damaged'],
  ['fissure', 'damaged'],
  ['endommage', 'damaged'],
  ['abime', 'damaged'],
  ['danado', 'damaged'],
  ['rota', 'damaged'],
  ['rotto', 'damaged'],
  ['danneggiato', 'damaged'],
  ['danificado', 'damaged'],
  ['trincada', 'damaged'],
  ['like new', 'like_new'],
  ['open box', 'like_new'],
  ['new other', 'like_new'],
  ['mint', 'like_new'],
  ['certified refurbished', 'like_new'],
  ['excellent refurbished', 'like_new'],
  ['refurbished', 'used_good'],
  ['brand new', 'new'],
  ['new in box', 'new'],
  ['sealed', 'new'],
  ['acceptable', 'used_fair'],
  ['fair', 'used_fair'],
  ['worn', 'used_fair'],
  ['heavy wear', 'used_fair'],
  ['very good', 'used_good'],
  ['excellent', 'used_good'],
  ['good', 'used_good'],
  ['used', 'used_good'],
  ['pre owned', 'used_good'],
  ['sehr gut', 'used_good'],
  ['gebraucht', 'used_good'],
  ['muy bueno', 'used_good'],
  ['buen estado', 'used_good'],
  ['usado', 'used_good'],
  ['tres bon etat', 'used_good'],
  ['bon etat', 'used_good'],
  ['occasion', 'used_good'],
  ['ottimo', 'used_good'],
  ['buono', 'used_good'],
  ['usato', 'used_good'],
  ['muito bom', 'used_good'],
  ['bom estado', 'used_good'],
  ['new', 'new'],
  ['neu', 'new'],
  ['nuevo', 'new'],
  ['neuf', 'new'],
  ['nuovo', 'new'],
  ['novo', 'new'],
];

/** Words that deny the condition phrase after them ("no cracks", "not damaged", "nicht beschädigt"). */
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'nicht', 'kein', 'keine', 'ohne', 'pas', 'sans', 'sin', 'nunca', 'senza', 'non', 'sem', 'nao']);

/** The bare word "new" in each language: a condition as a condition field's value, but in a title it as often qualifies a part ("new tyres"). */
const BARE_NEW = new Set(['new', 'neu', 'nuevo', 'neuf', 'nuovo', 'novo']);

export function classifyCondition(text: string | null | undefined): ConditionClass {
  return conditionIn(text, CONDITION_PHRASES);
}

/** The condition a title states: only whole condition phrases ("brand new", "sealed", "like new") count, never a bare "new". */
export function conditionInTitle(title: string | null | undefined): ConditionClass {
  return conditionIn(
    title,
    CONDITION_PHRASES.filter(([phrase]) => !BARE_NEW.has(phrase)),
  );
}

function conditionIn(text: string | null | undefined, phrases: typeof CONDITION_PHRASES): ConditionClass {
  if (!text) return 'unknown';
  const words = normalizeText(text.replace(/_/g, ' ')).split(' ');
  for (const [phrase, cls] of phrases) {
    if (statedAt(words, phrase.split(' '))) return cls;
  }
  return 'unknown';
}

/** The phrase occurs somewhere in the words, not right after a negation. */
function statedAt(words: readonly string[], phrase: readonly string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (phrase.every((w, j) => words[i + j] === w) && !NEGATIONS.has(words[i - 1] ?? '')) return true;
  }
  return false;
}

/**
 * Words a buyer may use for acceptable conditions; "used" covers both used classes. A Map: the
 * buyer's word is the key, and a plain object would answer "constructor" with its prototype's.
 */
const PREFERENCE_WORDS: ReadonlyMap<string, readonly ConditionClass[]> = new Map([
  ['used', ['used_good', 'used_fair']],
  ['any', ['new', 'like_new', 'used_good', 'used_fair', 'for_parts']],
]);

export function parseConditionPreferences(words: readonly string[]): ConditionClass[] {
  const classes = new Set<ConditionClass>();
  for (const word of words) {
    const key = normalizeText(word);
    const preset = PREFERENCE_WORDS.get(key);
    const found = preset ?? [classifyCondition(word)];
    if (found.includes('unknown')) {
      throw invalidInput(`condition_preferences: "${word}" is not a condition we recognise; use new, like new, open box, used, good, fair or for parts.`);
    }
    found.forEach((c) => classes.add(c));
  }
  return [...classes];
}

/** marketplace_a (eBay Browse) condition ids per class, for its conditionIds filter. */
export const MARKETPLACE_A_CONDITION_IDS: Readonly<Record<Exclude<ConditionClass, 'unknown'>, readonly string[]>> = {
  new: ['1000'],
  like_new: ['1500', '1750', '2000', '2010', '2750'],
  used_good: ['2020', '2030', '2500', '3000', '4000', '5000'],
  used_fair: ['6000'],
  // eBay has no grade for a damaged working item; its lowest used grade is the nearest.
  damaged: ['6000'],
  for_parts: ['7000'],
};

export function conditionClassFromMarketplaceAId(id: string | undefined): ConditionClass | null {
  if (!id) return null;
  for (const [cls, ids] of Object.entries(MARKETPLACE_A_CONDITION_IDS)) {
    if (ids.includes(id)) return cls as ConditionClass;
  }
  return null;
}
