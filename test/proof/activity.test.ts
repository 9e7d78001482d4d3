import { describe, expect, it } from 'vitest';
import { classifyPage } from '../../src/proof/classify.js';
import { placesOfName } from '../../src/proof/countries.js';
import { EMPTY_PROFILE, type SubjectProfile } from '../../src/proof/subject.js';

/** A founder's own site: her invoicing software company in Stockholm. */
const founder: SubjectProfile = {
  ...EMPTY_PROFILE,
  namesEntity: true,
  terms: ['tallyloop', 'invoicing', 'software', 'founder', 'stockholm', 'startup', 'billing'],
  affiliations: ['tallyloop'],
  countries: ['SE'],
  fields: ['technology'],
};

const kindOf = (paragraphs: string[], profile: SubjectProfile = founder) => {
  const html = `<html><head><title>Portrait</title></head><body><h1>Portrait</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`;
  const body = new TextEncoder().encode(html);
  const url = 'https://news.example/story';
  return classifyPage({
    url,
    result: {
      ok: true,
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
    },
    entityName: 'Mara Lindqvist',
    profile,
    ownership: { entityDomain: 'tallyloop.io', profiles: [] },
    claims: [],
  }).item.source_kind;
};

describe('a namesake told by the activity the page states', () => {
  it('an activity of another field stated as what the name does is another person, in any of the languages', () => {
    expect(kindOf(['Mara Lindqvist designs gardens for the villas along the coast.'])).toBe('namesake');
    expect(kindOf(['Mara Lindqvist progetta giardini per le ville della costa.'])).toBe('namesake');
    expect(kindOf(['Mara Lindqvist entraîne une équipe de rugby depuis dix ans.'])).toBe('namesake');
    expect(kindOf(['Mara Lindqvist gestaltet Gärten für private Kunden.'])).toBe('namesake');
    expect(kindOf(['Mara Lindqvist diseña jardines para hoteles de la costa.'])).toBe('namesake');
    expect(kindOf(['Mara Lindqvist treina uma equipa de rugby há dez anos.'])).toBe('namesake');
  });

  it('an activity in the past, reported speech, or beside the site’s own field is no contradiction', () => {
    expect(kindOf(['Mara Lindqvist coached a rugby team for ten years.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist ha allenato una squadra di rugby per dieci anni.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist taught gardening at a school for ten years.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist says the rugby final was the best game of the year.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist writes software by day and coaches a rugby team at weekends.'])).not.toBe('namesake');
  });
});

describe('a page that says the name acts abroad', () => {
  it('places it nowhere: the countries it names are where it goes', () => {
    expect(placesOfName('Solvane opened a sales office in Malmö, its first outside the home market. Why Sweden?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane eröffnet sein erstes Büro im Ausland. Warum Schweden?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane se lance à l’étranger. Pourquoi la Suède ?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane cresce all’estero. Perché la Svezia?', 'Solvane').placed).toEqual([]);
    expect(placesOfName('Solvane sells in Sweden. Why Sweden?', 'Solvane').placed).toEqual(['SE']);
  });

  it('an interview about opening an office abroad is about the subject; a page placing the name elsewhere still is not', () => {
    expect(kindOf(['Mara Lindqvist is opening her first office abroad, in Madrid.', 'Why Spain? The customers asked for it, she says.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist abre su primera oficina en el extranjero, en Madrid.', '¿Por qué España? Los clientes lo pidieron.'])).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist, a potter from Spain, sells her bowls at the market in Madrid.'])).toBe('namesake');
  });
});

describe('a namesake call rests on contradicting evidence', () => {
  it('a page sharing no words with a site that says much, and contradicting it in nothing, is about the subject', () => {
    const wordy: SubjectProfile = {
      ...founder,
      terms: [...founder.terms, 'ledger', 'accounting', 'receipts', 'reconciliation', 'payments', 'nordic', 'customers', 'merchants'],
    };
    const plain = ['Mara Lindqvist answered questions from the audience for an hour and stayed to sign copies afterwards.'];
    expect(kindOf(plain, wordy)).not.toBe('namesake');
    expect(kindOf(['Mara Lindqvist, a potter from Spain, answered questions from the audience.'], wordy)).toBe('namesake');
  });
});
