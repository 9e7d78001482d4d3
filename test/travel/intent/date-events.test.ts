import { describe, expect, it } from 'vitest';
import { readDates, type DateContext } from '../../../src/travel/intent/dates.js';
import { readDuration } from '../../../src/travel/intent/duration.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { gazetteer } from './read-request.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const window = (text: string, lang: Lang, today: string, ctx: DateContext = { countries: [] }) => {
  const d = readDates(text, tokenize(text), lang, new Date(`${today}T00:00:00Z`), ctx);
  return [d?.start ?? null, d?.end ?? null];
};
const days = (text: string, lang: Lang) => readDuration(tokenize(text), lang, () => false)?.days ?? null;
const parsed = (text: string, today: string) => {
  const p = parseIntent({ user_request: text, reference_date: today }, { now: () => new Date(`${today}T12:00:00Z`), gazetteer });
  return [p.details.date_window.start, p.details.date_window.end, p.details.trip_length.days];
};

describe('events with their own dates', () => {
  it('reads an event of the travel calendar by its rule or its published dates', () => {
    // Oktoberfest: the Saturday after 15 September to the first Sunday of October (3 October when later).
    expect(window('zum Oktoberfest', 'de', '2029-03-01')).toEqual(['2029-09-22', '2029-10-07']);
    // Diwali and the lunar new year come from the calendar's published table.
    expect(window('für Diwali nach Jaipur', 'de', '2028-01-10')).toEqual(['2028-10-15', '2028-10-19']);
    expect(window('le Nouvel An chinois à Taipei', 'fr', '2027-06-01')).toEqual(['2028-01-25', '2028-01-31']);
  });

  it('reads the words of an event held in one place as the event, its dates and its place at once', () => {
    const read = (text: string) => {
      const p = parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => new Date('2026-01-14T12:00:00Z'), gazetteer });
      return [p.details.hard_geography.map((x) => x.name), p.details.date_window.start, p.details.date_window.end, p.details.event.id];
    };
    expect(read('Queremos ir a los Sanfermines desde Madrid')).toEqual([['Pamplona'], '2026-07-06', '2026-07-14', 'san_fermin']);
    expect(read('Oktoberfest from London, 3 nights')).toEqual([['Munich'], '2026-09-19', '2026-10-04', 'oktoberfest']);
  });

  it('reads no window for an event beyond its published table', () => {
    expect(window('for Diwali in Jaipur', 'en', '2031-02-01')).toEqual([null, null]);
  });

  it('computes Carnival, its Thursday and Tuesday, and Up Helly Aa from their rules', () => {
    // Easter 2029 is 1 April: Carnival Saturday 10 February to Shrove Tuesday 13 February.
    expect(window('al carnaval de Oruro', 'es', '2028-11-01')).toEqual(['2029-02-10', '2029-02-13']);
    expect(window('dal giovedì grasso al martedì grasso a Viareggio', 'it', '2028-11-01')).toEqual(['2029-02-08', '2029-02-13']);
    expect(window('for Up Helly Aa', 'en', '2028-11-01')).toEqual(['2029-01-30', '2029-01-30']);
  });

  it('reads a name local to some countries for the country of the request only', () => {
    expect(window('para las Fiestas Patrias', 'es', '2029-03-01', { countries: ['CL'] })).toEqual(['2029-09-18', '2029-09-19']);
    expect(window('para las Fiestas Patrias', 'es', '2029-03-01', { countries: ['PE'] })).toEqual(['2029-07-28', '2029-07-29']);
    expect(window('para las Fiestas Patrias', 'es', '2029-03-01', { countries: ['AR'] })).toEqual([null, null]);
  });

  it('reads the Jeûne fédéral as its long weekend, Saturday to Monday', () => {
    expect(window('pour le Jeûne fédéral', 'fr', '2029-03-01', { countries: ['CH'] })).toEqual(['2029-09-15', '2029-09-17']);
  });
});

