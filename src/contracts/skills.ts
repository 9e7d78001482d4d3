import { Type, type Static } from '@sinclair/typebox';
import { Closed, LongText, ShortText, StringEnum, TextList } from './common.js';

/**
 * Skill search (product skill_search_v0): a curated corpus of how-to and procedure
 * options, ranked for an agent's task. Nothing is executed and no live web search occurs.
 */

export const SKILL_SOURCES = ['vendor_labs_skills', 'svc_skill_library', 'web_search_pattern'] as const;
export const SKILL_ACTIONABILITY = ['copy_or_adapt_skill', 'load_existing_skill', 'run_search_then_verify'] as const;
export const SKILL_CONFIDENCE = ['high', 'medium', 'low'] as const;
export const MATCH_STRENGTHS = ['strong', 'moderate', 'weak'] as const;
export const MATCH_STATUSES = ['matched', 'no_curated_option_matched'] as const;

/** What the agent wants to do, as read from the query (closed vocabulary; see src/skills/vocabulary.ts). */
export const SKILL_TASKS = [
  'create',
  'edit',
  'extract',
  'convert',
  'fill_form',
  'analyze',
  'test',
  'debug',
  'build',
  'design',
  'write',
  'review',
  'plan',
  'search',
  'verify',
  'compare',
  'poll',
  'authenticate',
  'report',
  'request',
  'integrate',
  'install',
  'audit',
  'price_check',
  'decide',
] as const;

/** What the task is about (closed vocabulary; see src/skills/vocabulary.ts). */
export const SKILL_ARTIFACTS = [
  'word_document',
  'spreadsheet',
  'presentation',
  'pdf',
  'web_app',
  'ui_design',
  'mcp_server',
  'agent_skill',
  'code',
  'image_graphic',
  'animation',
  'brand',
  'internal_message',
  'implementation_plan',
  'git_branch',
  'travel_plan',
  'travel_destination',
  'place_evidence',
  'research_job',
  'provider_handoff',
  'used_item',
  'website_launch',
  'notability_proof',
  'api_key',
  'account_quota',
  'feedback',
  'api_request',
  'cli',
  'openapi',
  'error_response',
  'web_claim',
  'statistic',
  'package_dependency',
  'pricing',
  'regulation',
  'entity',
  'news',
  'dataset',
  'service_status',
  'license',
  'security_advisory',
  'billing',
] as const;

/** Conditions the agent stated that change which kind of option fits (closed vocabulary). */
export const SKILL_CONSTRAINTS = [
  'use_svc_api',
  'offline_only',
  'needs_citations',
  'official_sources_only',
  'recent_information',
  'no_dependency_install',
  'tight_budget',
  'existing_skill_preferred',
] as const;

export const SkillSource = StringEnum(SKILL_SOURCES, { description: 'Where an option comes from.' });
export const SkillTask = StringEnum(SKILL_TASKS, { description: 'Task word from the closed task vocabulary.' });
export const SkillArtifact = StringEnum(SKILL_ARTIFACTS, { description: 'Artifact word from the closed artifact vocabulary.' });
export const SkillConstraint = StringEnum(SKILL_CONSTRAINTS, { description: 'Constraint word from the closed constraint vocabulary.' });

export const SkillSearchRequest = Closed(
  {
    query: Type.String({
      minLength: 12,
      maxLength: 2000,
      description: 'What the agent is trying to get done, in plain words (at least 12 characters).',
    }),
    max_results: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 5, description: 'How many options to return (1 to 10, default 5).' })),
    sources: Type.Optional(
      Type.Array(SkillSource, {
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        description: 'Restrict options to these sources. Omit to search all three.',
      }),
    ),
  },
  {
    $id: 'SkillSearchRequest',
    title: 'Skill search request',
    description: 'Find curated skills, service procedures and search-then-verify recipes for a task.',
  },
);

export const SkillProvenance = Closed(
  {
    basis: StringEnum(['vendor_public_package', 'svc_procedure', 'search_recipe'] as const, {
      description:
        'vendor_public_package: a public agent-skill package described in our own words; svc_procedure: a procedure for this service maintained with it; search_recipe: a search-then-verify recipe written by the svc maintainers.',
    }),
    described_by: ShortText({ description: 'Who wrote this description.' }),
    location: ShortText({ description: 'Public location of the package (repository path or docs page) or the svc surface the procedure uses.' }),
    verification: StringEnum(['as_recalled_verify', 'seen_in_archived_copy_verify', 'maintained_with_service'] as const, {
      description:
        'as_recalled_verify: location and contents are from memory, check them before relying on them; seen_in_archived_copy_verify: seen in an archived copy of the public source, may have moved since; maintained_with_service: kept in step with this service.',
    }),
    as_of: Type.String({ format: 'date', description: 'Date the description was curated.' }),
  },
  { description: 'Where the description of this option comes from and how far it was checked.' },
);

