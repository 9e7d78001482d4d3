import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { SKILL_EVAL_FILES, runSkillQueries, skillTable } from '../test/skills/evaluate.js';

/**
 * Prints the skill-search evaluation table. With no argument: the development set
 * (in-sample once the ranking has been tuned on it). `--sealed`: the sealed set, for
 * final figures only. Any other argument is a query file in the same format.
 */
const args = process.argv.slice(2);
const files = args.length === 0 ? [SKILL_EVAL_FILES.dev] : args.map((a) => (a === '--sealed' ? SKILL_EVAL_FILES.sealed : pathToFileURL(resolve(a))));
for (const file of files) {
  console.log(skillTable(`skill-search evaluation: ${file.pathname}`, runSkillQueries(file)));
  console.log('');
}
