import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

const via = (text: string) => parseRequest(text).details.via.map((p) => p.name);
const goes = (text: string) => {
  const p = parseRequest(text);
  return [...p.hard_places, ...p.soft_places].map((x) => x.name);
};

describe('what a transit word governs', () => {
  it('reads city transport and traffic as no stop on the way', () => {
    expect(via('Ten days in Lisbon in September, decent public transit in Lisbon is a must')).toEqual([]);
    expect(via('Férias em Salvador em janeiro, o trânsito em Recife é caótico')).toEqual([]);
  });

  it('reads a connection onward to a place as going there', () => {
    expect(goes('Zug von Köln nach München mit Anschluss nach Salzburg im Juni')).toContain('Salzburg');
    expect(via('Zug von Köln nach München mit Anschluss nach Salzburg im Juni')).toEqual([]);
    expect(via('Vol Lyon-Paris avec une correspondance pour Montréal en juillet')).toEqual([]);
  });

  it('keeps a transit place on a flight', () => {
    expect(via('Flying from London to Sydney in March with a transit in Singapore')).toEqual(['Singapore']);
  });
});

describe('a place listed after a stop on the way', () => {
  it.each([
    ['Toronto to Rome with a layover in Frankfurt or Munich.', 'Rome', 'Munich'],
    ['De Lyon à Montréal, avec escale à Paris ou Londres.', 'Montréal', 'London'],
    ['De Madrid a Lima con escala en Bogotá o Panamá.', 'Lima', 'Panama'],
    ['Von Wien nach Bangkok, Umstieg in Doha oder Dubai.', 'Bangkok', 'Dubai'],
    ['Da Roma a Tokyo con scalo a Doha o Dubai.', 'Tokyo', 'Dubai'],
    ['Saída de Goiânia para Jerusalém, com conexão em São Paulo ou Lisboa.', 'Jerusalem', 'Lisbon'],
  ])('is another stop, not a place to go: %s', (text, dest, listed) => {
    expect(goes(text)).toEqual([dest]);
    expect(via(text)).toContain(listed);
  });
});

describe('a trip through places', () => {
  it.each([
    ['Rail trip through Austria and Hungary, but not through Vienna, from Munich.', ['Austria', 'Hungary'], 'Vienna'],
    ['Road trip por la Selva Negra y Alsacia desde Zúrich, sin pasar por Estrasburgo.', ['Black Forest', 'Alsace'], 'Strasbourg'],
  ])('goes to them when it goes nowhere else, and keeps a passage refused ruled out: %s', (text, trip, refused) => {
    const p = parseRequest(text);
    expect(goes(text)).toEqual(trip);
    expect(p.excluded_places.map((x) => x.name)).toEqual([refused]);
  });
});
