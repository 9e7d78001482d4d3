import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const gazetteer = loadGazetteer();
const now = () => new Date('2026-03-10T12:00:00Z');
const read = (text: string) => parseIntent({ user_request: text }, { now, gazetteer }).details.travel_modes;

describe('the travel-modes reader', () => {
  it.each([
    ['No flying for us: from London', ['rail', 'road', 'ferry']],
    ["I don't fly. From London", ['rail', 'road', 'ferry']],
    ["Je ne prends pas l'avion", ['rail', 'road', 'ferry']],
    ['No quiero volar, desde Sevilla', ['rail', 'road', 'ferry']],
    ['wir fliegen nicht gern', ['rail', 'road', 'ferry']],
    ['senza aereo da Milano', ['rail', 'road', 'ferry']],
    ['Tenho medo de avião', ['rail', 'road', 'ferry']],
    ['Flugangst! Von Hamburg', ['rail', 'road', 'ferry']],
    ['Queremos ir en tren desde Madrid', ['rail', 'ferry']],
    ['Mit dem Auto von München nach Venedig', ['road', 'ferry']],
    ['Da Roma in traghetto in Sardegna', ['rail', 'road', 'ferry']],
    ['De carro de Lisboa ao Porto', ['road', 'ferry']],
  ])('reads %j as %j', (text, allowed) => {
    expect(read(text).allowed).toEqual(allowed);
  });

  it.each([
    'Flying from London to Rome, then by train from Rome to Naples',
    'no more than a 3h flight please',
    'sans vol de nuit, Paris à Tokyo',
    'no connecting flights from JFK',
    'From New York, 10 days exploring Tuscany by car',
    'Non ho paura di volare, da Roma a Tokyo',
    'No. Flying from London is fine',
    'no voo de ida quero janela',
    'perto da estação de comboio',
    'Lisbon then Porto by train, 6 days in April from JFK',
    'Ich wohne in Zug, vier Tage Wien im Mai',
    'One of us hates flying so 4.5 hours max please, from Dublin',
    "J'ai peur de l'avion : 3 heures de vol au maximum, depuis Nantes",
    'Odio volar, como máximo 4 horas de vuelo, desde Sevilla',
  ])('reads no way of travelling from %j', (text) => {
    expect(read(text).allowed).toBeNull();
  });

  it('reports the words it read, which no other reader takes', () => {
    expect(read('Sem avião: de Lisboa para Madrid')).toEqual({
      allowed: ['rail', 'road', 'ferry'],
      source: 'user_request',
      text: 'Sem avião',
      flight_ruled_out: true,
    });
    expect(read('Queremos ir en tren desde Madrid').flight_ruled_out).toBe(false);
    const zug = parseIntent({ user_request: 'Mit dem Zug von München nach Wien' }, { now, gazetteer }).details;
    expect([zug.origin.name, zug.hard_geography.map((g) => g.name)]).toEqual(['Munich', ['Vienna']]);
  });

  it.each([
    ['Nicht mit dem Flugzeug, sondern mit dem Zug von Zürich nach Wien', ['rail', 'ferry'], true],
    ['No en avión sino en tren, de Madrid a Lisboa', ['rail', 'ferry'], true],
    ['Nada de avião, e sim de comboio: do Porto a Madrid', ['rail', 'ferry'], true],
    ['Flying is out of the question for my father, from Leeds to Rome', ['rail', 'road', 'ferry'], true],
  ] as const)('reads a corrected or refused flight in %j', (text, allowed, ruledOut) => {
    expect(read(text)).toMatchObject({ allowed, flight_ruled_out: ruledOut });
  });

  it.each([
    ["We'll be driving our own car from Lyon down to Tuscany", 'en'],
    ['Driving down in our pickup from Denver to Moab', 'en'],
    ['Wir reisen mit dem eigenen Auto von Köln an die Ostsee', 'de'],
    ['Andiamo con la nostra macchina da Milano in Puglia', 'it'],
    ['Nous partons avec notre camping-car de Paris vers la Bretagne', 'fr'],
    ['Vamos en nuestro coche desde Madrid a Galicia', 'es'],
    ['Vamos no nosso carro de Lisboa ao Algarve', 'pt'],
    ['Podemos ir en coche propio desde Bilbao', 'es'],
    ['Queremos manejar desde Santiago hasta Mendoza', 'es'],
    ['Vogliamo guidare da Roma a Napoli', 'it'],
    ['Je préfère conduire, de Lyon à Nice', 'fr'],
    ['Vamos dirigir de São Paulo até Florianópolis', 'pt'],
    ['Road trip mit unserem Wohnmobil von Hamburg nach Dänemark', 'de'],
    ['Un road trip avec notre voiture de Lyon vers le sud', 'fr'],
    ['Faremo un road trip con il nostro camper da Torino', 'it'],
    ['Viaje por carretera en nuestra autocaravana desde Valencia', 'es'],
  ])('reads the traveller driving their own vehicle in %j (%s) as road travel that rules out flying', (text) => {
    expect(read(text)).toMatchObject({ allowed: ['road', 'ferry'], flight_ruled_out: true });
  });

  it.each([
    'Von Berlin mit dem Zug nach Prag',
    'Une balade en bateau depuis Nice',
    'From Leeds to Bath by car',
    'A week diving in Hurghada from London. Could we drive over to Luxor one day?',
    'Una settimana a Creta da Milano, e magari guidare fino a Chania un giorno',
  ])('leaves flying open for a way only named, or an outing, in %j', (text) => {
    expect(read(text).flight_ruled_out).toBe(false);
  });

  it.each([
    'A beach within 3 hours drive of Boston',
    'Somewhere within driving distance of Denver, 4 nights',
    "Cabins an hour's drive from Seattle",
    'Fly to Reykjavik and drive around Iceland',
    'A hotel on Ocean Drive in Miami',
    "We don't want to drive, from Boston to Maine",
    'We have no car, from London to Amsterdam',
  ])('reads no road travel from a drive that is a distance, an outing, a street or refused: %j', (text) => {
    expect(read(text).allowed).toBeNull();
  });

  it('reads a negation a corrective gives to the complement as no way at all', () => {
    expect(read('Wir fliegen nicht ab Frankfurt, sondern ab Hamburg nach Rom').allowed).toBeNull();
    expect(read('No volamos desde Madrid sino desde Valencia a Roma').allowed).toBeNull();
  });

  it('leaves the place after a negated flight to be gone to', () => {
    for (const text of [
      "I'm not flying to Lisbon this time; I'll take the train from Madrid.",
      'Não vamos de avião para Lisboa, vamos de carro desde Sevilha.',
    ]) {
      const d = parseIntent({ user_request: text }, { now, gazetteer }).details;
      expect(d.hard_geography.map((g) => g.name)).toEqual(['Lisbon']);
      expect(d.excluded).toEqual([]);
    }
  });

  it('takes the request field, and the text wins over it with a conflict', () => {
    const sent = parseIntent({ user_request: 'A week in Paris from London', travel_modes: ['rail'] }, { now, gazetteer });
    expect([sent.effective_input.travel_modes, sent.details.travel_modes.source]).toEqual([['rail'], 'structured']);
    const both = parseIntent({ user_request: 'No flying: a week in Paris from London', travel_modes: ['flight'] }, { now, gazetteer });
    expect(both.effective_input.travel_modes).toEqual(['rail', 'road', 'ferry']);
    expect(both.constraint_conflicts.map((c) => c.field)).toContain('travel_modes');
    expect(both.understanding.unresolved.map((u) => u.code)).not.toContain('unread_requirement');
  });

  it('reads flights left out of an amount as what the budget excludes, not a way of travelling refused', () => {
    for (const text of [
      'Kyoto in April. Budget: USD 6,000 excluding international flights.',
      'Lisbonne en mai, 3000 € sans les vols',
      'Lissabon im Mai, 1.500 Euro ohne Flüge',
      'Croácia em junho, orçamento R$ 30 mil sem aéreo',
    ]) {
      expect(read(text)?.flight_ruled_out, text).toBe(false);
    }
    expect(read('Lisbon in May, budget 3000 euros, no flights, we go by train')?.flight_ruled_out).toBe(true);
    expect(read('Lisbon in May, 2 adults, no flights please')?.flight_ruled_out).toBe(true);
  });
});
