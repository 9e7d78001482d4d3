import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TravelSearchRequest } from '../../../src/contracts/travel.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent, type ParsedIntent } from '../../../src/travel/intent/index.js';
import { fold } from '../../../src/travel/intent/text.js';
import { THEMES } from '../../../src/travel/knowledge/types.js';

/**
 * Accuracy of intent parsing on the evaluation set (test/fixtures/travel-intents.json):
 * every field of every case is scored (absent expectations mean "nothing should be read"),
 * per-field accuracy is printed, and each field must reach 90%.
 */

type Place = { type?: string; name: string; country?: string };
interface Expect {
  origin?: string | null;
  window?: [string, string] | '*';
  days?: number | [number, number] | '*';
  budget?: { amount?: number; per?: string; tier?: string };
  party?: [number | null, number | null, number | null];
  themes?: string[];
  hard?: Place[];
  remote?: boolean;
  access?: string[];
  event?: boolean;
  multi?: boolean;
  conflicts?: string[];
  unresolved?: string[];
}
interface Case {
  id: string;
  request: TravelSearchRequest;
  expect: Expect;
}

const fixture = JSON.parse(readFileSync(new URL('../../fixtures/travel-intents.json', import.meta.url), 'utf8')) as { now: string; cases: Case[] };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x)) && new Set(a).size === new Set(b).size;
const gazetteer = loadGazetteer();
/** Same name (either contains the other), or the actual place is one of the gazetteer's readings of the expected name ("Seville" / "Sevilla"). */
const nameMatch = (expected: string, actual: { id: string | null; name: string }) => {
  const [e, a] = [fold(expected), fold(actual.name)];
  return (
    e === a ||
    a.includes(e) ||
    e.includes(a) ||
    gazetteer
      .resolve(expected)
      .slice(0, 3)
      .some((r) => r.id === actual.id)
  );
};

/** One scorer per field: true when the parse matches what a person would read. */
const FIELDS: Record<string, (p: ParsedIntent, e: Expect) => boolean | 'skip'> = {
  origin: (p, e) => p.details.origin.iata === (e.origin ?? null),
  date_window: (p, e) => {
    if (e.window === '*') return 'skip';
    const actual = [p.details.date_window.start, p.details.date_window.end];
    return e.window ? actual[0] === e.window[0] && actual[1] === e.window[1] : actual[0] === null;
  },
  trip_length: (p, e) => {
    if (e.days === '*') return 'skip';
    const days = p.details.trip_length.days;
    if (e.days === undefined) return days === null;
    if (typeof e.days === 'number') return days === e.days;
    return days !== null && days >= e.days[0] && days <= e.days[1];
  },
  budget: (p, e) => {
    const b = p.details.budget;
    const x = e.budget ?? {};
    return b.amount_usd === (x.amount ?? null) && (x.amount === undefined || b.per === x.per) && b.tier === (x.tier ?? null);
  },
  party: (p, e) => {
    const [a, c, i] = e.party ?? [null, null, null];
    const party = p.details.party;
    return party.adults === a && party.children === c && party.infants === i;
  },
  // The fixture predates the seasonal theme ids (aurora, cherry_blossom...): it scores the destination-attribute themes it knows.
  required_themes: (p, e) =>
    sameSet(
      p.details.required_themes.filter((t) => (THEMES as readonly string[]).includes(t)),
      e.themes ?? [],
    ),
  hard_geography: (p, e) => {
    const actual = p.details.hard_geography;
    const expected = e.hard ?? [];
    if (actual.length !== expected.length) return false;
    return expected.every((x) => actual.some((a) => (!x.type || a.type === x.type) && (!x.country || a.country === x.country) && nameMatch(x.name, a)));
  },
  remote_work: (p, e) => p.details.remote_work.requested === (e.remote ?? false),
  accessibility: (p, e) => sameSet(p.details.accessibility.needs, e.access ?? []),
  event: (p, e) => p.details.event.requested === (e.event ?? false),
  multi_city: (p, e) => p.details.multi_city.requested === (e.multi ?? false),
  conflicts: (p, e) => sameSet([...new Set(p.constraint_conflicts.map((c) => c.field))], e.conflicts ?? []),
  unresolved: (p, e) => sameSet([...new Set(p.details.unresolved.map((u) => u.field))], e.unresolved ?? []),
};

describe('intent parsing evaluation set', () => {
  const now = () => new Date(fixture.now);

  it('has at least 200 cases with unique ids', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(200);
    expect(new Set(fixture.cases.map((c) => c.id)).size).toBe(fixture.cases.length);
  });

  it('reaches 90% accuracy on every field', () => {
    const tally = Object.fromEntries(Object.keys(FIELDS).map((f) => [f, { ok: 0, scored: 0, misses: [] as string[] }]));
    for (const c of fixture.cases) {
      const parsed = parseIntent(c.request, { now, gazetteer });
      for (const [field, score] of Object.entries(FIELDS)) {
        const result = score(parsed, c.expect);
        if (result === 'skip') continue;
        const t = tally[field] as { ok: number; scored: number; misses: string[] };
        t.scored += 1;
        if (result) t.ok += 1;
        else t.misses.push(c.id);
      }
    }
    const rows = Object.entries(tally).map(([field, t]) => ({
      field,
      accuracy: `${((100 * t.ok) / t.scored).toFixed(1)}%`,
      correct: t.ok,
      scored: t.scored,
      misses: t.misses.slice(0, 12).join(' '),
    }));
    console.log(`intent evaluation: ${fixture.cases.length} cases, now=${fixture.now}`);
    console.table(rows);
    for (const [field, t] of Object.entries(tally)) expect(t.ok / t.scored, field).toBeGreaterThanOrEqual(0.9);
  });
});
