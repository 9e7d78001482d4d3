import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

const unknownPlaces = (text: string) =>
  parseRequest(text)
    .understanding.unresolved.filter((u) => u.code === 'unknown_place')
    .map((u) => u.text);

/** A feature word (lake, island, valley, range, park) before a name, and German compounds that name a feature. */
describe('a feature word before a name says the name is a place', () => {
  it('an ordinary word after "ilha da" is the island', () => {
    expect(placesOf('Quero conhecer a ilha da Madeira em maio, saindo de Lisboa').goes.join(' ')).toMatch(/Madeira/);
  });
  it('a town after "valle de" is read', () => {
    expect(placesOf('Queremos subir a Tenerife y ver el valle de La Orotava').goes).toContain('La Orotava');
  });
});

describe('a feature the gazetteer lacks is reported, not left out in silence', () => {
  it.each([
    ['Queremos ir a Cusco y luego al lago Quilotoa, desde Bogotá', 'Quilotoa'],
    ['Viaje a Torres del Paine y al lago General Carrera, desde Santiago', 'General Carrera'],
    ['Skiurlaub im Ötztal, Ende Januar, ab Stuttgart', 'Ötztal'],
    ['Eine Woche am Gardasee und dann ins Valpolicella, ab München', 'Valpolicella'],
    ['Una settimana in Val di Funes a sciare, partiamo da Verona', 'Val di Funes'],
  ])('%s', (text, name) => {
    expect(unknownPlaces(text)).toContain(name);
    expect(parseRequest(text).understanding.status).toBe('partial');
  });
  it.each([
    'Wir fahren im Sommer eine Woche nach Wien',
    'Skifahren in Queenstown im dortigen Winter, ab München',
    'Un hôtel à Saint-Martin, côté hollandais ou côté français, en novembre',
    'Andiamo al concertone a Melpignano, sabato, da Roma',
    'Island hopping in Greece in June',
  ])('no unknown place in ordinary words: %s', (text) => {
    expect(unknownPlaces(text)).toEqual([]);
  });
});
