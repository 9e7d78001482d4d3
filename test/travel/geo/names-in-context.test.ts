import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => `${m.name}|${m.country}`);

describe('a city under its own name where the index uses the English one (GeoNames alternate names)', () => {
  it('reads the local and other-language forms of Padua, Gothenburg and Antwerp', () => {
    expect(names('Tre giorni a Padova e poi Verona', 'it')).toEqual(['Padua|IT', 'Verona|IT']);
    expect(names('Eine Woche in Göteborg im Juni', 'de')).toEqual(['Gothenburg|SE']);
    expect(names('Un week-end à Padoue', 'fr')).toEqual(['Padua|IT']);
    expect(names('Queremos ir a Gotemburgo en agosto', 'es')).toEqual(['Gothenburg|SE']);
    expect(names('Um fim de semana em Antuérpia', 'pt')).toEqual(['Antwerp|BE']);
  });
});

describe('a city named in two official languages (GeoNames "Donostia / San Sebastián")', () => {
  it('reads either half as the city, though its words are frequent ones, and a namesake when its country is named', () => {
    expect(names('Um fim de semana em San Sebastián', 'pt')).toEqual(['Donostia / San Sebastián|ES']);
    expect(names('Two nights in Donostia', 'en')).toEqual(['Donostia / San Sebastián|ES']);
    expect(names('Queremos ir a San Sebastián, México', 'es')[0]).toBe('San Sebastián|MX');
  });
});

describe('words of a holiday written in full are the holiday, not places', () => {
  it('drops towns named by part of a holiday name in the request language', () => {
    expect(names('aproveitamos o feriado da Imaculada Conceição em Roma', 'pt')).toEqual(['Rome|IT']);
    expect(names('para la Inmaculada Concepción en Madrid', 'es')).toEqual(['Madrid|ES']);
  });

  it('keeps a country inside a holiday name and the place of the holiday', () => {
    expect(names('pour la fête du Canada à Ottawa', 'fr')).toEqual(['Canada|CA', 'Ottawa|CA']);
  });
});

describe('a new line opens a sentence (pasted chats, forms and lists)', () => {
  it('does not take an ordinary word opening a line for a small town', () => {
    expect(names('Hugo : ok pour moi\nVoilà, on est 4, départ de Nantes.', 'fr')).toEqual(['Nantes|FR']);
  });

  it('still reads the places listed one a line', () => {
    expect(names('Destinations :\n- Lisbonne\n- Porto\nDépart de Nantes', 'fr')).toEqual(['Lisbon|PT', 'Porto|PT', 'Nantes|FR']);
  });
});

describe('a small namesake far from every other place named, in a country that does not speak the request language', () => {
  it('is not read in place of a place the gazetteer lacks', () => {
    expect(names('Paris → La Réunion, 3 jours à Maurice puis 2 semaines à la Réunion', 'fr')).not.toContain('Maurice|US');
    expect(names('Qualquer lugar no Nordeste menos Natal e Fortaleza, talvez Pipa?', 'pt')).not.toContain('Pipa|CN');
  });

  it('stays read where the language is spoken, and when an event names it', () => {
    expect(names('Saindo de Lisboa, uma semana em Jericoacoara', 'pt')).toContain('Jericoacoara|BR');
    expect(names('Zu dritt zum Coachella im April, Abflug ab Frankfurt', 'de')).toContain('Indio|US');
  });
});

describe('the origin alone is no evidence against a far destination', () => {
  it('keeps a small town on another continent when only the origin is named', () => {
    expect(names('Quero ver neve em Ushuaia no inverno, saindo de São Paulo', 'pt')).toContain('Ushuaia|AR');
  });
});

describe('a place slot (the value of a form line the reader labelled "From:" or "Destino:")', () => {
  const inSlot = (text: string, value: string, lang: string) => {
    const start = text.indexOf(value);
    return g.extract(text, { lang, slots: [{ start, end: start + value.length }] }).map((m) => `${m.name}|${m.country}`);
  };
  it('reads a name opening the value as a place, as after a direction word', () => {
    expect(names('        Bonito\n', 'pt')).toEqual([]);
    expect(inSlot('         Roma\nFechas: 3 al 9 de mayo', 'Roma', 'es')).toEqual(['Rome|IT']);
    expect(inSlot('              Nice\n', 'Nice', 'fr')).toEqual(['Nice|FR']);
    expect(inSlot('        Bonito\n', 'Bonito', 'pt')[0]).toMatch(/^Bonito\|/);
  });
});