describe('self-corrections of a date', () => {
  it('replaces the end of a range by the end said after the correction', () => {
    expect(window('vom dritten bis zum achten Juli, nein Moment, bis zum neunten', 'de', '2029-02-01')).toEqual(['2029-07-03', '2029-07-09']);
    expect(window('from June 2 to 6, no wait, to the 7th', 'en', '2029-02-01')).toEqual(['2029-06-02', '2029-06-07']);
  });

  it('replaces a date by the date said after the correction', () => {
    expect(window('le mardi 5 juin, non pardon le mercredi 6 juin', 'fr', '2029-02-01')).toEqual(['2029-06-06', '2029-06-06']);
  });

  it('puts a restated ordinal or month in place of the one it corrects', () => {
    expect(window('la primera semana de marzo, no espera, mejor la tercera', 'es', '2029-01-10')).toEqual(['2029-03-15', '2029-03-21']);
    expect(window('die erste Woche im Mai, nein Moment, lieber die zweite', 'de', '2029-01-10')).toEqual(['2029-05-08', '2029-05-14']);
  });

  it('keeps the start of a corrected range through the whole request', () => {
    expect(parsed('Hotel in Graz vom dritten bis zum achten Juli, nein Moment, bis zum neunten.', '2029-02-01')).toEqual(['2029-07-03', '2029-07-09', 7]);
  });
});

describe('windows by parts', () => {
  it('reads halves written with digits', () => {
    expect(window('the 1st half of March', 'en', '2029-01-10')).toEqual(['2029-03-01', '2029-03-15']);
    expect(window('la 2da quincena de marzo', 'es', '2029-01-10')).toEqual(['2029-03-16', '2029-03-31']);
  });

  it('reads a German day said as an ordinal word', () => {
    expect(window('am zwanzigsten Mai', 'de', '2029-01-10')).toEqual(['2029-05-20', '2029-05-20']);
    expect(window('vom ersten bis zum einundzwanzigsten März', 'de', '2029-01-10')).toEqual(['2029-03-01', '2029-03-21']);
  });
});

describe('trip length from the legs of an itinerary', () => {
  it('sums legs whose place stands before the count or without a locative', () => {
    expect(days('Hoi An 4 nights then Hue 2 nights', 'en')).toBe(7);
    expect(days('Sevilla 2 noches, luego Córdoba 2 y Granada 3', 'es')).toBe(8);
    expect(days('erst 3 Nächte Lyon, dann 2 Nächte Dijon', 'de')).toBe(6);
  });

  it('does not read a leg counted in days as a date from today', () => {
    expect(window('Bruges in 2 giorni, poi Gand in 3 giorni, a maggio', 'it', '2029-01-10')).toEqual(['2029-05-01', '2029-05-31']);
  });

  it('does not add a count that has no place beside it', () => {
    expect(days('4 nights, then 2 adults and 2 rooms', 'en')).toBe(5);
  });
});

describe('offsets from a holiday said without it', () => {
  it('reports the phrase instead of reading the holiday as the trip', () => {
    const text = 'over Diwali in Jaipur, flying out a week before and back two weeks after';
    const d = readDates(text, tokenize(text), 'en', new Date('2027-08-01T00:00:00Z'), { countries: [] });
    expect([d?.start, d?.end, d?.unfixed]).toEqual([null, null, 'a week before']);
    expect(window('over Diwali in Jaipur, flying out on 25 October', 'en', '2027-08-01')).toEqual(['2027-10-25', '2027-10-25']);
  });
});

describe('a window the trip lies in', () => {
  it('is said with "between" or as the week of a day, with a shorter length beside it: the length is the trip', () => {
    expect(parsed('Une semaine entre le 3 et le 12 mai, de Nantes à Séville, à deux.', '2026-12-12')).toEqual(['2027-05-03', '2027-05-12', 7]);
    expect(parsed('Quero 5 dias em Santiago na semana do dia 12 de outubro, saindo de Lima.', '2026-08-08')).toEqual(['2026-10-12', '2026-10-18', 5]);
  });
  it('a length named by its unit alone yields to a count that agrees with it', () => {
    expect(days('a ski week in the Alps, 7 nights from Boxing Day', 'en')).toBe(8);
    expect(days('un week-end de 3 jours à Lisbonne', 'fr')).toBe(3);
    expect(days('a week in Crete, and 3 nights in Athens on the way', 'en')).toBe(7);
  });
  it('a range of named days with a shorter length stays the trip', () => {
    expect(parsed('From 3 to 12 May in Andalusia, 4 nights in Seville, two of us from Leeds.', '2026-12-12')[2]).toBe(10);
  });
});

