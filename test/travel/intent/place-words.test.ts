import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

describe('a preposition opening a sentence links the place after it and is no place itself', () => {
  it.each<[string, string[]]>([
    ['Para o Algarve em agosto, dez dias, dois adultos.', ['Algarve']],
    ['Para a Madeira em setembro, uma semana, somos três.', ['Autonomous Region of Madeira']],
    ['Per Roma a ottobre, tre notti, in due.', ['Rome']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });

  it('a place listed beside another still stands ("Split and Dubrovnik")', () => {
    expect(placesOf('Split and Dubrovnik in June, two of us.').goes).toEqual(['Split', 'Dubrovnik']);
  });
});

describe('a country and a large division of another country sharing a name, with nothing to choose, are said', () => {
  const ambiguous = (text: string) =>
    parseRequest(text)
      .details.unresolved.filter((u) => u.code === 'ambiguous_place')
      .map((u) => u.text);
  it.each<[string, string[]]>([
    ['Ten days in Georgia in October for the two of us, leaving from Dublin.', ['Georgia']],
    ['Dix jours en Géorgie en octobre, à deux, départ de Lyon.', ['Géorgie']],
    ['Ten days in Georgia in October, Tbilisi and the mountains, from Dublin.', []],
    ['Ten days in Georgia in October, Atlanta then Savannah, from Dublin.', []],
    ['Ten days in Luxembourg in October for the two of us, from Dublin.', []],
  ])('%s', (text, said) => {
    expect(ambiguous(text)).toEqual(said);
  });
});

describe('a word in capitals for emphasis is no part of the name after it', () => {
  it.each<[string, string[], string[]]>([
    ['Greece, NOT Corfu, ten days in June for two.', ['Greece'], ['Corfu']],
    ['Griechenland, aber NICHT Korfu, zehn Tage im Juni zu zweit.', ['Greece'], ['Corfu']],
    ['Spagna sì, ma NON Ibiza, dieci giorni a giugno in due.', ['Spain'], ['Ibiza']],
  ])('%s', (text, goes, not) => {
    expect(placesOf(text)).toMatchObject({ goes, not });
  });
});

describe('an ordinary word hyphened to a place is the head of a compound, not a second place', () => {
  it.each<[string, string[]]>([
    ['Wir laufen im September den Berlin-Marathon, ab Wien, zu zweit.', ['Berlin']],
    ['Ich laufe im Oktober den Chicago-Marathon, ab München.', ['Chicago']],
    ['Zagreb-Split im Juni, zu zweit, ab Graz.', ['Zagreb', 'Split']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });
});

describe("a compass word before a country's adjective is part of that country, not a place of the name", () => {
  it('reads no department named Ouest in "l\'Ouest canadien"', () => {
    expect(placesOf("Un road trip dans l'Ouest canadien en juillet, Banff et Jasper, à deux, départ de Lyon.").goes).toEqual(['Banff', 'Jasper National Park']);
  });
});

describe('a country whose English name is also an English word is the country when written with a capital', () => {
  it.each<[string, string[]]>([
    ['Japan in May for two, from Sydney.', ['Japan']],
    ['We want to ski Japan in January.', ['Japan']],
    ['We want to see Morocco in March.', ['Morocco']],
    ['Panama for a week in February, two adults.', ['Panama']],
  ])('%s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });

  it('stays a word in lower case', () => {
    expect(placesOf('A week in Kyoto in April; we collect japan lacquer boxes.').goes).toEqual(['Kyoto']);
  });
});
