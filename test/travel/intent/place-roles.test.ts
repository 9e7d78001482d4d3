import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf as read } from './read-request.js';

/** The role of a place from the grammar around it: the way home, other people's places, past trips, where the writer is. */
describe('the way home: where it goes is home, where it leaves from is the last stop', () => {
  it.each([
    ['Five nights in Kyoto, then Hiroshima, before flying back to Perth', 'Perth', ['Kyoto', 'Hiroshima']],
    ['Une semaine à Séville et Cadix avant de rentrer à Nantes', 'Nantes', ['Sevilla', 'Cadiz']],
    ['Tres noches en Oporto y dos en Salamanca, luego volvemos a Zaragoza', 'Zaragoza', ['Porto', 'Salamanca']],
    ['Zwei Nächte Prag, dann Dresden, bevor wir nach Hannover zurückfahren', 'Hannover', ['Prague', 'Dresden']],
    ['Quattro giorni a Lione e due a Digione prima di rientrare a Genova', 'Genoa', ['Lyon', 'Dijon']],
    ['Uma semana em Sevilha e Granada, voltando para Recife', 'Recife', ['Sevilla', 'Granada']],
  ])('%s', (text, home, trip) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual(trip);
  });
  it.each([
    ['Trois jours à Rome, puis vol retour de Naples vers Lille', 'Lille'],
    ['Primero Lisboa y después Oporto, con vuelo de regreso de Oporto a Valencia', 'Valencia'],
    ['Erst Wien, dann Graz, Rückflug von Graz nach Köln', 'Köln'],
  ])('the place the way home leaves from stays on the trip: %s', (text, home) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).not.toContain(home);
    expect(r.goes.length).toBe(2);
  });
  it.each([
    ["We'd love to go back to Crete in June", 'Crete'],
    ['Queremos volver a Italia en otoño', 'Italy'],
  ])('going back as a wish is the trip itself: %s', (text, place) => {
    const r = read(text);
    expect(r.goes).toEqual([place]);
    expect(r.origin).toBeNull();
  });
  it('a round-trip ticket is no way home', () => {
    const r = read('A return flight from Leeds to Malaga in May');
    expect(r.origin).toBe('Leeds');
    expect(r.goes).toEqual(['Málaga']);
  });
});

describe("someone else's place is context unless the trip visits them", () => {
  it.each([
    ['My daughter lives in Denver; we want ten days in Iceland from Boston', 'Denver', 'Iceland'],
    ['Mon frère habite à Lille, mais nous voulons une semaine en Corse', 'Lille', 'Corsica'],
    ['Mi prima trabaja en Bogotá, pero esta vez vamos a Cuba', 'Bogotá', 'Cuba'],
    ['Meine Schwester studiert in Leipzig, wir möchten aber nach Mallorca', 'Leipzig', 'Mallorca'],
    ['Mio figlio vive a Londra ma noi vogliamo andare in Sardegna', 'London', 'Sardinia'],
    ['Minha irmã mora em Paris, mas queremos ir para a Grécia', 'Paris', 'Greece'],
  ])('%s', (text, theirs, trip) => {
    const r = read(text);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(theirs);
  });
  it.each([
    ['My son lives in Denver and we want to visit him, then a week in Utah', 'Denver'],
    ['Ma fille vit à Québec, on veut aller la voir puis passer par Montréal', 'Québec'],
    ['Meine Tochter wohnt in Wien, wir wollen sie besuchen und dann nach Budapest', 'Vienna'],
  ])('a visit keeps their place on the trip: %s', (text, theirs) => {
    expect(read(text).goes).toContain(theirs);
  });
  it.each([
    ['My parents are visiting from Canada in May, so we want 3 nights in Kyoto with them.', 'Canada', 'Kyoto'],
    ['Our friends are visiting from Lisbon in June; we fancy a week in Crete together.', 'Lisbon', 'Crete'],
  ])('someone visiting the writer from their place is no visit of the trip: %s', (text, theirs, trip) => {
    expect(read(text).goes).toEqual([trip]);
    expect(read(text).goes).not.toContain(theirs);
  });
  it('their place is the trip when nothing else is named', () => {
    expect(read('My sister lives in Osaka, two weeks in May').goes).toEqual(['Osaka']);
  });
  it.each([
    ['Nous voulons voir le Portugal en mai. Mon oncle habite à Lyon.', 'Lyon', 'Portugal'],
    ['Queremos ver o Pantanal em julho. Minha tia mora em Curitiba.', 'Curitiba', 'Pantanal'],
  ])('seeing a place is no visit to someone, whatever its article: %s', (text, theirs, trip) => {
    const r = read(text);
    expect(r.goes).toContain(trip);
    expect(r.goes).not.toContain(theirs);
  });
  it.each([
    ['My grandfather grew up in Galway; we want a week in Porto in May', 'Galway', 'Porto'],
    ['Ma tante a grandi à Brest, mais nous voulons une semaine à Lyon', 'Brest', 'Lyon'],
    ['Mi abuela era de Cádiz, pero esta vez vamos a Lisboa', 'Cádiz', 'Lisbon'],
    ['Mein Vater ist in Kiel aufgewachsen, wir möchten aber nach Wien', 'Kiel', 'Vienna'],
    ['Mia nonna è nata a Trieste, ma noi vogliamo andare a Madrid', 'Trieste', 'Madrid'],
    ['Meu avô nasceu em Braga, mas queremos ir para Roma', 'Braga', 'Rome'],
  ])('where someone else was born or grew up is context: %s', (text, theirs, trip) => {
    const r = read(text);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(theirs);
  });
});