describe('a holiday name that is also a place name', () => {
  const read = (text: string, today: string) => {
    const p = parseIntent({ user_request: text, reference_date: today }, { now: () => new Date(`${today}T12:00:00Z`), gazetteer });
    return { places: p.details.hard_geography.map((x) => x.name), start: p.details.date_window.start, end: p.details.date_window.end };
  };
  it('is the holiday after the article a holiday takes, and the place after a bare preposition', () => {
    expect(read('Queremos passar o Natal em Gramado, saindo de São Paulo, 2 adultos.', '2027-06-01')).toEqual({
      places: ['Gramado'],
      start: '2027-12-25',
      end: '2027-12-25',
    });
    expect(read('Pelo Natal vamos de Curitiba para Florianópolis, somos três.', '2027-06-01').start).toBe('2027-12-25');
    expect(read('Voo para Natal em março, 10 dias, de Lisboa, somos dois.', '2027-01-10')).toEqual({
      places: ['Natal'],
      start: '2027-03-01',
      end: '2027-03-31',
    });
  });
  it('"Week after" a holiday, opening its phrase, is that Monday to Sunday', () => {
    expect(window('Week after Thanksgiving, NYC to somewhere warm', 'en', '2027-08-10')).toEqual(['2027-11-29', '2027-12-05']);
  });
});

describe('the calendar around a trip', () => {
  it('reads a trip after a stay that ends as starting the day after, for the length said after it', () => {
    expect(window('in Rome for a course until 9 June, then 3 days to see the coast', 'en', '2027-01-20')).toEqual(['2027-06-10', '2027-06-12']);
    expect(window('Estou em Madrid até dia 3 de outubro, depois tenho uma semana livre', 'pt', '2027-01-20')).toEqual(['2027-10-04', '2027-10-10']);
    expect(parsed('Bin bis zum 4. Juli in Wien, danach habe ich 5 Tage frei.', '2027-01-20')).toEqual(['2027-07-05', '2027-07-09', 5]);
    // Without a word of sequence the day stays the end of the window; a date said after it is the trip's own.
    expect(window('in Rom bis zum 9. Juni', 'de', '2027-01-20')).toEqual([null, '2027-06-09']);
    expect(window('in Rome until 9 June, then from 12 to 15 June in Porto', 'en', '2027-01-20')).toEqual(['2027-06-12', '2027-06-15']);
  });

  it('reads the feasts of other calendars from the public-holiday data, for the countries of the request', () => {
    // Hanukkah 2027: eight days from Saturday 25 December; the window runs to the Sunday after its last day.
    expect(window('Hanukkah in Jerusalem', 'en', '2027-06-01', { countries: ['IL'] })).toEqual(['2027-12-25', '2028-01-02']);
    // Eid al-Fitr in Turkey 2027: Tuesday 9 to Thursday 11 March, with the weekends around it.
    expect(window('zum Zuckerfest nach Istanbul', 'de', '2027-01-20', { countries: ['TR'] })).toEqual(['2027-03-06', '2027-03-14']);
    expect(window('feriado de Corpus Christi na serra', 'pt', '2027-01-20', { countries: ['BR'] })).toEqual(['2027-05-27', '2027-05-30']);
  });

  it('reads a holiday of several days with a shorter length as the window the trip lies in', () => {
    expect(parsed('Golden Week, 4 days away from Osaka', '2027-01-20')).toEqual(['2027-04-29', '2027-05-05', 4]);
    expect(parsed('Pasquetta fuori porta da Roma', '2027-01-20').slice(0, 2)).toEqual(['2027-03-27', '2027-03-29']);
    expect(parsed('Dove andare per Capodanno da Milano?', '2027-01-20').slice(0, 2)).toEqual(['2027-12-31', '2028-01-01']);
  });

  it('reads a length said for the whole trip over a part counted before it', () => {
    expect(days('then 5 days in Kerala before heading home. 3 weeks off in total starting Oct 25.', 'en')).toBe(21);
    expect(days('Insgesamt 10 Tage, davon 3 Tage in Wien', 'de')).toBe(10);
    expect(days('3 jours à Florence puis 4 à Rome', 'fr')).toBe(7);
  });
});

