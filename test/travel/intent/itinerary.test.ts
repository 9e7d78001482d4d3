import { describe, expect, it } from 'vitest';
import { readDates } from '../../../src/travel/intent/dates.js';
import { readDuration } from '../../../src/travel/intent/duration.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { parseRequest } from './read-request.js';

const today = new Date(Date.UTC(2031, 0, 8));
const days = (text: string, lang: Lang) => readDuration(tokenize(text), lang, () => false)?.days ?? null;
const dates = (text: string, lang: Lang) => {
  const d = readDates(text, tokenize(text), lang, today);
  return [d?.start ?? null, d?.end ?? null];
};

describe('itineraries', () => {
  it('adds the stays of an itinerary to its first stay, in the first stay unit', () => {
    expect(days('two nights in Bergen and then 3 in Oslo', 'en')).toBe(6);
    expect(days('deux jours à Gand, ensuite 3 à Bruges', 'fr')).toBe(5);
    expect(days('3 noches en Cádiz y después 4 en Jerez', 'es')).toBe(8);
    expect(days('4 Nächte in Graz und danach 2 in Linz', 'de')).toBe(7);
    expect(days('3 giorni a Lecce e poi 2 a Otranto', 'it')).toBe(5);
    expect(days('2 noites em Évora e depois 3 em Tavira', 'pt')).toBe(6);
  });

  it('does not add a number that is not a stay (a month, a party, a price)', () => {
    expect(days('3 nights in Oslo, then 2 of us fly home', 'en')).toBe(4);
    expect(days('5 nuits à Nice puis 200 € de budget', 'fr')).toBe(6);
  });

  it('reads a day-by-day plan as its last day number, and its day numbers as no dates', () => {
    expect(days('Day 1 Hanoi. Day 2-4 Ha Long. Day 9 home', 'en')).toBe(9);
    expect(days('Jour 1 : Nantes, Jour 2 : Vannes, Jour 4 : retour', 'fr')).toBe(4);
    expect(days('día 1 Lugo, día 2 Ourense, día 3 vuelta', 'es')).toBe(3);
    expect(days('Tag 1 Bonn, Tag 2-5 Eifel', 'de')).toBe(5);
    expect(days('giorno 1 Bari, giorno 2 Lecce, giorno 3 rientro', 'it')).toBe(3);
    expect(days('Dia 1 – Braga, Dia 2 – Guimarães', 'pt')).toBe(2);
    expect(dates('Día 1: Lugo. Día 2: Ourense. Salida el 5 de mayo', 'es')).toEqual(['2031-05-05', '2031-05-05']);
    expect(dates('Dia 1 Braga, Dia 2 Guimarães, saída dia 8 de agosto', 'pt')).toEqual(['2031-08-08', '2031-08-08']);
  });

  it('reads the later legs of a draft labelled by day as no dates and no length', () => {
    expect(dates('Day 3: Perth. Day 4-5: Stirling. Leaving in May', 'en')).toEqual(['2031-05-01', '2031-05-31']);
    expect(days('Day 3: Perth. Day 4-5: Stirling. Leaving in May', 'en')).toBeNull();
    expect(dates('J3 Annecy, J4-5 Chamonix, en juin', 'fr')).toEqual(['2031-06-01', '2031-06-30']);
    expect(dates('Día 2 - Cuenca, Día 3 - Teruel, en junio', 'es')).toEqual(['2031-06-01', '2031-06-30']);
    expect(dates('Tag 2-3: Trier, Tag 4: Koblenz, im Juni', 'de')).toEqual(['2031-06-01', '2031-06-30']);
    expect(dates('g5-6 Assisi, g7 Spello, a giugno', 'it')).toEqual(['2031-06-01', '2031-06-30']);
    expect(dates('Dia 3: Tomar, Dia 4: Leiria, em junho', 'pt')).toEqual(['2031-06-01', '2031-06-30']);
  });

  it('keeps the days of arrival and departure as dates when no label marks them', () => {
    expect(dates('chegada dia 10, saída dia 17', 'pt')).toEqual(['2031-01-10', '2031-01-17']);
    expect(dates('llegamos el día 12 y salimos el día 15', 'es')).toEqual(['2031-01-12', '2031-01-15']);
  });

  it('leaves a word of a spending tier among those words to the tier ("a cheap week" is a week and the budget tier)', () => {
    for (const text of ['A cheap week in Crete in May for two', 'Una semana barata en Mallorca en junio para dos']) {
      const d = parseRequest(text).details;
      expect(d.budget.tier, text).toBe('budget');
      expect(d.trip_length.days, text).toBe(7);
    }
  });

  it('reads a length with words describing it between its article and its unit, in every language', () => {
    expect(days('a cheap sunny week somewhere warm', 'en')).toBe(7);
    expect(days('une petite semaine au calme', 'fr')).toBe(7);
    expect(days('una buena semana de playa', 'es')).toBe(7);
    expect(days('una bella settimana al mare', 'it')).toBe(7);
    expect(days('uma boa semana de praia', 'pt')).toBe(7);
    expect(days('a quiet month in the hills', 'en')).toBe(30);
  });

  it('reads no length from a unit placed or counted by the words before it', () => {
    expect(days('a flight next week', 'en')).toBeNull();
    expect(days('a meeting that week', 'en')).toBeNull();
  });

  it('counts a weekday named alone from the day before it, and "after next" a week later', () => {
    expect(dates('leaving the Friday after next and coming back the Monday', 'en')).toEqual(['2031-01-17', '2031-01-20']);
    expect(dates('départ vendredi en huit, retour le lundi', 'fr')).toEqual(['2031-01-17', '2031-01-20']);
    expect(dates('ida el 30 y vuelta el 4', 'es')).toEqual(['2031-01-30', '2031-02-04']);
    expect(dates('dal 10 al 12 maggio, poi altre due notti a Como', 'it')).toEqual(['2031-05-10', '2031-05-14']);
  });
});
