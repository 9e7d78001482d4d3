import { describe, expect, it } from 'vitest';
import { readersStatus } from '../../../src/travel/intent/understanding.js';
import { parseRequest } from './read-request.js';

/** The window and the trip length a request is read with (reference date 14 January 2026). */
const when = (text: string) => {
  const d = parseRequest(text).details;
  return { window: [d.date_window.start, d.date_window.end], days: d.trip_length.days };
};

describe('date constructions', () => {
  it('reads "a weekend in <month>" as a weekend within that month, and "a weekend in <place>" as a weekend there', () => {
    expect(when('From Leeds, a weekend in March, two of us')).toEqual({ window: ['2026-03-01', '2026-03-31'], days: 2 });
    expect(when('a weekend in early June from Bristol')).toEqual({ window: ['2026-06-01', '2026-06-10'], days: 2 });
    const d = parseRequest('A weekend in Paris in May from Leeds').details;
    expect([d.date_window.start, d.trip_length.days, d.hard_geography.map((p) => p.name)]).toEqual(['2026-05-01', 2, ['Paris']]);
  });

  it('reads a month set off as an item of a note as the month, and the count after it as people, not a day', () => {
    expect(when('Lisbon, March, 2 people').window).toEqual(['2026-03-01', '2026-03-31']);
    expect(parseRequest('Lisbon, March, 2 people').details.party.travellers).toBe(2);
    expect(when('Porto | May | 2 adults | €2k').window).toEqual(['2026-05-01', '2026-05-31']);
    expect(when('Lisbon, March 2, 3 adults').window).toEqual(['2026-03-02', '2026-03-02']);
  });

  it('reads an English ordinal of tens and a unit as one day, before or after its month', () => {
    expect(when('Cape Town from twenty-seventh December, one week.').window).toEqual(['2026-12-27', '2027-01-02']);
    expect(when('Cape Town from the thirty first of December, one week.').window).toEqual(['2026-12-31', '2027-01-06']);
    expect(when('Cape Town from December twenty-first to the twenty-eighth.').window).toEqual(['2026-12-21', '2026-12-28']);
    expect(when('Lisbon on March first for a week.').window).toEqual(['2026-03-01', '2026-03-07']);
    expect(when('We march first to Lisbon in June.').window).toEqual(['2026-06-01', '2026-06-30']);
  });

  it('reads two days of one month joined by a slash as a range: "23/24 octobre", "23./24. Oktober", "23./24.10."', () => {
    expect(when('Reims les 23/24 octobre, en amoureux').window).toEqual(['2026-10-23', '2026-10-24']);
    expect(when('Reims am 23./24. Oktober zu zweit').window).toEqual(['2026-10-23', '2026-10-24']);
    expect(when('Reims am 23./24.10. zu zweit').window).toEqual(['2026-10-23', '2026-10-24']);
  });

  it('reads an Italian day after an elided article as a day: "dal 3 all\'11", "l\'8"', () => {
    expect(when("Bari dal 3 all'11 marzo, in due").window).toEqual(['2026-03-03', '2026-03-11']);
    expect(when("Torino dall'8 al 12 aprile").window).toEqual(['2026-04-08', '2026-04-12']);
    expect(when("volo per Napoli l'11 maggio, rientro il 15").window).toEqual(['2026-05-11', '2026-05-15']);
  });

  it('reads "in N giorni" and "en N jours" as a length, and "tra N giorni", "dans N jours", "in N days" as a day ahead', () => {
    expect(when('Umbria in 4 giorni, a fine maggio')).toEqual({ window: ['2026-05-21', '2026-05-31'], days: 4 });
    expect(when("l'Alsace en 3 jours, du 2 au 4 avril")).toEqual({ window: ['2026-04-02', '2026-04-04'], days: 3 });
    expect(when('parto tra 6 giorni per Genova').window).toEqual(['2026-01-20', '2026-01-20']);
    expect(when('je pars dans 6 jours pour Nantes').window).toEqual(['2026-01-20', '2026-01-20']);
    expect(when('flying to Oslo in 6 days').window).toEqual(['2026-01-20', '2026-01-20']);
  });

  it('reads "in N giorni", "en N jours" right after a verb of leaving or arriving as a day ahead, not the length', () => {
    expect(when('Arrivo in 4 giorni a Lecce, restiamo 9 giorni')).toEqual({ window: ['2026-01-18', '2026-01-26'], days: 9 });
    expect(when('Je pars en 4 jours pour Dijon, on reste dix jours')).toEqual({ window: ['2026-01-18', '2026-01-27'], days: 10 });
  });

  it('reports a second length that disagrees with the one read, and not one that restates it or is a part of the whole', () => {
    const two = parseRequest('Puglia ad agosto, 5 giorni, siamo in tre, 12 giorni').understanding;
    expect(two.status).toBe('partial');
    expect(two.unresolved.find((u) => u.code === 'unread_number')?.text).toBe('12 giorni');
    expect(readersStatus(parseRequest('Puglia ad agosto, 5 notti, siamo in tre, 5 notti').understanding)).toBe('complete');
    expect(readersStatus(parseRequest('4 weeks in total from 2 March, 6 days in Goa, 2 adults').understanding)).toBe('complete');
  });

  it('keeps the month of a date a correction replaces with a day alone, in every language', () => {
    expect(when('flying to Nice on the 3rd of March, no wait, make that the 5th').window).toEqual(['2026-03-05', '2026-03-05']);
    expect(when('partons le 8 avril, non attends, plutôt le 10').window).toEqual(['2026-04-10', '2026-04-10']);
    expect(when('salimos el 20 de marzo no espera el 22 y regresamos el 2').window).toEqual(['2026-03-22', '2026-04-02']);
    expect(when('vamos do dia 4 ao 9 de abril, não, espera, do 6 ao 11').window).toEqual(['2026-04-06', '2026-04-11']);
    const corrected = parseRequest('Valencia, flying on the 3rd of March, no wait, make that the 5th, two adults');
    expect(corrected.details.unresolved.map((u) => u.code)).not.toContain('date_month_assumed');
  });

  it("takes a week or a half of a month said as the trip's time for its length, not a third of a month", () => {
    expect(when('Mallorca la segunda semana de junio')).toEqual({ window: ['2026-06-08', '2026-06-14'], days: 7 });
    expect(when('la Bretagne pendant la première quinzaine de juillet')).toEqual({ window: ['2026-07-01', '2026-07-15'], days: 15 });
    expect(when('Rodi per la seconda metà di luglio')).toEqual({ window: ['2026-07-16', '2026-07-31'], days: 16 });
    expect(when('Cornwall in the last week of August')).toEqual({ window: ['2026-08-25', '2026-08-31'], days: 7 });
    expect(when('Algarve na segunda quinzena de junho, dez dias').days).toBe(10);
    expect(when('Wien Mitte Mai').days).toBeNull();
  });

  it('reads the Spanish "finde" as a weekend: a date after "este", a length after "un"', () => {
    expect(when('Cusco este finde, 2 amigos')).toEqual({ window: ['2026-01-17', '2026-01-18'], days: 2 });
    expect(when('un finde en Valencia en marzo').days).toBe(2);
    expect(when('un finde largo en Cádiz en abril').days).toBe(3);
    // A long weekend is three or four days: one said for a holiday's four days is four.
    expect(when('el finde largo de carnaval en Salta').days).toBe(4);
  });

  it('reads a day of the month after a word of starting and its article, in the month said before', () => {
    expect(when('8 noches en junio a partir del 20').window[0]).toMatch(/-06-20$/);
    expect(when('8 nuits en juin à partir du 20').window[0]).toMatch(/-06-20$/);
    expect(when('8 Nächte im Juni ab dem 20.').window[0]).toMatch(/-06-20$/);
  });

  it('reads a long weekend as a length in the words every language says it in, with its article', () => {
    expect(when('un week-end prolongé en Toscane en octobre').days).toBe(3);
    expect(when('ein verlängertes Wochenende in Krakau im Mai').days).toBe(3);
    expect(when('um fim de semana alargado no Porto em maio').days).toBe(3);
    expect(when('un week-end à Lyon en octobre').days).toBe(2);
  });

  it('reads a count after "leaving <weekday>," as the party, not a day of the month', () => {
    const party = (text: string) => parseRequest(text).details.party;
    expect(party('Verona 6-9 May, leaving Wednesday, 3 of us').travellers).toBe(3);
    expect(party('Nantes du 4 au 9 mai, départ lundi, 3 adultes').adults).toBe(3);
    expect(party('Gent 4-9 May, leaving Monday, 3 adults').adults).toBe(3);
  });

  it('reads a weekday of leaving named alone after a range as a day of that range, not the one before it', () => {
    expect(when('Verona 6-9 May, leaving Thursday, 3 of us').window).toEqual(['2026-05-06', '2026-05-09']);
    expect(when('Gent 4-9 May, 3 adults, leaving on Friday').window).toEqual(['2026-05-04', '2026-05-09']);
  });

  it('reads a short weekday that is also a word after an article as that word: "to the sun, 4 to 11 May"', () => {
    expect(when('Off to the sun 4-11 May, two of us').window).toEqual(['2026-05-04', '2026-05-11']);
    expect(when('we just want the sat, 2 to 9 June, no stress').window).toEqual(['2026-06-02', '2026-06-09']);
    expect(when('Leaving Sat 13th, back Sun 21st in June, Faro').window).toEqual(['2026-06-13', '2026-06-21']);
  });

  it('reads a weekday and day whose range ends on a day with a month in that month, in every language', () => {
    expect(when('somewhere with sun, 4 to 11 May').window).toEqual(['2026-05-04', '2026-05-11']);
    expect(when('Lisboa de sexta 3 a 10 de julho, a dois').window).toEqual(['2026-07-03', '2026-07-10']);
    expect(when('Sevilla del viernes 3 al 10 de julio, dos adultos').window).toEqual(['2026-07-03', '2026-07-10']);
    expect(when('Lyon du vendredi 3 au 10 juillet, à deux').window).toEqual(['2026-07-03', '2026-07-10']);
  });

  it('reads no window when the writer offers two dates and has not chosen', () => {
    const offered = [
      'Sevilla el puente de diciembre o el de Semana Santa, aún no lo sé',
      'Annecy du 3 au 5 juillet ou peut-être du 17 au 19',
      'Kreta in den Pfingstferien oder den Herbstferien',
      'Porto a 10 de maio ou talvez a 24 de maio',
      'Oslo on the 2nd of June or on the 16th of June',
      'Grasse du 4 au 9 août ou du 9 au 14',
      'Tavira do 6 ao 12 de setembro ou do 12 ao 18',
    ];
    for (const text of offered) {
      const p = parseRequest(text);
      expect(p.details.date_window.start, text).toBeNull();
      expect(
        p.details.unresolved.map((u) => u.code),
        text,
      ).toContain('dates_not_fixed');
    }
    expect(when('Oslo on the 5th or 6th of June').window[0]).not.toBeNull();
    expect(when('Roma a giugno o luglio').window).toEqual(['2026-06-01', '2026-07-31']);
  });
  it('uses no length when the writer offers a choice of lengths far apart, and asks', () => {
    const length = (text: string) => {
      const r = parseRequest(text);
      return [r.details.trip_length.days, r.details.unresolved.some((u) => u.code === 'length_undecided')];
    };
    expect(length('Crete in June from Leeds, eight nights maybe or two weeks')).toEqual([null, true]);
    expect(length('Crete in June from Leeds, ten nights maybe or two weeks')).toEqual([null, true]);
    expect(length('Corse en juin depuis Lyon, 6 ou 12 jours selon le prix')).toEqual([null, true]);
    expect(length('Menorca en junio desde Bilbao, 4 o 9 días')).toEqual([null, true]);
    expect(length('Sylt im Juni ab Köln, drei Tage oder zwei Wochen')).toEqual([null, true]);
    expect(length('Elba a giugno da Pisa, 5 o 8 giorni')).toEqual([null, true]);
    expect(length('Madeira em junho, saindo do Porto, 4 ou 10 dias')).toEqual([null, true]);
  });

  it('reads two close lengths joined by "or" as a range', () => {
    const length = (text: string) => {
      const r = parseRequest(text);
      const l = r.details.trip_length;
      return [l.min_days, l.max_days, r.details.unresolved.some((u) => u.code === 'length_undecided')];
    };
    expect(length('Crete in June from Leeds, two or three weeks')).toEqual([14, 21, false]);
    expect(length('Corse en juin depuis Lyon, huit ou neuf nuits')).toEqual([9, 10, false]);
    expect(length('Menorca en junio desde Bilbao, 4 o 5 días')).toEqual([4, 5, false]);
    expect(length('Sylt im Juni ab Köln, eine Woche oder zehn Tage')).toEqual([7, 10, false]);
    expect(length('Elba a giugno da Pisa, dieci giorni o una settimana')).toEqual([7, 10, false]);
    expect(length('Madeira em junho, saindo do Porto, 12 ou 15 dias')).toEqual([12, 15, false]);
    expect(length('Crete in June from Leeds, 10 to 12 days')).toEqual([10, 12, false]);
  });
});

