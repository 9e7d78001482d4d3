import { CURRENCY_SYMBOLS, CURRENCY_WORDS, isCurrencyCode } from './currency.js';
import { AND } from './clause-words.js';
import { OR } from './or-words.js';
import { countedAt } from './duration.js';
import type { Lang } from './language.js';
import { numberAt } from './numbers.js';
import { KIN, PERSON_NOUNS, SELF } from './party-words.js';
import type { Tok } from './tokens.js';

/**
 * The values the readers put in the fields, against which a number no reader took is judged: a number that says again
 * what a field holds (the length, the party, a child's age, the budget) was read, only twice, and is consumed; a number
 * that could change a field stays a leftover (accounting.ts). A number restates a field by its head, so a value shared
 * by two fields never crosses them: "7 nights" restates a length of 7 or 8 days, never a party of 7.
 */
export interface HeldValues {
  /** The trip's length read, in days (lowest and highest). */
  days: readonly [number, number] | null;
  /** The counts of the party read: travellers, adults, children, infants. */
  people: readonly number[];
  /** The ages of the children read. */
  ages: readonly number[];
  /** The amounts of money read. */
  amounts: readonly number[];
  /** Whether the party read has adults (an adult's age said in passing is then of someone counted). */
  adults: boolean;
}

/** Words after which a number stands alone: its head, if any, is not after it. */
const CLOSERS = new Set([...AND, ...OR]);
const closes = (t: Tok | undefined) => t === undefined || t.kind === 'punct' || CLOSERS.has(t.w);

/** Pronouns of a person the number may be the age of ("moi 68", "sie 85", "lei 70"), beside the party's self words. */
const PERSON_PRONOUNS = new Set(['he', 'she', 'lui', 'elle', 'ella', 'er', 'sie', 'lei', 'ele', 'ela', 'nous', 'nosotros', 'wir', 'noi', 'nos']);
const personWord = (w: string) => SELF.has(w) || PERSON_PRONOUNS.has(w) || KIN.has(w) || PERSON_NOUNS.has(w);

/** The youngest and oldest an adult's age said in passing may be. */
const ADULT_AGES: readonly [number, number] = [18, 110];

/** A count of length ("7 nights", "2 semaines", "10 Tage") within a day of the length read (nights and days both count the stay). */
function restatesLength(toks: readonly Tok[], i: number, lang: Lang, held: HeldValues): boolean {
  const counted = countedAt(toks, i, lang);
  if (!counted || !held.days) return false;
  const [lo, hi] = held.days;
  return counted.min - 1 <= hi && counted.max + 1 >= lo;
}

/** A currency sign, word or code ("€", "euros", "eur"). */
export const moneyWord = (t: Tok | undefined) =>
  t !== undefined && (CURRENCY_SYMBOLS.has(t.w) || CURRENCY_WORDS.has(t.w) || (t.w.length === 3 && isCurrencyCode(t.w.toUpperCase())));

/** A currency sign or word beside the number at i ("1500 €", "$300", "300 euros", "1500 EUR"): it counts money. */
const moneyBeside = (toks: readonly Tok[], i: number) => moneyWord(toks[i - 1]) || moneyWord(toks[i + 1]);

/**
 * Whether the number at token i (of value `value`) restates a value held: a length with its unit, a count of people with
 * a person noun or alone, a child's age alone ("kids 7 and 11", "Inês (7)"), an amount alone or with its currency, or an adult's age after the
 * person it is of ("moi 68)", "ist sie 85 und") when the party has adults.
 */
export function restatesHeld(toks: readonly Tok[], i: number, lang: Lang, held: HeldValues): boolean {
  const value = numberAt(toks, i, lang)?.value;
  if (value === undefined) return false;
  if (restatesLength(toks, i, lang, held)) return true;
  const next = toks[i + 1];
  const alone = closes(next);
  if (held.people.includes(value) && (alone || PERSON_NOUNS.has(next?.w ?? '') || KIN.has(next?.w ?? ''))) return true;
  if (held.ages.includes(value) && alone) return true;
  if (held.amounts.includes(value) && (alone || moneyBeside(toks, i))) return true;
  const prev = toks[i - 1]?.w ?? '';
  return held.adults && alone && value >= ADULT_AGES[0] && value <= ADULT_AGES[1] && personWord(prev);
}