describe('names side by side that are parts of one name the gazetteer lacks', () => {
  it('reads neither part when one is small and their readings lie far apart', () => {
    expect(names('Skiing in the Serra Nevada near Granada in February', 'en')).toEqual(['Granada|ES']);
    expect(names('Skiurlaub in Südtirol, Sella Ronda, ab Ulm', 'de')).toEqual(['South Tyrol|IT', 'Ulm|DE']);
  });
  it('keeps a terse list of nearby or prominent places, and the place an institution is named after', () => {
    expect(names('Lisbon Sintra Cascais in May', 'en')).toEqual(['Lisbon|PT', 'Sintra|PT', 'Cascais|PT']);
    expect(names('My daughter studies at the Universidad de Salamanca', 'en')).toEqual(['Salamanca|ES']);
  });
});

describe('the head of a longer name the gazetteer lacks', () => {
  it('does not read "Porto" of "Porto de Pedras" (a town of Alagoas, read whole) nor "Praia" of "Praia do Gunga" as places', () => {
    expect(names('Uma semana em Porto de Pedras em março', 'pt')).toEqual(['Porto de Pedras|BR']);
    expect(names('Quatro noites em Praia do Gunga, saindo de Maceió', 'pt')).toEqual(['Maceió|BR']);
  });
  it('still reads a place followed by a date, a qualifier or a known longer name', () => {
    expect(names('Quero ir ao Porto de 3 a 10 de Março', 'pt')).toEqual(['Porto|PT']);
    expect(names('Voy a San José de Costa Rica', 'es')).toEqual(['San José|CR', 'Costa Rica|CR']);
    expect(names('Cuatro noches en Santa Cruz de Tenerife', 'es')).toEqual(['Santa Cruz de Tenerife|ES']);
    expect(names('Semana Santa en Sevilla, desde Madrid en AVE', 'es')).toContain('Madrid|ES');
  });
});

describe('départements, provinces and counties (GeoNames admin2, data/geo/admin2.json)', () => {
  it('reads a unit by its own name after a place word, with or without its administrative word', () => {
    expect(names('On cherche un gîte en Ardèche pour le pont, depuis Lyon', 'fr')).toEqual(['Ardèche|FR', 'Lyon|FR']);
    expect(names('Tracing our roots in County Kerry, then Galway', 'en')).toEqual(['Kerry|IE', 'Galway|IE']);
    expect(names('Tre giorni in provincia di Cuneo, da Milano', 'it')).toEqual(['Cuneo|IT', 'Milan|IT']);
  });
  it('leaves out units named like their own town or by an ordinary word of their language', () => {
    expect(names('Una settimana a Mantova', 'it')).toEqual(['Mantua|IT']);
    expect(names('I heard that Cher is very good, tickets in Boston', 'en')).toEqual(['Boston|US']);
  });
  it('reads a county named by a rare dictionary word when written as a name, never the word in lower case', () => {
    expect(names('Two nights in Surrey then on to Cornwall', 'en')[0]).toBe('Surrey|GB');
    expect(names('Golf in Fife, then Edinburgh', 'en')).toContain('Fife|GB');
    expect(names('we hired a surrey and a driver, then Edinburgh', 'en')).toEqual(['Edinburgh|GB']);
    // A name frequent in another request language stays the word: Spanish "mayo" is May, not County Mayo.
    expect(names('Viajamos en Mayo a Lisboa', 'es')).toEqual(['Lisbon|PT']);
  });
});

describe('runs of calendar words and the Italian cue before a vowel', () => {
  it('reads abbreviated weekdays and months before a day number as no place', () => {
    expect(names('Flights Sat Mar 14 out of Toronto to Madrid', 'en')).not.toContain('Satu Mare|RO');
    expect(names('vols sam 14 mar de Lyon vers Madrid', 'fr')).toEqual(['Lyon|FR', 'Madrid|ES']);
  });
  it('takes "ad" for "a" before a vowel: the name after it is a place', () => {
    expect(names('Un weekend ad Asti e poi ad Alba', 'it')).toEqual(['Asti|IT', 'Alba|IT']);
  });
});

