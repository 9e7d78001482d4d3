import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window a request is read with (reference date 14 January 2026). */
const windowOf = (text: string) => {
  const w = parseRequest(text).details.date_window;
  return [w.start, w.end];
};

describe('the days of an occasion before the trip', () => {
  it('starts the trip on the day after a conference or a wedding, in every language', () => {
    expect(windowOf('Our summit in Oslo runs 3-6 March; afterwards I head to Bergen on the 8th, back home by the 14th')).toEqual(['2026-03-08', '2026-03-14']);
    expect(windowOf('Le mariage de ma sœur est le 9 mai à Lyon, on part pour la Corse dès le 11 avec 4 jours')).toEqual(['2026-05-11', '2026-05-14']);
    expect(windowOf('La boda de mi hermano es el 20 de junio y salimos el 22 hacia Menorca, hasta el 28')).toEqual(['2026-06-22', '2026-06-28']);
    expect(windowOf('Ich bin vom 4. bis 7. Mai auf einer Tagung in Wien. Ab dem 8. möchte ich nach Salzburg, bis zum 12.')).toEqual([
      '2026-05-08',
      '2026-05-12',
    ]);
    expect(windowOf('Sono a Torino per lavoro fino al 3 aprile. Poi Langhe, 3 giorni a partire dal 4, in due')).toEqual(['2026-04-04', '2026-04-06']);
    expect(windowOf('Casamento dia 12/9 em Braga, a gente sai para os Açores no dia 14, volta dia 20')).toEqual(['2026-09-14', '2026-09-20']);
  });

  it('keeps the occasion in the trip when the traveller leaves before it, goes for it, or stays on until a day', () => {
    expect(windowOf('Flying to Oslo on 2 March for a summit 3-6 March, then Bergen on the 8th, home on the 10th')).toEqual(['2026-03-02', '2026-03-10']);
    expect(windowOf("We fly to Rome on 7 June for a friend's wedding on the 9th, then the coast 10 to 14 June")).toEqual(['2026-06-07', '2026-06-14']);
    expect(windowOf('Tagung in Graz vom 4. bis 7. Mai. Danach bleibe ich noch bis Sonntag, den 10.')).toEqual(['2026-05-04', '2026-05-10']);
  });
});

describe('a month said for a move or a course', () => {
  it('is not the trip when the request dates the trip otherwise, in every language', () => {
    expect(windowOf('My son starts a semester in Leeds in September; we visit him from 9 to 13 October')).toEqual(['2026-10-09', '2026-10-13']);
    expect(windowOf('Mon mari est muté à Lyon en septembre, on y va en juillet pour chercher un appartement')).toEqual(['2026-07-01', '2026-07-31']);
    expect(windowOf('Me trasladan a Oporto en octubre; antes, una semana en junio por Galicia')).toEqual(['2026-06-01', '2026-06-30']);
    expect(windowOf('Meine Tochter macht ab März ein Auslandssemester in Lyon, wir besuchen sie im Mai')).toEqual(['2026-05-01', '2026-05-31']);
    expect(windowOf("Nostro figlio farà l'Erasmus a Gand da febbraio, andiamo a trovarlo ad aprile")).toEqual(['2026-04-01', '2026-04-30']);
    expect(windowOf('Fui transferida para Lisboa em setembro; em agosto queremos 10 dias no Algarve')).toEqual(['2026-08-01', '2026-08-31']);
  });

  it('stays the window when it is the only date', () => {
    expect(windowOf('Conference in Madrid in May, 3 nights')).toEqual(['2026-05-01', '2026-05-31']);
  });
});

