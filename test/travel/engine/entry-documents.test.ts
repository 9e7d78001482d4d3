import { describe, expect, it } from 'vitest';
import { passportValidity, schengenVisaFree } from '../../../src/travel/knowledge/models/entry-documents.js';
import { context, testEngine } from './engine.js';

const top = async (user_request: string) => {
  const r = (await testEngine().search({ user_request }, context())).results[0];
  if (!r) throw new Error(`no result for ${user_request}`);
  return r;
};
const entry = async (user_request: string) => (await top(user_request)).visa_stay_snapshot!.entry_requirement;

describe('entry documents beside the visa rule', () => {
  it('names the authorisation an ETA rule means, with its date and source, beside the rule; the warning keeps to the rule', async () => {
    const r = await top('Canadian passport holders, one week in Edinburgh in May, flying from Toronto');
    const e = r.visa_stay_snapshot!.entry_requirement;
    expect(e.requirement).toBe('eta');
    expect(e.documents?.join(' ')).toMatch(/The authorisation here is the UK ETA, required of non-European visitors since 8 January 2025/);
    expect(e.documents?.join(' ')).toMatch(/\(UK Home Office, 2025-04-02\)/);
    const warning = r.warnings?.find((w) => w.code === 'entry_authorisation_required')?.message;
    expect(warning).toMatch(/electronic travel authorisation/);
    expect(warning).not.toMatch(/UK ETA/);
  });

  it('tells a visa-free visitor to the Schengen area of ETIAS and the passport rule, and a Schengen passport of neither', async () => {
    const british = await entry('I have a British passport; five days in Lisbon in October from London');
    expect(british.documents?.join(' ')).toMatch(/ETIAS, .* is due in late 2026: check it is in force \(Regulation \(EU\) 2018\/1240/);
    expect(british.documents?.join(' ')).toMatch(/valid 3 months after leaving the Schengen area and under 10 years old \(Regulation \(EU\) 2016\/399/);
    const italian = await entry('With my Italian passport, five days in Lisbon in October from London');
    expect(italian.documents).toBeUndefined();
    expect(schengenVisaFree('PT', 'IT')).toBeNull();
    expect(passportValidity('PT', 'US')?.words).toMatch(/3 months/);
  });

  it('says how long a passport must still be valid where the country asks six months, whatever the passport', async () => {
    expect((await entry('Two weeks in Jakarta in August from Vancouver, with our Canadian passports')).documents?.join(' ')).toMatch(
      /A passport must expire at least 6 months after you arrive in Indonesia .*UK FCDO, 2024-04-23/,
    );
    expect(passportValidity('JP', 'US')).toBeNull();
  });
});
