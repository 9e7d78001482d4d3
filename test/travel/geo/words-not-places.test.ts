import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('a name left in lower case by a writer who capitalises names is a word unless a place word comes before it', () => {
  it('reads a breed, a dish or a brand named after a place as that word, in every language', () => {
    expect(names('Quiero ir con mis dos perritos chihuahua en cabina, saliendo de Tijuana hacia Mérida', 'es')).toEqual(['Tijuana|MX', 'Mérida|MX']);
    expect(names('Vamos a Mérida con un perro pastor alemán y un chihuahua', 'es')).toEqual(['Mérida|MX']);
    expect(names('Una settimana a Napoli col nostro chihuahua e un maltese', 'it')).toEqual(['Naples|IT']);
    expect(names('Eine Woche in Wien mit unserem chihuahua', 'de')).toEqual(['Vienna|AT']);
  });

  it('still reads it after a place word', () => {
    expect(names('Vamos a Lima y después a cusco', 'es')).toEqual(['Lima|PE', 'Cusco|PE']);
    expect(names('Zuerst nach Wien, dann nach chihuahua', 'de')).toEqual(['Vienna|AT', 'Chihuahua|MX']);
  });
});

describe('a name read without its leading article is never a word of the six languages nor a person name', () => {
  it('reads a noun that is a town only with its article ("le Teich") as that noun', () => {
    expect(names('Eine Hütte am Teich im Schwarzwald mit den Kindern', 'de')).toEqual(['Black Forest|DE']);
    expect(names('Deux jours à Vincennes, visite du donjon et du bois', 'fr')).toEqual(['Vincennes|FR']);
    expect(names('Un cours de harpe à Lyon au printemps', 'fr')).toEqual(['Lyon|FR']);
    expect(names('Dorada a la plancha en Málaga', 'es')).toEqual(['Málaga|ES']);
  });

  it('reads a given name as the person ("Madeleine" is no La Madeleine)', () => {
    expect(names('Madeleine and I would like a week in Strasbourg', 'en')).toEqual(['Strasbourg|FR']);
  });

  it('still reads a bare name that is no word ("Chaltén" for El Chaltén)', () => {
    expect(names('Trekking in Chaltén for a week in March', 'en')).toEqual(['El Chaltén|AR']);
  });
});

describe('a name no language uses as a word, left in lower case, is a place within a day of another place of the trip', () => {
  it('reads casual lower-case names beside a named place, in every language', () => {
    expect(names('Lisbon for five days in June, then sintra and cascais', 'en')).toEqual(['Lisbon|PT', 'Sintra|PT', 'Cascais|PT']);
    expect(names('Una semana en Granada y luego nerja', 'es')).toEqual(['Granada|ES', 'Nerja|ES']);
  });

  it('leaves one far from every place of the trip, or an ordinary word, alone', () => {
    expect(names('Eine Woche in Wien mit unserem chihuahua', 'de')).toEqual(['Vienna|AT']);
    expect(names('Montréal, mon vol part tôt', 'fr')).toEqual(['Montréal|CA']);
  });
});

describe('a name that is part of a longer one the gazetteer lacks, or of a company name', () => {
  it('reads a name joined by a hyphen to a capitalised word that names no place as no place, and a route of two places as both', () => {
    expect(names('Nous visitons le Cap-Vert pour Noël', 'fr')).toEqual([]);
    expect(names('Le trajet Lyon-Marseille en juin', 'fr')).toEqual(['Lyon|FR', 'Marseille|FR']);
    expect(names('Départ de Paris-CDG pour Montréal', 'fr')).toEqual(['Paris|FR', 'Paris|FR', 'Montréal|CA']);
    expect(names('Wir planen eine Mallorca-Reise im Mai', 'de')).toEqual(['Mallorca|ES']);
  });

  it("reads a name before a company's legal form as the company, not a misspelt place", () => {
    expect(names('Je travaille pour Velmont SA, mission à Milan', 'fr')).toEqual(['Milan|IT']);
    expect(names('Die Firma Bremmen GmbH schickt mich nach Wien', 'de')).toEqual(['Vienna|AT']);
  });
});

describe('a compass word says where inside a place, never which', () => {
  it('reads no division named only by a compass word ("Sud", "Nord-Ouest", "Centre")', () => {
    for (const w of ['Sud', 'Nord', 'North', 'Ouest', 'Nord-Ouest', 'Centre', 'Northern', 'Eastern'])
      expect(g.resolve(w).map((p) => p.type)).not.toContain('state');
  });

  it("keeps the division's full name and a region named for a compass point", () => {
    expect(g.resolve('Sud Department')[0]?.country).toBe('HT');
    expect(g.resolve('Northern Territory')[0]?.country).toBe('AU');
    expect(names('queremos conhecer o nordeste em setembro', 'pt')).toEqual(['Northeast Brazil|BR']);
  });

  it('reads no compass word as the misspelling of another ("noroeste" is not "nordeste")', () => {
    expect(names('un viaje por el noroeste argentino', 'es')).toEqual([]);
  });

  it('leaves the country of the request alone: "l\'île du Sud" of New Zealand is not Haiti', () => {
    expect(names("Trois semaines sur l'île du Sud en Nouvelle-Zélande", 'fr')).not.toContain('Sud Department|HT');
  });
});
