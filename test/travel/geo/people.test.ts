import { describe, expect, it } from 'vitest';
import { isCalendarWord } from '../../../src/travel/geo/calendar-words.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { tokenize } from '../../../src/travel/geo/normalize.js';
import { isPersonName, personTokens } from '../../../src/travel/geo/people.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country ?? ''}`);
const people = (text: string, lang: string) => {
  const toks = tokenize(text);
  return [...personTokens(toks, text, lang)].map((i) => toks[i]?.raw);
};

describe('people named in a request are not places', () => {
  it('marks names after titles (with the titles), greetings and kinship nouns, name + surname pairs and signature lines', () => {
    expect(people('Je vous écris pour Mme Vasseur et son fils.', 'fr')).toEqual(['Mme', 'Vasseur']);
    expect(people('Im Auftrag von Frau Dr. Albrecht', 'de')).toEqual(['Frau', 'Dr', 'Albrecht']);
    expect(people('Viajo con mi prima Lucía a Quito', 'es')).toEqual(['Lucía']);
    expect(people('Partiamo con Marco Rinaldi per Bari', 'it')).toEqual(['Marco', 'Rinaldi']);
    expect(people('Queremos ir a Recife em maio.\nAbraços,\nFernanda Souza', 'pt')).toEqual(['Fernanda', 'Souza']);
  });

  it('reads no title before a name as the airport of that code ("from Mrs Patel" is not Marseille, MRS)', () => {
    expect(names('Booking for two from Mrs Patel: a week in Lisbon in May', 'en')).toEqual(['Lisbon|PT']);
    expect(names('booking for two from mrs patel: a week in lisbon in may', 'en')).toEqual(['Lisbon|PT']);
  });

  it('reads the name after a family or couple noun as a family name, not a place', () => {
    expect(names('Familie Krüger sucht für die Herbstferien ein Ferienhaus in der Toskana', 'de')).toEqual(['Tuscany|IT']);
    expect(names('The Kruger family would like a week in Tuscany', 'en')).toEqual(['Tuscany|IT']);
    expect(names('I coniugi Lecce vorrebbero una settimana in Puglia', 'it')).toEqual(['Apulia|IT']);
    expect(names('O casal Braga quer ir a Salvador em julho', 'pt')).toEqual(['Salvador|BR']);
    expect(people('La famille Nancy cherche un gîte en Bretagne', 'fr')).toEqual(['Nancy']);
    expect(people('La familia Soria busca casa rural en Asturias', 'es')).toEqual(['Soria']);
  });

  it('reads a region or town after a family noun that follows a preposition as the place ("en famille", "mit der Familie")', () => {
    expect(people('Viaje en familia Galicia y Asturias en agosto', 'es')).toEqual([]);
    expect(people('Una settimana in famiglia Sardegna o Corsica', 'it')).toEqual([]);
    expect(people('Urlaub mit der Familie Sylt oder Amrum', 'de')).toEqual([]);
    expect(people('Viagem de casal Gramado em julho', 'pt')).toEqual([]);
    expect(people('Vacances avec la famille Martin en Provence', 'fr')).toEqual(['Martin']);
  });

  it('reads "the X family" in English as a family only when X is a family name ("the Mallorca family hotels")', () => {
    expect(people('Comparing the Mallorca family resorts for July', 'en')).toEqual([]);
    expect(people('The Fischer family wants a week in Lisbon', 'en')).toEqual(['Fischer']);
  });

  it('leaves a place after a family noun that is no name ("Familie aus Graz", "a family trip to Kruger")', () => {
    expect(names('Familie aus Graz sucht Ferienhaus in Kärnten', 'de')).toEqual(['Graz|AT', 'Carinthia|AT']);
    expect(names('A family trip to Kruger next spring', 'en')).toEqual(['Kruger National Park|ZA']);
    expect(people('Name | From | Where\nSmith family | Bristol | Algarve', 'en')).toEqual([]);
  });

  it('leaves the places of the same sentences alone', () => {
    expect(names('Buongiorno Dott. Ferri, vorremmo andare a Zanzibar', 'it')).toEqual(['Zanzibar|TZ']);
    expect(names('Sou secretária do Dr. Almeida; ele vai a Lisboa', 'pt')).toEqual(['Lisbon|PT']);
    expect(names('Vamos a Montevideo.\n\nSaludos, Andrés', 'es')).toEqual(['Montevideo|UY']);
  });

  it('reads the name lists and the calendar words of the six languages', () => {
    for (const n of ['almeida', 'ramirez', 'ferri', 'andres']) expect(isPersonName(n)).toBe(true);
    expect(isPersonName('zanzibar')).toBe(false);
    for (const w of ['mon', 'fri', 'ven', 'dim', 'sab', 'mai', 'okt', 'set', 'qua']) expect(isCalendarWord(w)).toBe(true);
    expect(isCalendarWord('galway')).toBe(false);
    expect(names('Galway over Easter, Fri to Mon, just me', 'en')).toEqual(['Galway|IE']);
  });
});