describe("first-level subdivisions under their names in the request's language (data/geo/admin1-names.tsv)", () => {
  it('reads a region or state written in French, German, Spanish or Italian', () => {
    expect(names('Nous hésitons entre l’Ombrie et la Toscane pour septembre', 'fr')).toEqual(['Umbria|IT', 'Tuscany|IT']);
    expect(names('Zwei Wochen durch Katalonien und danach in die Lombardei', 'de')).toEqual(['Catalonia|ES', 'Lombardy|IT']);
    expect(names('Queremos recorrer Baviera en coche', 'es')).toEqual(['Bavaria|DE']);
    expect(names('Un viaggio in Baviera e poi in Bassa Sassonia', 'it')).toEqual(['Bavaria|DE', 'Lower Saxony|DE']);
    expect(names('Drei Wochen Tasmanien im Februar', 'de')).toEqual(['Tasmania|AU']);
  });
  it('reads a name made of ordinary words when it is a cognate of the English one', () => {
    expect(names('Queremos ir a Carolina del Norte y luego a Dakota del Sur', 'es')).toEqual(['North Carolina|US', 'South Dakota|US']);
    expect(names('Andiamo in Carolina del Sud a maggio', 'it')).toEqual(['South Carolina|US']);
    expect(names('Dos semanas entre Nueva Jersey y Nuevo México', 'es')).toEqual(['New Jersey|US', 'New Mexico|US']);
  });
  it("takes a region's name for the region where GeoNames also lists it among its capital's names", () => {
    expect(names('Une semaine en Vénétie, au départ de Lyon', 'fr')).toEqual(['Veneto|IT', 'Lyon|FR']);
  });
  it('leaves the name of a subdivision named after its town to the town', () => {
    expect(names('Drei Tage in Lissabon', 'de')).toEqual(['Lisbon|PT']);
    expect(names('Due giorni ad Amburgo', 'it')).toEqual(['Hamburg|DE']);
    expect(names('Cinco días en Nueva York en marzo', 'es')).toEqual(['New York City|US']);
  });
});

describe('islands whose Wikivoyage page says "one of the islands" rather than "an island" (data/geo/areas.tsv)', () => {
  it('reads them in several languages', () => {
    expect(names('Una settimana a Formentera a luglio, partenza da Milano', 'it')).toEqual(['Formentera|ES', 'Milan|IT']);
    expect(names('Zwei Wochen auf Föhr und Amrum, ab Hamburg', 'de')).toEqual(['Föhr|DE', 'Amrum|DE', 'Hamburg|DE']);
    expect(names('Trois jours à Hydra depuis Athènes', 'fr')).toEqual(['Hydra|GR', 'Athens|GR']);
    expect(names('A week on Mljet, flying into Dubrovnik', 'en')).toEqual(['Mljet|HR', 'Dubrovnik|HR']);
  });
});

describe('a town named like a surname and a rare dictionary word, written as a name after a place word', () => {
  it('is the town, while the same word in lower case and the person stay no place', () => {
    expect(names('Un week-end prolongé à Grasse pour les parfumeries, et grasse matinée le dimanche', 'fr')).toEqual(['Grasse|FR']);
    expect(names('Il a une voix grasse', 'fr')).toEqual([]);
    expect(names('Monsieur Grasse nous a conseillé cet hôtel', 'fr')).toEqual([]);
  });
});

describe('a name holding an elided article ("Valle d\'Aosta", "Arraial d\'Ajuda")', () => {
  it('is read whole, not as the town or département after the article', () => {
    expect(names("Una settimana in Valle d'Aosta e poi a Val d'Isère", 'it')).toEqual(["Valle d'Aosta|IT", "Val-d'Isère|FR"]);
    expect(names("Queremos ir pra Bahia, talvez Arraial d'Ajuda", 'pt')).toEqual(['Bahia|BR', "Arraial d'Ajuda|BR"]);
    expect(names("Deux semaines dans la Vallée d'Aoste, au départ de Lyon", 'fr')).toEqual(["Valle d'Aosta|IT", 'Lyon|FR']);
  });
});

describe("a place's name inside a street's name", () => {
  it('is no place, whichever language writes the street word and on which side', () => {
    expect(names('Vivemos na Rua do Almada, no Porto, e queremos ir a Madrid', 'pt')).toEqual(['Porto|PT', 'Madrid|ES']);
    expect(names('Vivimos en la calle Toledo en Madrid y queremos ir a Lisboa', 'es')).toEqual(['Madrid|ES', 'Lisbon|PT']);
    expect(names('Nous habitons rue de Paris à Lyon', 'fr')).toEqual(['Lyon|FR']);
    expect(names('We live on Boston Road in Leeds and want to fly to Rome', 'en')).toEqual(['Leeds|GB', 'Rome|IT']);
  });
  it('is a place when the street word names a kind of trip or an ordinary phrase', () => {
    expect(names('Planning an Iceland Road Trip in June', 'en')).toEqual(['Iceland|IS']);
    expect(names('Trip to Rome Way back in May', 'en')).toEqual(['Rome|IT']);
    expect(names('We live on Denver Way in Leeds', 'en')).toEqual(['Leeds|GB']);
    expect(names('Una gita in barca al largo di Capri', 'it')).toEqual(['Capri|IT']);
    expect(names('Abitiamo in Largo Argentina a Roma', 'it')).toEqual(['Rome|IT']);
  });
  it('leaves a route word of another language alone', () => {
    expect(names('Volo per Roma via Francoforte da Venezia', 'it')).toEqual(['Rome|IT', 'Frankfurt am Main|DE', 'Venice|IT']);
  });
});

