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
