import type { Lang } from './language.js';
import { MONTHS, WEEKDAYS } from './date-words.js';
import { numberAt } from './numbers.js';
import { AGE_UNITS, DETERMINERS, KIN, MONTH_UNITS, PERSON_NOUNS, SELF, TWINS } from './party-words.js';
import { type Tok } from './tokens.js';

/**
 * People listed one by one with their ages, as forms, tables and lists write them: "me (45), Tom (47), Lily 12, baby Sam
 * 8 months", "Voyageurs : Karim (41), Samia (38), Inès 9 ans", "io, mio marito, Giulia (10)", "| ich | 38 |". Each entry is
 * the writer, a relative ("mio marito", "baby Sam") or a capitalised name with an age; the entries are joined by commas,
 * "and" words or table bars. An entry's age decides its class (18 or more: adult; under: a child of that age, months: 0),
 * else the relative's noun does. A list is a roster only with two entries or more of which one at least is a name or
 * carries an age written as one ("(45)", "12 ans", a table cell), and an adult among them: "Paris, Rome and Madrid" names no
 * one, and children listed alone ("nos enfants Léo (7) et Jade (3)") are a part of the party the general reader counts.
 */
export interface RosterEntry {
  cls: 'adult' | 'child';
  age: number | null;
  /** How many people the entry is: one, or the count of a counted entry ("2 adultos", "nous 2"). */
  people: number;
  start: number;
  end: number;
}

export interface Roster {
  entries: RosterEntry[];
  start: number;
  end: number;
}

const JOINS = new Set([',', ';', '|', 'and', '&', 'et', 'y', 'e', 'und', '+', '/', 'plus']);
/** Words of an age before its figure ("figlia di 7 anni", "fils de 9 ans", "Sohn von 6 Jahren"). */
const AGE_OF = new Set(['di', 'de', 'of', 'von']);
/** The writer's "we" before a count ("nous 2", "noi 2", "wir 2"). */
const WE = new Set(['we', 'us', 'nous', 'nosotros', 'nosotras', 'wir', 'noi', 'nos']);
/** The most people one counted entry of a list may be. */
const COUNT_MAX = 20;
const AGE_MAX = 110;

interface Age {
  age: number;
  end: number;
}

/** An age at k: "(45)", "(10 mesi)", "12", "9 ans", "8 months", "| 38", "| 11 Monate". */
function ageAt(toks: readonly Tok[], k: number, lang: Lang): Age | undefined {
  if (AGE_OF.has(toks[k]?.w ?? '') && toks[k + 1]?.kind === 'num' && AGE_UNITS.has(toks[k + 2]?.w ?? '')) return ageAt(toks, k + 1, lang);
  const open = toks[k]?.w === '(' || toks[k]?.w === '|' ? 1 : 0;
  const n = toks[k + open]?.kind === 'num' ? numberAt(toks, k + open, lang) : undefined;
  if (!n || !Number.isInteger(n.value) || n.value > AGE_MAX) return undefined;
  let end = n.end;
  let age = n.value;
  const unit = toks[end]?.w ?? '';
  if (MONTH_UNITS.has(unit)) {
    if (n.value >= 36) return undefined;
    age = Math.floor(n.value / 12);
    end++;
  } else if (AGE_UNITS.has(unit)) end++;
  if (toks[k]?.w === '(') return toks[end]?.w === ')' ? { age, end: end + 1 } : undefined;
  // A bare number with its unit is an age ("9 ans"); without, it must end the entry: "Lily 12," is an age, "Tom 3 nights" is not.
  const after = toks[end]?.w;
  return end > n.end || after === undefined || JOINS.has(after) || after === '.' ? { age, end } : undefined;
}

/**
 * A capitalised word that can be a given name: not the writer, a relative's noun, nor a code in capitals; a word that is also
 * a function word, a month or a weekday ("Mia", "Sue", "Marco") only when an age cell or bracket follows it.
 */
function nameLike(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  if (t === undefined || t.kind !== 'word' || !t.cap || t.raw.length < 2 || t.raw === t.raw.toUpperCase()) return false;
  // "Zwillinge 15 Monate", "Kinder (8)": German capitalises the nouns of people, which are no names.
  if (SELF.has(t.w) || KIN.has(t.w) || PERSON_NOUNS.has(t.w) || TWINS.has(t.w)) return false;
  const cell = (toks[i + 1]?.w === '(' || toks[i + 1]?.w === '|') && toks[i + 2]?.kind === 'num';
  return cell || ![DETERMINERS, MONTHS, WEEKDAYS].some((words) => words.has(t.w));
}

interface Entry extends RosterEntry {
  /** Named or aged as a list entry (not only a relative's noun). */
  listed: boolean;
}

/**
 * A count of adults heading a list of people: "2 adultos + Tomás (11)", "2 Erw. + Oma + Ben (4)", "nous 2 + Léa (8 ans)",
 * "in 2 + nostra figlia di 7 anni", "the 2 of us plus Mia (3)". A bare count is one only before "+" or after "we".
 */
