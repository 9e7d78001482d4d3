import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { TravelSearchRequest } from '../../../src/contracts/travel.js';
import { TravelIntentDetails } from '../../../src/contracts/travel-intent.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { repairTypos } from '../../../src/travel/intent/typos.js';

/** Regressions from integration: typos, structured constraint types, structured unresolved codes. */
const gazetteer = loadGazetteer();
const parse = (req: TravelSearchRequest) => parseIntent(req, { now: () => new Date('2026-11-22T12:00:00Z'), gazetteer });
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validDetails = ajv.compile(TravelIntentDetails);

describe('typos', () => {
  it('reads "Tokio in Aprl" as Tokyo in April, with nothing unresolved', () => {
    const p = parse({ user_request: 'Tokio in Aprl for a week' });
    expect(p.details.hard_geography.map((h) => h.id)).toEqual(['city:jp-tokyo-13']);
    expect([p.details.date_window.start, p.details.date_window.end]).toEqual(['2027-04-01', '2027-04-30']);
    expect(p.details.unresolved).toEqual([]);
  });

  it('repairs four-letter months missing one inner letter, and leaves real words alone', () => {
    expect(repairTypos('Aprl or mrch')).toBe('April or march');
    expect(repairTypos('Mach 2, Marc and an aril')).toBe('Mach 2, Marc and an aril');
  });
});

describe('structured destination constraints respect their type', () => {
  const one = (type: 'country' | 'state' | 'city' | 'park' | 'region' | 'coast', value: string) => parse({ destination_constraints: [{ type, value }] });

  it.each([
    ['state', 'Victoria', 'state:au-vic'],
    ['country', 'Georgia', 'country:ge'],
    ['state', 'Georgia', 'state:us-ga'],
    ['park', 'Banff', 'park:ca-banff'],
    ['region', 'Amalfi Coast', 'coast:amalfi-coast'],
    ['country', 'IT', 'country:it'],
    ['state', 'US-CA', 'state:us-ca'],
    ['region', 'region:tuscany', 'region:tuscany'],
  ] as const)('%s "%s" -> %s', (type, value, id) => {
    const p = one(type, value);
    expect(p.hard_places.map((h) => h.id)).toEqual([id]);
    expect(p.details.unresolved).toEqual([]);
  });

  it('reports a name that is no place of the declared type instead of taking a namesake', () => {
    const tuscany = one('city', 'Tuscany');
    expect(tuscany.hard_places).toEqual([]);
    expect(tuscany.details.hard_geography).toMatchObject([{ type: 'city', id: null, matched_text: 'Tuscany' }]);
    expect(tuscany.details.unresolved).toMatchObject([{ field: 'destination_constraints', text: 'Tuscany', code: 'wrong_place_type' }]);
    expect(tuscany.details.unresolved[0]?.reason).toMatch(/reads as the region Tuscany/);
    const atlantis = one('country', 'Atlantis');
    expect(atlantis.hard_places).toEqual([]);
    expect(atlantis.details.unresolved).toMatchObject([{ text: 'Atlantis', code: 'wrong_place_type' }]);
    expect(one('country', 'Xyzzyland').details.unresolved).toMatchObject([{ text: 'Xyzzyland', code: 'unknown_place' }]);
  });
});

describe('unresolved parts carry a code', () => {
  it.each<[TravelSearchRequest, string]>([
    [{ user_request: 'two weeks in Narnia' }, 'unknown_place'],
    [{ user_request: 'trip for 101 adults to Paris' }, 'party_too_large'],
    [{ user_request: 'valueOf, 3 adults, June' }, 'unrecognized_words'],
    [{ user_request: 'sometime soon, a beach week' }, 'vague_dates'],
    [{ user_request: 'Running of the bulls in Pamplona' }, 'event_dates_unknown'],
    [{ user_request: 'a week in Spain', required_themes: ['underwater basket weaving'] }, 'unknown_theme'],
    [{ user_request: 'a week in Spain', origin: 'Italy' }, 'origin_not_airport'],
  ])('%j -> %s', (req, code) => {
    const p = parse(req);
    expect(p.details.unresolved.map((u) => u.code)).toContain(code);
    expect(validDetails(p.details), JSON.stringify(validDetails.errors)).toBe(true);
  });

  it.each(['Oktoberfest in Munich', 'Semana Santa en Sevilla', 'Settimana Santa a Roma'])(
    '%s: dates the reader computed for the event are known, not flagged',
    (text) => {
      const p = parse({ user_request: text });
      expect(p.details.date_window.start).not.toBeNull();
      expect(p.details.unresolved.map((u) => u.code)).not.toContain('event_dates_unknown');
    },
  );
});

describe('date reading', () => {
  it('reads "in 3 weeks" as one day three weeks out, and a full date outside the grammar through chrono-node', () => {
    expect(parse({ user_request: 'in 3 weeks, Vegas, 2 nights' }).details.date_window.start).toBe('2026-12-13');
    expect(parse({ user_request: 'Paris on 2027/03/05' }).details.date_window.start).toBe('2027-03-05');
  });
});

describe('responses stay inside their own schema', () => {
  it('cuts long conflicting values and phrases to the schema limits', () => {
    const long = `${'Paris '.repeat(300)}in June`;
    const p = parse({
      user_request: long,
      query: `${'Rome '.repeat(380)}`,
      destination_constraints: Array.from({ length: 20 }, (_, i) => ({ type: 'city' as const, value: `Nowhereville number ${i} ${'x'.repeat(150)}` })),
    });
    for (const c of p.constraint_conflicts) {
      expect(c.provided_value.length).toBeLessThanOrEqual(500);
      expect(c.interpreted_value.length).toBeLessThanOrEqual(500);
    }
    expect(p.constraint_conflicts.length).toBeGreaterThan(0);
    expect(validDetails(p.details), JSON.stringify(validDetails.errors)).toBe(true);
  });
});
