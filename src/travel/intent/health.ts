import { travelData } from './data.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Health conditions the request states ("my father has COPD", "estoy embarazada", "sous dialyse",
 * "walk with a stick"), from the words of data/travel/health-conditions.json in the six languages.
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
    for (const phrase of words.split('|')) index.add(phrase, condition);
  }
}

export interface HealthProposal {
  condition: HealthCondition;
  start: number;
  end: number;
}

/** Every stated condition's words as a token span [start, end). */
export function proposeHealth(toks: readonly Tok[], lang: string): HealthProposal[] {
  if (!index) build();
  const out: HealthProposal[] = [];
  for (const hit of (index as PhraseIndex<HealthCondition>).all(toks)) {
    const before = toks.slice(Math.max(0, hit.start - 2), hit.start).map((t) => t.w);
    const phrase = toks
      .slice(hit.start, hit.end)
      .map((t) => t.w)
      .join(' ');
    if (falseFriends.get(lang)?.has(phrase)) continue;
    if (!before.some((w) => NEGATIONS.has(w))) out.push({ condition: hit.value, start: hit.start, end: hit.end });
  }
  return out;
}

/** The condition of an id the parse reports. */
export function healthCondition(id: string): HealthCondition | undefined {
  if (!byId) build();
  return byId?.get(id);
}
