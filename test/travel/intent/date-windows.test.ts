import { describe, expect, it } from 'vitest';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { gazetteer, parseRequest } from './read-request.js';

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

  it('does not join two counted runs given as alternatives: the first keeps its length', () => {
    const alternatives = [
      'Crete the first 3 weeks of June or the last 2 weeks of August, from Leeds',
      'Creta las tres primeras semanas de junio o las dos últimas de agosto, desde Bilbao',
      'Kreta die ersten 3 Wochen im Juni oder die letzten 2 Wochen im August, ab Köln',
    ];
    for (const text of alternatives) expect(read(text), text).toEqual(['2026-06-01', '2026-06-21', 21]);
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

describe('the long weekend of a holiday or a day', () => {
  it('joins the holiday to its nearest weekend after a bridge word, in every language', () => {
    // 2026: 4 July is a Saturday, 8 December a Tuesday, 1 November a Sunday, 25 April a Saturday, 21 April a Tuesday,
    // 5 October a Monday, 12 October a Monday, 1 May a Friday.
    expect(read('Portland for the 4th of July long weekend, from Chicago').slice(0, 2)).toEqual(['2026-07-03', '2026-07-05']);
    expect(read("Vienna per il ponte dell'Immacolata, da Milano").slice(0, 2)).toEqual(['2026-12-05', '2026-12-08']);
    expect(read('Buenos Aires no feriadão do 21 de abril, saindo de Porto Alegre').slice(0, 2)).toEqual(['2026-04-18', '2026-04-21']);
    expect(read('Sevilha no fim de semana prolongado do 5 de Outubro, desde Évora').slice(0, 2)).toEqual(['2026-10-03', '2026-10-05']);
    expect(read('Sevilla en el puente del 12 de octubre, desde Bilbao').slice(0, 2)).toEqual(['2026-10-10', '2026-10-12']);
    expect(read('Lisbonne pour le pont du 1er mai, au départ de Lyon').slice(0, 2)).toEqual(['2026-05-01', '2026-05-03']);
    expect(read('Lissabon übers lange Wochenende um den 1. Mai, ab Köln').slice(0, 2)).toEqual(['2026-05-01', '2026-05-03']);
  });

  it('reads a short holiday name only when it is no ordinary word, weekday or month, so a month said beside it stays', () => {
    expect(read('a long weekend of kayaking, pool and family in Denver in May').slice(0, 2)).toEqual(['2026-05-01', '2026-05-31']);
    expect(read('a long weekend for western riding in Wyoming in June, from Chicago').slice(0, 2)).toEqual(['2026-06-01', '2026-06-30']);
    expect(read('Vienna per il ponte di domenica, in ottobre, da Milano').slice(0, 2)).not.toEqual(['2027-03-27', '2027-03-29']);
  });

  it('reads the year written after a long weekend, and moves one already begun to the next year', () => {
    // Memorial Day 2027 is Monday 31 May; 2 June 2026 is a Tuesday (its bridge starts Saturday 30 May), 2 June 2027 a Wednesday.
    expect(read('Chicago for the Memorial Day long weekend 2027, from Denver').slice(0, 2)).toEqual(['2027-05-29', '2027-05-31']);
    const onFirstOfJune = (text: string) => {
      const now = new Date('2026-06-01T12:00:00Z');
      return parseIntent({ user_request: text, reference_date: '2026-06-01' }, { now: () => now, gazetteer }).details.date_window.start;
    };
    for (const text of ['Bari per il ponte del 2 giugno, da Milano', 'Bari pour le pont du 2 juin, au départ de Lyon']) {
      expect((onFirstOfJune(text) ?? '') >= '2026-06-01', text).toBe(true);
    }
  });

  it('keeps a Sunday holiday on the Monday only where the country does', () => {
    // 4 July 2027 and 25 April 2027 are Sundays: the US observes the Monday, Italy does not.
    expect(read('Portland for the 4th of July long weekend 2027, from Chicago').slice(0, 2)).toEqual(['2027-07-03', '2027-07-05']);
    expect(read('Roma per il ponte del 25 aprile 2027, da Bari').slice(0, 2)).toEqual(['2027-04-24', '2027-04-25']);
  });

  it('leaves a holiday on a Wednesday to its own reading: it is as far from either weekend', () => {
    // 2026: 15 August is a Saturday, 8 December a Tuesday; 2027: 8 December is a Wednesday.
    expect(read('Roma per il ponte dell 8 dicembre 2027, da Bari').slice(0, 2)).toEqual(['2027-12-08', '2027-12-08']);
  });
});

describe('weekdays counted from a holiday said before them', () => {
  it('starts and ends the trip on them, in every language', () => {
    // Thanksgiving 2026 is Thursday 26 November; Ferragosto a Saturday; Christmas a Friday; Pentecost Sunday 24 May.
    expect(read("Lisbon for Thanksgiving from Newark, we'd leave the Saturday before and come back the Sunday after")).toEqual(['2026-11-21', '2026-11-29', 9]);
    expect(read('Lisboa a Ferragosto da Milano, partiamo il giovedì prima e torniamo il lunedì dopo').slice(0, 2)).toEqual(['2026-08-13', '2026-08-17']);
    expect(read('Lisboa en Navidad desde Bilbao, salimos el martes antes y volvemos el domingo después').slice(0, 2)).toEqual(['2026-12-22', '2026-12-27']);
    expect(read('Lissabon über Pfingsten ab Köln, Abflug am Samstag davor, zurück am Dienstag danach').slice(0, 2)).toEqual(['2026-05-23', '2026-05-26']);
  });
});

describe("the writer's summer holidays and seasons near the equator", () => {
  it("reads summer holidays for the origin's hemisphere, and a month said with them as their days", () => {
    // From Porto Alegre the summer holidays are the southern summer, wherever the trip goes: under way on 14 January.
    expect(read('Nas férias de verão queremos ir pra Suíça, saindo de Porto Alegre').slice(0, 2)).toEqual(['2026-01-14', '2026-02-28']);
    expect(read('Durante las vacaciones de verano queremos ir a Suiza, saliendo de Santiago de Chile').slice(0, 2)).toEqual(['2026-01-14', '2026-02-28']);
    // A summer said for a place is still that place's; a northern writer's summer holidays are theirs.
    expect(read('Im Sommer nach Patagonien, ab Berlin').slice(0, 2)).toEqual(['2026-01-14', '2026-02-28']);
    expect(read('Summer holidays in Patagonia, from Toronto').slice(0, 2)).toEqual(['2026-06-01', '2026-08-31']);
    expect(read('Family trip from Pune to Bali in summer vacation, May month, 6 nights').slice(0, 2)).toEqual(['2026-05-01', '2026-05-31']);
  });

  it('reads no season for a place near the equator: the other place says it', () => {
    expect(read('From Pune to Bali in summer, 6 nights').slice(0, 2)).toEqual(['2026-06-01', '2026-08-31']);
    expect(read('Singapore this winter, from Melbourne').slice(0, 2)).toEqual(['2026-06-01', '2026-08-31']);
  });
});

describe("a range of days over a month's end", () => {
  it('names only the later month, in every language', () => {
    expect(read('Playa del Carmen del 28 al 3 de enero, somos cinco, desde Monterrey')).toEqual(['2026-12-28', '2027-01-03', 7]);
    expect(read('Vienna dal 29 al 2 gennaio, in due, da Bergamo')).toEqual(['2026-12-29', '2027-01-02', 5]);
    expect(read('Wien vom 28. bis 3. März, zu zweit ab Köln')).toEqual(['2026-02-28', '2026-03-03', 4]);
    expect(read('Lisbon from 30 to 4 July, two of us from Leeds')).toEqual(['2026-06-30', '2026-07-04', 5]);
    expect(read('Cancún del 20 al 27 d junio, somos 6, saliendo de Guadalajara').slice(0, 2)).toEqual(['2026-06-20', '2026-06-27']);
  });

  it('reads a backwards pair of days far apart as no range over a month end', () => {
    const slips: Array<[string, string]> = [
      ['Menorca del 12 al 4 de agosto, desde Bilbao', '2026-07-12'],
      ['Lisbon from 10 to 5 September, from Leeds', '2026-08-10'],
      ['Wien vom 9. bis 3. Juni, ab Köln', '2026-05-09'],
    ];
    for (const [text, longStart] of slips) expect(read(text)[0], text).not.toBe(longStart);
  });
});

describe('weekdays with a time of day', () => {
  const reading = (text: string) => {
    const p = parseRequest(text);
    return { window: [p.details.date_window.start, p.details.date_window.end], codes: p.understanding.unresolved.map((u) => u.code) };
  };

  it('reads a weekday said with its evening and a weekday of return after it, without calling it a guess', () => {
    for (const text of ['On part jeudi soir et on rentre dimanche, Nantes', 'We leave Thursday evening and get back Sunday, Whitby']) {
      const r = reading(text);
      expect(r.window).toEqual(['2026-01-15', '2026-01-18']);
      expect(r.codes).not.toContain('dates_from_parts');
    }
  });

  it('reads a German weekday written together with its time of day', () => {
    expect(reading('Donnerstagabend los, Sonntag zurück, nach Lübeck').window).toEqual(['2026-01-15', '2026-01-18']);
    expect(reading('von Sonntagnachmittag bis Mittwoch in Basel').window).toEqual(['2026-01-18', '2026-01-21']);
  });
});

describe('days listed as the nights of a stay', () => {
  it('ends the stay the day after the last of the nights listed, as many as the nights said', () => {
    expect(read('Prenotiamo 2 notti (6 e 7 marzo) a Trento')).toEqual(['2026-03-06', '2026-03-08', 3]);
    expect(read('Deux nuits à Colmar, samedi 7 et dimanche 8 mars')).toEqual(['2026-03-07', '2026-03-09', 3]);
  });

  it('keeps a range of days, and days listed without a count of nights, as they are', () => {
    expect(read('Del 6 al 7 de marzo, 2 noches en Toledo').slice(0, 2)).toEqual(['2026-03-06', '2026-03-07']);
    expect(read('Trento il 6 e 7 marzo').slice(0, 2)).toEqual(['2026-03-06', '2026-03-07']);
  });
});
