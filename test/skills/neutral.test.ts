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
    // A quoted crash or failure beside a tool the corpus never names is still an error to search: the tool's name is where it came from.
    for (const id of ['s-npm-eresolve', 'sv-docker-exec-format', 'sv-java-oom', 'sv-rust-stack', 'sv-git-unrelated']) {
      const outcome = outcomes.find((o) => o.id === id);
      expect(outcome && rightFirst(outcome), id).toBe(true);
    }
    expect(outcomes.filter((o) => !o.expected.answerable && !o.noMatch).map((o) => o.query)).toEqual([]);
    const answerable = outcomes.filter((o) => o.expected.answerable);
    expect(answerable.filter(rightFirst).length / answerable.length).toBeGreaterThanOrEqual(0.8);
  });

  it('reads what a query names as its kind: a saying after its speaker, a host, an installed or quoted package, a pasted trace and a version change', () => {
    const outcomes = runNeutralSkills(new URL('../fixtures/verdict-cases/skills.s15.jsonl', import.meta.url).pathname);
    const kinds = [
      'quote-jobs',
      'quote-churchill',
      'domain-parcel',
      'domain-paypal',
      'typo-npm',
      'typo-pip',
      'trace-django',
      'trace-router',
      'recall-stroller',
    ];
    for (const kind of kinds) {
      const outcome = outcomes.find((o) => o.id === `s15-s-${kind}`);
      expect(outcome && rightFirst(outcome), kind).toBe(true);
    }
    expect(outcomes.filter((o) => !o.expected.answerable && !o.noMatch).map((o) => o.query)).toEqual([]);
  });
});
