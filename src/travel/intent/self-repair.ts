import { isOrdinaryWord } from '../geo/cues.js';
import { greatCircleKm } from '../geo/distance.js';
import type { Gazetteer } from '../geo/types.js';
import { DAY_MS, type Window } from './calendar.js';
import { samePlaceOrWithin } from './choices.js';
import { dateMentions } from './date-grammar.js';
import { MONTHS } from './date-words.js';
import { corrections } from './discourse.js';
import type { Lang } from './language.js';
import type { PlaceMention } from './place-mentions.js';
import { cueClassBefore, type Cue } from './roles.js';
import { numberAt } from './numbers.js';
import { STATEMENT_END } from './sentences.js';
import { refusedInClause } from './refusals.js';
import { opensLine, PhraseIndex, tokenize, type Tok } from './tokens.js';

/**
 * Self-repairs: a writer says something, a repair marker withdraws it and what follows replaces it ("lisbon in october no
 * sorry november", "à Séville euh non pardon à Grenade", "im märz nee sorry im april", "sankt petersburg quatsch sankt
 * moritz", "a cancún no perdón a playa del carmen", "a vienna anzi budapest", "em maio não desculpe em junho"). The repair
 * is the constituent right after the marker; the reparandum is the nearest constituent of the same kind (a place, a date, a number)
 * before it in its sentence. A marker with no same-kind constituent on both sides is no repair ("o sea" as a filler,
 * "actually" as an intensifier). The reparandum and the marker are blanked, so every reader reads the sentence as repaired
 * and the withdrawn constituent leaves no trace in any field; the text keeps its length, so offsets stay the message's.
 */

/** Words of refusal or hesitation that open a repair ("no sorry", "nee sorry", "non pardon", "não desculpe"). */
const NEGATIONS = ['no', 'non', 'nee', 'nein', 'nao', 'ne'];
/** Apologies and calls to hold on: with or without a negation before them they withdraw what was just said. */
const HOLDS = [
  'sorry',
  'wait',
  'hold on',
  'oops',
  'pardon',
  'excusez-moi',
  'excuse-moi',
  'attends',
  'attendez',
  'perdon',
  'perdona',
  'perdone',
  'disculpa',
  'disculpe',
  'espera',
  'esperate',
  'esperame',
  'espere',
  'entschuldigung',
  'warte',
  'moment',
  'scusa',
  'scusate',
  'scusi',
  'scusami',
  'aspetta',
  'desculpa',
  'desculpe',
  'perdao',
  'pera',
];
/** Rephrasing words: they repair only between two constituents of one kind ("cioè", "o sea" and "actually" are often fillers). */
const REPHRASES = [
  'i mean',
  'i meant',
  'rather',
  'or rather',
  'actually',
  'make that',
  'scratch that',
  'je veux dire',
  'enfin',
  'plutot',
  'ou plutot',
  'disons',
  'mejor dicho',
  'digo',
  'o sea',
  'mas bien',
  'quiero decir',
  'mejor',
  'ich meine',
  'ich mein',
  'besser gesagt',
  'vielmehr',
  'eher',
  'quatsch',
  'anzi',
  'cioe',
  'o meglio',
  'volevo dire',
  'intendevo',
  'ou melhor',
  'quer dizer',
  'melhor dizendo',
  'ou seja',
  'alias',
];

/**
 * How firmly a marker withdraws. A negation then an apology or a call to hold on ("no sorry", "nee warte", "não, pera")
 * withdraws the place just before it even when what replaces it is no name the reader knows. In the other order ("sorry,
 * nein") the negation may open a clause of its own ("Rome, sorry, no dates yet"), so it withdraws only before a name. The
 * other markers repair only between two constituents of one kind; a negation with a rephrasing word ("no, rather") is no
 * marker of its own.
 */
type Firmness = 'firm' | 'before_name' | 'between';
const MARKERS = new PhraseIndex<Firmness>();
for (const w of [...HOLDS, ...REPHRASES]) MARKERS.add(w, 'between');
for (const w of HOLDS) {
  for (const no of NEGATIONS) {
    MARKERS.add(`${no} ${w}`, 'firm');
    MARKERS.add(`${no} , ${w}`, 'firm');
    MARKERS.add(`${w} ${no}`, 'before_name');
    MARKERS.add(`${w} , ${no}`, 'before_name');
  }
}

