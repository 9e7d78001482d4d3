import { describe, expect, it } from 'vitest';
import { readDates } from '../../../src/travel/intent/dates.js';
import { holyWeekdayAt } from '../../../src/travel/intent/holy-week.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { parseRequest } from './read-request.js';

// Read on 14 January 2026: Easter Sunday 2026 is 5 April.
const today = new Date(Date.UTC(2026, 0, 14));
const win = (text: string, lang: Lang, countries: string[] = []) => {
  const d = readDates(text, tokenize(text), lang, today, { countries });
  return [d?.start, d?.end];
};

describe('days of Holy Week by their weekday', () => {
  it('reads the weekday with the word each language builds it with', () => {
    expect(win('leaving on Holy Monday', 'en')).toEqual(['2026-03-30', '2026-03-30']);
    expect(win('salimos el martes santo', 'es')).toEqual(['2026-03-31', '2026-03-31']);
    expect(win('départ le lundi saint', 'fr')).toEqual(['2026-03-30', '2026-03-30']);
    expect(win('am Kardienstag', 'de')).toEqual(['2026-03-31', '2026-03-31']);
    expect(win('partiamo il martedì santo', 'it')).toEqual(['2026-03-31', '2026-03-31']);
    expect(win('saímos na terça-feira santa', 'pt')).toEqual(['2026-03-31', '2026-03-31']);
  });

  it('leaves a weekday without the holy word, and Sunday, alone', () => {
    expect(holyWeekdayAt(tokenize('martes 3'), 0)).toBeUndefined();
    expect(holyWeekdayAt(tokenize('holy sunday'), 0)).toBeUndefined();
    expect(holyWeekdayAt(tokenize('Karwoche'), 0)).toBeUndefined();
  });
});

describe('eves of holidays and dated days', () => {
  it('reads the eve word before the holiday, or in English after it, as the day before', () => {
    expect(win("la veille de l'Ascension", 'fr', ['FR'])).toEqual(['2026-05-13', '2026-05-13']);
    expect(win('am Vorabend von Fronleichnam', 'de', ['DE'])).toEqual(['2026-06-03', '2026-06-03']);
    expect(win('la vigilia di Ferragosto', 'it', ['IT'])).toEqual(['2026-08-14', '2026-08-14']);
    expect(win('la veille du 14 juillet', 'fr', ['FR'])).toEqual(['2026-07-13', '2026-07-13']);
    expect(win('flying on Thanksgiving eve', 'en', ['US'])).toEqual(['2026-11-25', '2026-11-25']);
    expect(win('on CNY eve', 'en', ['SG'])).toEqual(['2026-02-16', '2026-02-16']);
  });
});

describe('a public holiday by its word before a weekend word', () => {
  it("reads 'Labour long weekend' and 'Memorial weekend' for the request's country, Saturday to Monday", () => {
    expect(win('for Labour long weekend', 'en', ['NZ'])).toEqual(['2026-10-24', '2026-10-26']);
    expect(win('over Memorial weekend', 'en', ['US'])).toEqual(['2026-05-23', '2026-05-25']);
  });

  it('reads no holiday from that word in a country without it, nor without the weekend word', () => {
    expect(win('over Waitangi weekend', 'en', ['NZ'])).toEqual(['2026-02-06', '2026-02-08']);
    expect(win('over Waitangi weekend', 'en', ['FR'])).toEqual([undefined, undefined]);
    expect(win('the Memorial in June', 'en', ['US'])).toEqual(['2026-06-01', '2026-06-30']);
  });
});

describe("a one-day holiday's weekend", () => {
  it('is the long weekend around its day, the observed Monday with it', () => {
    // 4 July 2026 is a Saturday: Friday to Sunday; Christmas 2026 is a Friday.
    expect(win('for the 4th of July weekend', 'en', ['US'])).toEqual(['2026-07-03', '2026-07-05']);
    expect(win('Independence Day weekend in Maine', 'en', ['US'])).toEqual(['2026-07-03', '2026-07-05']);
    expect(win('over Christmas weekend', 'en', ['GB'])).toEqual(['2026-12-25', '2026-12-27']);
  });

  it('leaves the day alone without the weekend word', () => {
    expect(win('on the 4th of July', 'en', ['US'])).toEqual(['2026-07-04', '2026-07-04']);
  });
});

describe('a holiday named beside the days said for it', () => {
  it('is no name left over', () => {
    const p = parseRequest("ponte dell'Immacolata da venerdì a domenica a Trento, partiamo da Verona in due");
    expect(p.understanding.unresolved.map((u) => u.text)).not.toContain('Immacolata');
  });
});
