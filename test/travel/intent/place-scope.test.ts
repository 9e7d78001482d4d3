import { describe, expect, it } from 'vitest';
import { placesOf } from './read-request.js';

describe('a refusal ends with its line: the next item of a list is a phrase of its own', () => {
  it.each<[string, string, string[]]>([
    ['Plans:\n- somewhere in Greece but NOT Athens\n- max 3k excluding flights\n- fly from Leeds', 'Leeds', ['Athens']],
    ['Envies :\n- la Bretagne mais pas Saint-Malo\n- budget hors vols exclu\n- départ de Lille', 'Lille', ['Saint-Malo']],
    ['Wünsche:\n- Kroatien, aber Dubrovnik vermeiden\n- ab Hamburg', 'Hamburg', ['Dubrovnik']],
  ])('%s', (text, origin, not) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.not).toEqual(not);
  });
});

describe('a negation after the place, before the verb of going or wanting it negates, rules the place out', () => {
  it.each<[string, string[], string[]]>([
    ['Una semana en Perú en mayo desde Madrid, dos adultos. A Lima no queremos ir.', ['Peru'], ['Lima']],
    ['Dez dias no Chile em maio, saindo de Lisboa, dois adultos. A Santiago não vamos.', ['Chile'], ['Santiago']],
    ['Una settimana in Puglia a giugno da Torino, in due. Bari no grazie, troppo caotica.', ['Apulia'], ['Bari']],
    ['Zwei Wochen Schottland im Juni ab Berlin, zu zweit. Glasgow können wir skippen.', ['Scotland'], ['Glasgow']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a negated way of going says how, not whether ("no stopover")', () => {
    expect(placesOf('Flight to Bangkok no stopover, two adults from Paris in May for a week.')).toMatchObject({ goes: ['Bangkok'], not: [] });
  });
});

describe('where the trip starts, in the words of the trade and of speech', () => {
  it.each<[string, string, string[]]>([
    ['Bali in July, 10 days, two of us. Ex Perth, AUD 5k.', 'Perth', ['Bali']],
    ['Im Mai eine Woche nach Wien, zu zweit. Start wäre Hamburg.', 'Hamburg', ['Vienna']],
    ['Im Mai eine Woche nach Wien, zu zweit. Wir starten in Hamburg.', 'Hamburg', ['Vienna']],
    ['Deux nuits à Avignon en août, on monte de Marseille, on est deux.', 'Marseille', ['Avignon']],
    ['Festival em Lisboa 12-14 jun, 2 pax, vamos do Porto de comboio.', 'Porto', ['Lisbon']],
    ['Una semana en Lisboa en mayo, dos adultos, empezando en Sevilla.', 'Sevilla', ['Lisbon']],
  ])('%s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual(goes);
  });

  it.each<[string, string, string[]]>([
    ['Two weeks in Maine in July, flying from Portland (PDX), two adults.', 'Portland', ['Maine']],
    ['Quiero ir a Ciudad de México, Oaxaca y Puebla en noviembre, dos adultos. Salgo desde Santiago (SCL).', 'Santiago', ['Mexico City', 'Oaxaca', 'Puebla']],
  ])('an airport code in brackets after a name says which namesake it is: %s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual(goes);
  });

  it.each<[string, string, string[]]>([
    ['Quero ir a Salvador em maio, 5 noites, saindo de São Paulo (Guarulhos), somos dois.', 'São Paulo', ['Salvador']],
    ['Two weeks in Japan in May from London (Heathrow), two adults.', 'London', ['Japan']],
  ])('a place of its country in brackets after the start says where in it the trip leaves: %s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual(goes);
  });
});

describe('a place taken back or compared away is no place to go', () => {
  it.each<[string, string[]]>([
    ['bueno queremos ir a Puerto Vallarta no espérate mejor a Mazatlán que Puerto Vallarta está carísimo, somos dos desde Guadalajara', ['Mazatlán']],
    ['Prague, scratch that, Vienna for 4 nights in May, two adults from Leeds', ['Vienna']],
  ])('a self-correction takes the place before it back: %s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });

  it.each<[string, string[]]>([
    ["Nous souhaitons partir aux Açores plutôt qu'à Madère, 10 nuits en septembre, départ de Bruxelles.", ['Autonomous Region of Azores']],
    ['Preferimos ir a Tulum antes que a Cancún, una semana en marzo desde Monterrey.', ['Tulum']],
    ['Wir fahren lieber nach Graz als nach Wien, eine Woche im Mai ab München.', ['Graz']],
    ['Preferiamo andare a Lecce piuttosto che a Bari, una settimana a giugno da Torino.', ['Lecce']],
    ['Preferimos ir ao Porto do que a Lisboa, uma semana em maio, saindo de Faro.', ['Porto']],
    ["We'd rather go to Porto than to Lisbon, a week in May from Leeds.", ['Porto']],
  ])('the place after a comparison and its preposition is given up: %s', (text, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
  });

  it('a place named again before the outcome of a choice is the same option, given up', () => {
    const thread =
      "[10:01] Ana: ok so Rome or Naples??\n[10:02] Ben: Naples, Rome's gonna be packed in July\n[10:04] Ana: fine Naples it is. just us two, 4 nights\n[10:05] Ben: from Leeds pls";
    expect(placesOf(thread).goes).toEqual(['Naples']);
  });

  it('words that take nothing back leave both places', () => {
    expect(placesOf('Wir fahren nach Wien und Prag im Mai, zwei Wochen, ab München. Ich meine, das wird toll.').goes).toEqual(['Vienna', 'Prague']);
  });
});

describe('a place in a relative clause whose pronoun head is ruled out is ruled out with it', () => {
  it.each<[string, string, string]>([
    ['Any route is fine except the one that goes via Denver, leaving from Chicago in June.', 'Chicago', 'Denver'],
    ["N'importe quel circuit sauf celui qui passe par Marseille, au départ de Lille en juin.", 'Lille', 'Marseille'],
    ['Cualquier circuito menos el que pasa por Toledo, saliendo de Valencia en junio.', 'Valencia', 'Toledo'],
    ['Jede Route außer der, die über Salzburg fährt, ab Hamburg im Juni.', 'Hamburg', 'Salzburg'],
    ['Qualsiasi itinerario tranne quello che passa per Firenze, partendo da Torino a giugno.', 'Turin', 'Florence'],
    ['Qualquer circuito menos o que vai pra Curitiba, saindo de Recife em junho.', 'Recife', 'Curitiba'],
  ])('%s', (text, origin, not) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.not).toEqual([not]);
    expect(p.goes).not.toContain(not);
  });

  it('the same relative clause without an exclusion is where the trip goes', () => {
    expect(placesOf('We like the one that goes via Denver, leaving from Chicago in June.').not).toEqual([]);
  });
});