/** Words after which a marker compares instead of repairing ("Açores plutôt qu'à Madère", "rather Rome than Paris"). */
const COMPARING = new Set(['que', "qu'", 'than', 'als', 'che', 'di']);
const comparing = (t: Tok | undefined) => t !== undefined && (COMPARING.has(t.w) || t.w.startsWith("qu'"));
/** Markers that weigh one thing against another: only after them is a "than" a comparison ("anzi Budapest che Vienna costa troppo" gives a reason). */
const PREFERRING = new Set(['rather', 'plutot', 'mejor', 'bien', 'eher', 'vielmehr', 'meglio', 'melhor']);
/** Words that add to what was said instead of replacing it ("actually Lyon too", "anzi anche Napoli", "July works too"). */
const ADDING = new Set(['too', 'also', 'aussi', 'egalement', 'tambien', 'auch', 'ebenfalls', 'anche', 'pure', 'tambem']);
const ADDING_REACH = 3;
/** Conjunctions closing a list: after one a marker word ends the list ("Florence, Rome et enfin Naples"). */
const LIST_END = new Set(['and', 'et', 'y', 'e', 'und', 'or', 'ou', 'o', 'oder']);
/** Cue classes of leaving a place (see roles.ts). */
const LEAVING = new Set<Cue>(['origin', 'from_weak']);
/** Negations before a constituent: a place or date refused ("pas en Savoie, plutôt les Alpes du Sud") stays refused. */
const REFUSING = new Set(['not', 'non', 'pas', 'nicht', 'kein', 'keine', 'nao', 'ni', 'nor', 'never', 'jamais', 'nunca']);
/** "no" negates in English, Spanish and Italian; in Portuguese it is "in the". */
const REFUSING_NO: readonly Lang[] = ['en', 'es', 'it'];
/** Marks that close the clause a negation governs ("Pas en Espagne ni en Italie, plutôt la Grèce"). */
const CLAUSE_MARKS = new Set([',', ';', '.', '!', '?', ':', '(', ')']);

/** Whether a negation earlier in its clause governs the constituent: then it is refused, not withdrawn. */
function negatedAt(toks: readonly Tok[], start: number, lang: Lang, marked: (k: number) => boolean): boolean {
  for (let k = start - 1; k >= 0 && !CLAUSE_MARKS.has(toks[k]?.w ?? '') && !marked(k); k--) {
    const w = toks[k]?.w ?? '';
    if (REFUSING.has(w) || (w === 'no' && REFUSING_NO.includes(lang))) return true;
  }
  return false;
}

/** Hesitations and punctuation that may stand between a constituent, the marker and its repair ("Séville euh non pardon"). */
const FILLERS = new Set(['uh', 'um', 'umm', 'er', 'erm', 'hm', 'hmm', 'euh', 'heu', 'bah', 'ben', 'eh', 'ehm', 'ah', 'ahm', 'aeh', 'aehm', 'ok', 'okay', 'oh']);
const filler = (t: Tok | undefined) => t !== undefined && (FILLERS.has(t.w) || (t.kind === 'punct' && !STATEMENT_END.has(t.w)));
/** How many tokens may stand between a reparandum and its marker, and between the marker and its repair. */
const BEFORE_REACH = 6;
const AFTER_REACH = 3;
/** Words other than fillers between a marker and its repair: the little word it restates or governs it with ("à Grenade"). */
const LEAD_WORDS = 1;

interface Span {
  start: number;
  end: number;
  /** A bare month ("de abril"): it repairs only the month of a fuller date ("del 8 al 15 de marzo"). */
  month: boolean;
  /** Days without their month ("the 14th", "dal 12 al 22"): they restate the days of a date, which the date grammar reads. */
  daysOnly: boolean;
}
type Said = Span & ({ kind: 'date'; window: Window } | { kind: 'place'; place: PlaceMention } | { kind: 'count'; value: number });

/** Whether the first place holds the second (a region, island group or area and a place in it: "Algarve, ou seja, Faro"). */
type Holds = (outer: PlaceMention, inner: PlaceMention) => boolean;

/** How close two short dates may be for the later to tell the earlier more precisely rather than replace it. */
const NEAR_DAYS = 7;
/**
 * Whether the constituent after a marker tells the one before more precisely ("año nuevo, o sea del 28 al 3 de enero",
 * "Portugal, I mean Lisbon") or restates only its days ("the 12th of June, no wait, the 14th"): then nothing is withdrawn
 * here (the date grammar restates days itself).
 */
