import { describe, expect, it } from 'vitest';
import { placesOf as read } from './read-request.js';

/** The role each place plays: where the trip starts, where it goes, what is ruled out, what was given up. */
describe('a home stated by a clause is where the trip starts', () => {
  it.each([
    ['We have lived for six years in Glasgow and would love a week in Lisbon', 'Glasgow', 'Lisbon'],
    ['Nous habitons Rennes et voudrions trois jours à Bruges', 'Rennes', 'Brugge'],
    ['Vivimos hace tiempo en Zaragoza; nos apetece Oporto en otoño', 'Zaragoza', 'Porto'],
    ['Wir leben seit Kurzem in Leipzig und möchten nach Krakau', 'Leipzig', 'Kraków'],
    ['Sono in Erasmus a Granada e vorrei vedere Siviglia', 'Granada', 'Sevilla'],
    ['Sou professora em Coimbra e quero ir a Roma', 'Coimbra', 'Rome'],
  ])('%s', (text, home, dest) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toContain(dest);
    expect(r.goes).not.toContain(home);
  });
});

describe('one origin: the strongest statement of the start wins', () => {
  it('a verb of leaving beats a home', () => {
    const r = read('I live in Leeds but we fly out of Manchester to Malta');
    expect(r.origin).toBe('Manchester');
    expect(r.goes).toEqual(['Malta']);
  });
  it('a verb of leaving beats the start of an itinerary, which stays on the trip', () => {
    const r = read('Radtour von Salzburg nach Linz, Anreise mit dem Zug ab Zürich');
    expect(r.origin).toBe('Zürich');
    expect(r.goes).toEqual(expect.arrayContaining(['Salzburg', 'Linz']));
  });
  it('the way home is the place to go when the traveller lives elsewhere', () => {
    const r = read('Expat in Doha, flying home to Cork for Easter');
    expect(r.origin).toBe('Doha');
    expect(r.goes).toEqual(['Cork']);
  });
  it('a place one works from remotely is a destination', () => {
    const r = read('Quiero teletrabajar desde Tenerife en marzo, saliendo de Madrid');
    expect(r.origin).toBe('Madrid');
    expect(r.goes).toContain('Tenerife');
  });
  it('an airport written as its code after "from" is where the flight leaves, even beside work words', () => {
    const r = read('remote work month in Italy from DEN');
    expect(r.origin).toBe('Denver');
    expect(r.goes).toEqual(['Italy']);
  });
  it.each([
    ['We live in Basel. Thinking of a boat trip from Lyon to Avignon in May', 'Basel', ['Lyon', 'Avignon']],
    ['Nous sommes de Rennes, deux adultes, le train de Bologne à Florence', 'Rennes', ['Bologna', 'Florence']],
    ['Somos tres, de Sevilla. Crucero de Génova a Marsella', 'Sevilla', ['Genoa', 'Marseille']],
    ['Wir wohnen in Kassel und möchten mit dem Rad von Ulm nach Passau', 'Kassel', ['Ulm', 'Passau']],
  ])('a stated home beats the start of a leg inside the trip, which stays on the trip: %s', (text, home, legs) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual(expect.arrayContaining(legs));
  });
  it.each([
    ['My aunt lives in Ottawa; we want to see her in May, flying out of Leeds', 'Leeds', 'Ottawa'],
    ['Meine Schwester wohnt in Graz, wir fahren im Mai ab Linz hin', 'Linz', 'Graz'],
    ['Mi hermano vive en Quito, queremos visitarlo saliendo de Lima', 'Lima', 'Quito'],
  ])("someone else's home is where the writer goes: %s", (text, origin, dest) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toContain(dest);
  });
  it("the party's own home stays their home when they travel", () => {
    expect(read('My grandparents live in Osaka and want to visit us in Rome').origin).toBe('Osaka');
  });
  it("a companion joining from elsewhere does not move the writer's start", () => {
    const r = read("We're in Denver and want a week in Cancún; my cousin may join from Houston");
    expect(r.origin).toBe('Denver');
    expect(r.goes).not.toContain('Houston');
  });
  it('someone else\'s start told with "\'s" for "is" is theirs, and the writer\'s own start stands', () => {
    const r = read("My brother's driving up from Leeds and I'm coming from Exeter, we want to meet in Lisbon.");
    expect(r.origin).toBe('Exeter');
    expect(r.goes).toEqual(['Lisbon']);
  });
  it('a place before a route to anywhere is the start', () => {
    expect(read('Manchester to anywhere hot, 5 nights').origin).toBe('Manchester');
  });
  it('"X o Y" is a list, not a route', () => {
    expect(read('Quiero ir a Sevilla o Granada').origin).toBeNull();
  });
});