describe('a length beside the days read', () => {
  /** What the search uses: the departures and the trip's length. */
  const search = (text: string) => {
    const e = parseRequest(text).effective_input;
    return { departures: e.departure_window, days: e.trip_length_days };
  };

  it('reads a length shorter than fixed days said as a time the writer is free as a stay somewhere in them', () => {
    expect(search('Half-term is 14 to 25 February, we want about a week of it in Malta')).toEqual({
      departures: ['2026-02-14', '2026-02-19'],
      days: 7,
    });
    expect(search('Vacances de Pâques du 4 au 19 avril, dix jours en Crète')).toEqual({ departures: ['2026-04-04', '2026-04-10'], days: 10 });
    expect(search('Sommerferien (2.7. bis 14.8.), 2 Wochen Kroatien')).toEqual({ departures: ['2026-07-02', '2026-08-01'], days: 14 });
  });

  it('keeps fixed days when a shorter length is a part of them or when the length counts them', () => {
    expect(search('Mexico du 29 octobre au 4 novembre, et deux jours à Oaxaca')).toEqual({ departures: ['2026-10-29', '2026-10-29'], days: 7 });
    expect(search('Sydney from Dec 20 to Jan 4, a hotel for the first 3 nights')).toEqual({ departures: ['2026-12-20', '2026-12-20'], days: 16 });
    expect(search('Lisboa de 4 a 11 de maio, 7 noites')).toEqual({ departures: ['2026-05-04', '2026-05-04'], days: 8 });
    expect(search('Porto dal 3 al 9 giugno, 6 giorni')).toEqual({ departures: ['2026-06-03', '2026-06-03'], days: 7 });
  });

  it('reads no trip length from how far a pregnancy is, and no status doubt from it', () => {
    const cases = [
      "I'm 30 weeks pregnant, a week in Madeira in March",
      'embarazada de 5 meses, una semana en Mallorca en marzo',
      'je suis à 6 mois de grossesse, une semaine à Madère en mars',
    ];
    for (const text of cases) {
      const p = parseRequest(text);
      expect(p.details.trip_length.days, text).toBe(7);
      expect(readersStatus(p.understanding), text).toBe('complete');
    }
  });
});

