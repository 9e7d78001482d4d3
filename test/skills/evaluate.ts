import { readFileSync } from 'node:fs';
import type { SkillSearchResponse } from '../../src/contracts/skills.js';
import { searchSkills } from '../../src/skills/search.js';

/**
 * Runs a skill-search evaluation file (test/fixtures/skill-eval/*.json) through the real
 * search. Answerable queries list the ids an expert accepts; an empty list means no
 * curated option is right and the honest answer is "no curated option matched".
 */

export interface LabelledQuery {
  query: string;
  expected: string[];
}

export interface QueryOutcome {
  query: string;
  expected: string[];
  got: string[];
  noMatch: boolean;
}

const FIXTURES = new URL('../fixtures/skill-eval/', import.meta.url);
export const SKILL_EVAL_FILES = { dev: new URL('queries.json', FIXTURES), sealed: new URL('sealed.json', FIXTURES) };

/** The response says no curated option matched (or returned nothing at all). */
const declaresNoMatch = (out: SkillSearchResponse): boolean => out.match.status === 'no_curated_option_matched' || out.options.length === 0;

export function runSkillQueries(file: URL | string): QueryOutcome[] {
  const { queries } = JSON.parse(readFileSync(file, 'utf8')) as { queries: LabelledQuery[] };
  return queries.map(({ query, expected }) => {
    const out = searchSkills({ query, max_results: 5 }, { requestId: 'eval' });
    return { query, expected, got: out.options.map((o) => o.id), noMatch: declaresNoMatch(out) };
  });
}

export interface SkillFigures {
  answerable: number;
  unanswerable: number;
  rightFirst: number;
  rightTop3: number;
  honestNoMatch: number;
  falseNoMatch: number;
}

/** A right answer must be offered as a match: a correct id under "no curated option matched" does not count. */
export function skillFigures(outcomes: readonly QueryOutcome[]): SkillFigures {
  const answerable = outcomes.filter((o) => o.expected.length > 0);
  const unanswerable = outcomes.filter((o) => o.expected.length === 0);
  const offered = (o: QueryOutcome, n: number) => !o.noMatch && o.got.slice(0, n).some((id) => o.expected.includes(id));
  const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);
  return {
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    rightFirst: ratio(answerable.filter((o) => offered(o, 1)).length, answerable.length),
    rightTop3: ratio(answerable.filter((o) => offered(o, 3)).length, answerable.length),
    honestNoMatch: ratio(unanswerable.filter((o) => o.noMatch).length, unanswerable.length),
    falseNoMatch: ratio(answerable.filter((o) => o.noMatch).length, answerable.length),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The table `npm run eval:skills` prints, with the queries that missed. */
export function skillTable(title: string, outcomes: readonly QueryOutcome[]): string {
  const f = skillFigures(outcomes);
  const lines = [
    title,
    '| measure                              | value  |',
    '| ------------------------------------ | ------ |',
    `| answerable queries                   | ${String(f.answerable).padStart(6)} |`,
    `| right first                          | ${pct(f.rightFirst).padStart(6)} |`,
    `| right in top 3                       | ${pct(f.rightTop3).padStart(6)} |`,
    `| "no match" on an answerable query    | ${pct(f.falseNoMatch).padStart(6)} |`,
    `| queries with no right answer         | ${String(f.unanswerable).padStart(6)} |`,
    `| honest "no curated option matched"   | ${pct(f.honestNoMatch).padStart(6)} |`,
  ];
  const misses = outcomes.filter((o) => (o.expected.length > 0 ? o.noMatch || !o.expected.includes(o.got[0] ?? '') : !o.noMatch));
  if (misses.length > 0) {
    lines.push('', 'misses:');
    for (const o of misses)
      lines.push(
        `  "${o.query}" -> ${o.noMatch ? 'no match; ' : ''}${o.got.slice(0, 3).join(', ') || '(nothing)'}${o.expected.length > 0 ? ` (expected ${o.expected.join(' | ')})` : ' (expected no match)'}`,
      );
  }
  return lines.join('\n');
}
