import { describe, expect, it } from 'vitest';
import { placesOf as read, readsAs } from './read-request.js';

/** Where the trip starts when the request says it in other ways than "from": an occasion that is over, a ferry's port on the way. */
describe('an occasion over before the trip starts it, whatever way home is named', () => {
  readsAs([
    ['After my summit in Calgary I want three days in Banff, then back home to Ottawa', 'Calgary', ['Banff']],
    ["Après mon congrès à Lyon, j'aimerais deux jours à Annecy avant de rentrer à Lille", 'Lyon', ['Annecy']],
    ['Después de la conferencia en Bogotá quiero cuatro días en Cartagena y luego vuelvo a Madrid', 'Bogotá', ['Cartagena']],
    ['Nach der Tagung in Hamburg möchte ich drei Tage nach Lübeck, dann zurück nach Köln', 'Hamburg', ['Lübeck']],
    ['Dopo il convegno a Bologna vorrei due giorni a Ravenna e poi torno a Bari', 'Bologna', ['Ravenna']],
  ]);
  it('an occasion the trip goes to is one of its stops when the way home is named', () => {
    const r = read('A conference in Lisbon then three days in the Algarve, flying home to Leeds');
    expect(r.origin).toBe('Leeds');
    expect(r.goes).toContain('Lisbon');
  });
});

describe("a ferry's port is on the way: context when the trip starts elsewhere, the start when nothing else is", () => {
  readsAs([
    ['We live in Derby and want two weeks in Norway, taking the ferry from Newcastle', 'Derby', ['Norway']],
    ['Nous habitons Dijon et voulons aller en Sardaigne en prenant le bateau à Toulon', 'Dijon', ['Sardinia']],
    ['Vivimos en Burgos y queremos ir a Mallorca con el ferry desde Barcelona', 'Burgos', ['Mallorca']],
    ['Wir wohnen in Hannover und wollen nach Schweden, mit der Fähre ab Rostock', 'Hannover', ['Sweden']],
    ['Abitiamo a Torino e andiamo in Corsica con il traghetto da Livorno', 'Turin', ['Corsica']],
  ]);
  it('a crossing said with its other end is a route inside the trip: both ends are its places', () => {
    const r = read('We live in Exeter and fancy the ferry from Naples to Palermo in September');
    expect(r.origin).toBe('Exeter');
    expect(r.goes).toEqual(['Naples', 'Palermo']);
  });
  it('the port starts the trip when no other start is named', () => {
    const r = read('Taking the ferry from Dover to Calais, then a week in Normandy');
    expect(r.origin).toBe('Dover');
  });
  it("a cruise's first port is a place of the trip", () => {
    const r = read('We live in Leeds. Thinking of a river cruise from Basel to Amsterdam in May');
    expect(r.origin).toBe('Leeds');
    expect(r.goes).toEqual(['Basel', 'Amsterdam']);
  });
});

describe('a home said without "from": the home noun and its verb, a code before "based", dialect words of leaving', () => {
  readsAs([
    ['Home is Swansea. The two of us want a week in Cyprus in October', 'Swansea', ['Cyprus']],
    ['Mi casa está en Murcia; busco tres días en Lisboa en junio', 'Murcia', ['Lisbon']],
    ['Zuhause ist Dresden, wir suchen ein langes Wochenende in Wien', 'Dresden', ['Vienna']],
    ['Bei uns daheim in Kassel regnet es, wir wollen nach Teneriffa', 'Kassel', ['Tenerife']],
    ['Casa mia è a Bari, vorrei tre giorni a Vienna', 'Bari', ['Vienna']],
    ['Minha casa fica em Natal e quero ir a Lisboa em maio', 'Natal', ['Lisbon']],
    ['Brisbane QLD based couple, want Bali in June', 'Brisbane', ['Bali']],
    ['Flying fae Aberdeen tae Rome in May, me n ma wife', 'Aberdeen', ['Rome']],
  ]);
  it.each([
    ['Our holiday home is in Tuscany and we fly there from Leeds in May', 'Leeds'],
    ["My sister's home is in Lyon and we want to visit her from Dublin", 'Dublin'],
  ])('a home that is not where the writer lives is none: %s', (text, start) => {
    expect(read(text).origin).toBe(start);
  });
});

describe('a place the writer wants to escape is where the trip starts', () => {
  it.each([
    ['Desperate to escape the grey skies of Manchester, two of us, Madeira in March', 'Manchester'],
    ['On veut fuir la grisaille de Lille, une semaine aux Canaries en février', 'Lille'],
    ['Queremos huir del frío de Madrid, una semana en Canarias', 'Madrid'],
    ['Wir wollen dem Winter in Köln entfliehen und zwei Wochen nach Teneriffa', 'Köln'],
    ['Vogliamo fuggire dalla nebbia di Milano, una settimana a Tenerife', 'Milan'],
    ['Queremos fugir do frio de Curitiba, uma semana em Salvador', 'Curitiba'],
  ])('%s', (text, home) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).not.toContain(home);
  });
  it.each([['We want to escape the crowds in Venice and see Verona instead'], ['Escape to Bali for two weeks in May']])(
    'escaping to a place, or from something in it, is no start: %s',
    (text) => {
      expect(read(text).origin).toBeNull();
    },
  );
});