describe('where the writer comes from gives way to where they live or leave from', () => {
  it.each([
    ['We were born and raised in Cork but live in Galway now; a week in Porto in May', 'Galway', 'Cork', 'Porto'],
    ['Je suis né à Brest, mais nous habitons à Rennes : trois jours à Bruges', 'Rennes', 'Brest', 'Brugge'],
    ['Mi familia es de Cádiz y vivimos en Zaragoza; nos apetece Oporto', 'Zaragoza', 'Cádiz', 'Porto'],
  ])('%s', (text, home, birth, trip) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(birth);
  });
  it('counting the party ("zu zweit") is no visit; going to someone ("zu meinen Eltern") is', () => {
    expect(read('Wir wohnen in Bonn, meine Eltern in Kiel. Zu zweit nach Wien').goes).toEqual(['Vienna']);
    expect(read('Wir fahren zu meinen Eltern nach Kiel').goes).toContain('Kiel');
  });
});

describe('a past trip told with liking is history, neither wanted nor refused', () => {
  it.each([
    ['Last summer we loved Corsica; this year we want Sicily', 'Sicily'],
    ["L'été dernier on a adoré la Corse ; cette fois la Sicile", 'Sicily'],
    ['El verano pasado nos encantó Córcega; ahora queremos Sicilia', 'Sicily'],
  ])('%s', (text, trip) => {
    const r = read(text);
    expect(r.goes).toEqual([trip]);
    expect(r.not).toEqual([]);
  });
});

describe('where the writer is: a person noun opening the request, a conference before an extension', () => {
  it('a couple in X opening the request starts there when they ask for somewhere else', () => {
    const r = read('Young couple in Glasgow, looking for a week in Menorca');
    expect(r.origin).toBe('Glasgow');
    expect(r.goes).toEqual(['Menorca']);
  });
  it('a person noun after "for" is no one opening the request', () => {
    expect(read('A villa for a family in Tuscany in July').goes).toEqual(['Tuscany']);
  });
  it.each([
    ['After my conference in Lisbon I would like four days in Seville', 'Lisbon', 'Sevilla'],
    ['Mi empresa me manda a Lima en mayo y quiero añadir tres días en Cusco', 'Lima', 'Cusco'],
  ])('a leisure extension starts where the work is: %s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual([trip]);
  });
  it.each([
    ['I work in Bern and want a week in Lisbon', 'Bern', 'Lisbon'],
    ['Ich pendle nach Basel und möchte im Mai nach Porto', 'Basel', 'Porto'],
    ['Trabajo en Bilbao; queremos ir a Roma en junio', 'Bilbao', 'Rome'],
  ])("the writer's workplace is context: %s", (text, work, trip) => {
    const r = read(text);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(work);
  });
  it('a conference with nothing else asked is the place to go', () => {
    expect(read('Hotel in Berlin for a conference in March').goes).toEqual(['Berlin']);
  });
  it('a way home named makes the conference one stop of the trip', () => {
    const r = read('Conference in Lisbon, then the Algarve, before heading back to Munich');
    expect(r.origin).toBe('Munich');
    expect(r.goes).toEqual(['Lisbon', 'Algarve']);
  });
});

