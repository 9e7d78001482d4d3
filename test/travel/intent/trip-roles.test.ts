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

describe('a place that serves only the journey is passed through', () => {
  it.each([
    ['We fly into Frankfurt only for the connection; the week itself is in Heidelberg', 'Frankfurt am Main', 'Heidelberg'],
    ['Zürich nur zum Umsteigen, wir wollen zwei Wochen nach Kreta', 'Zürich', 'Crete'],
    ['Atterriamo a Lima ma solo per il volo interno: dieci giorni a Cusco', 'Lima', 'Cusco'],
    ['Madrid solo para coger el avión; queremos diez días en Cuba', 'Madrid', 'Cuba'],
    ['Vol jusqu’à Montréal seulement pour la correspondance, puis une semaine à Tadoussac', 'Montréal', 'Tadoussac'],
  ])('%s', (text, passed, goes) => {
    const r = read(text);
    expect(r.goes).toEqual([goes]);
    expect(r.goes).not.toContain(passed);
  });

  it('keeps a place whose "only" is about something else', () => {
    expect(read('Rome only for the food, then Florence').goes).toEqual(['Rome', 'Florence']);
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

describe('origins said in chat', () => {
  it.each([
    ['hola!! mejor lanzarote o fuerteventura. salimos d zaragoza, unos 2000 eur', 'Zaragoza', 'Lanzarote'],
    ['salimos d bilbao el 3 d marzo, 4 noches en lisboa', 'Bilbao', 'Lisbon'],
  ])('%s', (text, origin, goes) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toContain(goes);
    expect(r.goes).not.toContain(origin);
  });
});

describe('the home of the people the trip is for', () => {
  it.each([
    ['Mes parents habitent à Rennes, ils voudraient une semaine en Sicile en octobre.', 'Rennes', 'Sicily'],
    ['My parents live in Phoenix and have always wanted to see Tromsø in February.', 'Phoenix', 'Tromsø'],
  ])('%s', (text, home, goes) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual([goes]);
  });

  it('is where the writer goes when they are not the ones travelling', () => {
    const r = read('Ma sœur habite à Lyon, je voudrais aller la voir en mai.');
    expect(r.goes).toEqual(['Lyon']);
  });
});

describe('where the writer stays until the trip begins', () => {
  it('starts the trip there rather than at home', () => {
    const r = read('I live in Osaka. I will be in London for business until 10 September, then I want three days in Cambridge.');
    expect(r.origin).toBe('London');
    expect(r.goes).toEqual(['Cambridge']);
  });

  it('leaves a place the writer goes to for work one stop of the trip from home', () => {
    const r = read('Wir kommen aus Köln und fahren zur Messe nach Mailand, 3. bis 5.5. Danach noch zwei Tage an den Comer See.');
    expect(r.origin).toBe('Köln');
    expect(r.goes).toContain('Milan');
  });

  it('yields to a verb of leaving', () => {
    const r = read('I will be in Berlin for work until Friday; we fly out of Leeds to Prague on Saturday.');
    expect(r.origin).toBe('Leeds');
  });
});

describe('a town the start is said to be near', () => {
  it.each([
    ['We live in Solihull, near Birmingham, and want a week in Malta.', 'Solihull', 'Malta'],
    ['Vivimos en Alcobendas, cerca de Madrid, y queremos ir a Lisboa.', 'Alcobendas', 'Lisbon'],
  ])('%s', (text, home, goes) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual([goes]);
  });

  it('is still where the trip goes when the stay is near it', () => {
    expect(read('We live in Leeds and want a cottage near York.').goes).toEqual(['York']);
  });
});

describe('a place a comparison measures against is ruled out', () => {
  it.each([
    ['Golf week in the Algarve for 4 of us from Cork, but somewhere quieter than Albufeira.', 'Albufeira', 'Algarve'],
    ['Wir möchten eine Woche an die Ostsee, aber ruhiger als Warnemünde.', 'Warnemünde', 'German Baltic coast'],
    ['Cinco días en Asturias, algo menos turístico que Cangas de Onís.', 'Cangas de Onís', 'Asturias'],
  ])('%s', (text, measure, goes) => {
    const r = read(text);
    expect(r.goes).toEqual([goes]);
    expect(r.not).toEqual([measure]);
  });

  it('leaves "other than X" an exception', () => {
    expect(read('somewhere in Asia other than Thailand for diving').not).toEqual(['Thailand']);
  });
});

describe('where a ferry lands on the way', () => {
  it.each([
    ['Train to Holyhead and the ferry across to Dublin, then straight on to a week in Galway.', 'Dublin', 'Galway'],
    ['Traghetto per Palermo e poi subito in macchina verso Cefalù, una settimana a giugno.', 'Palermo', 'Cefalù'],
  ])('%s', (text, port, goes) => {
    const r = read(text);
    expect(r.goes).toContain(goes);
    expect(r.goes).not.toContain(port);
  });

  it('is a place of the trip when nothing says the trip goes straight on', () => {
    expect(read('We take the ferry from Piraeus to Naxos and then Paros for ten days.').goes).toEqual(['Náxos', 'Páros']);
  });
});
