import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/**
 * People named after their city describing the party are where it lives: the origin, in six
 * languages, by the regular demonym endings of each language; the same words outside such a slot,
 * or words that only look like demonyms, read nothing.
 */
const g = loadGazetteer();
const now = new Date('2026-01-14T12:00:00Z');
const read = (text: string) => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer: g }).details;

describe('demonyms of the party', () => {
  it.each([
    ['As Dubliners we fancy a week of sun in Malta', 'DUB', 'Malta'],
    ['Nous sommes lillois et cherchons un week-end à Bruges', 'LIL', 'Brugge'],
    ['Somos valencianos y buscamos una semana en Oporto', 'VLC', 'Porto'],
    ['Wir Kölner suchen eine Woche auf Madeira', 'CGN', 'Madeira'],
    ['Siamo genovesi e vorremmo una settimana a Praga', 'GOA', 'Prague'],
    ['Somos dois recifenses querendo conhecer Santiago do Chile', 'REC', 'Santiago'],
    ['Kölner Paar sucht ein langes Wochenende in Wien', 'CGN', 'Vienna'],
    ['Familia valenciana busca una semana en Lisboa', 'VLC', 'Lisbon'],
    ['Couple de Rennais, dix jours à Lisbonne en mai', 'RNS', 'Lisbon'],
  ])('%s', (text, iata, destination) => {
    const d = read(text);
    expect(d.origin.iata).toBe(iata);
    expect(d.hard_geography.map((p) => p.name).join(' ')).toContain(destination);
  });

  it('reads nothing from words of a party slot that name no place', () => {
    for (const text of ['We are two teachers looking for Rome', 'Wir sind zwei Rentner und wollen nach Rom', 'Somos veganos y queremos ir a Roma']) {
      expect(read(text).origin.iata).toBeNull();
    }
  });

  it('keeps a named origin over where the party lives', () => {
    expect(read('As Berliners flying from Munich, we want Sicily in May').origin.iata).toBe('MUC');
  });

  it('lists no ordinary word beside the people of a place as another place', () => {
    const d = read('drei kölner suchen eine woche in lissabon');
    expect(d.origin.iata).toBe('CGN');
    expect(d.hard_geography.map((p) => p.name)).toEqual(['Lisbon']);
  });

  it('does not read a demonym outside a party slot', () => {
    expect(g.extract('Rome with Londoners in mind', { lang: 'en' }).some((m) => m.residents)).toBe(false);
  });
});
