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

describe('prices that are not the budget', () => {
  it('reads a starting price as an offer, never the budget, in each language', () => {
    expect(budget('Rhodes, 7 nights from £529pp. Our budget is £2,400.', 'en')).toBe('2400 GBP total');
    expect(budget('Malte, 5 nuits à partir de 459 € par personne', 'fr')).toBeNull();
    expect(budget('Ibiza desde 399 € por persona, nosotros tenemos 900 € cada uno', 'es')).toBe('900 EUR person');
    expect(budget('Kreta ab 689 € p.P., wir haben höchstens 1.000 € pro Person', 'de')).toBe('1000 EUR person');
    expect(budget('Sardegna a partire da 349 euro a testa', 'it')).toBeNull();
    expect(budget('Natal a partir de R$ 2.499 por pessoa', 'pt')).toBeNull();
    expect(budget('budget from $900 to $1,300', 'en')).toBe('1300 USD total');
  });

  it('reads a price set as a condition on the plan as no budget, in each language', () => {
    expect(budget('Rome, unless, well, if the flights are under 180 € each we book it', 'en')).toBeNull();
    expect(budget('Nice, si les vols dépassent 220 € par personne on ira à Lyon', 'fr')).toBeNull();
    expect(budget('Oporto, pero si los vuelos cuestan más de 200 € por persona, vamos en tren', 'es')).toBeNull();
    expect(budget('Wien, wenn der Zug über 90 € kostet, fahren wir mit dem Auto', 'de')).toBeNull();
    expect(budget('Parigi, ma se il volo costa più di 250 euro prendiamo il treno', 'it')).toBeNull();
    expect(budget('Faro, caso as passagens passem de 120 € vamos de carro', 'pt')).toBeNull();
  });

  it('keeps a budget a condition only hedges, or that is the writer’s own money', () => {
    expect(budget('if possible under $1,800 total', 'en')).toBe('1800 USD total');
    expect(budget('si possible moins de 1500 €', 'fr')).toBe('1500 EUR total');
    expect(budget('if we can spend 2500 dollars, great', 'en')).toBe('2500 USD total');
  });

  it('reads a price seen across a pasted address', () => {
    expect(budget('vi esse hotel https://www.exemplo.com/hotel?id=4411 por 980 €, temos no máximo 700 €', 'pt')).toBe('700 EUR total');
    expect(budget('hab das gefunden https://www.reise.de/angebot.html 1.349 € für 7 Nächte, mehr als 1600 insgesamt geht nicht', 'de')).toBe('1600 EUR total');
  });
});

describe('ceilings and rates said around the amount', () => {
  it('reads a ceiling named by a noun or a verb of exceeding it', () => {
    expect(budget('Limite 4 mil por pessoa', 'pt', { country: 'BR' })).toBe('4000 BRL person');
    expect(budget('no queremos pasar de 700', 'es')).toBe('700 EUR total');
    expect(budget('le budget ne doit pas dépasser 2 300 €', 'fr')).toBe('2300 EUR total');
  });

  it('reads a rate said before the amount in its clause, in each language', () => {
    expect(budget('Pro Teilnehmer können wir höchstens 700 € ausgeben', 'de')).toBe('700 EUR person');
    expect(budget('Valor por aluno: até 380 €', 'pt')).toBe('380 EUR person');
    expect(budget('par élève nous avons 420 € au maximum', 'fr')).toBe('420 EUR person');
    expect(budget('per night we want to stay under $180', 'en')).toBe('180 USD night');
    expect(budget('a night in Rome, then budget 900 €', 'en')).toBe('900 EUR total');
  });

  it('reads a rate after a word of tax', () => {
    expect(budget('Enveloppe : 750 € HT par participant', 'fr')).toBe('750 EUR person');
  });
});

describe('what the words around an amount say of it', () => {
  it('reads a bare amount in reais when the Portuguese is Brazilian, in euros when it is European', () => {
    expect(budget('vocês acham que dá? a gente tá pensando em ir, até 900 cada', 'pt')).toBe('900 BRL person');
    expect(budget('estamos a pensar ir de comboio, orçamento 900 cada', 'pt')).toBe('900 EUR person');
    expect(budget('tenho uns 900 cada', 'pt', { country: 'PT' })).toBe('900 EUR person');
  });

  it('reads francs in Portuguese and Spanish as Swiss francs', () => {
    expect(budget('hotéis até 180 francos por noite', 'pt')).toBe('180 CHF night');
    expect(budget('unos 2000 francos en total', 'es')).toBe('2000 CHF total');
  });

  it('reads an amount for the couple travelling as their total, and one per couple as a share', () => {
    expect(budget('até 8 mil euros o casal', 'pt')).toBe('8000 EUR total');
    expect(budget('deux couples, 3000 € par couple', 'fr')).toBe('1500 EUR person');
  });

  it('reads a rental without a vehicle for a whole stay as the budget, and one per day as a vehicle’s price', () => {
    expect(budget('budget location 1500 € pour la semaine', 'fr')).toBe('1500 EUR total');
    expect(budget('noleggio 35 euro al giorno', 'it')).toBeNull();
  });

  it('reads no distance or time as money', () => {
    expect(budget('max 300 m from the beach', 'en')).toBeNull();
    expect(budget('hasta 90 minutos del aeropuerto', 'es')).toBeNull();
  });
});

describe('amounts that are no trip budget as they stand', () => {
  const unusable = (text: string, lang: Lang) => readMoney(tokenize(text), lang).map((m) => m.unusable ?? null);

  it('reports an amount per family or group, and reads one for the family travelling as its total', () => {
    expect(budget('on sera deux familles, budget 1200 € par famille', 'fr')).toBeNull();
    expect(unusable('zwei Familien, 900 € pro Familie', 'de')).toEqual(['per_group']);
    expect(unusable('somos dos grupos, 700 euros por grupo', 'es')).toEqual(['per_group']);
    expect(budget('3000 € pour toute la famille', 'fr')).toBe('3000 EUR total');
  });

  it('reports amounts offered as a choice, in each language', () => {
    expect(budget('Budget: 1.800 oder 2.200, wir sind uns nicht einig', 'de')).toBeNull();
    expect(unusable('1500 o 2000 euros', 'es')).toEqual(['undecided']);
    expect(unusable('£2,000 or £2,500, not sure yet', 'en')).toEqual(['undecided', 'undecided']);
    expect(budget('$900 or so, for 2 or 3 nights', 'en')).toBe('900 USD total');
  });
});

describe('figures taken back', () => {
  it('reads the figure after an apology as the one meant', () => {
    expect(budget('budget max 2500 für alle, sorry 2800 meinte ich', 'de')).toBe('2800 EUR total');
    expect(budget('presupuesto 1500 €, perdón, 1800', 'es')).toBe('1800 EUR total');
    expect(budget('budget 900 €... scusate, 1100', 'it')).toBe('1100 EUR total');
  });
});
