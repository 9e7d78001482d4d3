import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { dataFilePath } from '../data-paths.js';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { SkillCorpusFile, type SkillArtifactName, type SkillCorpusEntry, type SkillOption, type SkillTaskName } from '../contracts/skills.js';

/** One curated option as served, plus the index-only fields the ranking uses. */
export interface CorpusOption {
  option: Omit<SkillOption, 'match_reasons' | 'relevance' | 'match_strength'>;
  tasks: SkillTaskName[];
  artifacts: SkillArtifactName[];
  tags: string[];
  /** The words people use for the need (error names, codes, synonyms): searched, never shown. */
  askedAs: string[];
}

export const DEFAULT_SKILL_DATA_DIR = dataFilePath('skills/');

let validateFile: ValidateFunction<SkillCorpusFile> | undefined;

const parseFile = (path: string): SkillCorpusFile => {
  // Compiled on first use: a process that never searches skills never reads the corpus.
  if (!validateFile) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    validateFile = ajv.compile<SkillCorpusFile>(SkillCorpusFile);
  }
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!validateFile(data)) {
    const problems = (validateFile.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''}`);
    throw new Error(`skill corpus file ${path} is invalid: ${problems.join('; ')}`);
  }
  return data;
};

const toOption = ({ tasks, artifacts, tags, asked_as = [], ...option }: SkillCorpusEntry): CorpusOption => ({
  option,
  tasks,
  artifacts,
  tags,
  askedAs: asked_as,
});

/** Reads and validates every corpus file in a folder; ids must be unique across files. */
export const readSkillCorpus = (dir: string = DEFAULT_SKILL_DATA_DIR): CorpusOption[] => {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const options = files.flatMap((name) => parseFile(join(dir, name)).options.map(toOption));
  const seen = new Set<string>();
  for (const { option } of options) {
    if (seen.has(option.id)) throw new Error(`skill corpus id ${option.id} appears more than once in ${dir}`);
    seen.add(option.id);
  }
  return options;
};
