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
  conditions: Array<HealthCondition & { words: string }>;
}

let index: PhraseIndex<HealthCondition> | undefined;
let byId: Map<string, HealthCondition> | undefined;
const NEGATIONS = new Set(['not', 'no', 'without', 'pas', 'sans', 'sin', 'nicht', 'kein', 'keine', 'ohne', 'non', 'senza', 'nao', 'sem']);

function build(): void {
  index = new PhraseIndex<HealthCondition>();
  byId = new Map();
  for (const { words, ...condition } of travelData<ConditionFile>('health-conditions.json').conditions) {
    byId.set(condition.id, condition);
    for (const phrase of words.split('|')) index.add(phrase, condition);
  }
}

export interface HealthProposal {
  condition: HealthCondition;
  start: number;
  end: number;
}

/** Every stated condition's words as a token span [start, end). */
export function proposeHealth(toks: readonly Tok[]): HealthProposal[] {
  if (!index) build();
  const out: HealthProposal[] = [];
  for (const hit of (index as PhraseIndex<HealthCondition>).all(toks)) {
    const before = toks.slice(Math.max(0, hit.start - 2), hit.start).map((t) => t.w);
    if (!before.some((w) => NEGATIONS.has(w))) out.push({ condition: hit.value, start: hit.start, end: hit.end });
  }
  return out;
}

/** The condition of an id the parse reports. */
export function healthCondition(id: string): HealthCondition | undefined {
  if (!byId) build();
  return byId?.get(id);
}
