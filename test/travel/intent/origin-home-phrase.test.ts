import { describe, expect, it } from 'vitest';
import { placesOf } from './read-request.js';

describe('a "from" word governs the whole noun phrase of a home, the town in it included', () => {
  it.each([
    ["Setting off from my brother's house in Leeds to Edinburgh on 2 May for three nights", 'Leeds', 'Edinburgh'],
    ['On part de chez ma sœur à Nantes pour Bordeaux le 2 mai, trois nuits', 'Nantes', 'Bordeaux'],
    ['Salimos desde la casa de mi hermana en Valencia hacia Madrid el 2 de mayo, tres noches', 'Valencia', 'Madrid'],
    ['Wir fahren von der Wohnung meines Bruders in Leipzig nach Dresden, 2. bis 5. Mai', 'Leipzig', 'Dresden'],
    ['Partiamo dalla casa di mia sorella a Verona per Venezia il 2 maggio, tre notti', 'Verona', 'Venice'],
    ['Vamos saindo da casa do meu irmão em Coimbra para Lisboa a 2 de maio, três noites', 'Coimbra', 'Lisbon'],
  ])('%s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual([goes]);
  });

  it('keeps a stay at someone’s home a place to go when no "from" governs it', () => {
    expect(placesOf("Five nights at my aunt's house in Galway in May").goes).toEqual(['Galway']);
  });
});

describe('a German verb of setting off names the start in every person', () => {
  it.each(['Wir starten in Kassel und fahren nach Lübeck, 2. bis 5. Mai', 'Ich starte in Kassel, dann nach Lübeck, 2. bis 5. Mai'])('%s', (text) => {
    const p = placesOf(text);
    expect(p.origin).toBe('Kassel');
    expect(p.goes).toEqual(['Lübeck']);
  });
});
