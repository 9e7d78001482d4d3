import { eld } from 'eld/extrasmall';
import { describe, expect, it } from 'vitest';
import { readBuiltIndex } from '../../src/built-indexes.js';
import { dataFilePath } from '../../src/data-paths.js';
import { fileColumns, LANGUAGE_INDEX, LanguageIdentifier, SHIPPED_TABLE, type IdentifierColumns } from '../../src/text/language-identifier.js';
import { withBuiltIndexes } from '../helpers/built-index.js';

const identifier = LanguageIdentifier.fromFile(dataFilePath('language/ngrams.json'));

/** Requests in many scripts and languages, short and long, with codes, numbers, apostrophes and emoji. */
const TEXTS = [
  'A week in Lisbon in May from JFK, under $3k for two',
  'Je voudrais partir une semaine à Lisbonne en mai avec ma femme',
  'Queremos ir a la playa en julio con los niños, presupuesto 4000 euros',
  'Wir möchten im Oktober zehn Tage durch Schottland wandern',
  'Vorrei andare in Sicilia a settembre per una settimana',
  'Queremos passar dez dias no Algarve em agosto, saindo do Porto',
  'We willen in de zomer twee weken naar Noorwegen met de kinderen',
  'Chcemy pojechać do Chorwacji na tydzień w lipcu',
  'Хотим поехать в Грузию в сентябре на неделю',
  '九月に京都へ一週間旅行したいです',
  '我们想在十月去云南旅行两周',
  '서울에서 부산까지 기차로 여행하고 싶어요',
  'نريد السفر إلى المغرب في الربيع لمدة أسبوع',
  'अगले महीने हम गोवा जाना चाहते हैं',
  'Vill åka till Island i februari för att se norrsken',
  'Haluamme matkustaa Lappiin joulukuussa',
  "don't want anything fancy, maybe Crete 🏖️ in June",
  'LHR -> JFK 12/06',
  'Edinburgh Fringe festival',
  'ok',
  '',
  'Trekking zum Everest-Basislager im Oktober',
  'Un viatge a Barcelona al setembre amb els amics',
  'Ένα ταξίδι στην Κρήτη τον Ιούνιο',
  'x'.repeat(400),
  `${'Wir wandern gern in den Bergen und schlafen in Hütten. '.repeat(12)}`,
];

describe('language identifier (the eld extra-small table, read from data/language/ngrams.json)', () => {
  it.each(TEXTS)('names the language eld names, with its reliability and scores: %s', (text) => {
    const ours = identifier.identify(text);
    const theirs = eld.detect(text);
    expect(ours.language ?? '').toBe(theirs.language);
    if (!theirs.language) return;
    expect(ours.reliable).toBe(theirs.isReliable());
    const expected = theirs.getScores();
    expect(Object.keys(ours.scores).sort()).toEqual(Object.keys(expected).sort());
    for (const [code, score] of Object.entries(expected)) expect(ours.scores[code]).toBeCloseTo(score, 12);
  });

  it('reads the same from its built index (dist/indexes/language-ngrams.json and .bin) as from the table', () => {
    withBuiltIndexes({ [LANGUAGE_INDEX]: fileColumns(SHIPPED_TABLE) }, (dir) => {
      const built = readBuiltIndex<IdentifierColumns>(LANGUAGE_INDEX, dir);
      expect(built?.keys).toBeInstanceOf(Float64Array);
      const fromIndex = new LanguageIdentifier(built!);
      for (const text of TEXTS) expect(fromIndex.identify(text), text).toEqual(identifier.identify(text));
    });
  });

  it('is not sure of a text of one or two short words', () => {
    expect(identifier.identify('Paris').reliable).toBe(false);
    expect(identifier.identify('').language).toBeNull();
  });
});