describe('namesakes chosen by the request', () => {
  it('reads a short name as the longer notable one near another named place', () => {
    expect(names('Terminamos el Camino en Santiago después de salir de Ponferrada', 'es')).toContain('Santiago de Compostela|ES');
    expect(names('Quiero ir a Sevilla y luego a Jerez', 'es')).toEqual(['Sevilla|ES', 'Jerez de la Frontera|ES']);
    expect(names('Una semana en Santiago y Valparaíso', 'es')).toEqual(['Santiago|CL', 'Valparaíso|CL']);
  });

  it('leans towards a namesake in a country that speaks the request language', () => {
    expect(names('Réveillon em Copacabana', 'pt')).toEqual(['Copacabana|BR']);
  });

  it('reads theme parks, landmarks, parks and regions named in the six languages', () => {
    expect(names('Dos días en PortAventura', 'es')).toEqual(['PortAventura World|ES']);
    expect(names('Wir fahren nach Südtirol', 'de')).toEqual(['South Tyrol|IT']);
    expect(names('Una settimana alle isole Eolie', 'it')).toEqual(['Aeolian Islands|IT']);
    expect(names('Duas noites na Chapada Diamantina', 'pt')).toEqual(['Chapada Diamantina National Park|BR']);
    expect(names('On va au Puy du Fou', 'fr')).toEqual(['Puy du Fou|FR']);
  });
});

describe('given names in apposition to a kinship noun name companions, however famous a place that bears them', () => {
  it('reads a list of names before ", my daughters", "minha mãe", after "with" or opening a sentence, as people', () => {
    expect(names('Flying with Austin and Savannah, my two sons, to Denver in June', 'en')).toEqual(['Denver|US']);
    expect(names('Vamos com a Helena, minha mãe, para Recife em agosto', 'pt')).toEqual(['Recife|BR']);
    expect(names('Je pars avec Lourdes, ma cousine, à Porto en mai', 'fr')).toEqual(['Porto|PT']);
  });

  it('leaves a place named after a place word before the apposition ("to Florence, my wife and I")', () => {
    expect(names("We're heading to Florence, my wife and I, for our anniversary in May", 'en')).toEqual(['Florence|IT']);
  });
});

describe('a place that is also a person’s name, where the request says nothing of people', () => {
  it('reads a family name that is a state or region as the area, at the start of a sentence too', () => {
    expect(names("L'anno scorso in montagna; quest'anno mare: Calabria a luglio.", 'it')).toEqual(['Calabria|IT']);
    expect(names('Calabria a luglio, due adulti.', 'it')).toEqual(['Calabria|IT']);
  });

  it('reads a given name followed by when the trip is as the place ("Devon in July"), and leaves it a person otherwise', () => {
    expect(names('Devon in July, two adults and a dog.', 'en')).toEqual(['Devon|GB']);
    expect(names('Devon im Juli, zwei Erwachsene.', 'de')).toEqual(['Devon|GB']);
    expect(names('Devon and I want Rome in May.', 'en')).toEqual(['Rome|IT']);
  });
});
