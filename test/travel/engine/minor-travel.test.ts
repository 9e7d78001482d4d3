import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { minorTravelRules } from '../../../src/travel/knowledge/models/minor-travel.js';
import { context, testEngine } from './engine.js';

const search = (user_request: string) => testEngine().search({ user_request }, context());
const consent = (warnings: readonly { code: string; message: string }[] | undefined) =>
  (warnings ?? []).filter((w) => w.code === 'minor_travel_consent').map((w) => w.message);

describe('children crossing a border without both parents', () => {
  it("reads the origin's exit rule and the destination's entry rule, and none within one country", () => {
    expect(minorTravelRules('FR', 'US').map((r) => `${r.country} ${r.crossing.join('+')}`)).toEqual(['FR exit', 'US entry+exit']);
    expect(minorTravelRules(null, 'CA').map((r) => r.country)).toEqual(['CA']);
    expect(minorTravelRules('CA', 'CA')).toEqual([]);
    expect(minorTravelRules('DE', 'IT')).toEqual([]);
  });

  it('warns a party with children going from the US to Canada of both sides, with sources, at every detail level', async () => {
    const res = await search('Me and my daughter, 8, from Boston to Montreal for four days in June');
    const top = res.results[0]!;
    const messages = consent(top.warnings);
    expect(messages.some((m) => /^Canada: a child travelling without both parents .*consent letter/.test(m))).toBe(true);
    expect(messages.some((m) => /United States: CBP/.test(m))).toBe(true);
    const rules = top.warnings!.filter((w) => w.code === 'minor_travel_consent');
    expect(rules.every((w) => w.source.length > 10 && w.as_of !== null)).toBe(true);
    for (const level of ['standard', 'summary'] as const) {
      const view = JSON.parse(atLevel(level, res).text);
      expect(consent(view.results[0].warnings).length, level).toBe(messages.length);
    }
  });

  it('tells visiting children going to South Africa that no documents are needed with an adult', async () => {
    const top = (await search('Family of four with kids aged 6 and 10 from Amsterdam to Cape Town in October')).results[0]!;
    const messages = consent(top.warnings);
    expect(
      messages.some((m) => /South Africa: since 8 November 2019 visiting foreign children travelling with an adult need no birth certificate/.test(m)),
    ).toBe(true);
    expect(messages.some((m) => /Netherlands: a child leaving without both parents .*Marechaussee/.test(m))).toBe(true);
  });

  it('says nothing to adults alone, nor to a family that stays in its own country', async () => {
    expect(consent((await search('Two of us from Boston to Montreal for four days in June')).results[0]?.warnings)).toEqual([]);
    expect(consent((await search('With our two children, 5 and 9, from Toronto to Vancouver in August')).results[0]?.warnings)).toEqual([]);
  });
});
