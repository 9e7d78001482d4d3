import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

/**
 * A place the gazetteer knows, written as part of a longer name it does not know ("el Monte Saint-Michel", "Val d'Aoste",
 * "die dänische Nordseeküste"), is not the place the traveller meant: the reader says the whole name instead of answering
 * with the part, and the request is partial.
 */
const read = (text: string) => {
  const p = parseRequest(text);
  return {
    places: [...p.hard_places, ...p.soft_places].map((x) => `${x.name}|${x.country}`),
    unknown: p.details.unresolved.filter((u) => u.code === 'unknown_place').map((u) => u.text),
    status: p.understanding.status,
  };
};

describe('a known place inside a longer name the gazetteer lacks', () => {
  it.each([
    ['Queremos conocer el Monte Saint-Michel en mayo, somos dos.', 'Monte Saint-Michel'],
    ["On part une semaine dans le Val d'Aoste en février.", "Val d'Aoste"],
    // A well-known city named by a harbour's or beach's head word alone heads the longer name, with or without a link word.
    ['Tre notti a Porto Giunco in settembre, partendo da Milano.', 'Porto Giunco'],
    ['Reservamos um apartamento na Praia da Rocha para agosto.', 'Praia da Rocha'],
  ])('%s: says the whole name, reads no part of it', (text, name) => {
    const r = read(text);
    expect(r.unknown).toContain(name);
    expect(r.places.some((p) => name.includes(p.split('|')[0] ?? '-'))).toBe(false);
    expect(r.status).toBe('partial');
  });

  it('a region qualified by the adjective of a country it does not reach is that country, with the name said', () => {
    for (const [text, country, name] of [
      ['Wir wollen im August an die dänische Nordseeküste, zu zweit.', 'Denmark|DK', 'dänische Nordseeküste'],
      ['Une semaine de randonnée dans les Alpes japonaises en octobre.', 'Japan|JP', 'Alpes japonaises'],
    ] as const) {
      const r = read(text);
      expect(r.places, text).toEqual([country]);
      expect(r.unknown, text).toEqual([name]);
      expect(r.status, text).toBe('partial');
    }
  });

  it('a known longer name and a region its adjective reaches stay read', () => {
    expect(read('Nous voulons visiter le Mont Saint-Michel en mai.').places).toEqual(['Mont-Saint-Michel|FR']);
    expect(read('Queremos ir a Porto Alegre e depois a Porto em maio.').places).toEqual(['Porto Alegre|BR', 'Porto|PT']);
    // A town whose one-word name is written as two words is that town.
    expect(read('Tre notti a Porto Venere in settembre, partendo da Milano.').places).toEqual(['Portovenere|IT']);
    expect(read('Une semaine à Castel Sardo en juin.').places).toEqual(['Castelsardo|IT']);
    expect(read('Wir möchten im Juli in die französischen Alpen.').places).toEqual(['The Alps|FR']);
  });
});

describe('a small namesake far from the region the request names', () => {
  it.each([
    'Queremos fazer o Vale do Douro e dormir duas noites no Pinhão, em outubro.',
    'Nous voulons loger à Pinhão, dans la vallée du Douro, en septembre.',
    'A Douro Valley trip in May: we want to stay in Pinhão for 3 nights.',
  ])('%s: the town abroad is not read, its name is said', (text) => {
    const p = parseRequest(text);
    expect([...p.hard_places, ...p.soft_places].map((x) => x.country)).toEqual(['PT']);
    expect(p.details.unresolved.some((u) => u.text === 'Pinhão')).toBe(true);
    expect(p.understanding.status).toBe('partial');
  });

  it('a town in the country of the region named stays read', () => {
    const p = parseRequest('Queremos fazer o Vale do Douro e dormir duas noites em Peso da Régua, em outubro.');
    expect([...p.hard_places, ...p.soft_places].map((x) => x.name)).toContain('Peso da Régua');
  });
});

describe('a known place after an Italian "da" that says where the trip starts', () => {
  it.each([
    ['Tre notti a Bellagio da Bologna a fine maggio', 'Bellagio', 'Bologna'],
    ['Vorremmo una settimana a Tropea da Firenze', 'Tropea', 'Florence'],
    ['Un lungo weekend a Forte dei Marmi da Napoli, in due', 'Forte dei Marmi', 'Naples'],
  ])('%s: is the origin, not the tail of one unknown name', (text, place, origin) => {
    const r = read(text);
    expect(r.places.map((p) => p.split('|')[0])).toEqual([place]);
    expect(placesOf(text).origin).toBe(origin);
    expect(r.unknown).toEqual([]);
  });

  it('a "de" that may say "of" still joins a name the gazetteer lacks', () => {
    const r = read('Quatro dias em Paraty de São Paulo no inverno');
    expect(r.unknown).toEqual(['Paraty de São Paulo']);
    expect(r.status).toBe('partial');
  });
});

describe('two capitalised words that are not one place written apart, nor a head word and a name', () => {
  const origin = (text: string) => parseRequest(text).details.origin.name;
  it.each(['Viajamos con Anna Burg a Viena en julio', 'I am travelling with Maria Zell to Prague in May'])(
    '%s: a given name and a surname are a person, no town',
    (text) => {
      const r = read(text);
      expect(origin(text)).toBeNull();
      expect(r.places).toHaveLength(1);
    },
  );

  it.each([
    ['Lisbon then Porto Saturday to Monday', ['Lisbon|PT', 'Porto|PT']],
    ['Two Nights In Porto Or Madrid', ['Porto|PT', 'Madrid|ES']],
    ['Porto Harbour Hotel for 2 in June', ['Porto|PT']],
    ['We need Porto Hotels near the river', ['Porto|PT']],
  ])('%s: a day, a function word, an English or German word or a title does not extend the head word', (text, places) => {
    expect(read(text).places).toEqual(places);
  });

  it('an English word does not extend a longer name a head word opens; a word of the Romance request still does', () => {
    expect(read('Puerto Natales Boat Tour for two in March').places).toEqual(['Puerto Natales|CL']);
    expect(read('Dez dias na Praia Vermelha em agosto').unknown).toEqual(['Praia Vermelha']);
    expect(read('Una semana en Playa Blanca Chica en mayo').unknown).toEqual(['Playa Blanca Chica']);
  });
});
