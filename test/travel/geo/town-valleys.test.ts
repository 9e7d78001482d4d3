import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('a valley named by the towns that carry its name ("Pozza di Fassa", "Ried im Zillertal")', () => {
  it('reads the valley as travellers write it, in any request language', () => {
    expect(names('Una settimana sugli sci in Val di Fiemme a febbraio', 'it')).toEqual(['Val di Fiemme|IT']);
    expect(names("Nous aimerions randonner dans le Val d'Orcia au printemps", 'fr')).toEqual(["Val d'Orcia|IT"]);
    expect(names('Queremos esquiar en la Val di Fassa en enero', 'es')).toEqual(['Val di Fassa|IT']);
    expect(names('Im Sommer wandern wir eine Woche im Stubaital', 'de')).toEqual(['Stubaital|AT']);
  });

  it('places the valley among its towns', () => {
    const valley = g.resolve('Val di Fassa')[0];
    expect(valley?.country).toBe('IT');
    if (valley) expect(g.contains(valley, { country: 'IT', admin1: null, lat: 46.43, lon: 11.7, destinationId: '' })).toBe(true);
  });

  it('derives no valley from towns named after a city or province, and leaves a town its own name', () => {
    expect(names('Tre giorni in Val di Torino a maggio', 'it')).not.toContain('Val di Torino|IT');
    expect(g.resolve("Val d'Asti").some((p) => p.name === "Val d'Asti")).toBe(false);
    expect(names('Una settimana a Valle di Cadore in agosto', 'it')).toEqual(['Valle di Cadore|IT']);
  });
});
