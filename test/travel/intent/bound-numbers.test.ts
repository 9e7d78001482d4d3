import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window, the trip length and the children's ages a request is read with (reference date 14 January 2026). */
const read = (text: string) => {
  const d = parseRequest(text).details;
  return { window: [d.date_window.start, d.date_window.end], days: d.trip_length.days, ages: d.party.child_ages };
};

describe('numbers bound to their head in dates and lengths', () => {
  it('reads "in N days" as the length when a month dates the trip, and as a day ahead after a verb of leaving', () => {
    expect(read('Lisbon - Porto - Faro in 9 days in April')).toMatchObject({ window: ['2026-04-01', '2026-04-30'], days: 9 });
    expect(read('Andalucía en 8 días en octubre')).toMatchObject({ window: ['2026-10-01', '2026-10-31'], days: 8 });
    expect(read('Açores em 6 dias em setembro')).toMatchObject({ window: ['2026-09-01', '2026-09-30'], days: 6 });
    expect(read('we leave in 6 days for Oslo').window).toEqual(['2026-01-20', '2026-01-20']);
  });

  it('reads numbers after a relative and "de", "di", "(" as ages, not as days of the month named', () => {
    expect(read('Sevilla en agosto con mis hijos de 9 y 12')).toMatchObject({ window: ['2026-08-01', '2026-08-31'], ages: [9, 12] });
    expect(read('Im Juli nach Rhodos mit unseren Söhnen (5 und 8)').window).toEqual(['2026-07-01', '2026-07-31']);
  });

  it('reads two months joined by "or" as one window, the second in lower case or abbreviated too', () => {
    expect(read('somewhere sunny in may or june').window).toEqual(['2026-05-01', '2026-06-30']);
    expect(read('Madeira in nov or dec, a week').window).toEqual(['2026-11-01', '2026-12-31']);
  });

  it('bounds a month by a holiday in it, and the days between two feasts exclude both', () => {
    expect(read('Prague in December before Christmas').window).toEqual(['2026-12-01', '2026-12-24']);
    expect(read('Roma a novembre dopo Ognissanti').window).toEqual(['2026-11-02', '2026-11-30']);
    expect(read('Salzburg zwischen Weihnachten und Neujahr').window).toEqual(['2026-12-26', '2026-12-31']);
    expect(read("Lyon entre Noël et le jour de l'an").window).toEqual(['2026-12-26', '2026-12-31']);
  });
});
