import { describe, expect, it } from 'vitest';
import { statedFlightCap } from '../../../src/travel/engine/rank/flight-cap.js';
import { parseRequest } from './read-request.js';

const cap = (text: string) => statedFlightCap(parseRequest(text).details);

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
