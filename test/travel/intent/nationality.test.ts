import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { TravelIntentDetails } from '../../../src/contracts/travel-intent.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { readNationality } from '../../../src/travel/intent/nationality.js';

const gazetteer = loadGazetteer();
const parse = (user_request: string, extra: Record<string, unknown> = {}) =>
  parseIntent({ user_request, ...extra }, { now: () => new Date('2026-03-10T12:00:00Z'), gazetteer });
const ajv = new Ajv({ strict: false });
addFormats.default(ajv);
const validDetails = ajv.compile(TravelIntentDetails);

describe('the nationality reader', () => {
  it.each([
    ["I'm Moroccan, living in Paris", ['MA']],
    ['We are US citizens', ['US']],
    ['UK passport holders', ['GB']],
    ['citizens of the US', ['US']],
    ['Dual nationals: Indian and Canadian passports', ['IN', 'CA']],
    ['Je suis marocaine', ['MA']],
    ['de nationalité sénégalaise', ['SN']],
    ['Citoyen algérien', ['DZ']],
    ['Somos mexicanos', ['MX']],
    ['Tengo pasaporte colombiano', ['CO']],
    ['Ich habe einen indischen Pass', ['IN']],
    ['Wir sind Türken', ['TR']],
    ['ich bin Deutscher', ['DE']],
    ['Pass aus Indien', ['IN']],
    ['siamo italiani', ['IT']],
    ['Ho il passaporto brasiliano', ['BR']],
    ['Sou brasileiro', ['BR']],
    ['passaporte do Brasil', ['BR']],
    ['Sono marocchina', ['MA']],
    ['Puerto Rican passport', ['US']],
  ])('reads %j as %j', (text, passports) => {
    expect(readNationality(text).passports).toEqual(passports);
  });

  it.each([
    'Italian food tour in Bologna',
    'Mexican beaches in December',
    'Swiss Alps hiking',
    'we are vegans from Rome',
    'I am Jordan',
    'somos sevillanos',
    'French Riviera with us in June',
    'Kosovo to Serbia by bus',
  ])('reads no passport in %j', (text) => {
    expect(readNationality(text).passports).toEqual([]);
  });

  it('blanks the words read and keeps every offset', () => {
    const text = 'German passport, 4 months in Cape Town';
    const r = readNationality(text);
    expect(r.rest).toHaveLength(text.length);
    expect(r.rest.trimStart().startsWith(', 4 months in Cape Town')).toBe(true);
    expect(r.text).toBe('German passport');
  });
});

describe('parse: the passports field', () => {
  it("takes the stated passport's country for no place to go", () => {
    const p = parse("I'm Moroccan, living in Paris, do I need a visa for London?");
    expect(p.details.nationality).toEqual({ passports: ['MA'], source: 'user_request', text: 'Moroccan' });
    expect(p.effective_input.passports).toEqual(['MA']);
    expect(p.details.hard_geography.map((g) => g.name)).not.toContain('Morocco');
    expect(p.details.hard_geography.map((g) => g.name)).toContain('London');
    expect(validDetails(p.details)).toBe(true);
  });

  it('keeps Germany out of the places of "German passport, 4 months in Cape Town"', () => {
    const p = parse('German passport, 4 months in Cape Town from January');
    expect(p.effective_input.passports).toEqual(['DE']);
    expect(p.details.hard_geography.map((g) => g.country)).toEqual(['ZA']);
  });

  it('uses the structured passports when the text states none, and lets the text win over them', () => {
    expect(parse('a week in Tokyo', { passports: ['US'] }).details.nationality).toMatchObject({ passports: ['US'], source: 'structured' });
    const p = parse('German passport, a week in Tokyo', { passports: ['MA'] });
    expect(p.effective_input.passports).toEqual(['DE']);
    expect(p.constraint_conflicts).toEqual([expect.objectContaining({ field: 'passports', resolution: 'user_request_wins' })]);
  });

  it('reads none and sends none when nothing is said', () => {
    const p = parse('Mexican beaches in December from Chicago');
    expect(p.details.nationality).toEqual({ passports: [], source: 'none', text: null });
    expect(p.effective_input.passports).toBeUndefined();
  });
});
