import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readMoney } from '../../../src/travel/intent/money.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const money = (text: string, lang: Lang, country?: string) =>
  readMoney(tokenize(text), lang, country ? { country } : {}).map((m) => `${m.amount} ${m.currency}`);

describe("currency by the traveller's country", () => {
  it('reads a sign several currencies share as the traveller’s own currency', () => {
    expect(money('budget $4,000', 'en', 'CA')).toEqual(['4000 CAD']);
    expect(money('budget $4,000', 'en', 'AU')).toEqual(['4000 AUD']);
    expect(money('presupuesto de $30,000', 'es', 'MX')).toEqual(['30000 MXN']);
    expect(money('15 000 kr', 'de', 'NO')).toEqual(['15000 NOK']);
    expect(money('about 30,000 pounds', 'en', 'EG')).toEqual(['30000 EGP']);
    expect(money('cinco millones de pesos', 'es', 'CO')).toEqual(['5000000 COP']);
    expect(money('5 millones de pesos', 'es', 'CO')).toEqual(['5000000 COP']);
    expect(money('budget ¥60,000', 'en', 'CN')).toEqual(['60000 CNY']);
    expect(money('budget Rs. 600,000', 'en', 'PK')).toEqual(['600000 PKR']);
    expect(money('budget Rs 150,000', 'en', 'NP')).toEqual(['150000 NPR']);
    expect(money('500 000 roupies', 'fr', 'LK')).toEqual(['500000 LKR']);
  });

  it('keeps the usual reading when the country uses none of them, and reads no "kr" without a country', () => {
    expect(money('budget $4,000', 'en', 'DE')).toEqual(['4000 USD']);
    expect(money('about 3000 pounds', 'en')).toEqual(['3000 GBP']);
    expect(money('budget ¥60,000', 'en')).toEqual(['60000 JPY']);
    expect(money('budget Rs. 600,000', 'en', 'IN')).toEqual(['600000 INR']);
    expect(money('20 000 kr', 'fr')).toEqual([]);
  });

  it('reads a bare amount with a budget cue in the traveller’s own currency', () => {
    expect(money('budget 2500', 'en', 'GB')).toEqual(['2500 GBP']);
    expect(money('Budget 3000', 'de', 'CH')).toEqual(['3000 CHF']);
    expect(money('budget 2500', 'en')).toEqual(['2500 USD']);
  });
});

describe('currencies as CLDR writes them', () => {
  it('reads the names, nouns and symbols the hand-written lexicon lacks, in the six languages', () => {
    expect(money('my budget is 9,000 cedis', 'en')).toEqual(['9000 GHS']);
    expect(money('budget 150.000 scellini kenioti', 'it')).toEqual(['150000 KES']);
    expect(money('orçamento 100.000 escudos cabo-verdianos', 'pt')).toEqual(['100000 CVE']);
    expect(money('Budget 2.000.000 Naira', 'de')).toEqual(['2000000 NGN']);
    expect(money('₦ 900,000', 'en')).toEqual(['900000 NGN']);
    expect(money('GH₵ 12,000', 'en')).toEqual(['12000 GHS']);
    expect(money('400 000 ₸', 'fr')).toEqual(['400000 KZT']);
    expect(money('Ksh 80,000', 'en')).toEqual(['80000 KES']);
    expect(money('500.000 Kz', 'pt')).toEqual(['500000 AOA']);
    expect(money('budget CA$3,000', 'en')).toEqual(['3000 CAD']);
  });

  it('reads a noun several currencies share, or that is also a word, only as the traveller’s own currency', () => {
    expect(money('we have 250,000 shillings', 'en', 'KE')).toEqual(['250000 KES']);
    expect(money('we have 250,000 shillings', 'en', 'UG')).toEqual(['250000 UGX']);
    expect(money('we have 250,000 shillings', 'en')).toEqual([]);
    expect(money('presupuesto 6.000 soles', 'es', 'PE')).toEqual(['6000 PEN']);
    expect(money('about 500 mark', 'en')).not.toContain('500 BAM');
    expect(money('about 500 mark', 'en', 'BA')).toEqual(['500 BAM']);
    expect(money('budget 9000 kip', 'en', 'LA')).toEqual(['9000 LAK']);
    expect(money('900 KM from Sarajevo', 'en')).toEqual([]);
  });
});

describe('budgets per week and per month', () => {
  const read = (text: string, lang: Lang, lengthDays?: number) =>
    readMoney(tokenize(text), lang, lengthDays ? { lengthDays } : {}).map((m) => ({ amount: m.amount, per: m.per, monthly: m.unusable === 'per_month' }));
  it('reads an amount per month as the total over a stated length of a month or more', () => {
    expect(read('budget 2,000 CAD a month', 'en', 90)).toEqual([{ amount: 6000, per: 'total', monthly: false }]);
    expect(read('1 500 € par mois', 'fr', 60)).toEqual([{ amount: 3000, per: 'total', monthly: false }]);
    expect(read('500.000 pesos chilenos al mes', 'es', 90)).toEqual([{ amount: 1500000, per: 'total', monthly: false }]);
    expect(read('1.200 Euro pro Monat', 'de', 30)).toEqual([{ amount: 1200, per: 'total', monthly: false }]);
    expect(read('R$ 3.000 por mês', 'pt', 60)).toEqual([{ amount: 6000, per: 'total', monthly: false }]);
  });

  it('marks an amount per month without such a length as no trip budget', () => {
    expect(read('budget 1,500 a month', 'en')).toEqual([{ amount: 1500, per: 'total', monthly: true }]);
    expect(read('150.000 scellini kenioti al mese', 'it', 10)[0]?.monthly).toBe(true);
  });
});