describe('the clause model: who the subject of a place is and what the clause says of it', () => {
  it.each([
    ['My cousin lives in Ghent and always tells us to come, but we want Porto, leaving from Leeds', 'Ghent', 'Porto'],
    ['Ma tante habite à Nancy et répète qu’il faut venir, mais on préfère Nice, au départ de Lille', 'Nancy', 'Nice'],
    ['Mein Onkel wohnt in Bremen und sagt immer, wir sollen kommen, aber wir wollen nach Wien, ab Köln', 'Bremen', 'Vienna'],
  ])('a place urged by someone else and set aside is context: %s', (text, theirs, trip) => {
    const r = read(text);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(theirs);
  });
  it.each([
    ['Five of us: three fly from Oslo and two from Bergen. Somewhere warm in Spain in March', 'Oslo', 'Bergen'],
    ['Somos 6: cuatro salen de Lyon y dos de Ginebra, queremos ir a Roma', 'Lyon', 'Geneva'],
    ['Wir sind 7, vier fahren ab Graz, drei ab Linz, Ziel ist Triest', 'Graz', 'Linz'],
  ])('of several counted starts the first is the origin and the others are no place to go: %s', (text, first, other) => {
    const r = read(text);
    expect(r.origin).toBe(first);
    expect(r.goes).not.toContain(other);
    expect(r.goes.length).toBe(1);
  });
  it.each([
    ["I'm from Lima but doing an internship in Madrid; three days in Lisbon in May", 'Madrid', 'Lisbon'],
    ['Sono di Lecce ma sto a Torino per un dottorato, vorrei tre giorni a Vienna', 'Turin', 'Vienna'],
    ['Je viens de Brest mais je suis en stage à Lyon, je voudrais aller à Porto', 'Lyon', 'Porto'],
  ])('where the writer studies or works now outranks where they come from: %s', (text, now, trip) => {
    const r = read(text);
    expect(r.origin).toBe(now);
    expect(r.goes).toEqual([trip]);
  });
  it.each([
    ['Mi hermana vive en Sevilla y yo en Valencia; nos vemos a mitad de camino, en Albacete', 'Valencia', 'Albacete'],
    ['Je pars de Rennes, elles de Nantes, et on se retrouve à Bordeaux', 'Rennes', 'Bordeaux'],
  ])('a clause without its own verb shares the verb before it: %s', (text, origin, trip) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual([trip]);
  });
  it('a titled client named with a town in parentheses lives there', () => {
    const r = read('Call with Mrs Patel (Leicester): a week in Crete in May, two adults');
    expect(r.origin).toBe('Leicester');
    expect(r.goes).toEqual(['Crete']);
  });
  it.each([
    ['We were thinking Valencia in June, but instead of Valencia let us do Malaga, from Bristol', 'Valencia', 'Málaga'],
    ['Wir wollen nach Genua, nein warte, nach Turin, ab München', 'Genoa', 'Turin'],
  ])('a place taken back is dropped wherever it was named before: %s', (text, dropped, kept) => {
    const r = read(text);
    expect(r.goes).toEqual([kept]);
    expect(r.goes).not.toContain(dropped);
  });
});

/** "von", "from", "de", "da": a start only under a governor of leaving; under a noun or a verb of speaking it joins the place to that word. */
describe('source or genitive, by the governor of the preposition', () => {
  it.each([
    ['Die Altstadt von Regensburg wollen wir sehen, Abfahrt von Köln am 5. Juni', 'Köln', ['Regensburg']],
    ['Wir träumen von Island und fliegen ab Stuttgart im Juli', 'Stuttgart', ['Iceland']],
    ["Un'amica da Torino ci ha consigliato la Sicilia; partiamo da Genova", 'Genoa', ['Sicily']],
  ])('%s', (text, origin, goes) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual(goes);
  });
  it.each([
    ['Eine Woche Rom von Berlin im Mai', 'Berlin'],
    ['A week in Rome from Boston in May', 'Boston'],
    ['Von Zürich nach Wien, zwei Nächte', 'Zürich'],
    ['Flüge von München nach Lissabon im Juni', 'Munich'],
    ['Mit dem Zug von Basel ans Meer, fünf Tage im Juli', 'Basel'],
  ])('a start stays a start under a time, a route or a noun of flying: %s', (text, origin) => {
    expect(read(text).origin).toBe(origin);
  });
});