function refines(a: Said, b: Said, holds: Holds): boolean {
  if (b.daysOnly && !a.daysOnly) return true;
  if (a.kind === 'place' && b.kind === 'place') return samePlaceOrWithin(a.place, b.place) || holds(a.place, b.place);
  if (a.kind === 'count' && b.kind === 'count') return a.value === b.value;
  if (a.kind !== 'date' || b.kind !== 'date') return false;
  // Overlapping windows, or two short ones a few days apart (a holiday and the days around it).
  const short = (w: Window) => w.end.getTime() - w.start.getTime() < NEAR_DAYS * DAY_MS;
  const slack = short(a.window) && short(b.window) ? NEAR_DAYS * DAY_MS : 0;
  return a.window.start.getTime() - slack <= b.window.end.getTime() && b.window.start.getTime() - slack <= a.window.end.getTime();
}

/** The places, date phrases and numbers of the text as token spans; a span read as a date is a date, a number in one is the date's. */
function constituents(text: string, toks: readonly Tok[], lang: Lang, today: Date, gazetteer: Gazetteer): Said[] {
  const plain = { month: false, daysOnly: false };
  const dates: Said[] = dateMentions(toks, lang, today).map((m) => ({
    kind: 'date',
    start: m.start,
    end: m.end,
    month: m.kind === 'month',
    daysOnly: m.day_only !== undefined || m.days_only !== undefined,
    window: m.window,
  }));
  const inDate = (s: Span) => dates.some((d) => d.start < s.end && s.start < d.end);
  const tokAt = (ch: number) => toks.findIndex((t) => t.start <= ch && ch < t.end);
  const places: Said[] = gazetteer
    .extract(text, { lang })
    .map((p): Said => ({ kind: 'place', start: tokAt(p.start), end: tokAt(p.end - 1) + 1, ...plain, place: p }))
    .filter((p) => p.start >= 0 && !inDate(p));
  const counts: Said[] = [];
  for (let i = 0; i < toks.length; i++) {
    const n = numberAt(toks, i, lang);
    if (!n) continue;
    const count: Said = { kind: 'count', start: i, end: n.end, ...plain, value: n.value };
    if (!inDate(count) && !places.some((p) => p.start < count.end && count.start < p.end)) counts.push(count);
    i = n.end - 1;
  }
  return [...dates, ...places, ...counts].sort((a, b) => a.start - b.start);
}

/**
 * Whether tokens from..to-1 stay in one sentence (a sentence end followed only by fillers is a pause: "par nuit... non
 * attends"), and when `only` is set, whether they are nothing but fillers.
 */
function within(toks: readonly Tok[], from: number, to: number, only: boolean): boolean {
  const gap = toks.slice(from, to);
  if (only && !gap.every((t) => filler(t) || STATEMENT_END.has(t.w))) return false;
  return !gap.some((t, k) => STATEMENT_END.has(t.w) && gap.slice(k + 1).some((u) => !filler(u) && !STATEMENT_END.has(u.w)));
}

interface Repair {
  /** Token spans to blank: the reparandum, the marker and the little word the repair restates. */
  blank: Array<[number, number]>;
  /** The withdrawn place named again in the reason given for the repair ("a Tulum, que Cancún ya está lleno"): refused. */
  refused: Said[];
}

/** Words that open the reason for a repair ("because", "parce que", "porque", "weil", "perché", "che", "que", "pois"). */
const BECAUSE = new Set([
  'because',
  'since',
  'cause',
  'cos',
  'car',
  'parce',
  'puisque',
  'porque',
  'que',
  'pues',
  'weil',
  'denn',
  'da',
  'che',
  'perche',
  'poiche',
  'pois',
]);
const REASON_REACH = 3;

type Mark = { start: number; end: number; value: Firmness };

/** The token spans of the repair markers (see MARKERS), for the readers that restate what they repair themselves. */
export const repairMarks = (toks: readonly Tok[]): Array<{ start: number; end: number }> => MARKERS.all(toks).map((m) => ({ start: m.start, end: m.end }));

/** What the repair decisions read: the tokens, what was said, the markers, and the readings of refusal, place and role. */
interface Context {
  text: string;
  lang: Lang;
  toks: readonly Tok[];
  said: readonly Said[];
  marked: (k: number) => boolean;
  refused: (s: Said) => boolean;
  holds: Holds;
  /** Whether a place is governed by a cue of leaving ("from NYC", "ab Hamburg", "partiamo da Torino"). */
  leaving: (s: Said) => boolean;
}

/** The repair after a marker: the first constituent after it, with at most the little word it restates before it. */
function repairAfter(c: Context, mark: Mark): Said | undefined {
  const leads = (s: Said) => c.toks.slice(mark.end, s.start).filter((t, k) => !filler(t) && !c.marked(mark.end + k)).length <= LEAD_WORDS;
  return c.said.find((s) => s.start >= mark.end && s.start - mark.end <= AFTER_REACH && leads(s) && within(c.toks, mark.end, s.start, false));
}