describe('the first or last days of a month', () => {
  it('reads the early or latter part and the first or last days of a month as its early or late days, in every language', () => {
    const late = ['2026-05-21', '2026-05-31'];
    const early = ['2026-06-01', '2026-06-10'];
    expect(when('Bruges in the latter part of May').window).toEqual(late);
    expect(when('Annecy les derniers jours de mai').window).toEqual(late);
    expect(when('Cádiz los últimos días de mayo').window).toEqual(late);
    expect(when('Sylt in den letzten Tagen im Mai').window).toEqual(late);
    expect(when('Lecce ai primi di giugno').window).toEqual(early);
    expect(when('Évora em finais de maio').window).toEqual(late);
    expect(when('Évora nos primeiros dias de junho').window).toEqual(early);
  });
});

describe('a deadline for the return', () => {
  it.each([
    'Rome in July, I need to be back by July 31.',
    'Rome en juillet, je dois être rentré au plus tard le 31 juillet.',
    'Roma en julio, tengo que estar de vuelta antes del 31 de julio.',
    'Rom im Juli, ich muss spätestens am 31. Juli zurück sein.',
    'Roma a luglio, devo rientrare entro il 31 luglio.',
    'Roma em julho, tenho de estar de volta até 31 de julho.',
  ])('bounds the month said beside it instead of replacing it: %s', (text) => {
    expect(when(text).window).toEqual(['2026-07-01', '2026-07-31']);
  });

  it('keeps the length said beside the month and its deadline', () => {
    expect(when('Rome in July, 5 days, back no later than July 20.')).toEqual({ window: ['2026-07-01', '2026-07-20'], days: 5 });
  });

  it('alone, runs the window from today to the deadline; a day said after "before the" is no departure', () => {
    expect(when('Roma, antes del 31 de julio.').window).toEqual(['2026-01-14', '2026-07-31']);
    expect(when('Lisboa, o mais tardar a 20 de março.').window).toEqual(['2026-01-14', '2026-03-20']);
  });

  it('leaves a month the deadline lies outside of to the days it names', () => {
    expect(when('vol Paris-Boston le 24 août, retour le 31 ; elle commence en septembre.').window).toEqual(['2026-08-24', '2026-08-31']);
  });
});
