import { describe, expect, it } from 'vitest';
import { loadGazetteer, type GazetteerPlace } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);
const first = (name: string) => {
  const read = g.resolve(name)[0];
  if (!read) throw new Error(`no reading of ${name}`);
  return read;
};
const town = (name: string, country: string): GazetteerPlace => {
  const read = g.resolve(name, { countryHint: country }).find((r) => r.type === 'city' && r.country === country);
  if (!read) throw new Error(`no town ${name}`);
  return g.byId(read.id) as GazetteerPlace;
};
const holds = (side: string, t: GazetteerPlace) => g.contains(first(side), t);

describe('a side of a place named by a compass word', () => {
  it('is read in each language, before the place, with "of" and an article, or after it where the language writes it so', () => {
    expect(names('Two weeks in North Goa in January', 'en')).toEqual(['North Goa|IN']);
    expect(names('A week in southern Spain', 'en')).toEqual(['South Spain|ES']);
    expect(names('the south west of France for ten days', 'en')).toEqual(['South West France|FR']);
    expect(names('une semaine dans le sud-ouest de la France', 'fr')).toEqual(['South West France|FR']);
    expect(names("Location d'une maison en Bretagne sud", 'fr')).toEqual(['South Brittany|FR']);
    expect(names('dieci giorni nel sud della Sardegna', 'it')).toEqual(['South Sardinia|IT']);
    expect(names('quince días por el norte de Portugal', 'es')).toEqual(['North Portugal|PT']);
    expect(names('eine Woche im Norden von Dänemark', 'de')).toEqual(['North Denmark|DK']);
  });

  it('takes the cue before the compass word, and a name a town shares when the side is written as one name', () => {
    expect(names('A B&B in East Kent near the coast', 'en')).toEqual(['East Kent|GB']);
    expect(names('Kent near the coast', 'en')).toEqual([]);
  });

  it('leaves a word the writer did not capitalise, though they capitalise names, a word first', () => {
    expect(names('casa no litoral norte de SP pro Réveillon', 'pt').some((n) => n.startsWith('North '))).toBe(false);
  });

  it('holds the towns on its side and not those on the other', () => {
    expect(holds('North Goa', town('Mapusa', 'IN'))).toBe(true);
    expect(holds('North Goa', town('Madgaon', 'IN'))).toBe(false);
    expect(holds('South Goa', town('Madgaon', 'IN'))).toBe(true);
    expect(holds('Southern Spain', town('Seville', 'ES'))).toBe(true);
    expect(holds('Southern Spain', town('Madrid', 'ES'))).toBe(false);
    expect(holds('Northern Italy', town('Milan', 'IT'))).toBe(true);
    expect(holds('Northern Italy', town('Naples', 'IT'))).toBe(false);
  });

  it('offers only the towns on its side, and says it is a side of its place', () => {
    const north = first('Northern Italy');
    const within = g.placesWithin(north, 30);
    expect(within.length).toBeGreaterThan(10);
    expect(within.every((p) => p.country === 'IT' && p.lat > 44)).toBe(true);
    expect(north.side_of?.id).toBe('country:it');
  });

  it('names the same part however a name is written, so a named destination and a read one agree', () => {
    expect(first('Southern Sardinia').id).toBe(first('South Sardinia').id);
    expect(first('the south of France').id).toBe(first('Southern France').id);
  });

  it('is read from a German compound of a compass head and the place, unless the gazetteer holds the word whole', () => {
    expect(names('Rundreise durch Norditalien im Mai', 'de')).toEqual(['North Italy|IT']);
    expect(names('Zwei Wochen Südwestfrankreich', 'de')).toEqual(['South West France|FR']);
    expect(names('Eine Woche in Ostfriesland', 'de')).toEqual(['East Frisia|DE']);
    expect(names('Urlaub in Südafrika', 'de')).toEqual(['South Africa|ZA']);
  });

  it('is the side of the place named just before when the compass word is a noun with no place of its own', () => {
    expect(names('Two weeks in northern Vietnam. Not the south this time', 'en')).toEqual(['North Vietnam|VN', 'South Vietnam|VN']);
    expect(names('Bali but not the south', 'en')).toEqual(['Bali|ID', 'South Bali|ID']);
    expect(names('Tenerife pero solo el norte de la isla', 'es')).toEqual(['Tenerife|ES', 'North Tenerife|ES']);
    expect(names('eine Finca auf Mallorca, ja nicht im Süden', 'de')).toEqual(['Mallorca|ES', 'South Mallorca|ES']);
    expect(names('A week on Mallorca: two nights in Palma, the rest in the north', 'en')).toEqual(['Mallorca|ES', 'Palma|ES', 'North Mallorca|ES']);
    expect(names('Heading south for the sun, Mexico maybe', 'en')).toEqual(['Mexico|MX']);
    expect(names('Mexico, the east coast', 'en')).toEqual(['Mexico|MX']);
    expect(names('Retraités de Québec, on aimerait descendre vers le sud cet hiver', 'fr')).toEqual(['Québec|CA']);
  });

  it('is no side of a town, nor a direction a word only points to, nor a part of a whole name', () => {
    expect(names('A cottage 20 km north of Inverness', 'en')).toEqual(['Inverness|GB']);
    expect(names('un gîte au sud de Lyon', 'fr')).toEqual(['Lyon|FR']);
    expect(names('Two weeks in South Africa, then North Carolina', 'en')).toEqual(['South Africa|ZA', 'North Carolina|US']);
    expect(names('atravessar Portugal de norte a sul', 'pt')).toEqual(['Portugal|PT']);
    expect(names('la Bretagne est magnifique en juin', 'fr')).toEqual(['Brittany|FR']);
    expect(names('Moramos a uns 30 km a sul de Coimbra', 'pt')).not.toContain('South Coimbra District|PT');
  });
});
