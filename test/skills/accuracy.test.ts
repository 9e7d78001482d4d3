import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSkillCorpus } from '../../src/skills/corpus.js';
import { searchSkills } from '../../src/skills/search.js';

interface LabelledQuery {
  query: string;
  expected: string;
}

const fixture = JSON.parse(readFileSync(new URL('../fixtures/skill-queries.json', import.meta.url), 'utf8')) as { queries: LabelledQuery[] };

describe('skill search accuracy on the labelled query set', () => {
  it('reaches hit@1 >= 80% and hit@3 >= 95%', () => {
    const { queries } = fixture;
    expect(queries.length).toBeGreaterThanOrEqual(60);
    let hit1 = 0;
    let hit3 = 0;
    for (const { query, expected } of queries) {
      const ids = searchSkills({ query, max_results: 3 }, { requestId: 'eval' }).options.map((option) => option.id);
      if (ids[0] === expected) hit1 += 1;
      else console.log(`not first: ${expected} for "${query}" -> ${ids.join(', ')}`);
      if (ids.includes(expected)) hit3 += 1;
    }
    const at1 = hit1 / queries.length;
    const at3 = hit3 / queries.length;
    console.log(`skill search: ${queries.length} queries, hit@1 ${(at1 * 100).toFixed(1)}%, hit@3 ${(at3 * 100).toFixed(1)}%`);
    expect(at1).toBeGreaterThanOrEqual(0.8);
    expect(at3).toBeGreaterThanOrEqual(0.95);
  });

  it('labels only options that exist in the corpus and covers every source', () => {
    const corpus = new Map(readSkillCorpus().map((entry) => [entry.option.id, entry.option.source]));
    for (const { expected } of fixture.queries) expect(corpus.has(expected), expected).toBe(true);
    const sources = new Set(fixture.queries.map(({ expected }) => corpus.get(expected)));
    expect(sources.size).toBe(3);
  });
});
