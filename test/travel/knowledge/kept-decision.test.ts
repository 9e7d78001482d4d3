import { describe, expect, it } from 'vitest';
import { keptDecision } from '../../../src/travel/knowledge/kept-decision.js';
import { findingPerTrip, type SeasonFinding, type TripDates } from '../../../src/travel/knowledge/calendars/findings.js';

/** A decision kept with its object is made once per object; a trip's record findings once per trip, themes and record. */
describe('keptDecision', () => {
  it('decides once per object and keeps each object its own decision', () => {
    let made = 0;
    const decide = keptDecision((o: { name: string }) => ({ upper: o.name.toUpperCase(), order: ++made }));
    const a = { name: 'a' };
    const b = { name: 'a' };
    expect(decide(a)).toBe(decide(a));
    expect(decide(b)).not.toBe(decide(a));
    expect(made).toBe(2);
  });

  it('keeps a null decision (nothing found) as well as a found one', () => {
    let made = 0;
    const decide = keptDecision((_o: object): null => (made++, null));
    const o = {};
    decide(o);
    decide(o);
    expect(made).toBe(1);
  });
});

describe('findingPerTrip', () => {
  const trip: TripDates = { range: { start: '2026-07-01', end: '2026-07-10' }, assumed: false };
  const finding = (code: string): SeasonFinding => ({
    warning: { code, severity: 'info', message: code, source: 'test', as_of: null },
    weather_factor: 1,
    score_factor: 1,
  });

  it('finds once for the same trip, themes and record, and again when any of them differs', () => {
    const calls: string[] = [];
    const find = findingPerTrip((record: { code: string }, _trip: TripDates, themes: readonly string[]) => {
      calls.push(`${record.code}:${themes.join(',')}`);
      return themes.length ? finding(record.code) : null;
    });
    const hazard = { code: 'monsoon' };
    const beach = ['beach'];
    expect(find(hazard, trip, beach)).toBe(find(hazard, trip, beach));
    const none: string[] = [];
    expect(find(hazard, trip, none)).toBeNull();
    expect(find(hazard, trip, none)).toBeNull();
    find({ code: 'heat' }, trip, beach);
    find(hazard, { ...trip }, beach);
    expect(calls).toEqual(['monsoon:beach', 'monsoon:', 'heat:beach', 'monsoon:beach']);
  });
});
