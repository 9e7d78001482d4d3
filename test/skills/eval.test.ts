import { describe, expect, it } from 'vitest';
import { SKILL_EVAL_FILES, runSkillQueries, skillFigures, skillTable } from './evaluate.js';

/**
 * The skill-search evaluation sets (test/fixtures/skill-eval/) must not regress. The
 * development set was used to build the vocabulary and choose the thresholds, so its
 * figures are in-sample; the sealed set was only run for final figures (RESULTS.md).
 */
const FLOORS = {
  dev: { rightFirst: 0.9, rightTop3: 0.95, honestNoMatch: 0.9 },
  sealed: { rightFirst: 0.9, rightTop3: 0.95, honestNoMatch: 0.85 },
};

describe('skill-search evaluation sets', () => {
  for (const set of ['dev', 'sealed'] as const) {
    it(`${set}: right first, right in top 3 and honest no-match stay at or above the recorded floors`, () => {
      const outcomes = runSkillQueries(SKILL_EVAL_FILES[set]);
      console.log(skillTable(`skills ${set}`, outcomes));
      const f = skillFigures(outcomes);
      expect(f.answerable + f.unanswerable).toBeGreaterThanOrEqual(set === 'dev' ? 60 : 20);
      expect(f.rightFirst).toBeGreaterThanOrEqual(FLOORS[set].rightFirst);
      expect(f.rightTop3).toBeGreaterThanOrEqual(FLOORS[set].rightTop3);
      expect(f.honestNoMatch).toBeGreaterThanOrEqual(FLOORS[set].honestNoMatch);
    });
  }
});