describe('occasions, choices, routes after a word of transport, teams and parties that change', () => {
  it.each([
    ["I'll be in Denver for work in March and want to add three days in Moab", 'Denver', ['Moab']],
    ['Nous allons au mariage de mon frère à Bordeaux, puis une semaine au Pays basque', 'Bordeaux', ['Basque Country']],
    ['Estaré en Madrid por trabajo y el fin de semana quiero ir a Segovia', 'Madrid', ['Segovia']],
  ])('a place an occasion keeps the writer in is where the trip starts: %s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual(trip);
  });
  it.each([
    ['Ya estaremos en Lisboa en mayo; ¿una escapada a Sintra?', 'Lisbon', ['Sintra']],
    ['Wir sind im Juli sowieso in Salzburg, danach gern drei Tage Wien', 'Salzburg', ['Vienna']],
    ["My son's graduation is in Edinburgh in June; afterwards four days in Inverness", 'Edinburgh', ['Inverness']],
  ])('a place the writer will already be in is where a side trip starts: %s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual(trip);
  });
  it('an occasion said before the writer names the trip is no stay of its own', () => {
    const r = read('For our wedding anniversary we fly to Bali and Lombok');
    expect(r.origin).toBeNull();
    expect(r.goes).toEqual(['Bali', 'Lombok']);
  });
  it('a lower-case word of the request language needs evidence of its own to be a place', () => {
    const r = read('queremos sol e praia, saída de Recife em julho');
    expect(r.origin).toBe('Recife');
    expect(r.goes).toEqual([]);
    expect(read('vamos a lisboa, porto e faro em agosto').goes).toEqual(['Lisbon', 'Porto', 'Faro']);
    expect(read('partenza da nord Italia, una settimana al mare').origin).not.toBe('Nord');
  });
  it("someone else's occasion keeps them there, not the writer", () => {
    const r = read('Mein Sohn macht ein Praktikum in Lyon; ich möchte im Mai nach Porto');
    expect(r.origin).not.toBe('Lyon');
    expect(r.goes).toEqual(['Porto']);
  });
  it.each([
    ['We had a vote: Vienna 5, Prague 2, so Vienna it is', ['Vienna'], 'Prague'],
    ['Tra Napoli e Palermo abbiamo scelto Palermo', ['Palermo'], 'Naples'],
    ['Am Ende hat Sylt gegen Rügen gewonnen', ['Sylt'], 'Rügen'],
  ])('a stated outcome keeps the winner: %s', (text, trip, lost) => {
    const r = read(text);
    expect(r.goes).toEqual(trip);
    expect(r.not).not.toContain(lost);
  });
  it('a choice with no outcome keeps every option, and "torn between" is no route', () => {
    const r = read('Torn between Bergen and Tromsø for March');
    expect(r.origin).toBeNull();
    expect(r.goes).toEqual(['Bergen', 'Tromsø']);
  });
  it('places named after the outcome are the trip itself', () => {
    expect(read('We chose Portugal: Lisbon then Porto').goes).toEqual(['Portugal', 'Lisbon', 'Porto']);
  });
  it.each([
    ['vuelo sevilla fuerteventura en mayo', 'Sevilla', 'Fuerteventura'],
    ['flug hannover kos im juni', 'Hannover', 'Kos'],
  ])('two places after a word of transport are a route: %s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual([trip]);
  });
  it('going back to a country to visit a town in it is the trip itself', () => {
    const r = read('Vuelvo a México a ver a mis tíos en Puebla en diciembre');
    expect(r.origin).toBeNull();
    expect(r.goes).toEqual(['Mexico', 'Puebla']);
  });
  it('teams of a match are no places to go when the match has a city', () => {
    expect(read('Lazio contro Napoli allo stadio, due notti a Roma').goes).toEqual(['Rome']);
  });
  it('a name that plays is a team, and so are the sides of "x" in a request about a match', () => {
    expect(read('Queremos ver o Braga x Guimarães no estádio e ficar duas noites no Porto').goes).toEqual(['Porto']);
    expect(read('We want to watch Lyon play, then four days in Provence').goes).toEqual(['Provence']);
  });
});

