import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

/**
 * Which of a name's places a request means when the words around it, or the other places it lists, say so: a
 * subdivision named after its town, a feature named after a place in another language, a feature across borders,
 * and small places written in lower case that vouch for each other.
 */
const g = loadGazetteer();
const read = (text: string, lang: string) =>
  g
    .extract(text, { lang })
    .filter((m) => m.role !== 'origin')
    .map((m) => `${m.name}|${m.type}|${m.country ?? '-'}`);
const top = (name: string) => {
  const r = g.resolve(name)[0];
  return r && `${r.name}|${r.type}`;
};

describe('a subdivision named after a town inside it', () => {
  it.each([
    ['Québec', 'Québec|city'],
    ['Salzburg', 'Salzburg|city'],
    ['Guanajuato', 'Guanajuato|city'],
    ['Zacatecas', 'Zacatecas|city'],
  ])('%s alone is the town', (name, want) => expect(top(name)).toBe(want));

  it.each([
    ['province of Québec', 'Quebec|state'],
    ['state of São Paulo', 'São Paulo|state'],
  ])('%s is the subdivision', (name, want) => expect(top(name)).toBe(want));

  it('is the town among towns and the subdivision among regions', () => {
    expect(read('Wir fahren im Mai nach Salzburg und Hallstatt.', 'de')).toContain('Salzburg|city|AT');
    expect(read('Zum Skifahren lieber nach Kärnten oder Salzburg.', 'de')).toContain('Salzburg|state|AT');
  });

  it('is the town or the subdivision as the words before it say, in the languages', () => {
    expect(read('On part voir la ville de Québec en juillet.', 'fr')).toEqual(['Québec|city|CA']);
    expect(read('Vorremmo vedere la città di Guanajuato a marzo.', 'it')).toEqual(['Guanajuato|city|MX']);
    expect(read('Queremos recorrer el estado de São Paulo en julio.', 'es')).toEqual(['São Paulo|state|BR']);
    expect(read('Ideen: Montréal, Québec-Stadt im Mai.', 'de')).toEqual(['Montréal|city|CA', 'Québec|city|CA']);
  });
});

describe('a feature named after a place, in the six languages', () => {
  it.each([
    ['Nous voulons voir les chutes du Niagara en juillet.', 'fr'],
    ['Vorrei vedere le cascate del Niagara ad agosto.', 'it'],
    ['Wir wollen im Sommer zu den Niagarafällen.', 'de'],
    ['Queremos ver las cataratas del Niágara en mayo.', 'es'],
  ])('%s', (text, lang) => expect(read(text, lang)[0]).toMatch(/^Niagara Falls\|/));

  it.each([
    ['Giro in moto fino al lago di Ginevra a giugno.', 'it'],
    ['Queremos ir al lago de Ginebra en junio.', 'es'],
  ])('%s', (text, lang) => expect(read(text, lang)[0]).toMatch(/^Lake Geneva\|region\|/));

  it('reads no kind word before an ordinary word', () => {
    expect(read('we want sun and good food, NOT a big city, nice beaches pls', 'en')).toEqual([]);
    expect(read('Je passe de bons moments en ville.', 'fr')).toEqual([]);
    // "die Stadt" is "the town": no town called Die.
    expect(read('Wir wollen 4 Tage nach Wien im Mai, die Stadt ist wunderschön', 'de').some((p) => p.startsWith('Die|'))).toBe(false);
  });
});

describe('a feature across borders, in the country of the trip', () => {
  it('takes the country of the places named with it', () => {
    expect(read('Cusco, Machu Picchu y el lago Titicaca en junio.', 'es')).toContain('Lago Titicaca|region|PE');
    expect(read('Copacabana, La Paz y el lago Titicaca en junio.', 'es')).toContain('Lago Titicaca|region|BO');
    expect(read('Una escapada a Oporto y al valle del Duero.', 'es')).toContain('Duero|region|PT');
  });

  it('names no country when nothing says which', () => {
    expect(read('Queremos ver el lago Titicaca.', 'es')).toEqual(['Lago Titicaca|region|-']);
  });
});

describe('small places in lower case that vouch for each other', () => {
  it.each([
    ['ginge auch naxos + paros mit der fähre?', 'de', ['Náxos', 'Páros']],
    ['feriadão com a galera: ubatuba ou paraty??', 'pt', ['Ubatuba', 'Paraty']],
    ['thinking rovinj or porec for a week, any tips', 'en', ['Rovinj', 'Poreč']],
  ])('%s', (text, lang, names) => expect(read(text, lang).map((r) => r.split('|')[0])).toEqual(names));

  it('leaves ordinary words and far-apart namesakes alone', () => {
    expect(read('i need a rest and some food and drink, cheap and fun', 'en')).toEqual([]);
    expect(read('somos dos, con perros y gatos, sin prisa', 'es')).toEqual([]);
  });
});
