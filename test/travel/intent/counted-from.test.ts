import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window and the trip length a request is read with (reference date Wednesday 14 January 2026). */
const when = (text: string) => {
  const d = parseRequest(text).details;
  return { window: [d.date_window.start, d.date_window.end], days: d.trip_length.days };
};

describe('a start counted from a named day', () => {
  it('reads a count after a leaving verb and before "from" and a day as the start, and the length said apart as the length', () => {
    expect(when('Boston to Miami, leave a week from this Friday, 3 nights')).toEqual({ window: ['2026-01-23', '2026-01-26'], days: 4 });
    expect(when('depart a fortnight from Saturday, 5 nights in Lisbon')).toEqual({ window: ['2026-01-31', '2026-02-05'], days: 6 });
    expect(when('flying out two weeks from 2 March, Rome for 4 nights')).toEqual({ window: ['2026-03-16', '2026-03-20'], days: 5 });
  });

  it('keeps a count from a day with no leaving verb before it as the length', () => {
    expect(when('10 nights from Saturday 7 February, London to Crete')).toEqual({ window: ['2026-02-07', '2026-02-17'], days: 11 });
    expect(when('a week from 2 March in Rome')).toEqual({ window: ['2026-03-02', '2026-03-08'], days: 7 });
  });
});