describe('religious feasts under the names people write', () => {
  it('reads Eid al-Fitr, Eid al-Adha and Hanukkah in their spellings of each language', () => {
    // Eid al-Fitr 2027 is Tuesday 9 March: the long weekend it makes, as for any public holiday.
    expect(window("pour l'Aïd el-Fitr à Marrakech", 'fr', '2026-06-01')).toEqual(['2027-03-06', '2027-03-09']);
    expect(window("l'Aïd el-Kébir en famille", 'fr', '2026-06-01')).toEqual(['2027-05-16', '2027-05-16']);
    expect(window('over Eid ul-Adha', 'en', '2026-06-01')).toEqual(['2027-05-16', '2027-05-16']);
    expect(window('zum Zuckerfest', 'de', '2026-06-01')[0]).toMatch(/^2027-03-0/);
    expect(window('pour Hanoucca', 'fr', '2026-06-01')).toEqual(['2026-12-05', '2026-12-13']);
    expect(window('for Chanukkah', 'en', '2026-06-01')).toEqual(['2026-12-05', '2026-12-13']);
    expect(window('para Janucá', 'es', '2026-06-01')).toEqual(['2026-12-05', '2026-12-13']);
    expect(window('zu Chanukka', 'de', '2026-06-01')).toEqual(['2026-12-05', '2026-12-13']);
  });

  it('reads the lunar new year of 2029 from the public-holiday data, and the day after it from its own day', () => {
    expect(window('Lunar New Year 2029', 'en', '2026-06-01')).toEqual(['2029-02-12', '2029-02-18']);
    expect(window('the day after Chinese New Year 2029', 'en', '2026-06-01')).toEqual(['2029-02-14', '2029-02-14']);
    expect(window('le lendemain du Nouvel An chinois', 'fr', '2026-06-01')).toEqual(['2027-02-07', '2027-02-07']);
  });
});

describe('the weekend of a holiday', () => {
  it('starts the weekend of a Thursday holiday on its day, the holiday alone on its eve', () => {
    expect(window('Thanksgiving weekend at the Outer Banks', 'en', '2026-09-01', { countries: ['US'] })).toEqual(['2026-11-26', '2026-11-29']);
    expect(window('Thanksgiving at the Outer Banks', 'en', '2026-09-01', { countries: ['US'] })).toEqual(['2026-11-25', '2026-11-29']);
  });

  it('reads a long weekend said over a holiday whose days already make one as those days', () => {
    expect(window('the Easter bank holiday weekend in Whitby', 'en', '2027-01-10', { countries: ['GB'] })).toEqual(['2027-03-26', '2027-03-29']);
  });

  it('reads the weekend named before the holiday, closed by a day said as the return', () => {
    expect(window('il fine settimana di Pasqua fino a Pasquetta sul Garda', 'it', '2027-01-10')).toEqual(['2027-03-26', '2027-03-29']);
    expect(window('el fin de semana de Pascua en Cuenca', 'es', '2027-01-10')).toEqual(['2027-03-26', '2027-03-29']);
  });
});

describe('a day counted from today and the weekend said after it', () => {
  it('reads "that weekend" as the weekend of the counted day, and a run of weekdays around it', () => {
    expect(parsed('Dentro de 12 días cumplo 50 y quiero pasar ese fin de semana en Oporto con mi mujer', '2027-03-03').slice(0, 2)).toEqual([
      '2027-03-20',
      '2027-03-21',
    ]);
    expect(parsed('Daqui a quinze dias é o meu aniversário: quero passar esse fim de semana em Sevilha, de sexta a domingo', '2027-03-06')).toEqual([
      '2027-03-19',
      '2027-03-21',
      3,
    ]);
  });

  it('reads "quinze jours" after an ahead word as a day, not a length', () => {
    expect(parsed('Daqui a quinze dias, Évora para dois', '2027-03-06')).toEqual(['2027-03-20', '2027-03-20', null]);
    expect(parsed('Quinze jours à Annecy pour deux', '2027-03-06')).toEqual([null, null, 14]);
  });
});
