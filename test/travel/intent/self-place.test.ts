import { describe, expect, it } from 'vitest';
import { parseRequest, placesOf as read, readsAs } from './read-request.js';

describe('a place heading the request before the party is where the party is, when somewhere else is asked for', () => {
  readsAs([
    ['Leicester, 2 adults. Ten days in Cyprus in May.', 'Leicester', ['Cyprus']],
    ['Grenoble, nous trois. Une semaine en Sicile en juin.', 'Grenoble', ['Sicily']],
    ['Alicante, somos cuatro amigos. Un finde en Roma en octubre.', 'Alicante', ['Rome']],
    ['Dortmund, ich und meine Frau. Zwei Wochen Wien im März.', 'Dortmund', ['Vienna']],
    ['Palermo, due adulti. Un weekend a Vienna a dicembre.', 'Palermo', ['Vienna']],
    ['Coimbra, eu e o meu marido. Dez dias na Grécia em setembro.', 'Coimbra', ['Greece']],
    ['Limoges, nous deux. Dix jours au Portugal en mai.', 'Limoges', ['Portugal']],
    ['Boise, 2 adults. Somewhere warm over New Year.', 'Boise', []],
  ]);
  it('a greeting or a sentence of the writer heads no party', () => {
    expect(read('Allo, ma femme et moi voulons aller à Porto en mai.')).toMatchObject({ origin: null, goes: ['Porto'] });
    expect(read("Hey, I'm in Denver and need a bus to Boulder.").origin).toBe('Denver');
    expect(read('HAMBURG, WIR ZWEI. ZEHN TAGE KRETA.').goes).toContain('Crete');
  });
  it('a booking line of place, party and length goes to its place', () => {
    expect(read('Lisbon, 2 adults, 4 nights in May.')).toMatchObject({ origin: null, goes: ['Lisbon'] });
    expect(read('Porto. 4 nights. 2 adults.')).toMatchObject({ origin: null, goes: ['Porto'] });
  });
});

describe('a place in brackets after the party is its home', () => {
  readsAs([
    ['My wife and I (Sheffield) fancy a week in Tenerife in March.', 'Sheffield', ['Tenerife']],
    ['Ma sœur et moi (Rouen) aimerions cinq jours à Prague.', 'Rouen', ['Prague']],
    ['Wir (beide 58, Kassel) möchten im Herbst nach Island.', 'Kassel', ['Iceland']],
    ['Eu e a minha namorada (Aveiro) queremos uma semana em Roma.', 'Aveiro', ['Rome']],
    ['My user (Melbourne) asks for five nights in Hanoi in March.', 'Melbourne', ['Hanoi']],
  ]);
  it('a name in brackets that is no place is a companion named', () => {
    expect(parseRequest('Io (Paolo) e mia moglie vorremmo andare a Parigi.').details.party.travellers).toBe(2);
  });
  it('a bracket with a cue of going names a place to go', () => {
    expect(read('We (heading to Oslo) want a fjord cruise in June.').goes).toContain('Oslo');
  });
});

describe("the writer's own wedding place starts the honeymoon and is none of its stops", () => {
  readsAs([
    ['Getting married in Leeds on 4 July! Honeymoon in Bali right after, 12 days.', 'Leeds', ['Bali']],
    ['Nous nous marions à Nantes en mai, puis voyage de noces en Crète.', 'Nantes', ['Crete']],
    ['Wir heiraten im August in Bonn, danach Flitterwochen auf Sansibar.', 'Bonn', ['Zanzibar']],
  ]);
  it('with no other place named, the wedding place is where the honeymoon starts', () => {
    expect(read('We are getting married in Hyderabad in March and want a 7 day beach honeymoon after.')).toMatchObject({ origin: 'Hyderabad', goes: [] });
  });
  it("someone else's wedding is a place to go", () => {
    expect(read('My cousin is getting married in Split in June, we want to fly from Manchester.')).toMatchObject({ origin: 'Manchester', goes: ['Split'] });
  });
});

describe('company nouns and pairs count the party', () => {
  it.each([
    ['A crew of 6 from Hull want a stag weekend in Riga.', 6],
    ['Manila barkada of 7, beach in Siquijor in May.', 7],
    ['Une tribu de 5 veut partir en Corse.', 5],
    ['Eine Truppe von 8 will nach Krakau.', 8],
    ['Una comitiva di 6 vuole andare a Malta.', 6],
    ['Uma turma de 4 quer ir para Paraty.', 4],
    ['Elderly pair from Tulsa looking at a Rhine cruise.', 2],
  ])('%s', (text, n) => {
    expect(parseRequest(text).details.party.travellers).toBe(n);
  });
  it('a pair of things is no couple', () => {
    expect(parseRequest('I need a pair of boots for a solo trek in Nepal.').details.party.travellers).toBe(1);
  });
});

describe('a visit inside a longer trip does not give the trip its length', () => {
  it.each([
    ['Ireland road trip in June from Chicago. A day on the Aran Islands, pubs. About $8k for 11 days.', 11],
    ['Dos semanas en Perú desde Lima, con un día en Machu Picchu y dos en Cusco.', 14],
    ['Zehn Tage Schottland ab Köln, davon zwei Tage in Edinburgh und einer auf Skye.', 10],
    ['Four nights in Lisbon then three in Porto.', 8],
  ])('%s', (text, days) => {
    expect(parseRequest(text).details.trip_length.days).toBe(days);
  });
});
