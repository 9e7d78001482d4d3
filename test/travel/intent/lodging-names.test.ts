import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

const unread = (text: string) => parseRequest(text).understanding.unresolved.map((u) => u.text);

describe('a lodging named by its place in the sentence is a preference, never a place to go', () => {
  it.each<[string, string[], string]>([
    ['Buscamos hoteles AC o Barceló en Sevilla para el puente', ['Sevilla'], 'hoteles AC o Barceló'],
    ['We always stay in IHG hotels, 4 nights in Boston in May', ['Boston'], 'IHG hotels'],
    ["On voudrait l'hôtel Negresco à Nice pour trois nuits", ['Nice'], 'hôtel Negresco'],
    ['Zwei Nächte im Hotel Sacher in Wien', ['Vienna'], 'Hotel Sacher'],
  ])('%s', (text, goes, chain) => {
    expect(placesOf(text).goes).toEqual(goes);
    expect(unread(text)).toContain(chain);
  });

  it('a place right after the word for hotels, with no place after it, is where the hotels are', () => {
    expect(placesOf('hotels Lisbon 3 nights in June').goes).toEqual(['Lisbon']);
    expect(placesOf('Ski trip to NH in February, 2 adults').goes).toEqual(['New Hampshire']);
  });

  it('a code beside the word for hotels that names a place is that place', () => {
    expect(placesOf('NYC hotels for 3 nights in May').goes).toEqual(['New York City']);
    expect(placesOf('hotels NYC 3 nights in May').goes).toEqual(['New York City']);
  });

  it('a chain named anywhere, written with its capital, is a preference the status reports', () => {
    const p = parseRequest('Tre notti a Torino a marzo, possibilmente un Novotel per i punti');
    expect(p.understanding.status).toBe('partial');
    const novotel = p.understanding.unresolved.filter((u) => u.text === 'Novotel');
    expect(novotel.map((u) => u.code)).toEqual(['unread_requirement']);
  });

  it("a chain's name inside a place's is the place", () => {
    expect(unread('Four nights on Hilton Head Island in May, 2 adults')).not.toContain('Hilton');
  });
});
