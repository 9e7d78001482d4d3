import { describe, expect, it } from 'vitest';
import { placesOf as read } from './read-request.js';

/** Places the text puts in a frame other than the trip's: a trip told in the past, an event slept away from, a stay the trip starts after, someone else's start. */
describe('a place in a clause told in the past and dated before now is history, not a place to go', () => {
  it.each([
    ['Two years ago we paid 200 a night in Ibiza. This time we want a week in Menorca in June, from Bilbao', 'Ibiza', ['Menorca']],
    ['Il y a deux ans on a payé 200 € la nuit à Nice. Cette fois on voudrait une semaine à Malte en juin, depuis Lyon', 'Nice', ['Malta']],
    ['El verano pasado gastamos demasiado en Mallorca. Este año queremos una semana en Menorca en junio, desde Bilbao', 'Mallorca', ['Menorca']],
    ['Letzten Sommer haben wir in Rimini 150 € pro Nacht gezahlt. Diesmal wollen wir eine Woche nach Kroatien, ab Köln', 'Rimini', ['Croatia']],
    ["L'anno scorso abbiamo speso troppo a Mykonos. Quest'anno vorremmo una settimana a Malta, da Torino", 'Mykonos', ['Malta']],
    ['No ano passado gastámos muito em Ibiza. Este ano queremos uma semana em Malta, saindo do Porto', 'Ibiza', ['Malta']],
  ])('%s', (text, past, trip) => {
    const r = read(text);
    expect(r.goes).toEqual(trip);
    expect(r.not).not.toContain(past);
  });
  it.each([
    ['Last month we booked flights to Lisbon for June, now we need a hotel there for a week'],
    ['Le mois dernier on a réservé les vols pour Lisbonne en juin, il nous faut un hôtel'],
  ])('a booking made is for the trip to come: %s', (text) => {
    expect(read(text).goes).toEqual(['Lisbon']);
  });
  it.each([
    ['De Nice, une semaine à Tunis en mai 2027 à deux', ['Tunis']],
    ['Depuis Genève, une semaine à Tbilissi en octobre 2027, nous sommes végétariens', ['Tbilisi']],
    ['Da Torino, una settimana a Malta e Gozo a maggio 2027', ['Malta', 'Gozo']],
  ])('a year alone is no past, and "à" or "e" is no auxiliary: %s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
});

describe('an event in one place with the nights set elsewhere goes where they sleep', () => {
  it.each([
    ["Our friend's wedding is in Florence on 12 May, but we'd rather stay in Siena and drive over. From Leeds", 'Florence', 'Siena'],
    ['La boda es en Cádiz el 3 de junio, pero preferimos alojarnos en Jerez. Salimos de Madrid', 'Cadiz', 'Jerez de la Frontera'],
    ['Die Hochzeit ist am 3. Juni in Salzburg, übernachten wollen wir aber in Hallein. Ab Linz', 'Salzburg', 'Hallein'],
    ['Il matrimonio è a Lecce il 3 giugno ma vorremmo dormire a Otranto. Partiamo da Milano', 'Lecce', 'Otranto'],
    ['Le mariage a lieu à Annecy le 3 juin, mais on préfère loger à Talloires. On part de Lyon', 'Annecy', 'Talloires'],
    ['O casamento é em Braga a 3 de junho, mas preferimos ficar em Guimarães. Saímos de Lisboa', 'Braga', 'Guimarães'],
    ['Meine Schwester heiratet am 3. Juni in Bozen. In Bozen selbst wollen wir nicht übernachten, sondern in Brixen. Ab München', 'Bolzano', 'Bressanone'],
  ])('%s', (text, event, stay) => {
    const r = read(text);
    expect(r.goes).toContain(stay);
    expect(r.goes).not.toContain(event);
  });
  it.each([
    ['The marathon is in Berlin on 28 September and we will stay in Potsdam. From Leeds', ['Berlin', 'Potsdam']],
    ['Funeral in Galway on the 14th, staying with family there. Flying from Boston', ['Galway']],
    ['La fiera è a Cuneo, magari dormendo a Bra. Partiamo da Genova', ['Cuneo', 'Bra']],
  ])('a stay said plainly beside the event keeps its place: %s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
});

describe('a stay until a day starts the trip there, even with the way home named', () => {
  it.each([
    ["I'll be in Madrid for a conference until 5 June, then 4 days in Seville before flying home to Dublin", 'Madrid', 'Sevilla'],
    ["Je serai à Berlin pour un salon jusqu'au 5 juin, ensuite 4 jours à Prague avant de rentrer à Lyon", 'Berlin', 'Prague'],
    ['Estaré en Lima por trabajo hasta el viernes 8 de marzo y después 4 días en Cusco antes de volver a Santiago', 'Lima', 'Cusco'],
    [
      'Ich bin bis Donnerstag, 12. März, beruflich auf einer Tagung in Hamburg und möchte danach nach Kopenhagen, Rückflug nach Stuttgart',
      'Hamburg',
      'Copenhagen',
    ],
    ['Sarò a Parigi per lavoro fino al 5 giugno, poi vorrei 4 giorni a Bruges prima di tornare a casa a Roma', 'Paris', 'Brugge'],
    ['Estarei em Lisboa a trabalho até sexta, dia 8, e depois queria 3 dias no Porto antes de voltar para São Paulo', 'Lisbon', 'Porto'],
  ])('%s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual([trip]);
  });
  it('a conference travelled to with a way home stays a stop of the trip', () => {
    const r = read('Zur Konferenz nach Lissabon, danach drei Tage Algarve, Rückflug nach Köln');
    expect(r.goes).toContain('Lisbon');
  });
});

describe("someone else's start beside the party's own is theirs, not the trip's", () => {
  it.each([
    ['Mis padres salen de Lima y nosotros de Quito; nos vemos en Cusco en junio', 'Lima', 'Quito', 'Cusco'],
    ['Mes parents partent de Nantes, nous partons de Lille, on se retrouve à Rome en juin', 'Nantes', 'Lille', 'Rome'],
    ['I miei genitori partono da Bari e noi da Torino: ci vediamo a Vienna a giugno', 'Bari', 'Turin', 'Vienna'],
    ['Meus pais saem de Recife e nós saímos de Fortaleza; encontramo-nos em Lisboa em junho', 'Recife', 'Fortaleza', 'Lisbon'],
  ])('%s', (text, theirs, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual([trip]);
    expect(r.goes).not.toContain(theirs);
  });
  it.each([
    ['Mon mari rêve de la Norvège, nous partons de Genève en juin', 'Norway'],
    ['Mi marido sueña con Noruega y salimos de Madrid en junio', 'Norway'],
  ])('a wish of someone else is no start: %s', (text, place) => {
    expect(read(text).goes).toContain(place);
  });
  it('the parents travelling alone start the trip', () => {
    const r = read('My parents are flying from Lima to Cusco on 1 June, can you find them a hotel for a week?');
    expect(r.origin).toBe('Lima');
  });
});

describe('a greeting from a place says where the writer is, and a start inside a stated home country is where in it the trip leaves', () => {
  it.each([
    ['Hello from Leeds! We want a week in Rome in May.', 'Leeds', 'Rome'],
    ['Bonjour de Lyon ! On habite en France depuis 2010 et on voudrait aller à Porto en mai.', 'Lyon', 'Porto'],
    ['Hola desde Rosario! Queremos ir a Lima en mayo.', 'Rosario', 'Lima'],
    ['Hallo aus Valencia! Wir leben seit 2015 in Spanien und wollen im Mai nach Krakau.', 'Valencia', 'Kraków'],
    ['Ciao da Torino! Viviamo in Italia da dieci anni, vorremmo andare a Praga a maggio.', 'Turin', 'Prague'],
    ['Olá do Porto! Moramos em Portugal há 3 anos e queremos ir a Roma em maio.', 'Porto', 'Rome'],
  ])('%s', (text, start, trip) => {
    const r = read(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual([trip]);
  });
  it('a home abroad is not where a town of another country lies', () => {
    const r = read('Wir leben seit 2015 in Spanien, kommen aber aus Leipzig und wollen im Mai nach Krakau.');
    expect(r.origin).toBe('Spain');
  });
  it('where someone studies is not overruled by where they are from', () => {
    expect(read('Estoy haciendo un máster en Barcelona, aunque soy de Quito. Quiero ir a Roma en abril.').origin).toBe('Barcelona');
  });
});

describe("a place inside a venue's name names the venue, not a place to go", () => {
  it.each([
    ['Je cherche un week-end à Londres, depuis Lyon, on a adoré le brunch du Brooklyn Café.', 'Brooklyn', ['London']],
    ['Queremos ir a Roma en mayo desde Bilbao; cenamos siempre en el restaurante Dubrovnik del barrio.', 'Dubrovnik', ['Rome']],
    ['Wir wollen im Mai nach Florenz, ab Wien, und abends gern ins Café Roma.', 'Rome', ['Florence']],
    ['Vorremmo andare a Lisbona a maggio da Bari, come la pizzeria Napoli sotto casa.', 'Naples', ['Lisbon']],
    ['Nice or Menton in September from Leeds, we met at the Café de Paris on Rose Street.', 'Paris', ['Nice', 'Menton']],
    ["Après le mariage (réservé à l'Hôtel Le Marseille), une semaine à Annecy, depuis Lille.", 'Marseille', ['Annecy']],
    ['We had a drink at the Hotel Savoy Berlin years ago; now a week in Porto from Leeds.', 'Berlin', ['Porto']],
  ])('%s', (text, venue, trip) => {
    const r = read(text);
    expect(r.goes).toEqual(trip);
    expect(r.not).not.toContain(venue);
  });
  it.each([
    ['A Barcelona hotel for 3 nights in May from Leeds.', ['Barcelona']],
    ['Hotel in Lisbon for a week in May, from Porto.', ['Lisbon']],
  ])('a lodging in the place is a stay there: %s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
  it.each([
    ['Zwei Nächte im Hotel Savoy Berlin im Juni, ab Köln.', ['Berlin']],
    ["Tre notti all'Hotel Milano Venezia a giugno, da Bari.", ['Venice']],
  ])('of two places in a venue name, the last says where it is: %s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
});

describe('the side of a match is a team, not a place to go', () => {
  it.each([
    ['Vamos ao jogo do Benfica em Lisboa em junho, saindo de Faro.', 'Benfica', ['Lisbon']],
    ['Queremos ver el partido del Getafe en Madrid en junio, desde Bilbao.', 'Getafe', ['Madrid']],
    ['Tickets for the Leeds game in London in June, from York.', 'Leeds', ['London']],
  ])('%s', (text, team, trip) => {
    const r = read(text);
    expect(r.goes).toEqual(trip);
    expect(r.goes).not.toContain(team);
  });
});

describe("a country named for an entry document is the traveller's papers, not a place to go", () => {
  it.each([
    ["Nous partons de Montréal pour Mexico en mars, nous n'avons pas de visa pour les États-Unis", ['Mexico']],
    ['Hola, somos dos de Monterrey y queremos ir a Tokio en abril, unos 10 días. Ojo: no tenemos visa de Estados Unidos. ¿Cuál es la mejor ruta?', ['Tokyo']],
    ["Two of us from Lima, ten days in Japan in May; we don't have a visa for the US. Best route?", ['Japan']],
  ])('%s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
  it.each([
    ['Two weeks in Vietnam in March from London: do we need a visa for Vietnam?', ['Vietnam']],
    ['Zwei Wochen USA im Mai ab Wien, brauchen wir ein Visum für die USA?', ['United States']],
  ])('a document for the country the trip goes to keeps it: %s', (text, trip) => {
    expect(read(text).goes).toEqual(trip);
  });
});

describe("a saint's name after a word of a feast is the feast, not a place", () => {
  it.each([
    ['Um fim de semana do São Martinho no Minho, saindo do Porto.', 'Porto', ['Minho']],
    ['Queremos ir a Soria para el día de San Pedro, desde Zaragoza.', 'Zaragoza', ['Soria']],
    ['Una settimana a Genova per la festa di San Giovanni, da Torino.', 'Turin', ['Genoa']],
  ])('%s', (text, origin, trip) => {
    const r = read(text);
    expect(r.origin).toBe(origin);
    expect(r.goes).toEqual(trip);
  });
});
