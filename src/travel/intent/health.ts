import { travelData } from './data.js';
import { PhraseIndex, tokenize } from './tokens.js';

/**
 * Health conditions the request states ("my father has COPD", "estoy embarazada", "sous dialyse",
 * "walk with a stick"), from the words of data/travel/health-conditions.json in the six languages:
 * each becomes a need every result answers (engine/snapshots/health.ts). A condition said not to
 * apply ("not pregnant", "no heart problems") is not read.
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
const NEGATIONS = new Set(['not', 'no', 'without', 'pas', 'sans', 'sin', 'nicht', 'kein', 'keine', 'ohne', 'non', 'senza', 'nao', 'sem']);

function build(): PhraseIndex<HealthCondition> {
  const out = new PhraseIndex<HealthCondition>();
  for (const { words, ...condition } of travelData<ConditionFile>('health-conditions.json').conditions) {
    for (const phrase of words.split('|')) out.add(phrase, condition);
  }
  return out;
}

export function readHealthNeeds(text: string): HealthCondition[] {
  index ??= build();
  const toks = tokenize(text);
  const found: HealthCondition[] = [];
  for (const hit of index.all(toks)) {
    const before = toks.slice(Math.max(0, hit.start - 2), hit.start).map((t) => t.w);
    if (before.some((w) => NEGATIONS.has(w))) continue;
    if (!found.some((c) => c.id === hit.value.id)) found.push(hit.value);
  }
  return found;
}
