import type { SkillSourceName } from '../contracts/skills.js';
import type { CorpusOption } from './corpus.js';
import type { QueryIntent } from './interpret.js';
import { contentTerms, lexicalCoverage, namesNegated, standsInRow, type OptionProfile, type QueryProfile } from './relevance.js';
import type { SkillIndex } from './skill-index.js';
import { CONSTRAINT_SOURCE_AFFINITY, queryVocabulary } from './vocabulary.js';

export interface RankedOption {
  entry: CorpusOption;
  /** How well the option fits the query, 0..1 (skill_relevance_v1): comparable across queries. */
  relevance: number;
  /** What the order uses: relevance, shifted by the stated constraints, ties broken by full-text rank. */
  score: number;
  reasons: string[];
}

/**
 * The relevance score (model "skill_relevance_v1"):
 *   relevance = LEXICAL x lexical coverage (relevance.ts) + INTENT x intent agreement
 *   intent    = TASK x task agreement + ARTIFACTS x share of the query's artifacts the option serves
 * Task agreement is 1 for the option's main task, SECONDARY_TASK for another of its tasks,
 * halved when the query's task is a generic verb ("make", "find"). Artifact agreement is the
 * share of the query's artifacts the option serves, with PRIMARY_ARTIFACT_BONUS of it kept
 * for an option whose main artifact is the query's first (what the query acts on). Intent counts in full only
 * when the option also covers LEXICAL_SUPPORT of the query's words: one shared artifact word
 * ("image" in "make the Docker image smaller") must not make an answer on its own. Constraints (use this service, needs citations, prefers an existing
 * skill) move options between sources in the order but do not change the relevance: a
 * constraint says which kind of answer is wanted, not whether one exists.
 */
export const WEIGHTS = {
  lexical: 0.6,
  intent: 0.4,
  task: 0.4,
  artifacts: 0.6,
  secondaryTask: 0.6,
  primaryArtifactBonus: 0.2,
  lexicalSupport: 0.6,
  constraintTag: 0.1,
  /** An option about something the query rules out ("no browser") moves down by this much. */
  negatedPenalty: 0.15,
  /**
   * An option about this service only (tag use_svc_api) moves down by this much when the query
   * quotes or names an error and does not name the service: an error text from a library or
   * another system ("TypeScript says 'Cannot find module'", "ECONNRESET") is not one of this
   * service's error bodies, so a general option that fits as well comes first.
   */
  outOfScope: 0.08,
  /**
   * When the ask asks for an action no option performs ("cancel the paid plan", "translate the docs"),
   * or about a program or feature no option names ("a LibreOffice macro"), every option's relevance is
   * multiplied by this: an option that shares the context's words does not do what is asked.
   */
  unservedFactor: 0.35,
  /** Full-text (BM25) rank, normalised to the best hit, only separates near-equal scores. */
  textTieBreak: 0.05,
} as const;

function taskAgreement(entry: CorpusOption, intent: QueryIntent): [number, string[]] {
  if (intent.task === null || !entry.tasks.includes(intent.task)) return [0, []];
  const base = entry.tasks[0] === intent.task ? 1 : WEIGHTS.secondaryTask;
  const generic = queryVocabulary().genericTasks.has(intent.task);
  return [generic ? base / 2 : base, [`does the task: ${intent.task}`]];
}

/** The query's first artifact is what it acts on; an option whose main artifact it is gets the bonus. */
function artifactAgreement(entry: CorpusOption, intent: QueryIntent): [number, string[]] {
  const shared = intent.artifacts.filter((artifact) => entry.artifacts.includes(artifact));
  if (shared.length === 0) return [0, []];
  const primaryHit = entry.artifacts[0] !== undefined && entry.artifacts[0] === intent.artifacts[0];
  const value = (1 - WEIGHTS.primaryArtifactBonus) * (shared.length / intent.artifacts.length) + (primaryHit ? WEIGHTS.primaryArtifactBonus : 0);
  return [value, [`about: ${shared.join(', ')}`]];
}

function constraintShift(entry: CorpusOption, intent: QueryIntent, query: QueryProfile): [number, string[]] {
  const scoped = query.errorText && entry.tags.includes('use_svc_api') && !intent.constraints.includes('use_svc_api');
  let shift = scoped ? -WEIGHTS.outOfScope : 0;
  const reasons: string[] = scoped ? ["an error from elsewhere: this option is about this service's own API, which the query does not name"] : [];
  for (const constraint of intent.constraints) {
    const affinity = (CONSTRAINT_SOURCE_AFFINITY[constraint][entry.option.source] ?? 0) + (entry.tags.includes(constraint) ? WEIGHTS.constraintTag : 0);
    if (affinity === 0) continue;
    shift += affinity;
    reasons.push(`${affinity > 0 ? 'fits' : 'conflicts with'} constraint: ${constraint}`);
  }
  return [shift, reasons];
}

