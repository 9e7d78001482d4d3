import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf } from './read-request.js';

describe('an airport code where the grammar puts a place is the airport, named by the city it serves', () => {
  it.each([
    ['Vamos de Porto Alegre? Não: saindo de POA para Lima em junho, dois adultos.', 'Porto Alegre', 'Lima'],
    ['origin: LHR\ndestination: Nairobi\n2 adults in June', 'London', 'Nairobi'],
    ['Abflug ab FRA nach Lissabon im Juni, zwei Erwachsene.', 'Frankfurt am Main', 'Lisbon'],
    ['NCL → FAO 3–10 June, 2 adults', 'Newcastle upon Tyne', 'Faro'],
  ])('%s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual([goes]);
  });

  it('reads "from" after a verb of travelling in Spanish and Portuguese, before a purpose clause too', () => {
    expect(placesOf('Viajo de Braga para visitar o meu filho em Hanôver.')).toMatchObject({ origin: 'Braga', goes: ['Hannover'] });
    expect(placesOf('Voy de Madrid a visitar a mi hija en Lyon.')).toMatchObject({ origin: 'Madrid', goes: ['Lyon'] });
    expect(placesOf('Vamos de carro até Madrid.')).toMatchObject({ goes: ['Madrid'] });
  });

  it('reads the word "origin" of a relayed note before its place as the start', () => {
    expect(placesOf('Family of 5, origin BOM, want Singapore, 7N.')).toMatchObject({ origin: 'Mumbai', goes: ['Singapore'] });
    expect(placesOf('Usuario con origen Madrid, destino Roma.')).toMatchObject({ origin: 'Madrid', goes: ['Rome'] });
  });

  it('keeps a country written in capitals the country after "from"', () => {
    expect(placesOf('We fly from USA to Rome in May, 2 adults.').goes).toEqual(['Rome']);
  });
});

describe('a place bound to the party is its home, not a place to go', () => {
  it.each([
    ['Une famille de quatre personnes de Dijon cherche une semaine à Malte en juin.', 'Dijon', 'Malta'],
    ['Una familia de cinco de Murcia busca cuatro noches en Lisboa en mayo.', 'Murcia', 'Lisbon'],
    ['Una famiglia di tre persone di Padova cerca un weekend a Vienna a marzo.', 'Padua', 'Vienna'],
    ['Note: Sarah Jones (Cardiff) wants four nights in Prague in May.', 'Cardiff', 'Prague'],
    ['Context: the user is in Lima and wants a week in Cusco in July.', 'Lima', 'Cusco'],
    ['We are letting our Bristol flat out in August, so we need two weeks in Crete.', 'Bristol', 'Crete'],
    ['On est de Sherbrooke et on voudrait aller à Québec en juillet.', 'Sherbrooke', 'Québec'],
    ['Assistant → tool: user in Dallas wants a week in Cusco in July.', 'Dallas', 'Cusco'],
    ['Passing along for a client in Porto: four nights in Lisbon in May.', 'Porto', 'Lisbon'],
  ])('%s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual([goes]);
  });

  it('keeps a dwelling the trip goes to a place to go', () => {
    expect(placesOf('Two weeks at our Tuscany house in July, flying from Leeds.').origin).toBe('Leeds');
  });
});

describe('a compass word between a cue and its place passes the cue on to the side of the place it names', () => {
  it.each([
    ['partenza da nord Italia, una settimana in Grecia', 'North Italy', 'Greece'],
    ['nous habitons dans le nord de la France et voulons aller au Portugal', 'North France', 'Portugal'],
    ['saliendo desde el sur de Chile, diez días en Perú', 'South Chile', 'Peru'],
  ])('%s', (text, origin, goes) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual([goes]);
  });
});

describe("a country's two-letter code where the grammar puts a place is that country", () => {
  it.each([
    ['Can book from SG, Hokkaido in February, 2 adults', 'Singapore'],
    ['we are based in NZ, looking at Rarotonga in July', 'New Zealand'],
    ['ex-AU, family of 4, Bali over Easter', 'Australia'],
  ])('%s', (text, origin) => {
    expect(placesOf(text).origin).toBe(origin);
  });

  it('leaves two capitals that are a word of the request alone', () => {
    expect(placesOf('Flying from IT to Spain, wait, I mean from Rome').origin).not.toBe('Italy');
    expect(placesOf('Road trip in NO particular order: Lisbon, Porto').origin).toBeNull();
  });

  it('reads labels that open the sentences of a relay, and a label after prose, as the form they are', () => {
    const relay = '[Agent relay] Destination: Kyoto, Japan. Dates: 2027-03-29 to 2027-04-05. Party: 2 adults. Origin: Chicago (ORD). Purpose: temples.';
    expect(placesOf(relay)).toMatchObject({ origin: 'Chicago', goes: ['Kyoto'] });
    expect(placesOf('From: Chicago. To: Kyoto in April.')).toMatchObject({ origin: 'Chicago', goes: ['Kyoto'] });
    expect(placesOf('Kyoto in April. Origin: Chicago.')).toMatchObject({ origin: 'Chicago', goes: ['Kyoto'] });
    // A tag in brackets opens no field: "ex-JFK" after the party's count stays prose, the start.
    expect(placesOf('[assistant→search_trips] traveller: 1 pax, ex-JFK, dest: Reykjavik, dates 2028-02-10..2028-02-15')).toMatchObject({
      origin: 'New York City',
      goes: ['Reykjavík'],
    });
  });

  it("takes a city's main airport when its own is a small one beside a far busier large one", () => {
    expect(parseRequest('From Stockholm to Crete in March').details.origin.iata).toBe('ARN');
    expect(parseRequest('From Fort Lauderdale to Crete in March').details.origin.iata).toBe('FLL');
    expect(parseRequest('From Cork to Crete in March').details.origin.iata).toBe('ORK');
    // Only within the city's country: Singapore's Changi is no main airport of Johor Bahru's.
    expect(parseRequest('From Johor Bahru to Crete in March').details.origin.iata).not.toBe('SIN');
  });

  it('reads "we are" with the party\'s count and an aside before the place as where the party is', () => {
    expect(placesOf('Bonjour, nous sommes 2 (45 et 48 ans) à Bruxelles et rêvons de voir les gorilles en juillet, Rwanda ou Ouganda ?')).toMatchObject({
      origin: 'Brussels',
      goes: ['Rwanda', 'Uganda'],
    });
    expect(placesOf('Somos dos en Lima y queremos ir a Cusco en mayo')).toMatchObject({ origin: 'Lima', goes: ['Cusco'] });
    expect(placesOf('Nous sommes 2 à Paris en mai')).toMatchObject({ origin: null, goes: ['Paris'] });
  });
});
