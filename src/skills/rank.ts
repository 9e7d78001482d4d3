import type { SkillSourceName } from '../contracts/skills.js';
import type { CorpusOption } from './corpus.js';
import type { QueryIntent } from './interpret.js';
import type { SkillIndex } from './skill-index.js';
import { CONSTRAINT_SOURCE_AFFINITY } from './vocabulary.js';

export interface RankedOption {
  entry: CorpusOption;
  score: number;
  reasons: string[];
}

interface Candidate {
  entry: CorpusOption;
  text: number;
  terms: string[];
}

/**
 * Weights of the re-rank. Text relevance is normalised to 0..1 against the best hit,
 * so these bonuses are on the same scale: an option that does the asked task on the
 * asked artifact can overtake one that merely shares more words with the query.
 */
const WEIGHTS = {
  primaryTask: 0.3,
  secondaryTask: 0.15,
  artifactShare: 0.4,
  primaryArtifact: 0.1,
  constraintTag: 0.1,
} as const;

const taskScore = (entry: CorpusOption, intent: QueryIntent): [number, string[]] => {
  if (intent.task === null || !entry.tasks.includes(intent.task)) return [0, []];
  const primary = entry.tasks[0] === intent.task;
  return [primary ? WEIGHTS.primaryTask : WEIGHTS.secondaryTask, [`does the task: ${intent.task}`]];
};

const artifactScore = (entry: CorpusOption, intent: QueryIntent): [number, string[]] => {
  const shared = intent.artifacts.filter((artifact) => entry.artifacts.includes(artifact));
  if (shared.length === 0) return [0, []];
  const primaryHit = entry.artifacts[0] !== undefined && shared.includes(entry.artifacts[0]);
  const score = (WEIGHTS.artifactShare * shared.length) / intent.artifacts.length + (primaryHit ? WEIGHTS.primaryArtifact : 0);
  return [score, [`about: ${shared.join(', ')}`]];
};

const constraintScore = (entry: CorpusOption, intent: QueryIntent): [number, string[]] => {
  let score = 0;
  const reasons: string[] = [];
  for (const constraint of intent.constraints) {
    const affinity = (CONSTRAINT_SOURCE_AFFINITY[constraint][entry.option.source] ?? 0) + (entry.tags.includes(constraint) ? WEIGHTS.constraintTag : 0);
    if (affinity === 0) continue;
    score += affinity;
    reasons.push(`${affinity > 0 ? 'fits' : 'conflicts with'} constraint: ${constraint}`);
  }
  return [score, reasons];
};

/** An agent that said it is offline cannot run a web search, so those options cannot help it. */
const feasible = (entry: CorpusOption, intent: QueryIntent): boolean =>
  !(intent.constraints.includes('offline_only') && entry.option.actionability === 'run_search_then_verify');

/** Full-text hits plus options that share an interpreted artifact but none of the words. */
const gatherCandidates = (index: SkillIndex, text: string, intent: QueryIntent, sources: readonly SkillSourceName[]): Candidate[] => {
  const hits = index.searchText(text, sources);
  const best = hits[0]?.score ?? 0;
  const candidates = new Map<string, Candidate>();
  for (const hit of hits) candidates.set(hit.entry.option.id, { entry: hit.entry, text: best > 0 ? hit.score / best : 0, terms: hit.terms });
  for (const entry of index.entries) {
    const related = entry.artifacts.some((artifact) => intent.artifacts.includes(artifact));
    if (related && sources.includes(entry.option.source) && !candidates.has(entry.option.id)) {
      candidates.set(entry.option.id, { entry, text: 0, terms: [] });
    }
  }
  return [...candidates.values()].filter(({ entry }) => feasible(entry, intent));
};

/** Deterministic: equal scores are ordered by option id. */
export const rankOptions = (index: SkillIndex, text: string, intent: QueryIntent, sources: readonly SkillSourceName[]): RankedOption[] =>
  gatherCandidates(index, text, intent, sources)
    .map(({ entry, text: textScore, terms }) => {
      const parts = [taskScore(entry, intent), artifactScore(entry, intent), constraintScore(entry, intent)];
      const score = textScore + parts.reduce((sum, [value]) => sum + value, 0);
      const words = terms.length > 0 ? [`matched words: ${[...new Set(terms)].slice(0, 6).join(', ')}`] : [];
      return { entry, score, reasons: [...parts.flatMap(([, reasons]) => reasons), ...words] };
    })
    .sort((a, b) => b.score - a.score || (a.entry.option.id < b.entry.option.id ? -1 : 1));
