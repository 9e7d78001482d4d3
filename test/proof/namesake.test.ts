import { describe, expect, it } from 'vitest';
import { classifyPage, nameAlone } from '../../src/proof/classify.js';
import { nameMatcher } from '../../src/proof/names.js';
import { EMPTY_PROFILE, type SubjectProfile } from '../../src/proof/subject.js';

const page = (html: string) => {
  const body = new TextEncoder().encode(html);
  const url = 'https://news.example/story';
  return {
    ok: true as const,
    url,
    finalUrl: url,
    status: 200,
    headers: {},
    contentType: 'text/html',
    body,
    bytes: body.length,
    redirects: [],
    address: '127.0.0.1',
    elapsedMs: 1,
  };
};

/** A German toolmaker's founder, as her own site describes her. */
const profile: SubjectProfile = {
  ...EMPTY_PROFILE,
  namesEntity: true,
  terms: ['dornwerk', 'werkzeug', 'tischler', 'founder', 'berlin', 'werkstatt'],
  affiliations: ['dornwerk'],
  countries: ['DE'],
  fields: ['built_environment'],
};

const classOf = (paragraphs: string[]) =>
  classifyPage({
    url: 'https://news.example/story',
    result: page(`<html><head><title>Jana Dorn</title></head><body><h1>Jana Dorn</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`),
    entityName: 'Jana Dorn',
    profile,
    ownership: { entityDomain: 'dornwerk.de', profiles: [] },
    claims: [],
  }).item;

describe('namesakes told by field and place', () => {
  it('a page in another field and country is about the subject when it shares a word of her organisation', () => {
    const sponsor = classOf([
      'Jana Dorn, founder of Dornwerk, signed the shirt sponsorship of a football club in São Paulo, Brazil, this week.',
      'The striker and the goalkeeper of the league side will wear the Dornwerk name all season, the club said.',
    ]);
    expect(sponsor.source_kind).not.toBe('namesake');
    const athlete = classOf([
      'Jana Dorn, founder of a football academy in São Paulo, Brazil, scored twice this week.',
      'The striker and the goalkeeper of the league side celebrated with the coach, the club said.',
    ]);
    expect(athlete.source_kind).toBe('namesake');
  });
});

describe('a line that is the name alone, as a card writes it', () => {
  const matcher = nameMatcher('Lena Brandt');
  it('takes titles, credentials and one middle name or initial, never a short sentence', () => {
    expect(nameAlone('Dr. Lena Brandt, PhD', matcher)).toBe(true);
    expect(nameAlone('Lena Marie Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena M Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena M. Brandt', matcher)).toBe(true);
    expect(nameAlone('Lena Brandt Jr', matcher)).toBe(true);
    expect(nameAlone('Lena Brandt wins.', matcher)).toBe(false);
    expect(nameAlone('Lena Brandt said', matcher)).toBe(false);
    expect(nameAlone('Lena Marie Brandt Schmidt', matcher)).toBe(false);
  });
});
