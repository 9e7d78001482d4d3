import type { SkillSearchRequest, SkillSearchResponse, SkillSourceName } from '../contracts/skills.js';
import { SKILL_SOURCES } from '../contracts/skills.js';
import { readSkillCorpus } from './corpus.js';
import { interpretQuery } from './interpret.js';
import { nextSteps } from './next-steps.js';
import { rankOptions } from './rank.js';
import { buildSkillIndex, type SkillIndex } from './skill-index.js';

export const DEFAULT_MAX_RESULTS = 5;

let cached: SkillIndex | undefined;

/** The shipped corpus, read, validated and indexed once per process on first use. */
export const loadSkillIndex = (): SkillIndex => {
  cached ??= buildSkillIndex(readSkillCorpus());
  return cached;
};

export interface SkillSearchDeps {
  requestId: string;
  /** Another index (tests, benchmarks); the shipped corpus when absent. */
  index?: SkillIndex;
}

/**
 * Ranks curated options for the query: full-text relevance (MiniSearch BM25) re-ranked
 * by the interpreted task, artifacts and constraints. Nothing is executed or fetched.
 */
export const searchSkills = (input: SkillSearchRequest, deps: SkillSearchDeps): SkillSearchResponse => {
  const index = deps.index ?? loadSkillIndex();
  const sources: SkillSourceName[] = SKILL_SOURCES.filter((source) => input.sources === undefined || input.sources.includes(source));
  const maxResults = input.max_results ?? DEFAULT_MAX_RESULTS;
  const intent = interpretQuery(input.query);
  const options = rankOptions(index, input.query, intent, sources)
    .slice(0, maxResults)
    .map(({ entry, reasons }) => ({ ...entry.option, match_reasons: reasons }));
  return {
    request_id: deps.requestId,
    product: 'skill_search_v0',
    query: { text: input.query, ...intent, sources_considered: sources, max_results: maxResults },
    options,
    next_steps: nextSteps(options, sources, deps.requestId),
    truth_boundaries: { executes_skill: false, installs_dependencies: false, guarantees_best_option: false, live_web_search: false },
  };
};