describe('exclusion scope', () => {
  it.each([
    ["We've already done Vienna, this time Salzburg", 'Vienna', 'Salzburg'],
    ['On a déjà visité Lisbonne, cette fois Porto', 'Lisbon', 'Porto'],
    ['Ya conocemos Roma, así que esta vez Nápoles', 'Rome', 'Naples'],
    ['Wien kennen wir schon, diesmal Salzburg', 'Vienna', 'Salzburg'],
    ['Prag oder Krakau? In Prag waren wir letztes Jahr, also Krakau', 'Prague', 'Kraków'],
    ['Pas en Espagne ni au Portugal ou en Italie, plutôt la Grèce', 'Italy', 'Greece'],
    ['Nada en Italia ni en Francia, mejor Croacia', 'France', 'Croatia'],
    ['Anywhere in Europe but Paris', 'Paris', 'Europe'],
    ['Esquece Fernando de Noronha, vamos a Maragogi', 'Fernando de Noronha', 'Maragogi'],
    ['Evitiamo Rimini, preferiamo Pesaro', 'Rimini', 'Pesaro'],
    ['Fora Algarve, qualquer praia em Portugal', 'Algarve', 'Portugal'],
  ])('%s', (text, out, dest) => {
    const r = read(text);
    expect(r.not).toContain(out);
    expect(r.goes).toContain(dest);
    expect(r.goes).not.toContain(out);
  });
  it.each([
    ['We did Vienna two years ago, this time Salzburg', 'Vienna'],
    ['Letztes Jahr waren wir in Split, diesmal Zadar', 'Split'],
    ["L'an dernier on a fait la Crète, cette année la Sardaigne", 'Crete'],
  ])('a trip told as a dated story is history, neither wanted nor refused: %s', (text, told) => {
    const r = read(text);
    expect(r.not).not.toContain(told);
    expect(r.goes).not.toContain(told);
  });
  it.each([
    ['Not sure about Lisbon, maybe Porto', 'Lisbon'],
    ['No sé si Cartagena o Medellín', 'Cartagena'],
    ['Não sei se Buenos Aires, talvez Montevidéu', 'Buenos Aires'],
  ])('an undecided place is not refused: %s', (text, place) => {
    expect(read(text).not).not.toContain(place);
  });
  it('a place one wants to go back to is wanted', () => {
    expect(read('We visited Kyoto years ago and want to go back').goes).toContain('Kyoto');
  });
  it.each([
    ['We did Kyoto two years ago and do not want to go back there; Osaka in May.', 'Kyoto'],
    ['Letztes Jahr waren wir auf Kreta und wollen nicht wieder hin. Zypern im Mai.', 'Crete'],
    ['Fuimos a Lisboa el año pasado y no queremos volver. Oporto en mayo.', 'Lisbon'],
    ["L'an dernier on est allés en Crète et on ne veut pas y retourner. Chypre en mai.", 'Crete'],
  ])('a place been to that one refuses to go back to is not wanted: %s', (text, place) => {
    expect(read(text).goes).not.toContain(place);
  });
  it('"been" with a state or an activity after it is no visit; a visit repeated ("3 yrs running") is one', () => {
    expect(read("We have been married 10 years and we'd love to go to Mauritius in July").goes).toContain('Mauritius');
    expect(read('I have been so busy, I need Lisbon in May').goes).toContain('Lisbon');
    expect(read('anywhere warm but florida, we did orlando 3 yrs running').goes).not.toContain('Orlando');
    expect(read('Somewhere cold, not Korea, been there too many times').not).toContain('South Korea');
  });
  it('a country ruled out after a namesake only says which one is meant', () => {
    expect(read('Quiero ir a Mérida, la de Venezuela, no México').not).toEqual([]);
  });
});

describe('a change of mind gives the place up without ruling it out', () => {
  it.each([
    ['Lieber Genua statt Mailand', 'Genoa', 'Milan'],
    ['Plutôt Biarritz que Arcachon', 'Biarritz', 'Arcachon'],
    ['Em vez de Faro, Lagos', 'Lagos', 'Faro'],
    ['Actually, not Oslo - Bergen', 'Bergen', 'Oslo'],
  ])('%s', (text, dest, given) => {
    const r = read(text);
    expect(r.goes).toContain(dest);
    expect(r.goes).not.toContain(given);
    expect(r.not).not.toContain(given);
  });
});

