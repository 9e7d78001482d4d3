import { describe, expect, it } from 'vitest';
import { analysis } from './engine.js';

/** Event-implied dates: the calendar's next occurrence fills a missing window, narrows a vague one, never replaces exact dates. */
describe('event-implied dates', () => {
  it('takes the next occurrence of a named event as the date window and says so', () => {
    const a = analysis({ user_request: 'a trip for four friends from JFK', interests: ['oktoberfest'] });
    expect(a.parsed.interpreted_constraints.date_window).toEqual(['2026-09-19', '2026-10-04']);
    expect(a.trip.window).toEqual(['2026-09-19', '2026-10-04']);
    expect(a.parsed.beta_warnings.some((w) => /^Dates from the travel calendars: Oktoberfest 2026, 2026-09-19 to 2026-10-04 \(knowledge_base/.test(w))).toBe(
      true,
    );
    expect(a.ranked[0]?.candidate.id).toBe('munich');
  });

  it('narrows a month or season to the phenomenon inside it, and leaves exact dates alone', () => {
    const foliage = analysis({ user_request: 'Vermont in the fall', interests: ['fall_foliage'] });
    const [start, end] = foliage.parsed.interpreted_constraints.date_window ?? [];
    expect(start! >= '2026-09-15' && end! <= '2026-10-31').toBe(true);
    const exact = analysis({ user_request: 'Munich', interests: ['oktoberfest'], departure_window: ['2026-06-01', '2026-06-03'] });
    expect(exact.parsed.interpreted_constraints.date_window).toEqual(['2026-06-01', '2026-06-03']);
    expect(exact.ranked.find((r) => r.candidate.id === 'munich')?.season.warnings.map((w) => w.code)).toContain('event_out_of_season');
  });

  it('reads the place for place-dependent windows (cherry blossom in Sapporo blooms in May)', () => {
    const a = analysis({ user_request: 'a week in Sapporo', interests: ['cherry_blossom'] });
    const [start, end] = a.parsed.interpreted_constraints.date_window ?? [];
    expect(start! >= '2026-04-15' && end! <= '2026-05-25').toBe(true);
  });
});
