import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { SKILL_EVAL_FILES, runSkillQueries, skillTable } from '../test/skills/evaluate.js';
import { neutralSkillReport, runNeutralSkills } from '../test/skills/neutral.js';

/**
 * Prints the skill-search evaluation table. With no argument: the development set
 * (in-sample once the ranking has been tuned on it). `--sealed`: the sealed set, for
 * final figures only. A `.jsonl` argument is a case file in the neutral format (one query and
 * expected answer per line); any other argument is a query file in the older format.
 */
const args = process.argv.slice(2);
const files = args.length === 0 ? [SKILL_EVAL_FILES.dev] : args.map((a) => (a === '--sealed' ? SKILL_EVAL_FILES.sealed : pathToFileURL(resolve(a))));
for (const file of files) {
  if (file.pathname.endsWith('.jsonl'))
    console.log(neutralSkillReport(`skill-search evaluation (neutral format): ${file.pathname}`, runNeutralSkills(file.pathname)));
  else console.log(skillTable(`skill-search evaluation: ${file.pathname}`, runSkillQueries(file)));
  console.log('');
}
