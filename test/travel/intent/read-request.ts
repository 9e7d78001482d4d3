import { expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** One gazetteer and one reference date for the reader's tests: a request read as the service reads it on 14 January 2026. */
export const gazetteer = loadGazetteer();
const now = new Date('2026-01-14T12:00:00Z');
export const parseRequest = (text: string) => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer });

/** The places a request names, by role: where the trip starts, where it goes (hard and soft), what is ruled out. */
export const placesOf = (text: string) => {
  const p = parseRequest(text);
  return {
    origin: p.details.origin.name,
    goes: [...p.hard_places, ...p.soft_places].map((x) => x.name),
    not: p.excluded_places.map((x) => x.name),
  };
};

/** One test per request: it starts where said (null: nowhere said) and goes to the places listed, in order. */
export const readsAs = (cases: [string, string | null, string[]][]) =>
  it.each(cases)('%s', (text, start, trip) => {
    const r = placesOf(text);
    expect(r.origin).toBe(start);
    expect(r.goes).toEqual(trip);
  });