export const SkillOption = Closed(
  {
    id: ShortText(),
    title: ShortText(),
    source: SkillSource,
    summary: ShortText(),
    best_for: TextList({ description: 'Situations this option fits.' }),
    actionability: StringEnum(SKILL_ACTIONABILITY, { description: 'What the agent can do with the option.' }),
    confidence: StringEnum(SKILL_CONFIDENCE, {
      description:
        'Corpus confidence: how sure the maintainers are that this description and location are right. It is a property of the corpus entry and says nothing about how well the option fits the query: see relevance and match_strength.',
    }),
    provenance: SkillProvenance,
    branch_on: TextList({ description: 'Conditions the agent should check to decide whether and how to use the option.' }),
    limitations: TextList(),
    relevance: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        "How well this option fits the query (model skill_relevance_v1, model_estimate): the share of the query's meaning the option covers, plus agreement on the interpreted task and artifacts. Comparable across queries; see match for the thresholds.",
    }),
    match_strength: StringEnum(MATCH_STRENGTHS, {
      description:
        'strong: relevance at or above match.strong_threshold; moderate: at or above match.match_threshold; weak: below it, shown only as the closest option, not as an answer.',
    }),
    match_reasons: TextList({ description: 'Why this option was ranked for the query (interpreted task, artifacts, constraints, matched words).' }),
  },
  { title: 'Skill option' },
);

export const SkillMatch = Closed(
  {
    status: StringEnum(MATCH_STATUSES, {
      description:
        'matched: the top option reaches match_threshold; no_curated_option_matched: nothing in the curated corpus fits, and options are only the closest ones, all marked weak.',
    }),
    relevance_model: ShortText(),
    match_threshold: Type.Number({ minimum: 0, maximum: 1, description: 'Relevance below which an option is weak and not offered as an answer.' }),
    strong_threshold: Type.Number({ minimum: 0, maximum: 1 }),
    message: ShortText(),
  },
  { description: 'Whether any curated option fits the query, with the documented thresholds.' },
);

export const SkillQueryInterpretation = Closed(
  {
    text: Type.String({ description: 'The query as received.' }),
    task: Type.Union([SkillTask, Type.Null()], { description: 'Main task read from the query, or null when none was recognised.' }),
    artifacts: Type.Array(SkillArtifact, { description: 'Artifacts the query is about, in order of appearance.' }),
    constraints: Type.Array(SkillConstraint, {
      description: 'Constraints read from the query. They shift the ranking between sources; offline_only removes options that need a web search.',
    }),
    expanded_terms: TextList({
      description:
        "Words added from the query vocabulary's expansions (data/skills/vocabulary/query-vocabulary.json) because the query used a phrase that means them.",
    }),
    sources_considered: Type.Array(SkillSource, { description: 'Sources searched after the sources filter.' }),
    max_results: Type.Integer({ minimum: 1, maximum: 10 }),
  },
  { description: 'How the query was interpreted; the ranking uses exactly these values.' },
);

export const SkillTruthBoundaries = Closed(
  {
    executes_skill: Type.Boolean(),
    installs_dependencies: Type.Boolean(),
    guarantees_best_option: Type.Boolean(),
    live_web_search: Type.Boolean(),
  },
  { description: 'All false in v0: the corpus is curated, nothing is executed or installed, and no live web search occurs.' },
);

export const SkillSearchResponse = Closed(
  {
    request_id: Type.String(),
    product: StringEnum(['skill_search_v0'] as const),
    query: SkillQueryInterpretation,
    match: SkillMatch,
    options: Type.Array(SkillOption, {
      maxItems: 10,
      description: 'Best first. When match.status is no_curated_option_matched, at most 3 of the closest options, all weak.',
    }),
    next_steps: Type.Array(Type.String()),
    truth_boundaries: SkillTruthBoundaries,
  },
  {
    $id: 'SkillSearchResponse',
    title: 'Skill search response',
    description:
      'Ranked skill options with relevance, match strength, provenance, branch conditions and limitations, and whether any curated option matched (match).',
  },
);

export type SkillSourceName = (typeof SKILL_SOURCES)[number];
export type SkillTaskName = (typeof SKILL_TASKS)[number];
export type SkillArtifactName = (typeof SKILL_ARTIFACTS)[number];
export type SkillConstraintName = (typeof SKILL_CONSTRAINTS)[number];
export type SkillSearchRequest = Static<typeof SkillSearchRequest>;
export type SkillProvenance = Static<typeof SkillProvenance>;
export type SkillOption = Static<typeof SkillOption>;
export type SkillQueryInterpretation = Static<typeof SkillQueryInterpretation>;
export type SkillSearchResponse = Static<typeof SkillSearchResponse>;

/** Option fields the corpus stores as served; match_reasons, relevance and match_strength are computed per query. */
const { match_reasons: _reasons, relevance: _relevance, match_strength: _strength, ...storedOptionFields } = SkillOption.properties;

/**
 * One curated option in data/skills/*.json: every field of a served option (except
 * match_reasons) plus index-only fields (tasks, artifacts, tags, asked_as) that the ranking uses
 * and the response never shows.
 */
