import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window and the trip length a request is read with (reference date 14 January 2026). */
const read = (text: string) => {
  const d = parseRequest(text).details;
  return [d.date_window.start, d.date_window.end, d.trip_length.days];
};

describe('windows counted inside a month, relative months and holidays holding a shorter trip', () => {
  it('reads the first or last days or weeks of a month, counted in digits or words, in every language', () => {
    const firstTwoWeeks = [
      'Ibiza the first 2 wks of July, 5 of us from Leeds',
      'Ibiza les deux premières semaines de juillet, au départ de Lyon',
      'Ibiza las dos primeras semanas de julio, saliendo de Sevilla',
      'Ibiza die ersten 2 Wochen im Juli, ab Köln',
      'Ibiza le prime due settimane di luglio, da Torino',
      'Ibiza as duas primeiras semanas de julho, saindo de Lisboa',
    ];
    for (const text of firstTwoWeeks) expect(read(text).slice(0, 2), text).toEqual(['2026-07-01', '2026-07-14']);
    expect(read('Malta gli ultimi dieci giorni di agosto, da Bari').slice(0, 2)).toEqual(['2026-08-22', '2026-08-31']);
    expect(read('Malta los últimos 10 días de junio, desde Bilbao').slice(0, 2)).toEqual(['2026-06-21', '2026-06-30']);
    // A length said beside the run is the trip inside it.
    expect(read('Crete the last three weeks of June, 10 nights, from Leeds')).toEqual(['2026-06-10', '2026-06-30', 11]);
  });

  it('gives a "next" before a month to the month, not to a length before it', () => {
    expect(read('Two weeks next May in Lisbon, flying from Boston')).toEqual(['2026-05-01', '2026-05-31', 14]);
    expect(read('Zwei Wochen nächsten Mai nach Lissabon, ab Bremen')).toEqual(['2026-05-01', '2026-05-31', 14]);
    expect(read('Lisbon the week after next, from Boston').slice(0, 2)).toEqual(['2026-01-26', '2026-02-01']);
  });

  it('keeps a holiday week as the window of a shorter trip said with it', () => {
    // Easter 2026 is 5 April: Holy Week is Palm Sunday 29 March to Easter Sunday.
    expect(read('Roma en Semana Santa, 4 noches, desde Madrid')).toEqual(['2026-03-29', '2026-04-05', 5]);
    expect(read('Rom in der Karwoche, 5 Tage, ab München')).toEqual(['2026-03-29', '2026-04-05', 5]);
    expect(read('Lisbon over Holy Week, a week, from Dublin')).toEqual(['2026-03-29', '2026-04-05', 7]);
  });
});
