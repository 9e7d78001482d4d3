import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { fold } from '../../../src/travel/intent/text.js';

interface PlaceCase {
  text: string;
  origin?: string;
  destinations?: string[];
  not_destinations?: string[];
  excluded?: string[];
  /** Why the reader does not read this case yet: the test then expects it to fail, and fails when it starts passing. */
  pending?: string;
}
interface Named {
  name: string;
  id: string | null;
  country: string | null;
}

const g = loadGazetteer();
const cases = (JSON.parse(readFileSync(new URL('../../fixtures/request-places.json', import.meta.url), 'utf8')) as { cases: PlaceCase[] }).cases;
const now = new Date('2026-02-01T12:00:00Z');

/** "Lisbon|PT" names the place the gazetteer resolves it to; a reading is that place by id, or by name in that country. */
function matches(spec: string, p: Named): boolean {
  const [name = '', country] = spec.split('|');
  if (country && p.country !== country) return false;
  const want = fold(name);
  const got = fold(p.name);
  if (got === want || got.startsWith(`${want} `) || want.startsWith(`${got} `)) return true;
  const resolved = g.resolve(name, country ? { countryHint: country } : undefined)[0];
  return resolved !== undefined && resolved.id === p.id;
}

function check(c: PlaceCase): void {
  const d = parseIntent({ user_request: c.text }, { now: () => now, gazetteer: g }).details;
  const destinations: Named[] = [...d.hard_geography, ...d.soft_geography];
  const names = (xs: Named[]) => xs.map((x) => `${x.name}(${x.country})`).join(', ');
  if (c.origin !== undefined) expect(d.origin.name ? fold(d.origin.name) : null, `origin of "${c.text}"`).toBe(fold(c.origin));
  if (c.destinations) {
    expect(destinations.length, `destinations ${names(destinations)}`).toBe(c.destinations.length);
    for (const want of c.destinations)
      expect(
        destinations.some((p) => matches(want, p)),
        `${want} among ${names(destinations)}`,
      ).toBe(true);
  }
  for (const not of c.not_destinations ?? [])
    expect(
      destinations.some((p) => matches(not, p)),
      `${not} read as a destination`,
    ).toBe(false);
  if (c.excluded) {
    expect(d.excluded.length, `excluded ${names(d.excluded)}`).toBe(c.excluded.length);
    for (const want of c.excluded)
      expect(
        d.excluded.some((p) => matches(want, p)),
        `${want} among excluded ${names(d.excluded)}`,
      ).toBe(true);
  }
}

describe('places in requests: roles, ordinary words, exonyms and namesakes in six languages', () => {
  for (const c of cases) {
    if (c.pending) it.fails(`${c.text} (pending: ${c.pending})`, () => check(c));
    else it(c.text, () => check(c));
  }
});
