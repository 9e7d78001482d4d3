import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readMoney } from '../../../src/travel/intent/money.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const money = (text: string, lang: Lang = 'en', country?: string) =>
  readMoney(tokenize(text), lang, country ? { country } : {}).map((m) => `${m.amount} ${m.currency}`);

describe('lakhs and crores shortened after a rupee amount', () => {
  it('scales a rupee amount by "L", "lac" and "Cr", against the digits or apart', () => {
    expect(money('budget INR 6L')).toEqual(['600000 INR']);
    expect(money('budget ₹2.5 lac')).toEqual(['250000 INR']);
    expect(money('under Rs 1 Cr', 'en', 'IN')).toEqual(['10000000 INR']);
    expect(money('max PKR 3L', 'en')).toEqual(['300000 PKR']);
  });

  it('leaves the letters alone after another currency, where they mean something else', () => {
    expect(money('budget €6L')).toEqual(['6 EUR']);
    expect(money('budget INR 40 l bags')).toEqual(['40 INR']);
  });
});

describe('CLDR symbols of three letters or more in another case', () => {
  it('reads "KSh", "KSH" and "ksh" as CLDR\'s "Ksh", the Kenyan shilling', () => {
    expect(money('budget KSh 350,000')).toEqual(['350000 KES']);
    expect(money('budget 350 000 KSH', 'fr')).toEqual(['350000 KES']);
    expect(money('ksh 120,000 max')).toEqual(['120000 KES']);
    expect(money('budget TSH 900,000')).toEqual(['900000 TZS']);
  });

  it('keeps two-letter symbols as CLDR writes them', () => {
    expect(money('budget 300 FT')).toEqual(['300 USD']);
  });
});
