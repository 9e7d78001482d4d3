import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';

const g = loadGazetteer();
const ids = (text: string) => g.extract(text).map((m) => m.id);

describe('extract: place mentions in messy requests', () => {
  it('finds aliases, parks and an origin airport in lower-case shorthand', () => {
    const text = 'long weekend in norcal, redwoods national park, flying from sfo';
    const m = g.extract(text);
    expect(m.map((x) => x.id)).toEqual(['region:northern-california', 'park:us-redwood', 'city:us-san-francisco-ca']);
    expect(m[2]?.role).toBe('origin');
    expect(m[0]?.role).toBeUndefined();
    for (const x of m) expect(text.slice(x.start, x.end)).toBe(x.matched_text);
  });

  it('reads no lower-case airport code after an article: there the letters are a word', () => {
    expect(g.extract('any weekend in the ber months, just not december').map((x) => x.id)).toEqual([]);
    expect(g.extract('any weekend in ber, just not december').map((x) => x.id)).toEqual(['city:de-berlin-be']);
  });

  it('prefers the longest match and keeps a qualifier with its city', () => {
    const m = g.extract('Trip to Portland, Maine and Bar Harbor');
    expect(m.map((x) => x.matched_text)).toEqual(['Portland, Maine', 'Bar Harbor']);
    expect(m[0]?.id).toBe('city:us-portland-me');
    expect(ids('hiking in the Swiss Alps then Lake Como')).toEqual(['region:swiss-alps', 'region:lake-como']);
  });

  it('reads a flag emoji as its country or subdivision, in text order, and no flag that names no place', () => {
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    const text = `Lisbon, then \u{1F1F2}\u{1F1E6} or ${scotland}, not \u{1F1EA}\u{1F1F8}; \u{1F1EA}\u{1F1FA} passport`;
    const m = g.extract(text);
    expect(m.map((x) => x.id)).toEqual(['city:pt-lisbon-11', 'country:ma', 'state:gb-sct', 'country:es']);
    for (const x of m) expect(text.slice(x.start, x.end)).toBe(x.matched_text);
    // Beside a place of its country a flag only locates it; beside another pictograph it is decoration.
    expect(ids('Porto \u{1F1F5}\u{1F1F9} then Seville')).toEqual(['city:pt-porto-13', 'city:es-sevilla-an']);
    expect(ids('Seville in April \u{1F1EA}\u{1F1F8}\u{1F483}')).toEqual(['city:es-sevilla-an']);
  });

  it('reads a first-level subdivision named bare as a place, and reports a far namesake it does not pick', () => {
    const lazio = g.extract('Lazio a settembre, in due', { lang: 'it' });
    expect(lazio.map((x) => [x.id, x.weak])).toEqual([['state:it-62', undefined]]);
    // A subdivision named by an ordinary word of the language stays a guess.
    const west = g.extract('Road trip sur la côte Ouest depuis Vancouver', { lang: 'fr' });
    expect(west.filter((x) => x.matched_text === 'Ouest' && !x.weak)).toEqual([]);
    const text = 'Sardinien, Korsika und danach Elba im Juli';
    const refused: Array<{ start: number; end: number }> = [];
    expect(g.extract(text, { lang: 'de', refused }).map((x) => x.id)).toEqual(['region:sardinia', 'state:fr-cor']);
    expect(refused.map((s) => text.slice(s.start, s.end))).toContain('Elba');
  });

  it('reads no town in a German noun after a preposition fused with its article', () => {
    expect(g.extract('Wir fahren im Zug nach Wien, zur Kur', { lang: 'de' }).map((x) => x.id)).toEqual(['city:at-vienna-9']);
    expect(g.extract('Urlaub im Allgäu, danach nach Zug', { lang: 'de' }).map((x) => x.id)).toEqual(['wv:allgau', 'state:ch-zg']);
  });

  it('reads a name of ordinary words opening a sentence when a later word has a capital', () => {
    expect(g.extract('Punta del Este en enero', { lang: 'es' }).map((x) => x.id)).toEqual(['city:uy-punta-del-este-ma']);
    expect(g.extract('Punta del este en enero', { lang: 'es' })).toEqual([]);
  });

  it('uses the other mentions as context', () => {
    expect(ids('I want to see Georgia and Savannah')).toEqual(['state:us-ga', 'city:us-savannah-ga']);
    expect(ids('Georgia and Armenia in spring')[0]).toBe('country:ge');
  });

  it('reads demonym phrases as the country and leaves the feature as a theme', () => {
    const m = g.extract('thinking italian coast or greek islands for our honeymoon');
    expect(m.map((x) => [x.matched_text, x.id])).toEqual([
      ['italian coast', 'country:it'],
      ['greek islands', 'region:greek-islands'],
    ]);
  });

  it('reads all-caps text without trusting capitals', () => {
    const m = g.extract('TRIP TO PARIS FROM JFK');
    expect(m.map((x) => [x.id, x.role])).toEqual([
      ['city:fr-paris-idf', undefined],
      ['city:us-new-york-city-ny', 'origin'],
    ]);
    expect(g.extract('MOBILE PHONES AND ORANGE JUICE')).toEqual([]);
  });

  it('recognizes upper-case abbreviations and airport codes', () => {
    expect(ids('US national parks, maybe the UK')).toEqual(['country:us', 'country:gb']);
    expect(ids('go to LA, SF and San Diego')).toEqual(['city:us-los-angeles-ca', 'city:us-san-francisco-ca', 'city:us-san-diego-ca']);
    // A currency's ISO code outside a place's slot is the money, whatever airport shares it (CNY is also Moab's).
    expect(ids('CNY 2028, 2 adults, 5 days')).toEqual([]);
    expect(ids('flying LHR to MAD')).toEqual(['city:gb-london-eng', 'city:es-madrid-md']);
    const m = g.extract('flying out of Denver to Lisbon');
    expect(m.map((x) => [x.id, x.role])).toEqual([
      ['city:us-denver-co', 'origin'],
      ['city:pt-lisbon-11', undefined],
    ]);
  });
});

