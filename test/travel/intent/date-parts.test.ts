import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window a request is read with (reference date 14 January 2026). */
const windowOf = (text: string) => {
  const w = parseRequest(text).details.date_window;
  return [w.start, w.end];
};
/** The date words the reader reports as unread. */
const unreadDates = (text: string) =>
  parseRequest(text)
    .understanding.unresolved.filter((u) => u.code === 'unread_date_words')
    .map((u) => u.text);

describe('date parts and their agreement with the window', () => {
  it('joins an event and a stay after it when the later part names the weekday of its last day, in every language', () => {
    const fromParts = (text: string) => parseRequest(text).understanding.unresolved.some((u) => u.code === 'dates_from_parts');
    const joined = [
      'Messe in Köln vom 9. bis 12. März. Danach möchte ich noch bis Sonntag, den 15., an die Ostsee',
      'Ho un congresso a Bari dal 12 al 14 maggio. Vorrei fermarmi fino a domenica 17',
      'Conference in Lyon 9-12 March. After that I would stay on until Sunday the 15th',
    ];
    expect(joined.map(windowOf)).toEqual([
      ['2026-03-09', '2026-03-15'],
      ['2026-05-12', '2026-05-17'],
      ['2026-03-09', '2026-03-15'],
    ]);
    expect(joined.map(fromParts)).toEqual([false, false, false]);
    const wrongDay = parseRequest('Ho un congresso a Bari dal 12 al 14 maggio. Vorrei fermarmi fino a sabato 17').understanding;
    expect(wrongDay.status).toBe('partial');
  });

  it('gives the first day of a numeric range the year written on its last', () => {
    expect(windowOf('Wien vom 14.09. bis 16.09.2027, zu zweit ab Hamburg')).toEqual(['2027-09-14', '2027-09-16']);
    expect(windowOf('Lisboa de 3/10 a 6/10/2027, saindo do Porto')).toEqual(['2027-10-03', '2027-10-06']);
    expect(windowOf('Basel vom 29.12. bis 2.1.2028, ab Köln')).toEqual(['2027-12-29', '2028-01-02']);
  });

  it('reads a weekday naming the numeric day after it, at either end of a range', () => {
    expect(windowOf('Zürich, Freitag, 6.3. bis Sonntag, 8.3., zu zweit ab Bern')).toEqual(['2026-03-06', '2026-03-08']);
    expect(unreadDates('Zürich, Freitag, 6.3. bis Sonntag, 8.3., zu zweit ab Bern')).toEqual([]);
  });

  it('takes an ordinal week inside a stay of fixed days as a part of it, and reports it beside a looser or shorter window', () => {
    expect(unreadDates('Corse du 3 au 17 août, 2 adultes de Nice, ma sœur nous rejoint la deuxième semaine')).toEqual([]);
    expect(unreadDates('Corse en août, 2 adultes de Nice, ma sœur nous rejoint la deuxième semaine')).toEqual(['deuxième']);
    expect(unreadDates('Arles du vendredi 3 au dimanche 5 juillet, à deux depuis Lyon, le premier week-end de la fête')).toEqual(['premier']);
  });

  it('takes a weekend inside a window as a part or the length, unless a longer length is read', () => {
    expect(unreadDates('Toscana dal 3 al 10 agosto, in due da Milano, mia figlia viene solo il weekend')).toEqual([]);
    expect(unreadDates('Langes Wochenende in Prag, 10 Tage im Mai, zu zweit ab Wien')).toEqual(['Wochenende']);
  });

  it('leaves no date words unread when a self-correction replaces a dated day, in every language', () => {
    const cases: Array<[string, string]> = [
      ['Porto le 11 juillet, non pardon, le 18 juillet, 2 adultes de Lyon', '2026-07-18'],
      ['Cádiz el 3 de mayo, no espera, el 10 de mayo, 2 adultos desde Madrid', '2026-05-10'],
      ['Lübeck am 3. Mai, nein Moment, am 10. Mai, zu zweit ab Köln', '2026-05-10'],
    ];
    for (const [text, start] of cases) {
      expect(unreadDates(text)).toEqual([]);
      expect(windowOf(text)[0]).toBe(start);
    }
  });

  it('reads the days of Holy Week and Easter in every language, inside Holy Week named before them', () => {
    expect(windowOf('Holy Saturday to Easter Monday in Rome, 2 adults from London')).toEqual(['2026-04-04', '2026-04-06']);
    expect(windowOf('Séville du mercredi saint au lundi de Pâques, 2 adultes de Paris')).toEqual(['2026-04-01', '2026-04-06']);
    expect(windowOf('Sevilla en Semana Santa, del Miércoles Santo al Domingo de Resurrección, 2 adultos desde Madrid')).toEqual(['2026-04-01', '2026-04-05']);
    expect(windowOf('Rom von Karsamstag bis Ostermontag, zu zweit ab München')).toEqual(['2026-04-04', '2026-04-06']);
    expect(windowOf('Assisi dal mercoledì santo alla domenica di Pasqua, in due da Roma')).toEqual(['2026-04-01', '2026-04-05']);
    expect(windowOf('Braga da quinta-feira santa à segunda-feira de Páscoa, 2 adultos de Lisboa')).toEqual(['2026-04-02', '2026-04-06']);
  });

  it('keeps a stay said longer than a weekend read as the dates: the weekend is when it starts', () => {
    const p = parseRequest('Oktoberfest 2027, el primer finde, somos cuatro amigos de Bilbao, 3 noches.');
    expect(p.interpreted_constraints.date_window).toEqual(['2027-09-18', '2027-09-19']);
    expect(p.understanding.understood.find((x) => x.field === 'trip_length')?.value).toBe('4 days');
    expect(
      parseRequest('Oktoberfest 2027, the first weekend, 4 friends from Bilbao').understanding.understood.find((x) => x.field === 'trip_length')?.value,
    ).toBe('2-3 days');
  });
});