/**
 * A program or a program's own feature or setting the query names (program_feature_words: "macro",
 * "LibreOffice", "Google Sheets", "Apps Script", "presenter view", "settings") that the option does
 * not name: the query's object is then that program or feature, so the option's agreement on the task
 * and the file type ("formula", "spreadsheet") is agreement on what the query does with something the
 * option does not cover. A query whose object is the file itself ("make me a spreadsheet", "export my
 * presentation to PDF") names none.
 */
function otherProduct(query: QueryProfile, entry: CorpusOption, matched: readonly string[]): readonly string[] | undefined {
  return query.programs.find((name) => !namesProgram(entry, name, matched));
}

const optionWords = new WeakMap<CorpusOption, readonly string[]>();

/**
 * The option names the program: a one-word name among the query words it covers, a name of several
 * words in a row in its text ("Google Sheets"; an option about web apps and scripts does not name
 * "Apps Script").
 */
function namesProgram(entry: CorpusOption, name: readonly string[], matched: readonly string[]): boolean {
  if (name.length === 1) return matched.includes(name[0] as string);
  let words = optionWords.get(entry);
  if (!words) {
    const { title, best_for, summary } = entry.option;
    words = contentTerms([title, ...entry.tags, ...best_for, ...entry.askedAs, summary].join(' . '));
    optionWords.set(entry, words);
  }
  return standsInRow(words, name);
}

/** An agent that said it is offline cannot run a web search, so those options cannot help it. */
const feasible = (entry: CorpusOption, intent: QueryIntent): boolean =>
  !(intent.constraints.includes('offline_only') && entry.option.actionability === 'run_search_then_verify');

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Every feasible option of the chosen sources, scored; deterministic (equal scores by option id). */
export function rankOptions(index: SkillIndex, text: string, intent: QueryIntent, query: QueryProfile, sources: readonly SkillSourceName[]): RankedOption[] {
  const hits = index.searchText(text, sources);
  const best = hits[0]?.score ?? 0;
  const textRank = new Map(hits.map((hit) => [hit.entry.option.id, best > 0 ? hit.score / best : 0]));
  const namedByAnOption = (name: readonly string[]) =>
    name.length === 1 ? index.stats.documentFrequency.has(name[0] as string) : index.entries.some((entry) => namesProgram(entry, name, []));
  const scored = index.entries
    .filter((entry) => sources.includes(entry.option.source) && feasible(entry, intent))
    .map((entry) => {
      const profile = index.profiles.get(entry.option.id) as OptionProfile;
      const coverage = lexicalCoverage(query, profile);
      const negated = namesNegated(query, profile);
      const other = otherProduct(query, entry, coverage.matched);
      const [task, taskReasons] = other ? [0, [`asks about ${other.join(' ')}, which this option does not cover`]] : taskAgreement(entry, intent);
      const [artifacts, artifactReasons] = other ? [0, []] : artifactAgreement(entry, intent);
      const [shift, constraintReasons] = constraintShift(entry, intent, query);
      const support = Math.min(1, coverage.value / WEIGHTS.lexicalSupport);
      const fit = Math.min(1, WEIGHTS.lexical * coverage.value + WEIGHTS.intent * support * (WEIGHTS.task * task + WEIGHTS.artifacts * artifacts));
      const uncovered = other !== undefined && !namedByAnOption(other);
      const relevance = query.unserved.length > 0 || uncovered ? fit * WEIGHTS.unservedFactor : fit;
      const words = coverage.matched.length > 0 ? [`matched words: ${coverage.matched.slice(0, 6).join(', ')}`] : [];
      return {
        entry,
        relevance,
        shift,
        rest: -(negated ? WEIGHTS.negatedPenalty : 0) + WEIGHTS.textTieBreak * (textRank.get(entry.option.id) ?? 0),
        reasons: [
          ...(query.unserved.length > 0 ? [`the query asks to ${query.unserved.join(', ')}: no curated option does that`] : []),
          ...taskReasons,
          ...artifactReasons,
          ...constraintReasons,
          ...(negated ? ['about something the query rules out'] : []),
          ...words,
        ],
      };
    });
  // A constraint moves an option in proportion to how well it answers: it picks between options that
  // answer about as well, and does not lift one that covers half as much above the one that answers.
  const topRelevance = Math.max(0, ...scored.map((option) => option.relevance));
  return scored
    .map(({ entry, relevance, shift, rest, reasons }) => ({
      entry,
      relevance: round3(relevance),
      score: relevance + shift * (topRelevance > 0 ? relevance / topRelevance : 1) + rest,
      reasons,
    }))
    .sort((a, b) => b.score - a.score || (a.entry.option.id < b.entry.option.id ? -1 : 1));
}
