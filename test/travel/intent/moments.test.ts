import { describe, expect, it } from 'vitest';
import { readDates } from '../../../src/travel/intent/dates.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { pickBudget, readMoney } from '../../../src/travel/intent/money.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

// 8 January 2031, a Wednesday.
const today = new Date(Date.UTC(2031, 0, 8));
const read = (text: string, lang: Lang) => readDates(text, tokenize(text), lang, today);
const win = (text: string, lang: Lang) => {
  const d = read(text, lang);
  return [d?.start ?? null, d?.end ?? null];
};
const budget = (text: string, lang: Lang) => {
  const toks = tokenize(text);
  const b = pickBudget(readMoney(toks, lang), toks);
  return b ? [b.amount, b.currency] : null;
};

describe('dates that name a moment, not the days', () => {
  it('reads a one-day holiday named alone as its day', () => {
    expect(win('Christmas in Vienna', 'en')).toEqual(['2031-12-25', '2031-12-25']);
    expect(win('Silvester in Berlin', 'de')).toEqual(['2031-12-31', '2031-12-31']);
    expect(win('Nochebuena en Sevilla', 'es')).toEqual(['2031-12-24', '2031-12-24']);
  });

  it('leaves the start open when a holiday is said with a length that is not its own, and keeps the phrase', () => {
    const d = read('Capodanno a Praga, 3 notti', 'it');
    expect([d?.start, d?.end, d?.unfixed]).toEqual([null, null, 'Capodanno']);
    expect(win('passagem de ano na Madeira, 5 noites', 'pt')).toEqual([null, null]);
    expect(win('Réveillon à Édimbourg, 3 nuits', 'fr')).toEqual([null, null]);
  });

  it('starts on the holiday when it is said to be the start', () => {
    // The day of leaving is the holiday; the week after it is added from the length when the request is parsed.
    expect(win('Ab Heiligabend eine Woche nach Tirol', 'de')[0]).toBe('2031-12-24');
    expect(win('from Christmas Eve for 4 nights', 'en')).toEqual(['2031-12-24', '2031-12-28']);
  });

  it('leaves the start open when a date is given with a stated tolerance, not for a plain "around"', () => {
    expect(win('vers le 10 mai, à quelques jours près, une semaine', 'fr')).toEqual([null, null]);
    expect(win('más o menos a mediados de noviembre, unos diez días', 'es')).toEqual([null, null]);
    expect(win('verso il 3 ottobre, giorno più giorno meno, una settimana', 'it')).toEqual([null, null]);
    expect(win('2 nights around May 20', 'en')).toEqual(['2031-05-20', '2031-05-20']);
    // A tolerance on the length leaves the month as it is.
    expect(win('en febrero diez días más o menos', 'es')).toEqual(['2031-02-01', '2031-02-28']);
  });

  it('reads day ranges said in words', () => {
    expect(win('del diez al diecisiete de julio', 'es')).toEqual(['2031-07-10', '2031-07-17']);
    expect(win('do dia vinte ao dia vinte e cinco de junho', 'pt')).toEqual(['2031-06-20', '2031-06-25']);
    expect(win('do dia 12 ao dia 18 de agosto', 'pt')).toEqual(['2031-08-12', '2031-08-18']);
  });
});

describe('money already paid', () => {
  it('is not the budget: the amount left for the rest is', () => {
    expect(budget('Flights already paid (£620 for both of us). About £1,500 left for hotels.', 'en')).toEqual([1500, 'GBP']);
    expect(budget("J'ai déjà payé le vol (780 €). Il me reste 1 200 € pour l'hébergement.", 'fr')).toEqual([1200, 'EUR']);
    expect(budget('Flüge sind gebucht (2 × 189 €). Fürs Hotel haben wir noch 1.200 € übrig.', 'de')).toEqual([1200, 'EUR']);
    expect(budget('Hotel a Marrakech già pagato (540€), budget 1000 € per due.', 'it')).toEqual([1000, 'EUR']);
    expect(budget('Ya tengo pagado el hotel (620 €). Tope para lo que falta: 700 €.', 'es')).toEqual([700, 'EUR']);
    expect(budget('O hotel já está pago (480 €). Máximo 300 € no total para o voo.', 'pt')).toEqual([300, 'EUR']);
  });

  it('leaves no budget when only a paid price is given, and keeps a budget said before a booking word of another clause', () => {
    expect(budget('We already booked the hotel for $900.', 'en')).toBeNull();
    expect(budget('Budget $2,000. Flights are booked.', 'en')).toEqual([2000, 'USD']);
  });

  it('takes the figure a writer takes back for the next one', () => {
    expect(budget('Budget about £3,000, actually make it £3,500.', 'en')).toEqual([3500, 'GBP']);
    expect(budget('Presupuesto 1.500 €, bueno, mejor 1.800 €.', 'es')).toEqual([1800, 'EUR']);
    expect(budget('Budget 2.000 €, anzi 2.500.', 'it')).toEqual([2500, 'EUR']);
    expect(budget('max 3000 €, 3500 € if it is really good', 'en')).toEqual([3000, 'EUR']);
  });
});
