import { AND } from './clause-words.js';
import type { Lang } from './language.js';
import { MONTHS, WEEKDAYS } from './date-words.js';
import { numberAt } from './numbers.js';
import { AGE_UNITS, DETERMINERS, isChildWord, KIN, MONTH_UNITS, PERSON_NOUNS, PETS, SELF, SOLO_CUES, TWINS } from './party-words.js';
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
/** The joins after which notes name people in lower case ("io + marco"). */
const LOOSE_JOINS = new Set(['+', '&']);
/** The joins that add a companion to the writer ("me + Ana", "yo y Marta", "ich und Jonas"). */
const LED_JOINS = new Set([...LOOSE_JOINS, ...AND, 'plus']);
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
  // A bare number with its unit is an age ("9 ans"); without, it must end the entry: "Lily 12," and "(Hugo 5, Vera 2)" are ages,
  // "Tom 3 nights" is not.
  const after = toks[end]?.w;
  return end > n.end || after === undefined || JOINS.has(after) || after === '.' || after === ')' ? { age, end } : undefined;
}

/** Words of travelling alone ("alone", "solo", "seul", "allein", "sozinho"): "me & alone" names no companion. */
const SOLO_WORDS = new Set(SOLO_CUES.filter((cue) => !cue.includes(' ')));

/**
 * A capitalised word that can be a given name: not the writer, a relative's noun, nor a code in capitals; a word that is also
 * a function word, a month or a weekday ("Mia", "Sue", "Marco") only when an age cell or bracket follows it.
 */
function nameLike(toks: readonly Tok[], i: number): boolean {
  const t = toks[i];
  if (t === undefined || t.kind !== 'word' || !t.cap || t.raw.length < 2 || t.raw === t.raw.toUpperCase()) return false;
  // "Zwillinge 15 Monate", "Kinder (8)": German capitalises the nouns of people, which are no names.
  if (SELF.has(t.w) || KIN.has(t.w) || PERSON_NOUNS.has(t.w) || TWINS.has(t.w) || SOLO_WORDS.has(t.w)) return false;
  const cell = (toks[i + 1]?.w === '(' || toks[i + 1]?.w === '|') && toks[i + 2]?.kind === 'num';
  return cell || ![DETERMINERS, MONTHS, WEEKDAYS].some((words) => words.has(t.w));
}

