import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window a request is read with (reference date Wednesday 14 January 2026). */
const window = (text: string) => {
  const d = parseRequest(text).details.date_window;
  return [d.start, d.end];
};

describe('days counted from the day named before them', () => {
  it('reads "the day before", "the Sunday after" and their like from the fixed point said first, in the six languages', () => {
    expect(window('Wedding on 12 June in Nice; we arrive the day before and fly home the Sunday after, from Paris')).toEqual(['2026-06-11', '2026-06-14']);
    expect(window('Mariage le 12 juin à Nice, on arrive la veille et on repart le lendemain, depuis Paris')).toEqual(['2026-06-11', '2026-06-13']);
    expect(window('Hochzeit am 18. September in Wien, Anreise zwei Tage vorher, Rückreise am Tag danach, ab Hamburg')).toEqual(['2026-09-16', '2026-09-19']);
    expect(window('Konzert in Leipzig am 21. August, Anreise am Vortag, Abreise am Tag danach')).toEqual(['2026-08-20', '2026-08-22']);
    expect(window('La boda es el 9 de octubre en Sevilla; llegamos el día anterior y volvemos el domingo siguiente, desde Madrid')).toEqual([
      '2026-10-08',
      '2026-10-11',
    ]);
    expect(window('Il matrimonio è il 4 settembre a Lecce: arriviamo il giorno prima e ripartiamo il lunedì dopo, da Milano')).toEqual([
      '2026-09-03',
      '2026-09-07',
    ]);
  });

  it('counts a weekday from a holiday named before it, and takes a later holiday as the return', () => {
    expect(window('Köln Rosenmontag feiern, Anreise am Samstag davor, Rückfahrt am Aschermittwoch, ab Berlin')).toEqual(['2026-02-14', '2026-02-18']);
  });

  it('keeps a relation followed by what it counts from to that phrase', () => {
    expect(window('Rome from Boston the day after tomorrow')).toEqual(['2026-01-16', '2026-01-16']);
    expect(window('Rome from Boston the day before Easter, 5 nights')[0]).toBe('2026-04-04');
  });
});
