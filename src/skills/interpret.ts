import type { SkillArtifactName, SkillConstraintName, SkillTaskName } from '../contracts/skills.js';
import { hasTraceFrames } from './named-things.js';
import { namesError, withoutQuotes } from './relevance.js';
import { queryVocabulary } from './vocabulary.js';
import { escapeRegex as escape } from '../text/regex.js';

/** The query read into the closed vocabularies; the ranking uses exactly these values. */
export interface QueryIntent {
  task: SkillTaskName | null;
  artifacts: SkillArtifactName[];
  constraints: SkillConstraintName[];
}

/** A phrase matches on word boundaries with an optional plural or verb ending. */
const phrasePattern = (phrase: string) => new RegExp(`(?<![a-z0-9_])${escape(phrase)}(?:s|es|ed|ing|d)?(?![a-z0-9_])`, 'i');

type Matchers<K extends string> = Array<{ key: K; patterns: RegExp[]; exclusions: readonly string[] }>;

const compile = <K extends string>(table: Readonly<Record<K, readonly string[]>>, exclusions: Partial<Record<K, readonly string[]>> = {}): Matchers<K> =>
  (Object.keys(table) as K[]).map((key) => ({ key, patterns: table[key].map(phrasePattern), exclusions: exclusions[key] ?? [] }));

/** The text with phrases blanked out (same length, so positions still compare). */
const blank = (text: string, phrases: readonly string[]) => phrases.reduce((t, phrase) => t.split(phrase).join(' '.repeat(phrase.length)), text);

let compiled: { tasks: Matchers<SkillTaskName>; artifacts: Matchers<SkillArtifactName>; constraints: Matchers<SkillConstraintName> } | undefined;

const matchers = () => {
  const v = queryVocabulary();
  compiled ??= { tasks: compile(v.tasks), artifacts: compile(v.artifacts, v.artifactExclusions), constraints: compile(v.constraints) };
  return compiled;
};

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
    .map(({ key, patterns, exclusions }) => ({ key, at: firstPosition(blank(text, exclusions), patterns) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at);

/**
 * The main task is the earliest specific task in the query; generic verbs ("make",
 * "find", "build") only count when nothing more specific is said, because "build a
 * test for my web app" is about testing. What follows a colon lists what the thing asked
 * for holds ("write up the outage: timeline, impact, root cause"), so a task said before
 * the colon comes first.
 */
const mainTask = (text: string): SkillTaskName | null => {
  const colon = text.search(/:\s/);
  const lead = colon < 0 ? [] : found(text.slice(0, colon), matchers().tasks);
  const tasks = lead.length > 0 ? lead : found(text, matchers().tasks);
  const specific = tasks.find((hit) => !queryVocabulary().genericTasks.has(hit.key));
  return (specific ?? tasks[0])?.key ?? null;
};

/** A quoted or named error is what the query acts on, wherever it stands: "git push fails with 'fatal: ...'" is about the error, not the branch. */
const errorFirst = (artifacts: SkillArtifactName[], query: string): SkillArtifactName[] =>
  namesError(query) ? ['error_response', ...artifacts.filter((artifact) => artifact !== 'error_response')] : artifacts;

/**
 * The asker's own system or someone else's ("our existing REST API", "my own invoicing endpoint", "a
 * partner's REST endpoint", "their API", or a stack trace pasted from it): words such as "endpoint",
 * "MCP tools" or "the service" then describe that system, not this service, unless the query names
 * this service too.
 */
const OWN_SYSTEM = /\b(?:our|my|their|(?!(?:service|svc)['’]s)[a-z0-9]+['’]s)\s+(?:[a-z0-9-]+\s+){0,3}(?:apis?|endpoints?|service|server|backend)\b/;
const NAMES_SERVICE = /\bsvc\b|\b(?:this|your) (?:service|api)\b|\/api\/v1/;

const constraintsOf = (text: string, ownTrace: boolean) =>
  found(text, matchers().constraints)
    .map((hit) => hit.key)
    .filter((key) => key !== 'use_svc_api' || !(OWN_SYSTEM.test(text) || ownTrace) || NAMES_SERVICE.test(text));

/**
 * Reads the query as asked: quoted text stands as "error message" or "exact text" (relevance.ts), so its words name no task or artifact.
 * The ask (ask.ts) comes first: its task is the query's task when it names one, and its artifacts lead.
 */
export const interpretQuery = (query: string, ask: string = query): QueryIntent => {
  const text = withoutQuotes(query).toLowerCase();
  const artifactsOf = (t: string) => found(t, matchers().artifacts).map((hit) => hit.key);
  const whole = { task: mainTask(text), artifacts: artifactsOf(text) };
  const asked = ask === query ? whole : { task: mainTask(withoutQuotes(ask).toLowerCase()), artifacts: artifactsOf(withoutQuotes(ask).toLowerCase()) };
  return {
    task: asked.task ?? whole.task,
    artifacts: errorFirst([...new Set([...asked.artifacts, ...whole.artifacts])], query),
    constraints: constraintsOf(text, hasTraceFrames(query)),
  };
};
