import { describe, expect, it } from 'vitest';
import { classifyPage, nameAlone } from '../../src/proof/classify.js';
import { otherField } from '../../src/proof/fields.js';
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

describe('namesakes told by genre and by the field a page is plainly about', () => {
  const obituary = (title: string, path: string, paragraphs: string[]) =>
    classifyPage({
      url: `https://news.example${path}`,
      result: {
        ...page(`<html><head><title>${title}</title></head><body><h1>Jana Dorn</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`),
        finalUrl: `https://news.example${path}`,
      },
      entityName: 'Jana Dorn',
      profile,
      ownership: { entityDomain: 'dornwerk.de', profiles: [] },
      claims: [],
    }).item;
  const life = [
    'Jana „Janni“ Dorn ist im Alter von 88 Jahren friedlich eingeschlafen.',
    'Sie war Näherin, Großmutter von sechs Enkeln und sang vierzig Jahre im Kirchenchor.',
  ];

  it('a death notice labelled so in its title or address, naming the person in its headline, is a namesake of an active subject', () => {
    expect(obituary('Jana Dorn | Traueranzeigen | Kreisblatt', '/story', life).source_kind).toBe('namesake');
    expect(obituary('Jana Dorn', '/nachrufe/jana-dorn', life).source_kind).toBe('namesake');
    expect(obituary('Jana Dorn | Kreisblatt', '/story', life).source_kind).not.toBe('namesake');
  });

  it('a page about another field with a word of the site’s field in passing is about someone else; one as much in the site’s field is not', () => {
    expect(otherField('The trout took the lure near the weed; tackle and fishing reports from the fishery. The paint chips off.', ['technology'])?.field).toBe(
      'angling_and_hunting',
    );
    expect(otherField('She builds software and compiler tools, and goes fishing with a new lure at weekends.', ['technology'])).toBeNull();
  });
});