describe('a holiday said as the day of leaving or coming back', () => {
  it('is that day, not the long weekend around it, in every language', () => {
    expect(windowOf('4 nights in Ghent, going out on Good Friday')).toEqual(['2026-04-03', '2026-04-07']);
    expect(windowOf('Départ de Lille le lundi de Pâques, retour le vendredi 10 avril')).toEqual(['2026-04-06', '2026-04-10']);
    expect(windowOf('Salimos el Jueves Santo y volvemos el Domingo de Resurrección, a Lisboa')).toEqual(['2026-04-02', '2026-04-05']);
    expect(windowOf('Ostsee, Abfahrt am Karsamstag, zurück am Ostermontag')).toEqual(['2026-04-04', '2026-04-06']);
    expect(windowOf('Vienna, partendo il venerdì santo, rientro il 7 aprile')).toEqual(['2026-04-03', '2026-04-07']);
    expect(windowOf('Porto, saindo na sexta-feira santa, 3 noites')).toEqual(['2026-04-03', '2026-04-06']);
  });

  it('reads a weekday of a holiday as that day of its week, and Ash Wednesday and Whit Saturday by name', () => {
    expect(windowOf('Rio, from the Friday of Carnival to Ash Wednesday')).toEqual(['2026-02-13', '2026-02-18']);
    expect(windowOf('Nice, du samedi de carnaval au mercredi des cendres')).toEqual(['2026-02-14', '2026-02-18']);
    expect(windowOf('Cádiz, del viernes de Carnaval al Miércoles de Ceniza')).toEqual(['2026-02-13', '2026-02-18']);
    expect(windowOf('Ostsee ab Pfingstsamstag für eine Woche')).toEqual(['2026-05-23', '2026-05-29']);
    expect(windowOf('Venezia, dal sabato di carnevale al mercoledì delle ceneri')).toEqual(['2026-02-14', '2026-02-18']);
    expect(windowOf('Olinda, do sábado de carnaval até a quarta de cinzas')).toEqual(['2026-02-14', '2026-02-18']);
  });

  it('stays the holiday when no day of leaving or coming back is said', () => {
    expect(windowOf('Rome over Easter')).toEqual(['2026-04-03', '2026-04-06']);
  });
});

describe('a length shorter than a week named by a holiday', () => {
  it('is the trip inside the week, in every language', () => {
    const read = (text: string) => {
      const d = parseRequest(text).details;
      return [d.date_window.start, d.date_window.end, d.trip_length.days];
    };
    expect(read('the week after Easter in Malta, 5 nights')).toEqual(['2026-04-06', '2026-04-12', 6]);
    expect(read('la semaine après Pâques à Malte, 4 nuits')).toEqual(['2026-04-06', '2026-04-12', 5]);
    expect(read('la semana después de Reyes a Tenerife, 5 noches')).toEqual(['2027-01-11', '2027-01-17', 6]);
    expect(read('die Woche nach Ostern auf Malta, 5 Nächte')).toEqual(['2026-04-06', '2026-04-12', 6]);
    expect(read('la settimana dopo Pasqua a Malta, 4 notti')).toEqual(['2026-04-06', '2026-04-12', 5]);
    expect(read('a semana depois da Páscoa em Malta, 3 noites')).toEqual(['2026-04-06', '2026-04-12', 4]);
  });
});

describe('day numbers around a holiday', () => {
  it('places a return day below the departure day in the month after, in every language', () => {
    expect(windowOf('New Year in Lisbon, leaving on the 29th and back on the 2nd')).toEqual(['2026-12-29', '2027-01-02']);
    expect(windowOf('nouvel an à Barcelone, départ le 30 retour le 2')).toEqual(['2026-12-30', '2027-01-02']);
    expect(windowOf('Nochevieja en Roma, salimos el 30 y volvemos el 2')).toEqual(['2026-12-30', '2027-01-02']);
    expect(windowOf('Silvester in Prag, Abfahrt am 30., zurück am 2.')).toEqual(['2026-12-30', '2027-01-02']);
    expect(windowOf('Capodanno a Vienna, partenza il 29 e rientro il 3')).toEqual(['2026-12-29', '2027-01-03']);
    expect(windowOf('Réveillon em Lisboa, saímos dia 30 e voltamos dia 2')).toEqual(['2026-12-30', '2027-01-02']);
  });
});

