import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { identifyLanguage, placeWordOf } from '../../../src/travel/intent/language.js';

interface LanguageCase {
  lang: string | null;
  codes_only?: boolean;
  text: string;
}
const SUPPORTED = new Set(['en', 'fr', 'es', 'de', 'it', 'pt']);
const cases = (JSON.parse(readFileSync(new URL('../../fixtures/language-id.json', import.meta.url), 'utf8')) as { cases: LanguageCase[] }).cases;

describe('identifyLanguage: a library identifies the language, the reader says whether it reads it', () => {
  for (const c of cases) {
    it(`${c.lang ?? 'codes'}: ${c.text}`, () => {
      const id = identifyLanguage(c.text);
      if (c.codes_only) {
        // Nothing but codes, dates and numbers: no language to name, read with the default one.
        expect(id.supported).toBe(true);
        return;
      }
      expect(id.detected).toBe(c.lang);
      expect(id.supported).toBe(SUPPORTED.has(c.lang ?? ''));
      if (id.supported) expect(id.lang).toBe(c.lang);
      else expect(id.name.length).toBeGreaterThan(2);
    });
  }

  it('falls back to the word counts of the six languages when the text is too short to identify', () => {
    expect(identifyLanguage('Rom').supported).toBe(true);
    expect(identifyLanguage('').lang).toBe('en');
    expect(identifyLanguage('nach Wien').lang).toBe('de');
  });

  it('lets the words of a terse note outvote n-grams drawn from its names, and only then', () => {
    expect(identifyLanguage('Orlando 7/1-7/10, 3 kids').lang).toBe('en');
    expect(identifyLanguage('Benidorm no nos convence, mejor Granada.').lang).toBe('es');
    expect(identifyLanguage('Lieber Genua statt Mailand').lang).toBe('de');
  });

  it('reads an English request that names foreign places as English', () => {
    expect(identifyLanguage('Three nights in München then Köln, flying from Dublin').lang).toBe('en');
  });

  it('calls a language the identifier cannot name unsupported when few of its words are words of the six', () => {
    // Swahili is outside the identifier's sixty languages.
    for (const text of [
      'Tunapanga safari ya kwenda Lamu mwezi ujao, tuko wanne na bajeti ya shilingi elfu hamsini',
      'Tutaenda Nairobi na watoto wawili wiki ijayo',
    ]) {
      const id = identifyLanguage(text);
      expect(id.supported).toBe(false);
      expect(id.detected).toBeNull();
    }
    // Terse requests in one of the six stay readable however short and misspelt.
    for (const text of ['vols pas chers pour lisbonne en mai, 2 pers', 'cheap flts to rome nxt month for 2 ppl pls'])
      expect(identifyLanguage(text).supported).toBe(true);
  });

  it('counts place names written in lower case as no language', () => {
    const isPlace = placeWordOf(loadGazetteer());
    for (const text of ['corfu zakynthos kefalonia ithaca lefkada august', 'oaxaca puebla chiapas merida diciembre familia'])
      expect(identifyLanguage(text, isPlace).supported).toBe(true);
    expect(identifyLanguage('Tutaenda Nairobi na watoto wawili wiki ijayo kwa basi', isPlace).supported).toBe(false);
  });

  it('is not swayed to another language by a misspelt place name', () => {
    const text = 'amsterdan 4 nites, 10-14 mar, 2 ppl, under 180e/nite';
    // Without the gazetteer the misspelt name's letters make the terse request Danish.
    expect(identifyLanguage(text).supported).toBe(false);
    expect(identifyLanguage(text, placeWordOf(loadGazetteer()))).toMatchObject({ lang: 'en', supported: true });
  });
});
