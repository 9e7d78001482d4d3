import { describe, expect, it } from 'vitest';
import { readMoney } from '../../../src/travel/intent/money.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { placesOf as read } from './read-request.js';

/** Names that stand in a request without being a place the trip goes to, and the namesake its context chooses. */
describe('a country code bound to a dollar amount', () => {
  it.each([
    ['Budget autour de 4000 $ CA pour deux semaines au Costa Rica', 'fr', '4000 CAD', 'Costa Rica'],
    ['Budget etwa 3.000 $ AU pro Person, drei Wochen Neuseeland', 'de', '3000 AUD', 'New Zealand'],
    ['Budget is 2500 $ NZ for ten days in Bali', 'en', '2500 NZD', 'Bali'],
  ] as const)('%s', (text, lang, amount, place) => {
    expect(readMoney(tokenize(text), lang, {}).map((m) => `${m.amount} ${m.currency}`)).toEqual([amount]);
    expect(read(text).goes).toEqual([place]);
  });

  it('reads lower-case letters after the sign as words ("$ au" is French "to the")', () => {
    expect(readMoney(tokenize('4000 $ au total'), 'fr', {}).map((m) => m.currency)).toEqual(['CAD']);
  });
});

describe('words that name no place where they stand', () => {
  it('reads a lower-case greeting as no place, however near its namesake lies to the trip', () => {
    expect(read('Griaß eich! Übers Osterwochenende woll ma nach Mailand. Ab Wien.').goes).toEqual(['Milan']);
  });

  it('still reads a lower-case name listed in the sentence of a place near it', () => {
    expect(read('Lisbon for 4 days, then sintra and cascais').goes).toEqual(['Lisbon', 'Sintra', 'Cascais']);
  });
});

describe('where the trip starts', () => {
  it.each([
    ['hola!! mejor lanzarote o fuerteventura. salimos d zaragoza, unos 2000 eur', 'Zaragoza', ['Lanzarote', 'Fuerteventura']],
    ['salimos d bilbao el 3 d marzo, 4 noches en lisboa', 'Bilbao', ['Lisbon']],
    ['Mes parents habitent à Rennes, ils voudraient une semaine en Sicile en octobre.', 'Rennes', ['Sicily']],
    ['My parents live in Phoenix and have always wanted to see Tromsø in February.', 'Phoenix', ['Tromsø']],
    ['I live in Osaka. I will be in London for business until 10 September, then I want three days in Cambridge.', 'London', ['Cambridge']],
    ['We live in Solihull, near Birmingham, and want a week in Malta.', 'Solihull', ['Malta']],
    ['Vivimos en Alcobendas, cerca de Madrid, y queremos ir a Lisboa.', 'Alcobendas', ['Lisbon']],
  ])('%s', (text, origin, goes) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual(goes);
  });

  it('leaves a relative’s home a place to go when the writer is the one travelling', () => {
    expect(read('Ma sœur habite à Lyon, je voudrais aller la voir en mai.').goes).toEqual(['Lyon']);
  });

  it('leaves a place the writer goes to for work one stop of the trip from home', () => {
    const r = read('Wir kommen aus Köln und fahren zur Messe nach Mailand, 3. bis 5.5. Danach noch zwei Tage an den Comer See.');
    expect(r.origin).toBe('Köln');
    expect(r.goes).toContain('Milan');
  });

  it('gives a stay until a day way to a verb of leaving', () => {
    expect(read('I will be in Berlin for work until Friday; we fly out of Leeds to Prague on Saturday.').origin).toBe('Leeds');
  });

  it('leaves a town a stay is near a place to go', () => {
    expect(read('We live in Leeds and want a cottage near York.').goes).toEqual(['York']);
  });
});

describe('a place a comparison measures against is given up, neither wanted nor refused', () => {
  it.each([
    ['Golf week in the Algarve for 4 of us from Cork, but somewhere quieter than Albufeira.', 'Albufeira', 'Algarve'],
    ['Wir möchten eine Woche an die Ostsee, aber ruhiger als Warnemünde.', 'Warnemünde', 'German Baltic coast'],
    ['Cinco días en Asturias, algo menos turístico que Cangas de Onís.', 'Cangas de Onís', 'Asturias'],
  ])('%s', (text, measure, goes) => {
    const r = read(text);
    expect(r.goes).toEqual([goes]);
    expect(r.goes).not.toContain(measure);
    expect(r.not).toEqual([]);
  });

  it('leaves "other than X" an exception', () => {
    expect(read('somewhere in Asia other than Thailand for diving').not).toEqual(['Thailand']);
  });
});

describe('a place passed through on the way', () => {
  it.each([
    ['We fly into Frankfurt only for the connection; the week itself is in Heidelberg', 'Heidelberg'],
    ['Zürich nur zum Umsteigen, wir wollen zwei Wochen nach Kreta', 'Crete'],
    ['Atterriamo a Lima ma solo per il volo interno: dieci giorni a Cusco', 'Cusco'],
    ['Madrid solo para coger el avión; queremos diez días en Cuba', 'Cuba'],
    ['Vol jusqu’à Montréal seulement pour la correspondance, puis une semaine à Tadoussac', 'Tadoussac'],
    ['The ferry across to Dublin, then straight on to a week in Galway.', 'Galway'],
    ['Traghetto per Palermo e poi subito in macchina verso Cefalù, una settimana a giugno.', 'Cefalù'],
  ])('%s', (text, goes) => {
    expect(read(text).goes).toEqual([goes]);
  });

  it('keeps a place whose "only" is about something else', () => {
    expect(read('Rome only for the food, then Florence').goes).toEqual(['Rome', 'Florence']);
  });

  it('keeps where a ferry lands when nothing says the trip goes straight on', () => {
    expect(read('We take the ferry from Piraeus to Naxos and then Paros for ten days.').goes).toEqual(['Náxos', 'Páros']);
  });
});

describe('a route that leads to its goal', () => {
  it('keeps its German article and settles the goal’s short name', () => {
    expect(read('Wir laufen den Jakobsweg bis Santiago, Start in Pamplona Anfang Juni.').goes).toEqual(['Santiago de Compostela']);
  });
});
