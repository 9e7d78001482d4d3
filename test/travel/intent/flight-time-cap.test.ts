import { describe, expect, it } from 'vitest';
import { statedFlightCap } from '../../../src/travel/engine/rank/flight-cap.js';
import { parseRequest } from './read-request.js';

const cap = (text: string) => statedFlightCap(parseRequest(text));

describe('a comparison of flying time is a cap only under a negation or a ceiling word', () => {
  it('takes no cap from long flights the writer accepts', () => {
    expect(cap('Two weeks in Bali in August from Paris, flights longer than 14 hours are no problem')).toBeNull();
    expect(cap('Drei Wochen Neuseeland im Februar ab Zürich, Flüge über 20 Stunden stören uns nicht')).toBeNull();
  });

  it('keeps the cap under a negation or a ceiling word', () => {
    expect(cap('Two weeks somewhere warm in February from Dublin, no flights over 7 hours')).not.toBeNull();
    expect(cap('Dos semanas en marzo desde Madrid, vuelos de menos de 5 horas')).not.toBeNull();
  });
});

describe('a short flight asked for without hours', () => {
  it('caps the flying time by the short-flight model in six languages, and stated hours win', () => {
    const texts = [
      'From Delhi, a beach week in March, nothing with a very long flight please, we prefer short flights',
      'Depuis Nantes, une semaine au soleil en avril, vol court si possible',
      'Desde Lima, una semana de playa en julio, vuelo corto',
      'Ab Wien eine Woche Sonne im Mai, gern Kurzstrecke',
      'Da Torino, una settimana di mare a giugno, volo breve',
      'De Manaus, uma semana de praia em agosto, voo curto',
    ];
    expect(texts.map((t) => cap(t)?.hours)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(cap('From Oslo, a short flight, max 3 hours, a week of sun in May')?.hours).toBe(3);
    expect(cap('From Oslo, a week of sun in May, the flight can be long')).toBeNull();
  });

  it('reads "not too far" said of the trip, alone or from home or the origin, as a short journey; not of a place', () => {
    expect(cap('somewhere warm-ish in Feb, not too far from Berlin, 2 of us, 1 week')?.hours).toBe(5);
    expect(cap('Depuis Lyon, du soleil en mars, pas trop loin.')?.hours).toBe(5);
    expect(cap('Desde Madrid, algo no muy lejos de casa en marzo')?.hours).toBe(5);
    expect(cap('From Berlin, a hotel in Crete not far from the beach, May')).toBeNull();
  });
});
