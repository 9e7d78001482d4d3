import { describe, expect, it } from 'vitest';
import { forHemisphere, readDates } from '../../../src/travel/intent/dates.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { mergeThemes, pick, sameWindow, Conflicts } from '../../../src/travel/intent/merge.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const today = new Date(Date.UTC(2031, 0, 8));
const read = (text: string, lang: Lang) => readDates(text, tokenize(text), lang, today);
const win = (text: string, lang: Lang) => {
  const d = read(text, lang);
  return [d?.start, d?.end];
};

describe('date reader', () => {
  it('places a run of weekdays around the public holiday it is said with (data from date-holidays)', () => {
    // Corpus Christi 2031 is Thursday 12 June; Tiradentes 21 April 2031 a Monday.
    expect(win('Fronleichnam am See, Donnerstag bis Sonntag', 'de')).toEqual(['2031-06-12', '2031-06-15']);
    expect(win('feriado do Dia de Tiradentes, de sábado a segunda', 'pt')).toEqual(['2031-04-19', '2031-04-21']);
  });

  it('places a run of weekdays around a dated day and inside a month', () => {
    expect(win('le 14 juillet, du samedi au lundi', 'fr')).toEqual(['2031-07-12', '2031-07-14']);
    expect(win('a marzo, da venerdì a domenica', 'it')).toEqual(['2031-03-07', '2031-03-09']);
  });

  it('reads fortnights and halves of a month in each language', () => {
    expect(win('la deuxième quinzaine de juillet', 'fr')).toEqual(['2031-07-16', '2031-07-31']);
    expect(win('la primera quincena de agosto', 'es')).toEqual(['2031-08-01', '2031-08-15']);
    expect(win('die zweite Hälfte des Mai', 'de')).toEqual(['2031-05-16', '2031-05-31']);
  });

  it('reads the week and the weekend of a date', () => {
    expect(win('la semana del 14 de septiembre', 'es')).toEqual(['2031-09-14', '2031-09-20']);
    // 17 May 2031 is a Saturday.
    expect(win('le week-end du 17 mai', 'fr')).toEqual(['2031-05-17', '2031-05-18']);
  });

  it('reads a season for the hemisphere of the place, and "austral" as the southern season anywhere', () => {
    const d = read('three weeks in summer', 'en');
    expect([d?.start, d?.end]).toEqual(['2031-06-01', '2031-08-31']);
    // The southern summer is under way on 8 January: it runs from today.
    const south = forHemisphere(d, -41);
    expect([south?.start, south?.end]).toEqual(['2031-01-08', '2031-02-28']);
    expect(forHemisphere(d, 48)).toBe(d);
    expect(win("pendant l'été austral", 'fr')).toEqual(['2031-01-08', '2031-02-28']);
    expect(win("l'hiver austral", 'fr')).toEqual(['2031-06-01', '2031-08-31']);
  });
});

describe('merging a structured departure window', () => {
  it('keeps a structured window that a vaguer phrase of the text agrees with, and reports one that disagrees', () => {
    const c = new Conflicts();
    expect(pick('departure_window', ['2031-10-03', '2031-10-10'], ['2031-09-01', '2031-11-30'], sameWindow, c)).toEqual(['2031-10-03', '2031-10-10']);
    expect(c.list).toEqual([]);
    expect(pick('departure_window', ['2031-06-03', '2031-06-10'], ['2031-09-01', '2031-11-30'], sameWindow, c)).toEqual(['2031-09-01', '2031-11-30']);
    expect(c.list.map((x) => x.field)).toEqual(['departure_window']);
    expect(mergeThemes([], ['beach'], c)).toEqual(['beach']);
  });
});
