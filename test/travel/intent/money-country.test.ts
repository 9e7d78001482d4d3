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
    expect(money('cinco millones de pesos', 'es', 'CO')).toEqual([]);
    expect(money('5 millones de pesos', 'es', 'CO')).toEqual(['5000000 COP']);
  });

  it('keeps the usual reading when the country uses none of them, and reads no "kr" without a country', () => {
    expect(money('budget $4,000', 'en', 'DE')).toEqual(['4000 USD']);
    expect(money('about 3000 pounds', 'en')).toEqual(['3000 GBP']);
    expect(money('20 000 kr', 'fr')).toEqual([]);
  });

  it('reads a bare amount with a budget cue in the traveller’s own currency', () => {
    expect(money('budget 2500', 'en', 'GB')).toEqual(['2500 GBP']);
    expect(money('Budget 3000', 'de', 'CH')).toEqual(['3000 CHF']);
    expect(money('budget 2500', 'en')).toEqual(['2500 USD']);
  });
});
