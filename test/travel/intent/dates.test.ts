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
  it('reads a month in figures said once after a range, a year written with an apostrophe, a year after "de"', () => {
    expect(win('dal 2 al 9/8 in Sardegna', 'it')).toEqual(['2031-08-02', '2031-08-09']);
    expect(win('vom 3. bis 10.8. an die Ostsee', 'de')).toEqual(['2031-08-03', '2031-08-10']);
    expect(win("im Sommer '32", 'de')).toEqual(['2032-06-01', '2032-08-31']);
    // Easter 2032 is 28 March: Holy Week is Palm Sunday to Easter Sunday.
    expect(win('Semana Santa de 2032', 'es')).toEqual(['2032-03-21', '2032-03-28']);
  });

  it("keeps a vaguer window for the trip when a day said inside it is an occasion's", () => {
    expect(win("5 nights early September, my cousin's wedding is on the 4th", 'en')).toEqual(['2031-09-01', '2031-09-10']);
    expect(win('4 nights in May. Her 80th is on the 14th so somewhere around then', 'en')).toEqual(['2031-05-01', '2031-05-31']);
    // A day said as the trip's own inside the month is the more precise reading.
    expect(win('in March, leaving the 5th', 'en')).toEqual(['2031-03-05', '2031-03-05']);
  });

  it('reads a week of the year by its number as that ISO week, Monday to Sunday, the next one that has not ended', () => {
    expect(win('KW 32 frei, zu zweit an die Nordsee', 'de')).toEqual(['2031-08-04', '2031-08-10']);
    expect(win('nur in der 33. Kalenderwoche', 'de')).toEqual(['2031-08-11', '2031-08-17']);
    expect(win('dispo en S28, départ Lyon', 'fr')).toEqual(['2031-07-07', '2031-07-13']);
    expect(win('las semanas 14 y 15 en Asturias', 'es')).toEqual(['2031-03-31', '2031-04-13']);
    // Week 1 of 2031 ended on 5 January: the next week 1 starts in 2031 and ends in 2032.
    expect(win('week 1 in Lapland', 'en')).toEqual(['2031-12-29', '2032-01-04']);
    // A count before "week", a month or a party after the number, a heading: no week of the year.
    expect(win('a week 12 of us', 'en')).toEqual([undefined, undefined]);
    expect(win('la semana 14 de abril', 'es')).toEqual(['2031-04-14', '2031-04-14']);
    expect(win('sem 2 malas, em maio', 'pt')).toEqual(['2031-05-01', '2031-05-31']);
  });

  it('reads a quarter as its three months, a part of it as one month, with a year said after it', () => {
    expect(win('Q3 offsite in Lisbon', 'en')).toEqual(['2031-07-01', '2031-09-30']);
    expect(win('early Q3', 'en')).toEqual(['2031-07-01', '2031-07-31']);
    expect(win('para el primer trimestre del año que viene', 'es')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win('im dritten Quartal 2032', 'de')).toEqual(['2032-07-01', '2032-09-30']);
    expect(win('nel 4° trimestre', 'it')).toEqual(['2031-10-01', '2031-12-31']);
    expect(win('en el 2T', 'es')).toEqual(['2031-04-01', '2031-06-30']);
    // A flat of three rooms in Portuguese and French is no quarter.
    expect(win('alugar um T3 em agosto', 'pt')).toEqual(['2031-08-01', '2031-08-31']);
    expect(win('un T2 à Nice en juin', 'fr')).toEqual(['2031-06-01', '2031-06-30']);
  });

  it("reads a fixed point of someone else's with the traveller's arrival and return around it as the trip", () => {
    expect(win('La boda es en Sevilla el 20 de mayo; llegamos el 18 y volvemos el 23.', 'es')).toEqual(['2031-05-18', '2031-05-23']);
    expect(win('Meine Schwester feiert am 8. Mai in Wien, wir kommen am 6. an und fahren am 10. zurück.', 'de')).toEqual(['2031-05-06', '2031-05-10']);
    // 18 May 2031 is a Sunday.
    expect(win('The race is on Sunday 18 May. Flying out on the Friday, home on the Monday.', 'en')).toEqual(['2031-05-16', '2031-05-19']);
  });

  it('reads a number before a noun it counts as no day of the month, and a month said as the start as a start only', () => {
    expect(win('vuelos a Lisboa octubre 2 adultos', 'es')).toEqual(['2031-10-01', '2031-10-31']);
    expect(win('ab Oktober 6 Monate Australien', 'de')).toEqual(['2031-10-01', null]);
    expect(win('where can we go in March that is warm', 'en')).toEqual(['2031-03-01', '2031-03-31']);
  });

  it('reads German month compounds, the nth weekend of a month and a weekday that fixes the month of its day', () => {
    expect(win('in der ersten Septemberhälfte', 'de')).toEqual(['2031-09-01', '2031-09-15']);
    expect(win('am ersten Dezemberwochenende', 'de')).toEqual(['2031-12-06', '2031-12-07']);
    expect(win('primo weekend di giugno', 'it')).toEqual(['2031-06-07', '2031-06-08']);
    expect(win('pousada de sexta 23 a domingo 25', 'pt')).toEqual(['2031-05-23', '2031-05-25']);
  });

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