/** How far a place named after a departure point may lie and still be that point restated ("from Chicago, actually Milwaukee"). */
const RESTATED_DEPARTURE_KM = 250;

/**
 * Whether a repair has the role of what it would replace: a place of departure is replaced only by one, or by a place near
 * it with no cue of its own; "Ab Hamburg, eher Mallorca" names where to go after where to leave from.
 */
function sameRole(c: Context, taken: Said, repair: Said): boolean {
  if (taken.kind !== 'place' || repair.kind !== 'place') return true;
  if (c.leaving(taken) === c.leaving(repair)) return true;
  return c.leaving(taken) && repair.place.type === 'city' && greatCircleKm(taken.place, repair.place) <= RESTATED_DEPARTURE_KM;
}

/**
 * Whether the words around a repair add it or weigh it instead of replacing ("Lyon too", "anche Napoli", "rather Rome than
 * Paris"). After a firm marker a "que" gives the reason ("no espérate, mejor a Tulum que Cancún ya está lleno").
 */
function addsOrCompares(c: Context, mark: Mark, repair: Said): boolean {
  const near = c.toks.slice(mark.end, Math.min(c.toks.length, repair.end + ADDING_REACH));
  const preferring = mark.value !== 'firm' && c.toks.slice(mark.start, mark.end).some((t) => PREFERRING.has(t.w));
  const compares = preferring && (comparing(c.toks[mark.end]) || comparing(c.toks[repair.end]));
  return compares || near.some((t) => ADDING.has(t.w));
}

/**
 * An apology then a negation with no constituent after it withdraws only when a name the reader does not know follows ("à Lyon, non
 * pardon, à Trucmuchville"), not an ordinary word ("Rome, sorry, no dates yet", "nach Wien, sorry, nein, Termine...").
 */
function nameFollows(c: Context, mark: Mark, taken: Said): boolean {
  let next = mark.end;
  while (next < c.toks.length && (filler(c.toks[next]) || c.marked(next))) next++;
  if (c.toks[next]?.w === c.toks[taken.start - 1]?.w) next++;
  const t = c.toks[next];
  return t !== undefined && t.kind === 'word' && /\p{Lu}/u.test(c.text[t.start] ?? '') && !isOrdinaryWord(t.w, c.lang);
}

/** The reparandum: the nearest constituent of the repair's kind before the marker, or with no repair the place just before it. */
function reparandum(c: Context, mark: Mark, repair: Said | undefined): Said | undefined {
  const { toks } = c;
  // A marker closing a list is "finally", not a repair ("Florence, Rome et enfin Naples").
  if (LIST_END.has(toks[mark.start - 1]?.w ?? '')) return undefined;
  // A number between them is something said since ("dall'8 agosto, cioè dal 7, scusa, il sabato").
  const since = (s: Said) => toks.slice(s.end, mark.start).some((t) => t.kind === 'num');
  const before = c.said.filter((s) => s.end <= mark.start && mark.start - s.end <= BEFORE_REACH && within(toks, s.end, mark.start, false) && !since(s));
  // A number is withdrawn here only right before the marker ("vier quatsch fünf"); one with words of its own ("4 of us -
  // actually 5") is restated with them by restated-numbers.ts, which reads the same markers.
  // So is one whose head noun the repair repeats ("2 adults, actually 3 adults", "2 Erwachsene, nein sorry 3 Erwachsene").
  const sameHead = (s: Said) =>
    repair !== undefined && toks[s.end]?.kind === 'word' && toks[s.end]?.w === toks[repair.end]?.w && within(toks, s.end + 1, mark.start, true);
  const taken = repair
    ? before.filter((s) => s.kind === repair.kind && (s.kind !== 'count' || within(toks, s.end, mark.start, true) || sameHead(s))).at(-1)
    : before.filter((s) => s.kind === 'place' && within(toks, s.end, mark.start, true)).at(-1);
  if (!taken) return undefined;
  const replaces = repair
    ? !refines(taken, repair, c.holds) && sameRole(c, taken, repair) && !addsOrCompares(c, mark, repair)
    : mark.value === 'firm' || (mark.value === 'before_name' && nameFollows(c, mark, taken));
  // A constituent the writer refuses ("pas en Savoie, plutôt les Alpes du Sud", "forget Paris, rather Lyon") stays refused.
  return replaces && !c.refused(taken) ? taken : undefined;
}

