import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** A city's name opening a request, right before its dates, in the spelling of the request's language. */
const gazetteer = loadGazetteer();
const places = (text: string) => {
  const d = parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => new Date('2026-01-14T12:00:00Z'), gazetteer }).details;
  return { origin: d.origin?.name ?? null, goes: [...d.hard_geography, ...d.soft_geography].map((p) => p.name) };
};

describe('a city named before a date range', () => {
  it.each([
    ['Rom 3. bis 6. Mai, zu zweit', 'Rome'],
    ['Roma 3-6 maggio, in due', 'Rome'],
    ['Roma del 3 al 6 de junio', 'Rome'],
    ['Lisboa de 3 a 6 de maio', 'Lisbon'],
    ['Paris du 3 au 6 mai', 'Paris'],
  ])('%s goes to %s, with no origin', (text, city) => {
    expect(places(text)).toEqual({ origin: null, goes: [city] });
  });
});
