import { travelData } from './data.js';
import type { Lang } from './language.js';
import type { TextReading } from './read-text.js';
import type { Unresolved } from './structured.js';
import { clip } from './text.js';
import { phraseWords, tokenize, type Tok } from './tokens.js';
import { countedBack, pastSigns, THANKS, tripEvidence } from './trip-frame.js';

/**
 * Whether a text is about something other than a trip, judged once over the reading (pure). The judgement rests on
 * positive evidence weighed against evidence of a trip: words of another task (a reminder, a shopping list, an invoice,
 * a contract to cancel, a match seen, a quiz question, a joke: data/travel/other-tasks.json, each kind counted once with
 * its weight), thanks for a stay had or the story of a trip had with none to come must reach OTHER_TASK and outweigh the
 * frames of a trip to come (trip-frame.ts: a travel, stay or transport word, a cued place, a route, a place said with a
 * date, a length or a party, each with its weight); a tie is a trip. A text with no such evidence stays a request,
 * however little it frames a trip ("Book it, 3 of us"): a false refusal costs the traveller the whole request, a false
 * trip only a partial answer.
 */
export function aboutSomethingElse(text: string, r: TextReading): boolean {
  const toks = tokenize(text);
  const trip = tripEvidence(text, r, toks);
  const other = otherTaskWeight(toks, r.lang) + (trip.told || thanksForPast(toks, r.lang) ? OTHER_TASK : 0);
  return other >= OTHER_TASK && other > trip.weight;
}

/** The report of a text about something else: nothing is read from it. */
export function notATrip(text: string): Unresolved {
  return {
    field: 'user_request',
    text: clip(text.trim(), 300),
    code: 'not_a_trip_request',
    reason:
      'The text is about another task (an errand, paperwork, a chat, a question of fact, thanks for a past stay) and asks for no trip; no field is read from it.',
  };
}

/** The clarifying question for a text about something else, in the request's language. */
export const NOT_A_TRIP_QUESTION: Record<Lang, string> = {
  en: 'This does not look like a travel request. Where would you like to go, when, and who is travelling?',
  fr: 'Cela ne ressemble pas à une demande de voyage. Où souhaitez-vous aller, quand, et qui voyage ?',
  es: 'Esto no parece una solicitud de viaje. ¿Adónde le gustaría ir, cuándo y quién viaja?',
  de: 'Das sieht nicht nach einer Reiseanfrage aus. Wohin möchten Sie reisen, wann, und wer reist mit?',
  it: 'Non sembra una richiesta di viaggio. Dove vorrebbe andare, quando e chi viaggia?',
  pt: 'Isto não parece um pedido de viagem. Para onde gostaria de ir, quando e quem viaja?',
};

/** The weight of other-task evidence that makes a text with no trip frame about something else. */
const OTHER_TASK = 2;

interface KindFile {
  kinds: Record<string, { weight: number; past_weight?: number; words: Record<Lang, string[]> }>;
}
/** One entry of a kind's words: a phrase of folded words, or a stem or tail of one word. */
type Entry = { phrase: string[] } | { stem: string } | { tail: string };
interface Kind {
  weight: number;
  pastWeight: number;
  entries: Record<Lang, Entry[]>;
}

const entry = (s: string): Entry => (s.endsWith('*') ? { stem: s.slice(0, -1) } : s.startsWith('*') ? { tail: s.slice(1) } : { phrase: phraseWords(s) });

let kinds: Kind[] | undefined;
function otherTaskKinds(): Kind[] {
  kinds ??= Object.values(travelData<KindFile>('other-tasks.json').kinds).map((k) => ({
    weight: k.weight,
    pastWeight: k.past_weight ?? k.weight,
    entries: Object.fromEntries(Object.entries(k.words).map(([lang, words]) => [lang, words.map(entry)])) as Record<Lang, Entry[]>,
  }));
  return kinds;
}

/** Where an entry stands in the tokens (the index of its first word), or -1. */
function find(toks: readonly Tok[], e: Entry): number {
  if ('stem' in e) return toks.findIndex((t) => t.kind === 'word' && t.w.length > e.stem.length && t.w.startsWith(e.stem));
  if ('tail' in e) return toks.findIndex((t) => t.kind === 'word' && t.w.length > e.tail.length && t.w.endsWith(e.tail));
  return toks.findIndex((_, k) => e.phrase.every((w, j) => toks[k + j]?.w === w));
}

/**
 * The weight of the evidence that the text is about another task: each kind of data/travel/other-tasks.json found
 * (in the request's language or in English) counts once, with its weight in a statement counting time back where it has
 * one ("the match last night").
 */
function otherTaskWeight(toks: readonly Tok[], lang: Lang): number {
  const weights = otherTaskKinds().map((kind) => {
    const at = [...kind.entries[lang], ...(lang === 'en' ? [] : kind.entries.en)].map((e) => find(toks, e)).filter((k) => k >= 0);
    if (at.length === 0) return 0;
    return at.some((k) => countedBack(toks, k, lang)) ? kind.pastWeight : kind.weight;
  });
  return weights.reduce((a, b) => a + b, 0);
}

/** Thanks said in a statement telling the past: thanks for a stay had. */
const thanksForPast = (toks: readonly Tok[], lang: Lang): boolean => toks.some((t, k) => THANKS.has(t.w) && pastSigns(toks, k, lang) >= 2);