function countEntry(toks: readonly Tok[], k: number, lang: Lang): Entry | undefined {
  const we = WE.has(toks[k]?.w ?? '');
  const at = we || toks[k]?.w === 'the' ? k + 1 : k;
  const n = toks[at]?.kind === 'num' ? numberAt(toks, at, lang) : undefined;
  if (!n || !Number.isInteger(n.value) || n.value < 1 || n.value > COUNT_MAX) return undefined;
  let end = n.end;
  if (PERSON_NOUNS.get(toks[end]?.w ?? '') === 'adult') end += toks[end + 1]?.w === '.' ? 2 : 1;
  else if (toks[end]?.w === 'of' && toks[end + 1]?.w === 'us') end += 2;
  else if (!we && toks[end]?.w !== '+') return undefined;
  return { cls: 'adult', age: null, people: n.value, start: k, end, listed: true };
}

/** One entry at k, or none. */
function entryAt(toks: readonly Tok[], k: number, lang: Lang): Entry | undefined {
  const counted = countEntry(toks, k, lang);
  if (counted) return counted;
  let i = k;
  let cls: RosterEntry['cls'] | null = null;
  let named = false;
  if (SELF.has(toks[i]?.w ?? '')) {
    cls = 'adult';
    i++;
  } else {
    while (DETERMINERS.has(toks[i]?.w ?? '') && !nameLike(toks, i) && i < k + 2) i++;
    const kin = KIN.get(toks[i]?.w ?? '');
    if (kin && kin.n === 1 && !kin.principal) {
      cls = kin.cls === 'adult' ? 'adult' : 'child';
      i++;
    }
  }
  // "Io (Paolo)", "mi marido Luis", "baby Mia", "Tom": the name after the noun (any capitalised word), or the name alone.
  if (toks[i]?.w === '(' && nameLike(toks, i + 1) && toks[i + 2]?.w === ')') {
    named = true;
    i += 3;
  } else if (nameLike(toks, i) || (cls !== null && toks[i]?.cap && toks[i]?.kind === 'word' && !KIN.has(toks[i]?.w ?? ''))) {
    named = true;
    i++;
    if (nameLike(toks, i) && !ageAt(toks, i, lang)) i++;
  }
  if (cls === null && !named) return undefined;
  const age = ageAt(toks, i, lang);
  if (cls === null && !age) return undefined;
  const end = age ? age.end : i;
  const aged = age ? age.age : null;
  const resolved: RosterEntry['cls'] = aged !== null ? (aged >= 18 ? 'adult' : 'child') : (cls ?? 'adult');
  return { cls: resolved, age: aged, people: 1, start: k, end, listed: named || age !== undefined };
}

/** After "the kids", "nos enfants", "i ragazzi": where a plural relative's noun ends when names follow it, else i. */
function groupLabel(toks: readonly Tok[], i: number): number {
  let j = i;
  while (DETERMINERS.has(toks[j]?.w ?? '') && j < i + 2) j++;
  const kin = KIN.get(toks[j]?.w ?? '');
  return kin && kin.n !== 1 && nameLike(toks, j + 1) ? j + 1 : i;
}

/** Skips the joins between entries (", and", "| |", a table's "|---|---|" rule) and a plural noun that heads the names after it. */
function skipJoins(toks: readonly Tok[], k: number): number {
  let i = k;
  for (;;) {
    if (JOINS.has(toks[i]?.w ?? '') || toks[i]?.w === '-') i++;
    else if (groupLabel(toks, i) > i) i = groupLabel(toks, i);
    else return i;
  }
}

/** Whether the tokens at i go on naming people: a count or a relative's noun, after up to two determiners ("my two sons"). */
function continues(toks: readonly Tok[], i: number, lang: Lang): boolean {
  let k = i;
  while (DETERMINERS.has(toks[k]?.w ?? '') && k < i + 2) k++;
  return toks[k]?.kind === 'num' || KIN.has(toks[k]?.w ?? '') || (k > i && numberAt(toks, k, lang) !== undefined);
}

/** The first roster in the tokens (tokens `taken` by other readers start none). */
export function readRoster(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean): Roster | null {
  for (let k = 0; k < toks.length; k++) {
    if (taken(k)) continue;
    const entries: Entry[] = [];
    let i = k;
    for (;;) {
      const e = entryAt(toks, i, lang);
      if (!e || taken(e.end - 1)) break;
      entries.push(e);
      const next = skipJoins(toks, e.end);
      if (next === e.end) break;
      i = next;
    }
    const aged = entries.filter((e) => e.age !== null).length;
    // "me (52), my mum (78) and my two sons (19 and 23)": a list that goes on in words the roster does not read is left whole
    // to the general reader.
    const after = entries.length > 0 ? skipJoins(toks, (entries[entries.length - 1] as Entry).end) : 0;
    const goesOn = entries.length > 0 && after > (entries[entries.length - 1] as Entry).end && continues(toks, after, lang);
    const adult = !goesOn && entries.some((e) => e.cls === 'adult');
    if (entries.length >= 2 && aged >= 1 && adult && entries.filter((e) => e.listed).length >= 2) {
      const last = entries[entries.length - 1] as Entry;
      return { entries: entries.map(({ cls, age, people, start, end }) => ({ cls, age, people, start, end })), start: k, end: last.end };
    }
  }
  return null;
}
