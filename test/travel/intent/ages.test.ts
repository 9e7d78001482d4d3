import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** A number bound to a person by the words after its unit is an age: never the trip's length. */
describe('ages written with a unit and an adjective of age', () => {
  it.each([
    ['Rome for a week with our 13-month-old, 2 adults', 7, 1],
    ['Wien eine Woche mit unserem 14 Monate alten Sohn, zwei Erwachsene', 7, 1],
    ['Lisbon, 5 nights, me, my wife and our 4 yr old', 6, 1],
  ])('%s', (text, days, children) => {
    const p = parseRequest(text).details;
    expect(p.trip_length.days).toBe(days);
    expect(p.party.children).toBe(children);
  });
});

describe('ages as parents say them', () => {
  it.each<[string, number[]]>([
    ['Mi marido, yo y la peque de 3 añitos, una semana en Ibiza', [3]],
    ['Eu, meu marido e nosso filho de 2 aninhos, uma semana em Maceió', [2]],
    ['Moi, ma blonde pis nos deux flos (5 pis 8 ans), une semaine à Cuba', [5, 8]],
  ])('%s', (text, ages) => {
    expect(parseRequest(text).details.party.child_ages).toEqual(ages);
  });
});