describe('ordinary words written where a name could stand', () => {
  it('takes a German noun after an article for the noun, not a town of that name', () => {
    expect(names('Drei Nächte in der Altstadt von Regensburg', 'de')).toEqual(['Regensburg|DE']);
    expect(names('Eine Woche in der Toskana und in Florenz', 'de')).toEqual(['Tuscany|IT', 'Florence|IT']);
  });
  it('takes a lower-case word among capitalised names for the word, unless the place is at home in the language', () => {
    expect(names('Ti porto a Matera per il tuo compleanno, partiamo da Bari', 'it')).toEqual(['Matera|IT', 'Bari|IT']);
    expect(names('Vamos ao porto e depois a Braga, saindo de Lisboa', 'pt')).toContain('Porto|PT');
  });
});

describe('a namesake settled by the request’s own geography', () => {
  it('takes the town near the other places named over a more prominent namesake far away', () => {
    expect(names('Una settimana tra Mérida e Cáceres', 'it')).toEqual(['Mérida|ES', 'Cáceres|ES']);
    expect(names('Driving to Naples and then Sanibel for a week', 'en')).toEqual(['Naples|US', 'Sanibel|US']);
    expect(names('Primero Caracas y después Mérida', 'es')).toEqual(['Caracas|VE', 'Mérida|VE']);
  });
  it('keeps the prominent reading when the other place named is far from every namesake', () => {
    expect(names('Drei Tage in Mérida und dann Paris', 'de')[0]).toBe('Mérida|MX');
    expect(names('Two days in Cologne, then Rome', 'en')).toEqual(['Köln|DE', 'Rome|IT']);
  });
  it('reads a short form as the longer name at the end of a route from the origin', () => {
    expect(names('Walking from Porto to Santiago in May', 'en')).toContain('Santiago de Compostela|ES');
    expect(names('Flying from Madrid to Santiago in May', 'en')).toContain('Santiago|CL');
  });
});

describe('a country adjective in the six languages', () => {
  it('beside a noun of a kind of place names the country', () => {
    expect(names('Eine ruhige griechische Insel im Juni', 'de')).toEqual(['Greece|GR']);
    expect(names('On cherche un village grec au calme', 'fr')).toEqual(['Greece|GR']);
    expect(names("Cerchiamo un'isola spagnola per agosto", 'it')).toEqual(['Spain|ES']);
    expect(names('Somewhere Portuguese by the sea', 'en')).toEqual(['Portugal|PT']);
  });
  it('gives way to a place of that country named beside it, and says nothing beside other nouns', () => {
    expect(names('A Spanish town like Ronda for a week', 'en')).toEqual(['Ronda|ES']);
    // A place of that country ruled out leaves the country the place asked for.
    expect(names('Somewhere Greek, but no Corfu and no Rhodes', 'en')).toEqual(['Greece|GR', 'Corfu|GR', 'Rhodes|GR']);
    expect(names('Una isla griega tranquila, sin Corfú', 'es')).toEqual(['Greece|GR', 'Corfu|GR']);
    expect(names('We love Italian food and want to go to Lisbon', 'en')).toEqual(['Lisbon|PT']);
    expect(names('Un hôtel à Saint-Martin, côté hollandais ou côté français', 'fr')).toEqual(['Saint Martin|MF']);
  });
  it('keeps a region that crosses borders to its country, in either order', () => {
    expect(names('Queremos recorrer la Patagonia chilena en febrero', 'es')).toEqual(['Patagonia|CL']);
    expect(names('Queremos conocer la Patagonia argentina', 'es')).toEqual(['Patagonia|AR']);
    expect(names('Wir möchten in die französischen Alpen', 'de')).toEqual(['The Alps|FR']);
  });
  it('leaves the region whole when the word beside it is a list or a code', () => {
    expect(names('7 nights in Croatia - Istria or maybe Split', 'en')).toEqual(['Croatia|HR', 'Istria|null', 'Split|HR']);
    expect(names('Menorca sí, Mallorca no, que en agosto es un agobio', 'es')).toEqual(['Menorca|ES', 'Mallorca|ES']);
  });
  it('beside a region that does not reach its country, names another region the gazetteer lacks: the country, and the whole name said', () => {
    for (const [text, lang, country, said] of [
      ['Une semaine dans les Alpes japonaises', 'fr', 'Japan|JP', 'Alpes japonaises'],
      ['Wir wollen im August an die dänische Nordseeküste', 'de', 'Denmark|DK', 'dänische Nordseeküste'],
      ['Una settimana di trekking sulle Alpi giapponesi', 'it', 'Japan|JP', 'Alpi giapponesi'],
    ] as const) {
      const unknown: Array<{ start: number; end: number }> = [];
      expect(
        g.extract(text, { lang, unknown }).map((m) => `${m.name}|${m.country}`),
        text,
      ).toEqual([country]);
      expect(
        unknown.map((u) => text.slice(u.start, u.end)),
        text,
      ).toEqual([said]);
    }
  });
});