describe('relative dates: an offset from today or from another date', () => {
  it('reads an offset from today in each language, a month as a calendar month and "quinze jours" as two weeks', () => {
    expect(win('in three weeks', 'en')).toEqual(['2031-01-29', '2031-01-29']);
    expect(win('dans quinze jours', 'fr')).toEqual(['2031-01-22', '2031-01-22']);
    expect(win('en dos semanas', 'es')).toEqual(['2031-01-22', '2031-01-22']);
    expect(win('tra un mese', 'it')).toEqual(['2031-02-08', '2031-02-08']);
    expect(win('daqui a duas semanas', 'pt')).toEqual(['2031-01-22', '2031-01-22']);
  });

  it('reads the unit after the next one', () => {
    expect(win('übernächste Woche', 'de')).toEqual(['2031-01-20', '2031-01-26']);
    // 8 January 2031 is a Wednesday: the coming weekend is 11-12, the one after it 18-19.
    expect(win('the weekend after next', 'en')).toEqual(['2031-01-18', '2031-01-19']);
    expect(win('übernächstes Wochenende', 'de')).toEqual(['2031-01-18', '2031-01-19']);
  });

  it('reads "next weekend" said on a weekday as the coming one where the language means it, and reports it where it may be either', () => {
    expect(win('il prossimo weekend', 'it')).toEqual(['2031-01-11', '2031-01-12']);
    expect(win('le week-end prochain', 'fr')).toEqual(['2031-01-11', '2031-01-12']);
    expect(read('el próximo fin de semana', 'es')?.exact).toBe(true);
    const en = read('next weekend', 'en');
    expect([en?.start, en?.end, en?.unfixed]).toEqual([null, null, 'next weekend']);
  });

  it('reads a weekend counted in weeks from today as the weekend of that week, and a weekday said after the count as the day', () => {
    expect(win('dans trois semaines, un week-end', 'fr')).toEqual(['2031-02-01', '2031-02-02']);
    expect(win('in two weeks we would like a weekend away', 'en')).toEqual(['2031-01-25', '2031-01-26']);
    expect(win('tra due settimane, partendo il venerdì', 'it')).toEqual(['2031-01-24', '2031-01-24']);
  });

  it('reads an offset before or after a holiday, and the week after it (Easter 2031 is 13 April)', () => {
    expect(win('two weeks before Christmas', 'en')).toEqual(['2031-12-11', '2031-12-11']);
    expect(win('dos semanas antes de Navidad', 'es')).toEqual(['2031-12-11', '2031-12-11']);
    expect(win('drei Tage nach Ostern', 'de')).toEqual(['2031-04-16', '2031-04-16']);
    expect(win('la semaine après Pâques', 'fr')).toEqual(['2031-04-14', '2031-04-20']);
    // "for a week after Easter" is a length said with the holiday, not an offset.
    expect(read('for a week after Easter', 'en')?.holiday).toBe('easter');
    // A run of weekdays said with the offset is placed around the offset's day, not the holiday's (11 December 2031 is a Thursday).
    expect(win('zwei Wochen vor Weihnachten ein verlängertes Wochenende (Do–So)', 'de')).toEqual(['2031-12-11', '2031-12-14']);
  });

  it('reads parts of a year said from today or written', () => {
    expect(win('early next year', 'en')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win('a finales del año que viene', 'es')).toEqual(['2032-10-01', '2032-12-31']);
    expect(win('Anfang 2032', 'de')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win("all'inizio dell'anno prossimo", 'it')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win('no ano que vem', 'pt')).toEqual(['2032-01-01', '2032-12-31']);
    expect(win('June next year', 'en')).toEqual(['2032-06-01', '2032-06-30']);
  });
});

