import type { Lang } from './language.js';
import type { RoledMention } from './place-mentions.js';
import { INSTITUTIONS } from './residence.js';
import { flightNumberAt } from './role-context.js';
import type { Tok } from './tokens.js';
import { toldAt } from './visited.js';

/**
 * Constructions that set a place apart from the trip's goal, read for the role model (role-model.ts) in the six languages:
 * the start named back by an anaphor ("could fly from there", "partir de là", "salir desde allí", "von dort aus fliegen",
 * "partire da lì", "sair de lá"), a place named as the seat of an institution ("a school in Cardiff", "un instituto de
 * Valladolid", "das Büro in Köln"), an end of a flight's leg on a booking line ("LH 2036 HAM–MUC"), a place in a clause
 * that tells a trip made ("we paid too much in Antalya last year"), and a place of leaving with a person before it, the
 * start of someone else ("my sister flies in from Dublin"). Each is named as a feature so the model learns its weight.
 */

/** Words of "from" before a word of "there" in the six languages ("from there", "de là", "desde allí", "von dort", "da lì", "de lá"). */
const FROM = new Set(['from', 'de', 'depuis', 'desde', 'von', 'ab', 'da', 'di']);
/** Words of "there" as written: the accent tells "de là" from "de la", "da lì" from "da li". */
const THERE = new Set(['there', 'là', 'allí', 'alli', 'ahí', 'ahi', 'allá', 'dort', 'lì', 'lá']);
/** "From there" in one word (Portuguese "dali", "daí"). */
const FROM_THERE = new Set(['dali', 'daí', 'dalí']);

/** Whether tokens from k say "from there". */
function fromThereAt(toks: readonly Tok[], k: number): boolean {
  const raw = (i: number) => toks[i]?.raw.toLowerCase() ?? '';
  if (FROM_THERE.has(raw(k))) return true;
  if (!FROM.has(toks[k]?.w ?? '')) return false;
  // German "von da aus": "da" is "there" only after "von" and before "aus".
  return THERE.has(raw(k + 1)) || (raw(k) === 'von' && raw(k + 1) === 'da' && raw(k + 2) === 'aus');
}

/** How far after a place its "from there" may stand: the rest of its sentence and the next one. */
const ANAPHOR_REACH = 30;
const SENTENCE_END = new Set(['.', '!', '?', ';']);

/** Whether a "from there" follows the place before any other place and within the next sentence. */
function namedBackAsStart(toks: readonly Tok[], r: RoledMention, order: readonly RoledMention[]): boolean {
  const next = order.find((o) => o.first >= r.last)?.first ?? toks.length;
  let ends = 0;
  for (let k = r.last; k < Math.min(next, r.last + ANAPHOR_REACH); k++) {
    if (SENTENCE_END.has(toks[k]?.w ?? '') && ++ends > 1) return false;
    if (fromThereAt(toks, k)) return true;
  }
  return false;
}

/** How many words before a place its institution noun may stand ("a secondary school in Cardiff"). */
const INSTITUTION_REACH = 4;

const seatOfInstitution = (toks: readonly Tok[], first: number) => toks.slice(Math.max(0, first - INSTITUTION_REACH), first).some((t) => INSTITUTIONS.has(t.w));

/** Marks joining a leg's ends ("HAM–MUC", "SFO → HNL", "LIS-ZRH", "FRA > JFK"). */
const LEG_MARKS = new Set(['-', '–', '—', '→', '>', '/']);

/** Whether the place is an end of a flight's leg on a line naming the flight: the leg's start or its end. */
function flightLegEnd(toks: readonly Tok[], r: RoledMention, lineOf: (i: number) => number): 'flight_leg_start' | 'flight_leg_end' | null {
  const line = lineOf(r.first);
  const onLine = toks.some((_, k) => lineOf(k) === line && flightNumberAt(toks, k));
  if (!onLine) return null;
  if (LEG_MARKS.has(toks[r.last]?.w ?? '') && toks[r.last + 1]?.kind === 'word') return 'flight_leg_start';
  if (LEG_MARKS.has(toks[r.first - 1]?.w ?? '') && toks[r.first - 2]?.kind === 'word') return 'flight_leg_end';
  return null;
}

export interface ConstructionInput {
  toks: readonly Tok[];
  lang: Lang;
  order: readonly RoledMention[];
  lineOf: (i: number) => number;
  opensLine: (i: number) => boolean;
}

/**
 * The construction features of one place, given its cue class and whether a person noun stands before it in its stretch:
 * with a cue of leaving that is someone else's start ("my sister's flying in from Dublin").
 */
export function constructionFeatures(r: RoledMention, input: ConstructionInput, cue: string, personBefore: boolean): string[] {
  const { toks, lang, order, lineOf, opensLine } = input;
  const leg = flightLegEnd(toks, r, lineOf);
  return [
    ...(namedBackAsStart(toks, r, order) ? ['named_back_as_start'] : []),
    ...(seatOfInstitution(toks, r.first) ? ['seat_of_institution'] : []),
    ...(leg ? [leg] : []),
    ...(toldAt(toks, r.first, r.last, lang, opensLine) ? ['told_in_past'] : []),
    ...(cue === 'origin' && personBefore ? ['someones_start'] : []),
  ];
}
