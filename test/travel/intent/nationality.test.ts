import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { readBuiltIndex } from '../../../src/built-indexes.js';
import { TravelIntentDetails } from '../../../src/contracts/travel-intent.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { nationalityIndex, nationalityWords, readNationality, type StoredLexicon } from '../../../src/travel/intent/nationality.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { withBuiltIndexes } from '../../helpers/built-index.js';

const gazetteer = loadGazetteer();
const parse = (user_request: string, extra: Record<string, unknown> = {}) =>
  parseIntent({ user_request, ...extra }, { now: () => new Date('2026-03-10T12:00:00Z'), gazetteer });
const ajv = new Ajv({ strict: false });
addFormats.default(ajv);
const validDetails = ajv.compile(TravelIntentDetails);
const read = (text: string, lang: Lang = 'en') => readNationality(text, tokenize(text), lang);

describe('the nationality reader', () => {
  it.each([
    ["I'm Moroccan, living in Paris", ['MA'], 'en'],
    ['We are US citizens', ['US'], 'en'],
    ['UK passport holders', ['GB'], 'en'],
    ['citizens of the US', ['US'], 'en'],
    ['Dual nationals: Indian and Canadian passports', ['IN', 'CA'], 'en'],
    ['Je suis marocaine', ['MA'], 'fr'],
    ['de nationalité sénégalaise', ['SN'], 'fr'],
    ['Citoyen algérien', ['DZ'], 'fr'],
    ['Nous sommes allemands', ['DE'], 'fr'],
    ['Somos mexicanos', ['MX'], 'es'],
    ['Tengo pasaporte colombiano', ['CO'], 'es'],
    ['Ich habe einen indischen Pass', ['IN'], 'de'],
    ['Wir sind Türken', ['TR'], 'de'],
    ['ich bin Deutscher', ['DE'], 'de'],
    ['Pass aus Indien', ['IN'], 'de'],
    ['siamo italiani', ['IT'], 'it'],
    ['Ho il passaporto brasiliano', ['BR'], 'it'],
    ['Sou brasileiro', ['BR'], 'pt'],
    ['passaporte do Brasil', ['BR'], 'pt'],
    ['Sono marocchina', ['MA'], 'it'],
    ['Puerto Rican passport', ['US'], 'en'],
    ['nous avons la nationalité suisse, Vietnam en avril', ['CH'], 'fr'],
    ['Swiss passport, Thailand in March', ['CH'], 'en'],
  ] as Array<[string, string[], Lang]>)('reads %j as %j in %s', (text, passports, lang) => {
    expect(read(text, lang).passports).toEqual(passports);
  });

  it.each([
    ['Italian food tour in Bologna', 'en'],
    ['Mexican beaches in December', 'en'],
    ['Swiss Alps hiking', 'en'],
    ['we are vegans from Rome', 'en'],
    ['I am Jordan', 'en'],
    ['somos sevillanos', 'es'],
    ['French Riviera with us in June', 'en'],
    ['Kosovo to Serbia by bus', 'en'],
  ] as Array<[string, Lang]>)('reads no passport in %j', (text, lang) => {
    expect(read(text, lang).passports).toEqual([]);
  });

  it.each([
    ['UK and Nigerian passports, Lisbon in May', ['GB', 'NG']],
    ['We hold Canadian and USA passports', ['CA', 'US']],
    ['citizens of the UAE and India', ['AE', 'IN']],
  ])('reads a capital code in a list of demonyms or of names alike: %j', (text, passports) => {
    expect(read(text).passports).toEqual(passports);
  });

  it('keeps a capital code of a passport list out of the trip', () => {
    const p = parse('Ghanaian and US passports, two weeks in Chile in May');
    expect(p.effective_input.passports).toEqual(['GH', 'US']);
    expect(p.details.hard_geography.map((g) => g.name)).toEqual(['Chile']);
  });

  it('reports the nationality words read, without the slot word the chart weighs them with', () => {
    expect(read('German passport, 4 months in Cape Town').text).toBe('German passport');
    expect(read('Wir sind Österreicher aus Graz', 'de').text).toBe('Österreicher');
  });

  it('wins the chart over the same word read as where its people live', () => {
    const p = parse('Wir sind Österreicher, wohnen in Graz und wollen eine Woche nach Kroatien.');
    expect(p.effective_input.passports).toEqual(['AT']);
    expect(p.details.origin.name).toBe('Graz');
    expect(p.details.hard_geography.map((g) => g.name)).toEqual(['Croatia']);
  });

  it('wins the chart over a country of two capitalised words named as the passport ("New Zealand passports")', () => {
    const p = parse('We have New Zealand passports and want to visit Japan in April');
    expect(p.effective_input.passports).toEqual(['NZ']);
    expect(p.details.hard_geography.map((g) => g.name)).toEqual(['Japan']);
    expect(parse('Two weeks in New Zealand in March from Sydney').details.hard_geography.map((g) => g.name)).toEqual(['New Zealand']);
  });
});

describe("a request language's built nationality words (dist/indexes/nationality-words-<lang>.json)", () => {
  it('read back, hold the forms in the order derived with their passports and demonym flags, and the stems', () => {
    const words = nationalityWords('fr');
    withBuiltIndexes({ [nationalityIndex('fr')]: words }, (dir) => {
      const built = readBuiltIndex<StoredLexicon>(nationalityIndex('fr'), dir);
      expect(built?.forms.length).toBeGreaterThan(1000);
      expect(JSON.stringify(built) === JSON.stringify(words)).toBe(true);
      const form = (key: string) => built?.forms.find(([f]) => f === key);
      expect(form('marocaine')).toEqual(['marocaine', 'MA', true]);
      expect(form('maroc')).toEqual(['maroc', 'MA', false]);
      // A territory's name stands for its sovereign's passport, mapped when the index is built.
      expect(form('porto rico')?.[1]).toBe('US');
      expect(built?.stems.find(([stem]) => stem === 'senegal')?.[1]).toEqual(['SN']);
    });
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
