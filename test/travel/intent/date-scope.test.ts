import { describe, expect, it } from 'vitest';
import { readDates } from '../../../src/travel/intent/dates.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const today = new Date(Date.UTC(2026, 10, 20));
const win = (text: string, lang: Lang, origin?: string) => {
  const d = readDates(
    text,
    tokenize(text),
    lang,
    today,
    origin ? { countries: [origin, 'EG'], origin: { country: origin, region: null } } : { countries: ['EG'] },
  );
  return [d?.start, d?.end];
};

describe('what a date phrase covers', () => {
  it('leaves a date that is ruled out out of the window', () => {
    expect(win('Island, aber nicht im Juli oder August. Lieber 10 Tage ab dem 5. Juni', 'de')).toEqual(['2027-06-05', '2027-06-05']);
    expect(win('any time between May and October except August', 'en')).toEqual(['2027-05-01', '2027-10-31']);
    expect(win('en juin, pas en juillet', 'fr')).toEqual(['2027-06-01', '2027-06-30']);
    // A negation before a bound is the bound, not an exclusion: a deadline, from today to that day.
    expect(win('back no later than June 10', 'en')).toEqual(['2026-11-20', '2027-06-10']);
  });

  it('widens the window to the later dated legs of the trip', () => {
    expect(win('3 nights in Mumbai from Jan 11, then Goa from the 14th to the 18th', 'en')).toEqual(['2027-01-11', '2027-01-18']);
    expect(win('a wedding in Rome on 7 September, then the coast from 10 to 17 September', 'en')).toEqual(['2027-09-07', '2027-09-17']);
    // A bare day number is no leg ("1. Klasse").
    expect(win('Hinfahrt am 11. Juni, zurück am 14. Juni; wir reisen 1. Klasse', 'de')).toEqual(['2027-06-11', '2027-06-14']);
  });

  it('reads a departure without its month a few days before the first dated day in that month, not after the last', () => {
    expect(win('conference in Tokyo Sept 21-23, home on October 8, flying out on the 20th', 'en')[1]).toBe('2027-10-08');
  });

  it('reads a weekday said before or after a holiday', () => {
    expect(win('leaving the Saturday before Pentecost Sunday', 'en')).toEqual(['2027-05-15', '2027-05-15']);
    expect(win('le vendredi avant Pâques', 'fr')).toEqual(['2027-03-26', '2027-03-26']);
  });

  it("reads a holiday name as the writer's before the destination's", () => {
    // From France, "Noël" is 25 December in Egypt too; with no writer known the destination's reading holds (7 January).
    expect(win('Noël au Caire', 'fr', 'FR')[0]).toBe('2026-12-25');
    expect(win('Noël au Caire', 'fr')[0]).toBe('2027-01-07');
  });

  it('ends a winter on the last day of February, 29 in a leap year', () => {
    expect(win('in winter 2027', 'en')).toEqual(['2027-12-01', '2028-02-29']);
  });
});
