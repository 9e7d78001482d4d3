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

  it('reads fr/de/es/it/pt queries in English and answers no match when the ask is an action no option performs', () => {
    const outcomes = runNeutralSkills(new URL('../fixtures/verdict-cases/skills.s17.jsonl', import.meta.url).pathname);
    console.log(neutralSkillReport('skills s17 (in-sample)', outcomes));
    const byId = (id: string) => outcomes.find((o) => o.id === id);
    // German, Spanish, Italian and Portuguese questions find their option; without the translation tables each is "no match".
    for (const id of ['s17-16', 's17-17', 's17-18', 's17-19']) expect(rightFirst(byId(id)!), id).toBe(true);
    // Cancel, translate (en, de), post (es), cancel (pt): the context shares the options' words, the verb is served by none.
    for (const id of ['s17-02', 's17-04', 's17-21', 's17-22', 's17-25']) expect(byId(id)?.noMatch, id).toBe(true);
    // Short queries and a negated tool keep their answer.
    for (const id of ['s17-05', 's17-06', 's17-07', 's17-14']) expect(rightFirst(byId(id)!), id).toBe(true);
  });

  it("answers a German, French or Spanish query that tells the agent's situation at length", () => {
    const outcomes = runNeutralSkills(new URL('../fixtures/verdict-cases/skills.s22.jsonl', import.meta.url).pathname);
    console.log(neutralSkillReport('skills s22 (in-sample)', outcomes));
    for (const id of ['s22-de-conflict', 's22-fr-budget', 's22-es-scam']) {
      const outcome = outcomes.find((o) => o.id === id);
      expect(outcome && rightFirst(outcome), id).toBe(true);
    }
  });

  it('finds the option for a situation told in other words than its own (a small tool allowance is a budget)', () => {
    const outcomes = runNeutralSkills(new URL('../fixtures/verdict-cases/skills.s22.jsonl', import.meta.url).pathname);
    const outcome = outcomes.find((o) => o.id === 's22-en-allowance');
    expect(outcome && rightFirst(outcome)).toBe(true);
  });

  it("does not read another vendor's app (Keynote) as the presentation file skill", () => {
    const outcomes = runNeutralSkills(new URL('../fixtures/verdict-cases/skills.s22.jsonl', import.meta.url).pathname);
    expect(outcomes.find((o) => o.id === 's22-none-keynote')?.noMatch).toBe(true);
  });
});

describe('skill cases written by others for later rounds (test/fixtures/verdict-cases/skills.s34 to s43)', () => {
  const figures = (file: string) => {
    const outcomes = runNeutralSkills(new URL(`../fixtures/verdict-cases/${file}`, import.meta.url).pathname);
    console.log(neutralSkillReport(file, outcomes));
    const answerable = outcomes.filter((o) => o.expected.answerable);
    const unanswerable = outcomes.filter((o) => !o.expected.answerable);
    return {
      rightFirst: answerable.filter(rightFirst).length,
      falseNoMatch: answerable.filter((o) => o.noMatch).length,
      honestNoMatch: unanswerable.filter((o) => o.noMatch).length,
    };
  };

  it('keeps the figures of the s43 open half (36 queries by an outside writer, 27 answerable)', () => {
    expect(figures('skills.s43.jsonl')).toEqual({ rightFirst: 26, falseNoMatch: 0, honestNoMatch: 8 });
  });

  it('keeps the figures of the s34 and s40 held-out files', () => {
    expect(figures('skills.s34.heldout.jsonl')).toEqual({ rightFirst: 14, falseNoMatch: 1, honestNoMatch: 4 });
    expect(figures('skills.s40.heldout.jsonl')).toEqual({ rightFirst: 8, falseNoMatch: 4, honestNoMatch: 4 });
  });
});
