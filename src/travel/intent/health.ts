import { travelData } from './data.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Health conditions the request states ("my father has COPD", "estoy embarazada", "sous dialyse",
 * "walk with a stick"), from the words of data/travel/health-conditions.json in the six languages,
 * and from two constructions that carry a condition without its plain word:
 *  - a German compound whose first part is a condition's word ("Schwangerschaftswoche", "Dialysezentrum");
 *  - a verb of expecting with a baby as its object ("we're expecting a baby", "nous attendons un bébé",
 *    "esperamos un bebé", "wir erwarten im Mai ein Baby", "aspettiamo un bambino", "à espera de um bebé"): a pregnancy.
 * The reader proposes each as a span of the chart (read-text.ts), so the words are accounted for and
 * the conditions reach the parse; each becomes a need every result answers (engine/snapshots/health.ts).
 * A condition said not to apply ("not pregnant", "no heart problems") is not proposed.
 */
export interface HealthCondition {
  id: string;
  label: string;
  sensitive_to: string[];
}

interface ConditionFile {
  conditions: Array<HealthCondition & { words: string; false_friends?: Record<string, string> }>;
}

let index: PhraseIndex<HealthCondition> | undefined;
let byId: Map<string, HealthCondition> | undefined;
/** One-word condition words long enough to open a German compound without chance ("schwangerschaft", "dialyse"). */
const compoundHeads = new Map<string, HealthCondition>();
const COMPOUND_HEAD_MIN = 6;
/** Per request language, the words of the lists that mean something else there ("cane" is a dog in Italian). */
const falseFriends = new Map<string, Set<string>>();
const NEGATIONS = new Set(['not', 'no', 'without', 'pas', 'sans', 'sin', 'nicht', 'kein', 'keine', 'ohne', 'non', 'senza', 'nao', 'sem']);

function build(): void {
  index = new PhraseIndex<HealthCondition>();
  byId = new Map();
  for (const { words, false_friends, ...condition } of travelData<ConditionFile>('health-conditions.json').conditions) {
    byId.set(condition.id, condition);
    for (const [lang, list] of Object.entries(false_friends ?? {}))
      for (const w of list.split('|')) falseFriends.set(lang, (falseFriends.get(lang) ?? new Set()).add(w));
    for (const phrase of words.split('|')) {
      index.add(phrase, condition);
      if (/^[a-z]+$/.test(phrase) && phrase.length >= COMPOUND_HEAD_MIN) compoundHeads.set(phrase, condition);
    }
  }
}

/** The condition a German compound opens with ("schwangerschaftswoche": pregnancy), or undefined. */
function compoundCondition(w: string): HealthCondition | undefined {
  let best: [string, HealthCondition] | undefined;
  for (const entry of compoundHeads) if (w.length > entry[0].length && w.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  return best?.[1];
}

type Hit = { value: HealthCondition; start: number; end: number };

/** Verbs of expecting (a child on the way), folded, in the six languages. */
const EXPECTING = new Set(
  'expect expects expecting attend attends attendons attendent attendre esperamos espero espera esperan esperando erwarten erwarte erwartet aspettiamo aspetto aspetta aspettano aspettando'.split(
    ' ',
  ),
);
const BABY = new Set('baby babies bebe bebes bambino bambina bimbo bimba neonato'.split(' '));
/** How many words may stand between the verb and the baby ("expecting our first baby", "erwarten im Mai ein Baby"). */
const EXPECTING_REACH = 5;

/** The span [start, end) of a verb of expecting at i with a baby as its object in the same clause, or null ("a baby-friendly hotel" is no baby). */
function expectingAt(toks: readonly Tok[], i: number): [number, number] | null {
  if (!EXPECTING.has(toks[i]?.w ?? '')) return null;
  for (let k = i + 1; k <= i + EXPECTING_REACH && toks[k]?.kind === 'word'; k++)
    if (BABY.has(toks[k]?.w ?? '')) return toks[k + 1]?.w === '-' ? null : [i, k + 1];
  return null;
}

/** The pregnancies said by a verb of expecting, and the conditions German compounds open with, as spans. */
function constructions(toks: readonly Tok[], lang: string): Array<Hit & { expected: boolean }> {
  const pregnancy = byId?.get('pregnancy');
  const out: Array<Hit & { expected: boolean }> = [];
  toks.forEach((t, i) => {
    const expecting = pregnancy ? expectingAt(toks, i) : null;
    const compound = lang === 'de' && t.kind === 'word' ? compoundCondition(t.w) : undefined;
    if (expecting && pregnancy) out.push({ value: pregnancy, start: expecting[0], end: expecting[1], expected: true });
    else if (compound) out.push({ value: compound, start: i, end: i + 1, expected: false });
  });
  return out;
}

export interface HealthProposal {
  condition: HealthCondition;
  start: number;
  end: number;
  /** A pregnancy said by expecting a baby: the baby of the span is not yet born, so no traveller. */
  expected: boolean;
}

/** Every stated condition's words as a token span [start, end). */
export function proposeHealth(toks: readonly Tok[], lang: string): HealthProposal[] {
  if (!index) build();
  const out: HealthProposal[] = [];
  const words = (index as PhraseIndex<HealthCondition>).all(toks).map((w) => ({ ...w, expected: false }));
  const more = constructions(toks, lang).filter((c) => !words.some((w) => w.start < c.end && c.start < w.end));
  for (const hit of [...words, ...more].sort((a, b) => a.start - b.start)) {
    const before = toks.slice(Math.max(0, hit.start - 2), hit.start).map((t) => t.w);
    const phrase = toks
      .slice(hit.start, hit.end)
      .map((t) => t.w)
      .join(' ');
    if (falseFriends.get(lang)?.has(phrase)) continue;
    if (!before.some((w) => NEGATIONS.has(w))) out.push({ condition: hit.value, start: hit.start, end: hit.end, expected: hit.expected });
  }
  return out;
}

/** The condition of an id the parse reports. */
export function healthCondition(id: string): HealthCondition | undefined {
  if (!byId) build();
  return byId?.get(id);
}