describe('long stays and the middle of a month', () => {
  it('reads two full dates months apart as one stay, in every language', () => {
    expect(windowOf('Working remotely from Lisbon from 3 February to 28 April')).toEqual(['2026-02-03', '2026-04-28']);
    expect(windowOf('Je pars à Dakar le 2 février et je rentre le 15 avril')).toEqual(['2026-02-02', '2026-04-15']);
    expect(windowOf('Nómada digital en Bogotá del 1 de marzo al 31 de mayo')).toEqual(['2026-03-01', '2026-05-31']);
    expect(windowOf('Auf Teneriffa vom 5. Februar bis 30. April')).toEqual(['2026-02-05', '2026-04-30']);
    expect(windowOf('In Messico dal 10 febbraio al 20 aprile')).toEqual(['2026-02-10', '2026-04-20']);
  });

  it('keeps a day said without its month within two months of the departure', () => {
    const status = parseRequest('Ho un congresso a Bari dal 12 al 14 maggio. Vorrei fermarmi fino a sabato 17').understanding.status;
    expect(status).toBe('partial');
  });

  it("joins a month's end and the next month's start said one after the other, in every language", () => {
    expect(windowOf('late May early June in Cornwall')).toEqual(['2026-05-21', '2026-06-10']);
    expect(windowOf('En Bretagne fin mai début juin')).toEqual(['2026-05-21', '2026-06-10']);
    expect(windowOf('Praga a finales de mayo o primeros de junio')).toEqual(['2026-05-21', '2026-06-10']);
    expect(windowOf('Ende Mai Anfang Juni an die Nordsee')).toEqual(['2026-05-21', '2026-06-10']);
    expect(windowOf('Puglia fine maggio inizio giugno')).toEqual(['2026-05-21', '2026-06-10']);
    expect(windowOf('Algarve no final de maio início de junho')).toEqual(['2026-05-21', '2026-06-10']);
  });

  it('reads the middle of a month as its 11th to its 20th, its middle third', () => {
    expect(windowOf('Kyoto in mid-May')).toEqual(['2026-05-11', '2026-05-20']);
    expect(windowOf('Lisbonne à la mi-juin')).toEqual(['2026-06-11', '2026-06-20']);
    expect(windowOf('Sevilla a mediados de octubre')).toEqual(['2026-10-11', '2026-10-20']);
  });

  it('reads no day in a number written onto a word', () => {
    expect(windowOf('Santorini, 4 notti dal 23 al 27 maggio. Budget fino a 3mila')).toEqual(['2026-05-23', '2026-05-27']);
    expect(windowOf('Lisboa, 4 noites de 23 a 27 de maio. Orçamento até 3mil')).toEqual(['2026-05-23', '2026-05-27']);
  });

  it('reads short month names, and a capitalised month word inside a sentence as a name', () => {
    expect(windowOf('Cancún del 15 al 20 de dic, dos adultos')).toEqual(['2026-12-15', '2026-12-20']);
    expect(windowOf('Wien vom 3. bis 6. Okt.')).toEqual(['2026-10-03', '2026-10-06']);
    expect(windowOf('Ho chiesto a Marco di venire a Parigi a fine settembre')).toEqual(['2026-09-21', '2026-09-30']);
  });
});

describe('the day next to a holiday', () => {
  it('is one fixed day, said with a day word or a part of the day, in every language', () => {
    expect(windowOf('Flying to Dublin the day after Christmas, back on 2 January')).toEqual(['2026-12-26', '2027-01-02']);
    expect(windowOf('Off to Lisbon the morning after Easter Sunday')).toEqual(['2026-04-06', '2026-04-06']);
    expect(windowOf('On part à Nantes le lendemain de Noël')).toEqual(['2026-12-26', '2026-12-26']);
    expect(windowOf('Départ pour Lille la veille du 14 juillet')).toEqual(['2026-07-13', '2026-07-13']);
    expect(windowOf('Salimos hacia Cádiz el día después de Reyes')).toEqual(['2027-01-07', '2027-01-07']);
    expect(windowOf('Vamos a Toledo el día siguiente a Reyes')).toEqual(['2027-01-07', '2027-01-07']);
    expect(windowOf('Wir fahren am Tag nach Ostern nach Passau')).toEqual(['2026-04-06', '2026-04-06']);
    expect(windowOf('Partiamo per Bari il giorno dopo Ferragosto')).toEqual(['2026-08-16', '2026-08-16']);
    expect(windowOf('Vamos para Faro na véspera do Natal')).toEqual(['2026-12-24', '2026-12-24']);
  });
});

describe('a season, a holiday or a vaguer time beside the calendar', () => {
  it('takes the month or the days as the window when a season only describes them', () => {
    expect(windowOf('Zanzibar? Non, Le Cap, où c’est l’été à ce moment-là : deux semaines en février')).toEqual(['2026-02-01', '2026-02-28']);
    expect(windowOf('Southern summer in New Zealand, any time from November to January')).toEqual(['2026-11-01', '2027-01-31']);
    expect(windowOf('Im Sommer dort, also vom 3. bis 17. Januar, nach Kapstadt')).toEqual(['2027-01-03', '2027-01-17']);
  });

  it('takes a range dated in full over a holiday it does not hold', () => {
    expect(windowOf('Laponia antes de Navidad, digamos del 9 al 13 de diciembre, con los niños')).toEqual(['2026-12-09', '2026-12-13']);
    expect(windowOf('Avant Pâques on ne peut pas ; Lisbonne du 20 au 24 mai')).toEqual(['2026-05-20', '2026-05-24']);
  });

  it('starts the trip on a day said as the departure, not on a time named before it for something else', () => {
    expect(windowOf('My brother visits us in the autumn, not part of this. Four days in Porto leaving March 6th')).toEqual(['2026-03-06', '2026-03-09']);
  });
});
