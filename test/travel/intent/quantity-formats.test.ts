import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readMoney } from '../../../src/travel/intent/money.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const money = (text: string, lang: Lang) => readMoney(tokenize(text), lang).map((m) => [m.amount, m.currency, m.per]);
const party = (text: string, lang: Lang) => readParty(tokenize(text), lang, () => false).travellers;

describe('amounts in local formats', () => {
  it('reads thousands written with k as money, but not a race', () => {
    expect(money('Seville, 2k all in', 'en')).toEqual([[2000, 'USD', 'total']]);
    expect(money('I ran a 10k race there', 'en')).toEqual([]);
  });

  it('reads dotted currency abbreviations, dashed cents and abbreviated rates', () => {
    expect(money("höchstens Fr. 3'500.–", 'de')).toEqual([[3500, 'CHF', 'total']]);
    expect(money('Angebot 899,- € p.P.', 'de')).toEqual([[899, 'EUR', 'person']]);
    expect(money('20 EUR c/u x noche', 'es')).toEqual([[20, 'EUR', 'person_night']]);
    expect(money('pousada até R$ 450 a diária', 'pt')).toEqual([[450, 'BRL', 'night']]);
    expect(money('max 900 euros chaque', 'fr')).toEqual([[900, 'EUR', 'person']]);
  });
});

describe('requests made for someone else', () => {
  it('counts the person booked for and their companions, not the writer', () => {
    expect(party('Please book for my manager and her husband', 'en')).toBe(2);
    expect(party('Réservation pour ma directrice et son mari', 'fr')).toBe(2);
    expect(party('Escribo de parte de mi jefa, solo ella', 'es')).toBe(1);
    expect(party('Für meinen Kunden und seine Frau', 'de')).toBe(2);
    expect(party('Per la mia responsabile, solo lei', 'it')).toBe(1);
    expect(party('Para a minha chefe e o marido dela', 'pt')).toBe(2);
  });

  it('does not make a boss who is only mentioned a traveller', () => {
    expect(party('My boss finally gave me the week off, me and my wife', 'en')).toBe(2);
  });
});
