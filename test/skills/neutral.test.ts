import { describe, expect, it } from 'vitest';
import { VERDICT_CASES } from '../verdicts/jsonl.js';
import { neutralSkillReport, rightFirst, runNeutralSkills } from './neutral.js';

describe('neutral-format skill cases (test/fixtures/verdict-cases, development part)', () => {
  it('searches quoted error text instead of dropping it, and stays honest when nothing fits', () => {
    const outcomes = runNeutralSkills(VERDICT_CASES('skills').dev);
    console.log(neutralSkillReport('skills (dev, in-sample)', outcomes));
    const axios = outcomes.find((o) => o.id === 's-axios-econnreset');
    expect(axios && rightFirst(axios)).toBe(true);
    expect(outcomes.find((o) => o.id === 's-quoted-ts-error')?.noMatch).toBe(false);
    // A question that shares one generic word with an option ("size") can still pass for an answer: one such miss is allowed.
    const unanswerable = outcomes.filter((o) => !o.expected.answerable);
    expect(unanswerable.filter((o) => o.noMatch).length).toBeGreaterThanOrEqual(unanswerable.length - 1);
    const answerable = outcomes.filter((o) => o.expected.answerable);
    expect(answerable.filter(rightFirst).length / answerable.length).toBeGreaterThanOrEqual(0.8);
  });
});
