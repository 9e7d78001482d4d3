import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { pickBudget, readMoney, type MoneyContext } from '../../../src/travel/intent/money.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

/** The budget the reader keeps, as "amount currency per". */
const budget = (text: string, lang: Lang, ctx: MoneyContext = {}) => {
  const toks = tokenize(text);
  const b = pickBudget(readMoney(toks, lang, ctx), toks);
  return b ? `${b.amount} ${b.currency} ${b.per}` : null;
};

describe('money as it is spoken', () => {
  it('reads slang nouns of a currency, with the rate that follows them', () => {
    expect(budget('ponemos 80 pavos cada uno para el finde', 'es')).toBe('80 EUR person');
    expect(budget('höchstens 450 Kröten pro Kopf', 'de')).toBe('450 EUR person');
    expect(budget('al massimo 300 cucuzze a testa', 'it')).toBe('300 EUR person');
    expect(budget('temos uns 900 paus cada um', 'pt')).toBe('900 BRL person');
    expect(budget('juntamos 12 mil varos cada quien', 'es')).toBe('12000 MXN person');
  });

  it('reads a slang noun several countries share as the writer’s own currency', () => {
    expect(budget('on a 1500 balles pour tout', 'fr')).toBe('1500 EUR total');
    expect(budget('on a 1500 balles pour tout', 'fr', { country: 'CH' })).toBe('1500 CHF total');
    expect(budget('tenemos 3 palos en total', 'es', { country: 'AR' })).toBe('3000000 ARS total');
  });

  it('takes a slang count of pesos from a country the request names when the writer’s own is unknown', () => {
    const toks = tokenize('unas 600 lucas para Mendoza');
    const [m] = readMoney(toks, 'es', { named: ['AR'] });
    expect(m && `${m.amount} ${m.currency} ${m.currency_source}`).toBe('600000 ARS default');
  });

  it('reads counts of thousands as money without a currency word', () => {
    expect(budget('we have about 4 grand', 'en', { country: 'GB' })).toBe('4000 GBP total');
    expect(budget('wir haben so 2 Riesen', 'de')).toBe('2000 EUR total');
    expect(budget('tengo como 18mil para el viaje', 'es', { country: 'MX' })).toBe('18000 MXN total');
    expect(budget('abbiamo 4mila in tutto', 'it')).toBe('4000 EUR total');
    expect(budget('tenho uns 6 mil', 'pt', { country: 'BR' })).toBe('6000 BRL total');
    expect(budget('5 mil habitantes', 'es')).toBeNull();
  });

  it('reads amounts in words where a bare figure would be money', () => {
    expect(budget('presupuesto unos mil quinientos por persona', 'es')).toBe('1500 EUR person');
    expect(budget('no máximo dois mil e quinhentos conto', 'pt')).toBe('2500 BRL total');
  });

  it('reads an "e" typed against a budget’s digits as the euro sign, and no ordinal as money', () => {
    expect(budget('max 350e chacun', 'fr')).toBe('350 EUR person');
    expect(budget('dans le 11e, deux nuits', 'fr')).toBeNull();
  });

  it('reads thousands groups written with spaces, however many', () => {
    expect(budget('budget 2 500 000 FCFA', 'fr')).toBe('2500000 XOF total');
  });
});

describe('ranges of amounts', () => {
  it('keeps the upper end of a range as the limit, in each language', () => {
    expect(budget('anywhere from $2,500 to $3,200 all in', 'en')).toBe('3200 USD total');
    expect(budget('we could do £2-3k', 'en')).toBe('3000 GBP total');
    expect(budget('entre 600 et 900 € par personne', 'fr')).toBe('900 EUR person');
    expect(budget('de 1200 a 1500 euros', 'es')).toBe('1500 EUR total');
    expect(budget('zwischen 800 und 1100 Euro pro Kopf', 'de')).toBe('1100 EUR person');
    expect(budget('tra i 500 e i 700 euro a testa', 'it')).toBe('700 EUR person');
    expect(budget('orçamento 2000-2500', 'pt', { country: 'PT' })).toBe('2500 EUR total');
  });

  it('reads no range where the second figure is no greater or counts something else', () => {
    expect(budget('ring 555-0142, budget $700', 'en')).toBe('700 USD total');
    expect(budget('3 to 4 people, max 900 €', 'fr')).toBe('900 EUR total');
  });
});