/** Later namings of a withdrawn place in the reason the sentence gives for the repair. */
function reasonsAgainst(toks: readonly Tok[], said: readonly Said[], taken: Said, from: number): Said[] {
  if (taken.kind !== 'place') return [];
  return said.filter(
    (s) =>
      s.kind === 'place' &&
      s.start >= from &&
      samePlaceOrWithin(s.place, taken.place) &&
      within(toks, from, s.start, false) &&
      toks.slice(Math.max(from, s.start - REASON_REACH), s.start).some((t) => BECAUSE.has(t.w)),
  );
}

/**
 * The repair a marker makes: the constituent after it (a place, a date, a number) replaces the nearest of its kind before it, unless it only tells
 * that one more precisely. A firm marker right after a place withdraws it when no constituent follows. Null when the
 * marker repairs nothing. Markers in the way count as hesitations ("no wait, make that the 14th").
 */
function repairAt(c: Context, mark: Mark): Repair | null {
  const { toks, said, marked } = c;
  const repair = repairAfter(c, mark);
  const taken = reparandum(c, mark, repair);
  if (!taken) return null;
  // A bare month replaces only the month of a fuller date: "del 8 al 15 de marzo no perdona de abril" keeps the days.
  const monthAt = repair?.month && !taken.month ? toks.findIndex((t, k) => k >= taken.start && k < taken.end && MONTHS.has(t.w)) : -1;
  const from = monthAt > taken.start ? monthAt : taken.start;
  // The little word the repair restates ("à Séville ... à Grenade", "saindo de Campinas, não, de SP") goes with the
  // withdrawn words, so the repair stands where the reparandum stood, after the words that govern it.
  let next = mark.end;
  while (next < toks.length && (filler(toks[next]) || marked(next))) next++;
  const restated = toks[next]?.kind === 'word' && toks[next]?.w === toks[from - 1]?.w && (!repair || next < repair.start);
  const to = restated ? next + 1 : mark.end;
  const adjacent = within(toks, taken.end, mark.start, true);
  return {
    blank: adjacent
      ? [[from, to]]
      : [
          [from, taken.end],
          [mark.start, to],
        ],
    refused: reasonsAgainst(toks, said, taken, repair?.end ?? mark.end),
  };
}

/** A request with its self-repairs applied: the text as repaired, and the character spans of places it refuses. */
export interface Repaired {
  text: string;
  refused: Array<{ start: number; end: number }>;
}

/** The text with every self-repair applied (see above): reparanda and markers blanked, line breaks kept. */
export function repairText(text: string, lang: Lang, today: Date, gazetteer: Gazetteer): Repaired {
  const toks = tokenize(text);
  const marks: Mark[] = [...MARKERS.all(toks), ...corrections(toks).map((m) => ({ ...m, value: 'between' as const }))].filter((m) => m.start > 0);
  if (!marks.length) return { text, refused: [] };
  const said = constituents(text, toks, lang, today, gazetteer);
  const marked = (k: number) => marks.some((m) => k >= m.start && k < m.end);
  const placeAt = (i: number) => said.some((s) => s.kind === 'place' && s.start === i);
  // Refusals are read with the markers as pauses: "Cancún no espérate" refuses nothing by its "no".
  const paused = toks.map((t, k): Tok => (marked(k) ? { ...t, w: ',', kind: 'punct' } : t));
  const refused = (s: Said) =>
    negatedAt(toks, s.start, lang, marked) || (s.kind === 'place' && refusedInClause(paused, s.start, s.end, lang, placeAt, (i) => opensLine(text, toks, i)));
  const holds: Holds = (outer, inner) => outer.type !== 'city' && inner.country !== null && gazetteer.contains(outer, { ...inner, country: inner.country });
  const leaving = (s: Said) => s.kind === 'place' && LEAVING.has(cueClassBefore(toks, s.start, lang) ?? 'destination');
  const context: Context = { text, lang, toks, said, marked, refused, holds, leaving };
  const repairs = marks.flatMap((m) => repairAt(context, m) ?? []);
  const chars = ([s, e]: [number, number]) => ({ start: toks[s]?.start ?? 0, end: toks[e - 1]?.end ?? 0 });
  const blank = repairs.flatMap((r) => r.blank).map(chars);
  let out = '';
  for (let i = 0; i < text.length; i++) out += text[i] !== '\n' && blank.some((b) => i >= b.start && i < b.end) ? ' ' : text[i];
  const withdrawn = [...new Set(repairs.flatMap((r) => r.refused))];
  return { text: out, refused: withdrawn.map((s) => chars([s.start, s.end])) };
}
