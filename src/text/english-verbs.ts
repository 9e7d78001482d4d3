import { WordListFile } from '../contracts/skills.js';
import { readDataFile } from '../data-file.js';
import { dataFilePath } from '../data-paths.js';

export const ENGLISH_VERBS_PATH = dataFilePath('skills/vocabulary/english-verbs.json');

let verbs: ReadonlySet<string> | undefined;

/** English words that can be verbs (data/skills/vocabulary/english-verbs.json, from the Hunspell en_US dictionary). */
export function englishVerbs(): ReadonlySet<string> {
  verbs ??= new Set(readDataFile(ENGLISH_VERBS_PATH, WordListFile).words);
  return verbs;
}