interface Entry extends RosterEntry {
  /** Named or aged as a list entry (not only a relative's noun). */
  listed: boolean;
  /** The writer ("me", "yo", "ich"). */
  self?: true;
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

/** Words that may close a name written in lower case in a list of notes ("io + marco", "nur ich + jonas -"). */
const NAME_CLOSERS = new Set([...JOINS, '.', '-', ')', '!', '?']);

/**
 * A name written in lower case, as notes write them: a word of letters that closes its entry; a relative's noun, a pet's, a
 * function word, a month or a weekday is none. After "+" or "&" in a list the writer opens ("io + marco", "nur ich + jonas")
 * it may close it with a pause; after any join there, only with its age in brackets ("ich und der kleine (4)", "me and tom (4)").
 */
function looseName(toks: readonly Tok[], i: number, loose: boolean): boolean {
  const t = toks[i];
  if (t === undefined || t.kind !== 'word' || t.cap || t.w.length < 2 || !/^\p{L}+$/u.test(t.w)) return false;
  if (
    [SELF, DETERMINERS, MONTHS, WEEKDAYS, PETS, SOLO_WORDS, TWINS].some((words) => words.has(t.w)) ||
    KIN.has(t.w) ||
    PERSON_NOUNS.has(t.w) ||
    isChildWord(t.w)
  )
    return false;
  const after = toks[i + 1]?.w;
  if (after === '(') return toks[i + 2]?.kind === 'num';
  return loose && (after === undefined || NAME_CLOSERS.has(after));
}

/** A pet named in a list of people ("Tom + Bonnie (dog!!)", "Lola (la perra)"): the entry at i is an animal, not a traveller. */
function petAfter(toks: readonly Tok[], i: number): boolean {
  if (toks[i]?.w !== '(') return false;
  const k = DETERMINERS.has(toks[i + 1]?.w ?? '') ? i + 2 : i + 1;
  return PETS.has(toks[k]?.w ?? '');
}

/** How an entry is read: in a list the writer opens (`led`), after "+" or "&" there (`loose`), and which tokens start a place. */
interface EntryContext {
  led: boolean;
  loose: boolean;
  /** After "and", "+" or "&" that follow an entry already read: a lower-case word with its age in brackets is a name there. */
  joined: boolean;
  placeAt: (i: number) => boolean;
}

/**
 * One entry at k, or none. In a list the writer opens (`led`), a name needs no age ("me and Tom"); after "+" or "&" there
 * (`loose`) it may be written in lower case (see looseName). A name without an age that is a place is the place ("me and
 * Paris: a solo trip"): only an age makes it a person ("me (40), Georgia (8)").
 */
function entryAt(
  toks: readonly Tok[],
  k: number,
  lang: Lang,
  led: EntryContext = { led: false, loose: false, joined: false, placeAt: () => false },
): Entry | undefined {
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
  // "Io (Paolo)", "mi marido Luis", "baby Mia", "Tom": the name after the noun (any capitalised word), or the name alone; a place
  // in the brackets is where they live ("mia moglie (Bologna)").
  const nameAt = toks[i]?.w === '(' ? i + 1 : i;
  if (toks[i]?.w === '(' && nameLike(toks, i + 1) && toks[i + 2]?.w === ')' && !led.placeAt(i + 1)) {
    named = true;
    i += 3;
  } else if (nameLike(toks, i) || (cls !== null && toks[i]?.cap && toks[i]?.kind === 'word' && !KIN.has(toks[i]?.w ?? '') && !JOINS.has(toks[i]?.w ?? ''))) {
    named = true;
    i++;
    if (nameLike(toks, i) && !ageAt(toks, i, lang)) i++;
  } else if (cls === null && (led.led || led.joined) && looseName(toks, i, led.loose)) {
    named = true;
    i++;
  }
  if ((cls === null && !named) || petAfter(toks, i)) return undefined;
  const age = ageAt(toks, i, lang);
  // "me and Tom's parents": a name in the possessive is not a companion.
  if (cls === null && !age && (!led.led || toks[i - 1]?.w.endsWith("'s") || led.placeAt(nameAt))) return undefined;
  const end = age ? age.end : i;
  const aged = age ? age.age : null;
  const resolved: RosterEntry['cls'] = aged !== null ? (aged >= 18 ? 'adult' : 'child') : (cls ?? 'adult');
  const self = SELF.has(toks[k]?.w ?? '') ? { self: true as const } : {};
  return { cls: resolved, age: aged, people: 1, start: k, end, listed: named || age !== undefined, ...self };
}

/**
 * Children counted by the ages in brackets after their plural noun, with or without their names: "los peques (Hugo 5, Vera 2)",
 * "miúdos (6 e 9)", "as crianças (Lucas 8 e Bia 5)", "the kids (7 & 4)". Each age is one child of it.
 */
function childGroupAt(toks: readonly Tok[], k: number, lang: Lang): Entry[] {
  // "2 ragazzi (16 e 13)": a count before the noun belongs to a list the general reader reads.
  if (toks[k - 1]?.kind === 'num') return [];
  let i = k;
  while (DETERMINERS.has(toks[i]?.w ?? '') && i < k + 2) i++;
  // Twins share one age ("die Zwillinge (7)"): the entry reader counts them.
  const noun = toks[i]?.w ?? '';
  if (!isChildWord(noun) || TWINS.has(noun) || toks[i + 1]?.w !== '(') return [];
  const out: Entry[] = [];
  let j = i + 2;
  for (;;) {
    const start = j;
    // Inside the brackets any capitalised word before an age is a name, "Mia" and "Marco" too.
    if (toks[j]?.kind === 'word' && toks[j]?.cap) j++;
    const age = toks[j]?.kind === 'num' ? ageAt(toks, j, lang) : undefined;
    if (!age || age.age >= 18) return [];
    out.push({ cls: 'child', age: age.age, people: 1, start, end: age.end, listed: true });
    j = age.end;
    if (toks[j]?.w === ')') break;
    if (!JOINS.has(toks[j]?.w ?? '')) return [];
    j++;
  }
  const last = out[out.length - 1] as Entry;
  return out.map((e) => (e === last ? { ...e, end: j + 1 } : e));
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

/**
 * Whether the tokens at i go on naming people: a count, a relative's or a person's noun, twins, after up to two determiners
 * ("my two sons", "die Zwillinge").
 */
function continues(toks: readonly Tok[], i: number, lang: Lang): boolean {
  let k = i;
  while (DETERMINERS.has(toks[k]?.w ?? '') && k < i + 2) k++;
  const w = toks[k]?.w ?? '';
  return toks[k]?.kind === 'num' || KIN.has(w) || isChildWord(w) || PERSON_NOUNS.has(w) || (k > i && numberAt(toks, k, lang) !== undefined);
}

/** The first roster in the tokens (tokens `taken` by other readers start none; `placeAt` tells a token starting a place). */
export function readRoster(toks: readonly Tok[], lang: Lang, taken: (i: number) => boolean, placeAt: (i: number) => boolean = () => false): Roster | null {
  for (let k = 0; k < toks.length; k++) {
    if (taken(k)) continue;
    const entries: Entry[] = [];
    let i = k;
    for (;;) {
      // A name without an age joins the writer's list only after "+", "&" or "and": "me and Tom, Glasgow" ends at the comma.
      const led = entries[0]?.self === true && LED_JOINS.has(toks[i - 1]?.w ?? '');
      const group = childGroupAt(toks, i, lang);
      const joined = entries.length > 0 && LED_JOINS.has(toks[i - 1]?.w ?? '');
      const found = group.length > 0 ? group : [entryAt(toks, i, lang, { led, loose: led && LOOSE_JOINS.has(toks[i - 1]?.w ?? ''), joined, placeAt })];
      const e = found[found.length - 1];
      if (!e || taken(e.end - 1)) break;
      entries.push(...(found as Entry[]));
      const next = skipJoins(toks, e.end);
      if (next === e.end) break;
      i = next;
    }
    const aged = entries.filter((e) => e.age !== null).length;
    // "me + Ana + Tom", "yo y Marta", "nur ich + jonas": the writer and the people they name, ages or none.
    // The writer opens the list when nothing joins it to what is before ("mi marido, yo, ..." starts earlier; a table's bar opens a cell).
    const before = toks[k - 1]?.w ?? '';
    const opens = !JOINS.has(before) || before === '|';
    const writerLed = opens && entries[0]?.self === true && entries.slice(1).every((e) => e.listed);
    // "me (52), my mum (78) and my two sons (19 and 23)": a list that goes on in words the roster does not read is left whole
    // to the general reader.
    const after = entries.length > 0 ? skipJoins(toks, (entries[entries.length - 1] as Entry).end) : 0;
    const goesOn = entries.length > 0 && after > (entries[entries.length - 1] as Entry).end && continues(toks, after, lang);
    const adult = !goesOn && entries.some((e) => e.cls === 'adult');
    if (entries.length >= 2 && adult && ((aged >= 1 && entries.filter((e) => e.listed).length >= 2) || writerLed)) {
      const last = entries[entries.length - 1] as Entry;
      return { entries: entries.map(({ cls, age, people, start, end }) => ({ cls, age, people, start, end })), start: k, end: last.end };
    }
  }
  return null;
}