describe('a comparison or a choice taken back by "or both" keeps both places', () => {
  it.each([
    ['Nantes rather than Bordeaux, or maybe both', 'Nantes', 'Bordeaux'],
    ['Lieber nach Dresden als nach Leipzig, oder beides', 'Dresden', 'Leipzig'],
    ['Prefiero Sevilla que Granada, o los dos', 'Sevilla', 'Granada'],
    ['Meglio Torino che Genova, o magari entrambe', 'Turin', 'Genoa'],
    ['Prefiro Lisboa do que Faro, ou os dois', 'Lisbon', 'Faro'],
  ])('%s', (text, first, second) => {
    const r = read(text);
    expect(r.goes).toEqual(expect.arrayContaining([first, second]));
  });

  it('still gives the place up when "or" brings something else', () => {
    expect(read('Prefiero Sevilla que Granada, o dos días en Córdoba').goes).not.toContain('Granada');
  });
});

describe('a container named beside its member: address or place of the trip', () => {
  it.each([
    ['Cinq jours à Cusco (Pérou) puis Lima', ['Cusco', 'Lima']],
    ['Une semaine à Québec, au Canada, en juillet', ['Québec']],
    ['A week at Lake Garda in northern Italy', ['Lake Garda']],
    ['A conference in San Jose (the one in California), then two days off', ['San Jose']],
    ['Una settimana a Tropea, in Calabria', ['Tropea']],
  ])('the country or division after its member is its address: %s', (text, goes) => {
    expect(read(text).goes).toEqual(goes);
  });
  it('an address in parentheses after a refused place is neither wanted nor refused', () => {
    const r = read('No Benidorm (Spain) please, somewhere quieter like Madeira');
    expect(r.not).toEqual(['Benidorm']);
    expect(r.goes).not.toContain('Spain');
  });
  it('an island after its town joined by a bare locative is a place of the trip', () => {
    expect(read('Hoping to visit Tofino on Vancouver Island in August').goes).toEqual(['Tofino', 'Vancouver Island']);
  });
  it('a country heading its places stays with them', () => {
    const r = read('Italy but not Rome: Florence and Venice, two weeks');
    expect(r.goes).toEqual(['Italy', 'Florence', 'Venice']);
    expect(r.not).toEqual(['Rome']);
  });
});

describe('a chain of towns joined by dashes or arrows lists the stops of one trip', () => {
  it.each([
    ['Tokyo - Kyoto - Osaka, twelve days in April', ['Tokyo', 'Kyoto', 'Osaka']],
    ['Madrid → Córdoba → Sevilla, 6 noches en abril', ['Madrid', 'Córdoba', 'Sevilla']],
    ['Bangkok > Chiang Mai > Krabi over two weeks', ['Bangkok', 'Chiang Mai', 'Krabi']],
  ])('%s', (text, stops) => {
    const r = read(text);
    expect(r.origin).toBeNull();
    expect(r.goes).toEqual(expect.arrayContaining(stops));
  });
  it('a chain of airport codes is a flight routing, its head the start', () => {
    expect(read('LHR-DXB-SYD in March').origin).toBe('London');
  });
  it('two towns with an arrow still go from the first', () => {
    expect(read('Newcastle → Lisbon in May').origin).toBe('Newcastle');
  });
});

describe('a side of a place wanted beside the place', () => {
  it.each([
    ['Tenerife, but only the north of the island, a week from Madrid', ['North Tenerife'], []],
    ['Finca auf Mallorca, im Norden, ja nicht im Süden, ab Zürich', ['North Mallorca'], ['South Mallorca']],
  ])('narrows the place to that side: %s', (text, goes, not) => {
    const r = read(text);
    expect(r.goes).toEqual(goes);
    expect(r.not).toEqual(not);
  });

  it('reads "nothing of the" written as one word with its article as a refusal ("nada del", "nada do")', () => {
    expect(read('Queremos Tenerife pero nada del Puerto de la Cruz, desde Barcelona').not).toEqual(['Puerto de la Cruz']);
    expect(read('Queremos ir para o Brasil, nada do Rio, saindo de Lisboa').not).toEqual(['Rio de Janeiro']);
  });

  it('leaves the place wanted when only a side of it is refused', () => {
    const r = read('Two weeks in Bali but not the south, from Singapore');
    expect(r.goes).toEqual(['Bali']);
    expect(r.not).toEqual(['South Bali']);
  });
});
