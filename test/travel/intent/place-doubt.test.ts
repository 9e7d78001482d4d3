import { describe, expect, it } from 'vitest';
import { fieldReadings } from '../../../src/travel/intent/doubt-features.js';
import { placeDoubts } from '../../../src/travel/intent/place-doubt.js';
import { readRequestText } from '../../../src/travel/intent/parse.js';
import { gazetteer, parseRequest } from './read-request.js';

const TODAY = '2026-01-14';

/** The kinds of evidence against the destinations read from a request (undefined when none was read). */
function doubts(text: string): string[] | undefined {
  const parsed = parseRequest(text);
  const reading = readRequestText(text, new Date(`${TODAY}T00:00:00Z`), gazetteer);
  const rows = fieldReadings(parsed.details, reading, text, TODAY);
  const row = rows.find((r) => r.field === 'destinations');
  return row ? placeDoubts(row, rows.length) : undefined;
}

describe('destinations read plainly carry no evidence against them', () => {
  it('an exact name after a cue word, in six languages, exonyms included', () => {
    for (const text of [
      'Two adults from Manchester to Lisbon, 3 to 10 June.',
      'Deux adultes de Lyon à Londres du 3 au 10 juin.',
      'Dos adultos de Madrid a Berlín del 3 al 10 de junio.',
      'Zwei Erwachsene von Hamburg nach Mailand vom 3. bis 10. Juni.',
      'Due adulti da Torino a Lisbona dal 3 al 10 giugno.',
      'Dois adultos de Lisboa para Roma de 3 a 10 de junho.',
    ])
      expect(doubts(text), text).toEqual([]);
  });
});

describe('destinations with evidence against them are doubted, by kind', () => {
  it('a country that holds the place the trip starts from is likely home', () => {
    expect(doubts('Two of us who never left Canada, leaving from Ottawa in February, under CA$4,000.')).toContain('home');
  });
  it('a misspelt name is doubted', () => {
    expect(doubts('going to barcelonna for 4 nights in may from leeds, two of us')).toContain('misspelt');
  });
  it('a lone place in a text that says nothing else of a trip is doubted', () => {
    expect(doubts('Tell me a funny story about Paris please')).toContain('alone');
    expect(doubts('Racontez-moi une histoire drôle sur Paris')).toContain('alone');
  });
});
