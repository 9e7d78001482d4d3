import { loadGazetteer } from '../../src/travel/geo/index.js';
import { parseIntent } from '../../src/travel/intent/index.js';

const now = new Date('2026-01-14T12:00:00Z');

/** The names of the places the reader scopes a request to (hard and soft), read on 2026-01-14. */
export function requestPlaces(text: string): string[] {
  const d = parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer: loadGazetteer() }).details;
  return [...d.hard_geography, ...d.soft_geography].map((p) => p.name);
}
