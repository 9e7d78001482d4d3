import { describe, expect, it } from 'vitest';
import { VERDICT_CASES } from '../verdicts/jsonl.js';
import { neutralLaunchReport, runNeutralLaunch } from './neutral.js';

describe('neutral-format launch cases (test/fixtures/verdict-cases, development part)', () => {
  it('says ready on the good sites only: docs linked from llms.txt count, a declared 404 for an unknown id is an answer, a route the site does not serve is not', async () => {
    const outcomes = await runNeutralLaunch(VERDICT_CASES('launch').dev);
    console.log(neutralLaunchReport('launch (dev, in-sample)', outcomes));
    expect(outcomes.filter((o) => o.ready !== o.expected.ready).map((o) => `${o.id}: ${o.blockers.join(' | ')}`)).toEqual([]);
  }, 240_000);
});