describe('extract: no false positives on ordinary words', () => {
  it.each([
    'orange juice and mobile phones, nice reading material',
    'we love turkey sandwiches and chile con carne',
    'Can you find something under $2000? Will need a pool. Hope it is sunny. Split the cost.',
    'Best beaches near me',
    'I love Italian food',
    'march madness or may day, whichever is cheaper',
    'Mobile friendly itinerary please',
    'or me, in ok hi oh',
  ])('%s', (text) => {
    expect(g.extract(text)).toEqual([]);
  });

  it('still takes common-word names when written as names', () => {
    expect(ids('Nice weather in March, maybe Nice or Reading in May?')).toEqual(['city:fr-nice-pac', 'city:gb-reading-eng']);
    expect(ids('Looking for something warm. Maybe Turkey or Morocco?')).toEqual(['country:tr', 'country:ma']);
    expect(ids('a trip to turkey')).toEqual(['country:tr']);
  });
});

describe('extract: ordinary words used as nouns in the six languages', () => {
  const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => m.name);

  it('an ordinary word after an article or possessive is a noun, not a place', () => {
    expect(names('Wir fahren mit dem Zug ab Köln und bleiben eine Woche.', 'de')).toEqual(['Köln']);
    expect(names('Prenotiamo un albergo a Verona con un vasto giardino e il pullman per la gita.', 'it')).toEqual(['Verona']);
    expect(names('Nous partons de Lyon, mon frère vient aussi.', 'fr')).toEqual(['Lyon']);
  });

  it('the same word written as a place still counts', () => {
    expect(names('Cerchiamo un albergo a Vasto per due notti.', 'it')).toEqual(['Vasto']);
    expect(names('Wir möchten ein Wochenende nach Zug.', 'de')).toEqual(['Zug']);
    expect(names('On part à la Réunion en mai.', 'fr')).toEqual(['Réunion']);
  });

  it('a name that is also a noun stands after "in" when a joining word of the language follows it', () => {
    expect(names('Wir wohnen in Zug und fahren im Mai nach Wien', 'de')).toEqual(['Zug', 'Vienna']);
  });

  it('a lower-case word in a text with capitals is not joined to the place beside it', () => {
    expect(names('Könnt ihr einen Flug ab Hamburg buchen?', 'de')).toEqual(['Hamburg']);
  });
});

describe('extract: regions, islands and lakes under their names in the six languages', () => {
  const names = (text: string, lang: string) => g.extract(text, { lang }).map((m) => m.name);

  it.each([
    ['fr', 'un gîte dans le Luberon puis trois jours en Savoie', ['Luberon', 'Savoy']],
    ['de', 'Radtour am Bodensee, danach eine Woche auf Rügen', ['Lake Constance', 'Rügen']],
    ['it', 'una settimana sul lago di Garda e due giorni sul lago Maggiore', ['Lake Garda', 'Lake Maggiore']],
    ['pt', 'uma casa no Alentejo e depois a Serra da Estrela', ['Alentejo', 'Serra da Estrela']],
    ['es', 'queremos ver Gante y Brujas en abril', ['Gent', 'Brugge']],
    ['de', 'Wandern im Harz oder in Masuren', ['Harz', 'Masuria']],
  ])('%s: %s', (lang, text, want) => {
    expect(names(text, lang)).toEqual(want);
  });
});

describe('extract: a pilgrim route names where it ends', () => {
  it.each([
    ['es', 'Queremos hacer el Camino de Santiago en bici en junio'],
    ['pt', 'Vamos fazer o Caminho de Santiago a pé'],
    ['fr', 'Deux semaines sur le chemin de Compostelle'],
    ['de', 'Im Herbst wollen wir ein Stück Jakobsweg gehen'],
  ])('%s: %s', (lang, text) => {
    expect(g.extract(text, { lang }).map((m) => [m.name, m.country])).toEqual([['Santiago de Compostela', 'ES']]);
  });
});

describe('mentions: one text read in several contexts', () => {
  it.each([
    ['en', 'Luton then Valencia', 'Luton'],
    ['es', 'Córdoba en mayo, salimos de Sevilla', 'Sevilla'],
    ['fr', 'Mérida, Départ : Madrid', 'Madrid'],
  ])('%s: %s reads as a fresh extraction in each context, whatever was read before', (lang, text, home) => {
    const start = text.indexOf(home);
    const homes = [{ start, end: start + home.length }];
    const read = g.mentions(text, { lang });
    const atHome = read({ homes });
    const plain = read();
    expect(atHome).toEqual(g.extract(text, { lang, homes }));
    expect(plain).toEqual(g.extract(text, { lang }));
    expect(plain).not.toEqual(atHome);
    expect(read({ homes })).toEqual(atHome);
  });
});