describe('a home said otherwise than after "from" is home to the namesakes too', () => {
  it('a departure beside a namesake does not pull it ("Vienne" is Vienna, not the town near Lyon)', () => {
    const p = parseRequest('Nous partons de Lyon pour quatre jours à Vienne en avril');
    expect(p.details.origin.name).toBe('Lyon');
    expect(p.hard_places.map((x) => x.country)).toEqual(['AT']);
  });
  it.each([
    ['Salimos de Badajoz y queremos ver Mérida en mayo', 'From Badajoz, we want to see Mérida in May'],
    ['Wir fahren aus Bremen für drei Tage nach Hannover', 'From Bremen, three days in Hannover'],
  ])('a home said with a verb reads the namesakes as "from" does: %s', (said, english) => {
    const ids = (text: string) => parseRequest(text).hard_places.map((x) => x.id);
    expect(parseRequest(said).details.origin.text).toBeTruthy();
    expect(ids(said)).toEqual(ids(english));
  });
  it('a name the home does not settle stays unsettled ("aus Kassel ... nach Neustadt")', () => {
    const p = parseRequest('Wir fahren aus Kassel für ein Wochenende nach Neustadt');
    expect(p.details.origin.name).toBe('Kassel');
    expect(p.understanding.status).toBe('partial');
  });
});

describe('a "vs" is a match only where the request speaks of one', () => {
  it.each([
    ['Bruges vs Ghent for a quiet weekend in March?', ['Brugge', 'Gent']],
    ['Sevilla vs Valencia para una semana en abril', ['Sevilla', 'Valencia']],
  ])('two places compared: %s', (text, places) => {
    expect(read(text).goes).toEqual(places);
  });
  it('teams of a match beside the city it is played in', () => {
    expect(read('Tickets for the Lyon vs Marseille match in Paris this spring').goes).toEqual(['Paris']);
  });
});

describe('arriving from a place starts the trip there; a stated departure beats a stated home', () => {
  it.each([
    ['Chegamos de Maputo em maio para uma semana em Lisboa', 'Maputo', ['Lisbon']],
    ['Llegamos desde Quito y queremos ver Sevilla', 'Quito', ['Sevilla']],
    ['Nous arrivons de Montréal pour dix jours à Lisbonne', 'Montréal', ['Lisbon']],
    ["J'habite à Chambéry mais je pars de Lyon pour Madrid", 'Lyon', ['Madrid']],
  ])('%s', (text, home, trip) => {
    const r = read(text);
    expect(r.origin).toBe(home);
    expect(r.goes).toEqual(trip);
  });
});

describe('a town that names a zone of several countries is the zone', () => {
  it.each([['Which countries in the Schengen area can we see in two weeks from Toronto?'], ["Deux semaines dans l'espace Schengen au départ de Dakar"]])(
    '%s',
    (text) => {
      expect(read(text).goes).not.toContain('Schengen');
    },
  );
  it('the area around a town is the town', () => {
    expect(read('A week in the Bordeaux area in June').goes).toEqual(['Bordeaux']);
  });
});

describe('a counted party named with its route goes to the route’s end', () => {
  it.each([
    ['Dos adultos de Madrid a Lisboa del 4 al 11 de mayo.', 'Madrid', 'Lisbon'],
    ['Deux adultes de Genève à Pékin du 4 au 11 mai.', 'Geneva', 'Beijing'],
    ['Due adulti da Milano a Bari dal 12 al 22 agosto.', 'Milan', 'Bari'],
    ['Dois adultos de Lisboa a Paris de 4 a 11 de maio.', 'Lisbon', 'Paris'],
  ])('%s', (text, origin, trip) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual([trip]);
  });
  it.each([
    ['Dos de nosotros desde Madrid, dos desde Barcelona, a Roma', 'Madrid', 'Barcelona'],
    ['Zwei von uns aus Berlin, zwei aus Hamburg, nach Rom', 'Berlin', 'Hamburg'],
  ])('"of us" after a count starts no place, so a second share stays a companion’s start: %s', (text, origin, share) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual(['Rome']);
    expect(r.goes).not.toContain(share);
  });
});

describe("a name in brackets after a city names a part of it, so a namesake far away is none of the trip's places", () => {
  it('sets aside the far reading and reports it', () => {
    const p = parseRequest('A furnished flat in Mexico City (Roma Norte or Condesa) from June 1 to Aug 31, just me.');
    expect(p.hard_places.map((x) => x.name)).toEqual(['Mexico City']);
    expect(p.understanding.status).toBe('partial');
  });
  it('keeps a part that lies in the city, and a next stop said as one', () => {
    expect(read('A week in Lisbon (Alfama) in May.').goes).toEqual(['Lisbon', 'Alfama']);
    expect(read('Three nights in Paris (then Lyon) in May.').goes).toEqual(['Paris', 'Lyon']);
  });
});