describe('a feature word after a small place', () => {
  it('names a feature of the place, not a person whose surname follows', () => {
    // The island has a Wikivoyage article of its own (data/geo/areas.tsv); the town is on it.
    expect(names('Driving to Naples and then over to Sanibel Island for a week', 'en')).toEqual(['Naples|US', 'Sanibel Island|US']);
    expect(names('We met Matt Corby in Sydney', 'en')).toEqual(['Sydney|AU']);
  });
});

describe('a first-level subdivision under a name in another language (data/geo/admin1-names.tsv)', () => {
  it('is no subdivision when the name is only a direction or an administrative word: the direction is a side of the place', () => {
    expect(names("Una settimana nell'Italia meridionale", 'it')).toEqual(['South Italy|IT']);
    expect(names('Vamos al Sudeste de México', 'es')).toEqual(['South East Mexico|MX']);
    expect(names('Rundreise durch Nordwest-Spanien', 'de')).toEqual(['North West Spain|ES']);
    expect(names('Zwei Wochen im Freistaat Bayern', 'de')).toEqual(['Bavaria|DE']);
  });
  it("is the town when the subdivision is named after it, in the town's own name or another language's", () => {
    expect(names('Due giorni a Samarcanda e poi a Bukhara', 'it')).toEqual(['Samarkand|UZ', 'Bukhara|UZ']);
    expect(names('Eine Reise nach Tjumen und Rjasan', 'de')).toEqual(['Tyumen|RU', 'Ryazan’|RU']);
    expect(names('Eine Woche in Dnipropetrowsk', 'de')).toEqual(['Dnipro|UA']);
  });
  it('stays the subdivision when only a capital lists its name among its own', () => {
    expect(names('Une semaine en Vénétie', 'fr')).toEqual(['Veneto|IT']);
  });
});

describe('a Wikivoyage area named like a far subdivision abroad, or a misspelling of a country (data/geo/areas.tsv)', () => {
  it('reads the area, not the country its name is close to', () => {
    // Wikivoyage's Bamiyan is the GeoNames town Bāmyān, of another spelling (a city line of data/geo/areas.tsv).
    expect(names('Ten days in Bamiyan in October', 'en')).toEqual(['Bāmyān|AF']);
    expect(names('Zwei Wochen in Bamiyan und Kabul', 'de')).toEqual(['Bāmyān|AF', 'Kabul|AF']);
  });
  it("reads an area named like a neighbouring country's subdivision in another language by the places beside it", () => {
    expect(names('Dez dias pela Estremadura: Peniche, Óbidos e Nazaré', 'pt')).toEqual(['Estremadura|PT', 'Peniche|PT', 'Óbidos|PT', 'Nazaré|PT']);
    expect(names('Dieci giorni in Estremadura, tra Mérida e Cáceres', 'it')).toEqual(['Extremadura|ES', 'Mérida|ES', 'Cáceres|ES']);
  });
});

describe('an ordinary word listed beside things written in lower case', () => {
  it('is the thing, not a place of its name', () => {
    expect(names('Buscamos naturaleza en Chile: Lagos, volcanes y termas, 10 días en enero', 'es')).toEqual(['Chile|CL']);
    expect(names('Praia, sol e caipirinha em janeiro, talvez em Maceió', 'pt')).toEqual(['Maceió|BR']);
  });
  it('stays a place beside other places, or beside a phrase that is no list item', () => {
    expect(names('Lagos, Abuja and Accra in March', 'en')).toEqual(['Lagos|NG', 'Abuja|NG', 'Accra|GH']);
    expect(names('Wir fahren nach Essen, Bochum und Dortmund', 'de')).toEqual(['Essen|DE', 'Bochum|DE', 'Dortmund|DE']);
  });
});