export const SkillCorpusEntry = Closed({
  ...storedOptionFields,
  id: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{2,80}$' }),
  summary: ShortText({ minLength: 20 }),
  best_for: TextList({ minItems: 1 }),
  branch_on: TextList({ minItems: 1 }),
  limitations: TextList({ minItems: 1 }),
  tasks: Type.Array(SkillTask, { minItems: 1, description: 'Tasks the option serves, main one first.' }),
  artifacts: Type.Array(SkillArtifact, { minItems: 1, description: 'Artifacts the option acts on, main one first.' }),
  tags: Type.Array(Type.String({ maxLength: 60 }), { description: 'Extra search words (synonyms, tool names, constraint keys it fits).' }),
  asked_as: Type.Optional(
    Type.Array(Type.String({ maxLength: 80 }), {
      description:
        'How people state the need this option meets without its words: error names, status codes, protocol terms, everyday synonyms, a few words in other languages.',
    }),
  ),
});

export const SkillCorpusFile = Closed(
  {
    note: ShortText({ description: 'How this file was curated and how far its contents were checked.' }),
    options: Type.Array(SkillCorpusEntry, { minItems: 1 }),
  },
  { description: 'A curated skill corpus file (data/skills/*.json).' },
);

export type SkillCorpusEntry = Static<typeof SkillCorpusEntry>;
export type SkillCorpusFile = Static<typeof SkillCorpusFile>;

const Phrases = Type.Array(Type.String({ minLength: 1, maxLength: 80 }));
const Glosses = Type.Record(Type.String({ minLength: 1, maxLength: 80 }), Type.String({ minLength: 1, maxLength: 80 }));
const phraseTable = <K extends string>(keys: readonly K[]) => Closed(Object.fromEntries(keys.map((k) => [k, Phrases])) as Record<K, typeof Phrases>);

/** data/skills/vocabulary/query-vocabulary.json: how queries are read (validated when loaded). */
export const QueryVocabularyFile = Closed({
  note: LongText({ minLength: 1 }),
  stop_words: Phrases,
  tasks: phraseTable(SKILL_TASKS),
  generic_tasks: Type.Array(SkillTask),
  artifacts: phraseTable(SKILL_ARTIFACTS),
  artifact_exclusions: Type.Partial(phraseTable(SKILL_ARTIFACTS), {
    description: 'Phrases in which an artifact phrase means something else ("docker image" is not a picture): the artifact is not read from them.',
  }),
  constraints: phraseTable(SKILL_CONSTRAINTS),
  light_verbs: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
    description: 'Verbs that name no action of their own ("do", "get", "handle", "approach"): an ask made with one of them is read from its object.',
  }),
  particle_verbs: Type.Record(
    Type.String({ minLength: 1, maxLength: 40 }),
    Type.Record(Type.String({ minLength: 1, maxLength: 20 }), Type.String({ minLength: 1, maxLength: 40 })),
    {
      description:
        'A verb and the particle that may close its object ("get my money back", "pay the deposit back") -> the one verb the pair means ("recover", "repay"): the ask asks for that action, not for the light verb.',
    },
  ),
  answer_words: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
    description:
      'Words that name the kind of answer wanted, not its subject ("skill", "tool", "ready-made"): an ask made only of them ("is there a ready-made skill?") takes its subject from the query around it.',
  }),
  program_feature_words: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), {
    description:
      'Words and names that name another program than a file format\'s own ("LibreOffice", "Keynote", "Google Sheets", "Apps Script") or a program\'s own feature or setting ("macro", "toolbar", "settings"): a query naming one that an option does not name asks about that program or feature, and the option\'s agreement on the task and the file type does not count.',
  }),
  expansions: Type.Array(
    Closed({
      phrases: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { minItems: 1 }),
      add: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { minItems: 1 }),
    }),
    { description: 'When a query contains one of phrases, the words of add also count as query words (at reduced weight).' },
  ),
});

export type QueryVocabularyFile = Static<typeof QueryVocabularyFile>;

/** A list of words with its source: the most frequent English words (common-english.json), the English verbs (english-verbs.json). */
export const WordListFile = Closed({ source: LongText({ minLength: 1 }), words: Phrases });
export type WordListFile = Static<typeof WordListFile>;

/** data/skills/vocabulary/function-words.json: per language, the function words of the stopwords-iso stop lists. */
export const FunctionWordsFile = Closed({
  source: LongText({ minLength: 1 }),
  languages: Closed({ fr: Phrases, de: Phrases, es: Phrases, it: Phrases, pt: Phrases }),
});
export type FunctionWordsFile = Static<typeof FunctionWordsFile>;

/** data/skills/vocabulary/translations.json: per language, folded words and phrases and the English words they read as. */
export const TranslationsFile = Closed({
  note: LongText({ minLength: 1 }),
  languages: Closed({ fr: Glosses, de: Glosses, es: Glosses, it: Glosses, pt: Glosses }),
});
export type TranslationsFile = Static<typeof TranslationsFile>;
export type SkillMatch = Static<typeof SkillMatch>;
export type MatchStrength = (typeof MATCH_STRENGTHS)[number];
