import type { SkillArtifactName, SkillConstraintName, SkillTaskName } from '../contracts/skills.js';
import { ARTIFACT_PHRASES, CONSTRAINT_PHRASES, GENERIC_TASKS, TASK_PHRASES } from './vocabulary.js';

/** The query read into the closed vocabularies; the ranking uses exactly these values. */
export interface QueryIntent {
  task: SkillTaskName | null;
  artifacts: SkillArtifactName[];
  constraints: SkillConstraintName[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A phrase matches on word boundaries with an optional plural or verb ending. */
const phrasePattern = (phrase: string) => new RegExp(`(?<![a-z0-9_])${escape(phrase)}(?:s|es|ed|ing|d)?(?![a-z0-9_])`, 'i');

type Matchers<K extends string> = Array<{ key: K; patterns: RegExp[] }>;

const compile = <K extends string>(table: Record<K, readonly string[]>): Matchers<K> =>
  (Object.keys(table) as K[]).map((key) => ({ key, patterns: table[key].map(phrasePattern) }));

const TASKS = compile(TASK_PHRASES);
const ARTIFACTS = compile(ARTIFACT_PHRASES);
const CONSTRAINTS = compile(CONSTRAINT_PHRASES);

/** Position of the earliest match of any pattern, or -1 when none matches. */
const firstPosition = (text: string, patterns: RegExp[]): number => {
  let best = -1;
  for (const pattern of patterns) {
    const at = text.search(pattern);
    if (at >= 0 && (best < 0 || at < best)) best = at;
  }
  return best;
};

/** Keys that occur in the text, in order of first appearance (ties keep table order). */
const found = <K extends string>(text: string, matchers: Matchers<K>): Array<{ key: K; at: number }> =>
  matchers
    .map(({ key, patterns }) => ({ key, at: firstPosition(text, patterns) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);

/**
 * The main task is the earliest specific task in the query; generic verbs ("make",
 * "find", "build") only count when nothing more specific is said, because "build a
 * test for my web app" is about testing.
 */
const mainTask = (text: string): SkillTaskName | null => {
  const tasks = found(text, TASKS);
  const specific = tasks.find((hit) => !GENERIC_TASKS.has(hit.key));
  return (specific ?? tasks[0])?.key ?? null;
};

export const interpretQuery = (query: string): QueryIntent => {
  const text = query.toLowerCase();
  return {
    task: mainTask(text),
    artifacts: found(text, ARTIFACTS).map((hit) => hit.key),
    constraints: found(text, CONSTRAINTS).map((hit) => hit.key),
  };
};
