import type { RoledMention } from './place-mentions.js';
import type { Tok } from './tokens.js';

/**
 * A start said by pointing back to a place named before: "I'll be at my parents' in Inverness, so could fly from there",
 * "ils habitent Strasbourg, on partirait de là", "estaré en Sevilla y saldría desde allí", "wir sind in Kassel und fahren
 * von dort los", "siamo a Trento e partiamo da lì", "estaremos no Porto e saímos de lá". The word of "there" is read as
 * written where folding would make it an article or a pronoun ("là"/"la", "lì"/"li", "lá"/"la").
 */
const THERE = new Set(['there', 'alli', 'alla', 'ahi', 'dort', 'dorther', 'la-bas', 'dali', 'dai', 'ali']);
const THERE_WRITTEN = new Set(['là', 'lì', 'lá']);
const FROM = new Set(['from', 'leaving', 'out', 'depuis', 'desde', 'von', 'ab', 'da', 'de', 'do']);
/** "de", "da", "do" also say whose ("no inverno de lá", their winter): they point back to a start only after a verb of leaving. */
const ALSO_OF = new Set(['de', 'da', 'do']);
/** How many sentences back the place pointed to may stand. */
const SENTENCES_BACK = 1;
const SENTENCE_END = new Set(['.', '!', '?', ';']);

const isThere = (t: Tok) => THERE.has(t.w) || THERE_WRITTEN.has(t.raw.toLowerCase());

/** The tokens of "there" that a word of leaving governs. */
export const startsThereAt = (toks: readonly Tok[]): number[] => toks.flatMap((t, i) => (isThere(t) && FROM.has(toks[i - 1]?.w ?? '') ? [i] : []));

/** Whether the request says its start by pointing back to a place named before. */
export const startsThere = (toks: readonly Tok[]): boolean => startsThereAt(toks).length > 0;

/**
 * The mention each "from there" points back to: the nearest place before it, in its sentence or the one before, with the
 * index of its "from" word. `leaves(at)` says whether a verb of leaving governs the "from" word at `at`.
 */
export function pointedBack(
  toks: readonly Tok[],
  mentions: readonly RoledMention[],
  leaves: (at: number) => boolean,
): Array<{ from: number; place: RoledMention }> {
  return startsThereAt(toks).flatMap((i) => {
    const from = i - 1;
    if (ALSO_OF.has(toks[from]?.w ?? '') && !leaves(from)) return [];
    const place = mentions.filter((r) => r.last <= from).sort((a, b) => b.last - a.last)[0];
    if (!place) return [];
    const ends = toks.slice(place.last, i).filter((t) => SENTENCE_END.has(t.w)).length;
    return ends <= SENTENCES_BACK ? [{ from, place }] : [];
  });
}