describe("holidays by the traveller's country", () => {
  const inCountry = (text: string, lang: Lang, countries: string[]) => {
    const d = readDates(text, tokenize(text), lang, today, { countries });
    return [d?.start, d?.end, d?.holiday];
  };

  it('reads a name by the country of the request, else by the countries of its language', () => {
    // Canada's Thanksgiving is the second Monday of October (13 October 2031), the United States' the fourth Thursday of November.
    expect(inCountry('for Thanksgiving', 'en', ['CA'])).toEqual(['2031-10-11', '2031-10-13', 'thanksgiving_canada']);
    expect(inCountry('pour l’Action de grâce', 'fr', ['CA'])).toEqual(['2031-10-11', '2031-10-13', 'thanksgiving_canada']);
    expect(inCountry('for Thanksgiving', 'en', [])[2]).toBe('thanksgiving');
    // Christmas in Ethiopia or Russia is the day of 7 January; elsewhere 25 December.
    expect(inCountry('über Weihnachten', 'de', ['ET'])).toEqual(['2032-01-07', '2032-01-07', 'christmas_orthodox']);
    expect(inCountry('über Weihnachten', 'de', ['AT'])[2]).toBe('christmas');
  });

  it('reads school holidays where they are the same across a country, the next to come when a year has several', () => {
    // Half term in England: the weeks of the third Monday of February, the last Monday of May and the last Monday of October.
    expect(win('half term', 'en')).toEqual(['2031-02-15', '2031-02-23']);
    expect(win('October half term', 'en')).toEqual(['2031-10-25', '2031-11-02']);
    // The Toussaint school holidays: two weeks ending on the first Sunday on or after 1 November.
    expect(win('pendant les vacances de la Toussaint', 'fr')).toEqual(['2031-10-18', '2031-11-02']);
    expect(win('el puente de diciembre', 'es')).toEqual(['2031-12-06', '2031-12-08']);
  });

  it('lets a precise date near a holiday or a month stand for the trip around it', () => {
    expect(win('in the Easter holidays, 11 April to 18 April', 'en')).toEqual(['2031-04-11', '2031-04-18']);
    expect(win('für die Pfingstferien, Abflug am 31. Mai', 'de')).toEqual(['2031-05-31', '2031-05-31']);
    expect(win('para el puente de diciembre, del 5 al 8', 'es')).toEqual(['2031-12-05', '2031-12-08']);
  });
});

describe('ranges across months and years', () => {
  it('reads two full dates joined as one range, rolling the year over', () => {
    expect(win('28 March - 3 April', 'en')).toEqual(['2031-03-28', '2031-04-03']);
    expect(win('del 29 de diciembre al 4 de enero', 'es')).toEqual(['2031-12-29', '2032-01-04']);
    expect(win('vom 28. März bis 3. April', 'de')).toEqual(['2031-03-28', '2031-04-03']);
  });

  it('reads an end day below the start day as the next month', () => {
    expect(win('from the 28th to the 3rd', 'en')).toEqual(['2031-01-28', '2031-02-03']);
  });

  it('reads two month phrases joined as one window', () => {
    expect(win('late Dec/early Jan', 'en')).toEqual(['2031-12-21', '2032-01-10']);
    expect(win('entre fin juin et début juillet', 'fr')).toEqual(['2031-06-21', '2031-07-10']);
    expect(win('Ende Juni bis Anfang Juli', 'de')).toEqual(['2031-06-21', '2031-07-10']);
    expect(win('fim de junho a início de julho', 'pt')).toEqual(['2031-06-21', '2031-07-10']);
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

  it('opens a range of months at an abbreviation joined to a later month dated by its year', () => {
    expect(win('backpacking SE Asia Jan-Mar 2032, solo', 'en')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win('Thailand from Jan to Mar 2032', 'en')).toEqual(['2032-01-01', '2032-03-31']);
    expect(win('Thailand in Mar 2032', 'en')).toEqual(['2032-03-01', '2032-03-31']);
  });

  it('keeps the window when days described by what they hold come after it ("a few beach days after")', () => {
    expect(win('Tanzania in mid-February 2032, 2 adults. Also open to a few beach days after.', 'en')).toEqual(['2032-02-11', '2032-02-20']);
    expect(read('Wedding is 5 June 2032, we leave the day after for 2 weeks', 'en')?.unfixed).toBeUndefined();
  });

  it('reads a half of a month opened by an ordinal written with its indicator ("2ª quinzena")', () => {
    expect(win('praia no nordeste na 2ª quinzena de julho de 2032', 'pt')).toEqual(['2032-07-16', '2032-07-31']);
    expect(win('playa en la 1ª quincena de julio de 2032', 'es')).toEqual(['2032-07-01', '2032-07-15']);
  });
});
