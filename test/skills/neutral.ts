import { searchSkills } from '../../src/skills/search.js';
import { readCases, share } from '../verdicts/jsonl.js';

/**
 * Runs skill-search cases in the neutral case format (a query and the expert's answer per line)
 * through the real search: right first for answerable queries, an honest "no curated option
 * matched" for the others.
 */
export interface NeutralSkillCase {
  id: string;
  query: string;
  expected: { answerable: boolean; right_first: string | null; acceptable: string[] };
}

export interface NeutralSkillOutcome {
  id: string;
  query: string;
  expected: NeutralSkillCase['expected'];
  got: string[];
  noMatch: boolean;
}

export function runNeutralSkills(path: string): NeutralSkillOutcome[] {
  return readCases<NeutralSkillCase>(path).map((c) => {
    const out = searchSkills({ query: c.query, max_results: 5 }, { requestId: 'eval' });
    return {
      id: c.id,
      query: c.query,
      expected: c.expected,
      got: out.options.map((o) => o.id),
      noMatch: out.match.status === 'no_curated_option_matched' || out.options.length === 0,
    };
  });
}

const acceptable = (o: NeutralSkillOutcome) => [...(o.expected.right_first ? [o.expected.right_first] : []), ...o.expected.acceptable];
export const rightFirst = (o: NeutralSkillOutcome) => !o.noMatch && acceptable(o).includes(o.got[0] ?? '');

export function neutralSkillReport(title: string, outcomes: readonly NeutralSkillOutcome[]): string {
  const answerable = outcomes.filter((o) => o.expected.answerable);
  const unanswerable = outcomes.filter((o) => !o.expected.answerable);
  const lines = [
    title,
    `right first on answerable queries: ${share(answerable.filter(rightFirst).length, answerable.length)}`,
    `false "no match" on answerable queries: ${share(answerable.filter((o) => o.noMatch).length, answerable.length)}`,
    `honest "no curated option matched": ${share(unanswerable.filter((o) => o.noMatch).length, unanswerable.length)}`,
  ];
  const misses = outcomes.filter((o) => (o.expected.answerable ? !rightFirst(o) : !o.noMatch));
  if (misses.length > 0)
    lines.push(
      'misses:',
      ...misses.map(
        (o) =>
          `  ${o.id}: "${o.query}" -> ${o.noMatch ? 'no match' : o.got.slice(0, 3).join(', ')} (expected ${o.expected.answerable ? acceptable(o).join(' | ') : 'no match'})`,
      ),
    );
  return lines.join('\n');
}
