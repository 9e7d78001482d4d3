import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The window a request is read with (reference date 14 January 2026). */
const windowOf = (text: string) => {
  const w = parseRequest(text).details.date_window;
  return [w.start, w.end];
};
const statusOf = (text: string) => parseRequest(text).understanding.status;

describe('dates as people write them', () => {
  it('reads a month shortened to its first letters in any of the six languages, with or without a full stop', () => {
    expect(windowOf('Lisboa del 5 al 12 ago, desde Madrid')).toEqual(['2026-08-05', '2026-08-12']);
    expect(windowOf('Lisboa de 2 a 9 de set, saindo do Porto')).toEqual(['2026-09-02', '2026-09-09']);
    expect(windowOf('Lisboa em set., saindo do Porto')).toEqual(['2026-09-01', '2026-09-30']);
    expect(windowOf('Lisboa a finales de ago., desde Madrid')).toEqual(['2026-08-21', '2026-08-31']);
  });

  it('leaves such letters to their ordinary meaning without a date beside them', () => {
    expect(windowOf('Two weeks ago we chose Lisbon in June, from Leeds')).toEqual(['2026-06-01', '2026-06-30']);
    expect(windowOf('Vou com a Jane em agosto para Lisboa')).toEqual(['2026-08-01', '2026-08-31']);
  });

  it('reads a year written with "de" after a month or a day, as after a holiday', () => {
    expect(windowOf('Vamos a Tenerife en diciembre de 2027, desde Bilbao')).toEqual(['2027-12-01', '2027-12-31']);
    expect(windowOf('Vamos a Tenerife el 6 de marzo de 2028, desde Bilbao')).toEqual(['2028-03-06', '2028-03-06']);
    expect(windowOf('Lisboa em março de 2028, saindo do Porto')).toEqual(['2028-03-01', '2028-03-31']);
  });

  it('reads a holiday named without its year as the one inside the month or year said with it', () => {
    expect(windowOf('Christmas in Vienna, December 2027, from Boston')).toEqual(['2027-12-25', '2027-12-25']);
    expect(windowOf('Ostern in Rom, April 2028, ab Hamburg')).toEqual(['2028-04-14', '2028-04-17']);
    expect(windowOf('Natale a Parigi, dicembre 2026, da Bologna')).toEqual(['2026-12-25', '2026-12-25']);
    // A month that holds no occurrence of the holiday leaves the holiday as read.
    expect(windowOf('Easter in Rome, then Naples in June 2027, from Leeds')[0]).toBe('2026-04-03');
  });

  it('reads a feast called Orthodox or Greek by the Julian calendar in every language, for any year', () => {
    const easter2026 = [
      'Athens for Orthodox Easter, from Leeds',
      'Athènes pour la Pâque orthodoxe, depuis Lyon',
      'Atenas para la Pascua ortodoxa, desde Bilbao',
      'Zum orthodoxen Osterfest nach Athen, ab Köln',
      'Atene per la Pasqua ortodossa, da Torino',
      'Atenas na Páscoa ortodoxa, saindo de Lisboa',
    ];
    for (const text of easter2026) expect(windowOf(text), text).toEqual(['2026-04-10', '2026-04-13']);
    // The public-holiday tables stop in 2040; the computus does not.
    expect(windowOf('Athens for Greek Easter 2043, from Leeds')).toEqual(['2043-05-01', '2043-05-04']);
    expect(windowOf('Athens for Easter 2043, from Leeds')).toEqual(['2043-03-27', '2043-03-30']);
    expect(windowOf('Moscow for Orthodox Christmas, from Leeds')).toEqual(['2027-01-07', '2027-01-07']);
  });

  it('reads Advent as its first Sunday to Christmas Eve', () => {
    expect(windowOf('Vienna during Advent, from Leeds')).toEqual(['2026-11-29', '2026-12-24']);
    expect(windowOf('In der Adventszeit nach Wien, ab Köln')).toEqual(['2026-11-29', '2026-12-24']);
    expect(windowOf('Viena no Advento, saindo de Lisboa')).toEqual(['2026-11-29', '2026-12-24']);
    // "the advent of" is the arrival of something.
    expect(windowOf('Since the advent of cheap flights we fly to Rome in May, from Leeds')).toEqual(['2026-05-01', '2026-05-31']);
    // Its first weekend is that of its first Sunday.
    expect(windowOf('Nuremberg the first weekend of Advent, from Leeds')).toEqual(['2026-11-28', '2026-11-29']);
  });

  it('reads a German week of a month written as one word with it, counted from either end', () => {
    expect(windowOf('Skiurlaub in Tirol in der ersten Märzwoche, ab Ulm')).toEqual(['2026-03-01', '2026-03-07']);
    expect(windowOf('Kreta in der dritten Maiwoche, ab Köln')).toEqual(['2026-05-15', '2026-05-21']);
    expect(windowOf('Kreta in der letzten Augustwoche, ab Köln')).toEqual(['2026-08-25', '2026-08-31']);
  });

  it('takes a birthday month as the trip time only when the trip is for it, in every language', () => {
    const inPassing = [
      'My birthday is in March but we travel in May to Lisbon',
      'Mon anniversaire est en mars, mais on part en mai à Lisbonne',
      'Mi cumpleaños es en marzo, pero viajaremos en mayo a Lisboa',
      'Mein Geburtstag ist im März, wir reisen aber im Mai nach Lissabon',
      'Il mio compleanno è a marzo, ma andiamo a maggio a Lisbona',
      'O meu aniversário é em março, mas vamos em maio para Lisboa',
    ];
    for (const text of inPassing) expect(windowOf(text), text).toEqual(['2026-05-01', '2026-05-31']);
    expect(windowOf('For my 40th birthday in March we want Tenerife, from Leeds')).toEqual(['2026-03-01', '2026-03-31']);
    expect(windowOf('Zu meinem 50. Geburtstag im Juni möchte ich nach Island, ab Köln')).toEqual(['2026-06-01', '2026-06-30']);
    // An anniversary's ordinal is no day.
    expect(windowOf('Our 10th anniversary in mid October, Paris from Leeds')).toEqual(['2026-10-11', '2026-10-20']);
  });

  it('reads the week of a holiday as the Monday-to-Sunday week holding its day, and a week ruled out of the month as a hole', () => {
    const christmasWeek = [
      'Paris the week of Christmas, from Leeds',
      'Paris la semaine de Noël, depuis Lyon',
      'Roma la settimana di Natale, da Torino',
      'Lisboa na semana do Natal, saindo do Porto',
    ];
    for (const text of christmasWeek) expect(windowOf(text), text).toEqual(['2026-12-21', '2026-12-27']);
    expect(windowOf('Calabria la settimana di Ferragosto, da Torino')).toEqual(['2026-08-10', '2026-08-16']);
    // German writes the week or the weekend as one word with the holiday.
    expect(windowOf('Wien in der Weihnachtswoche, ab Köln')).toEqual(['2026-12-21', '2026-12-27']);
    expect(windowOf('Wir wollen am ersten Adventswochenende nach Nürnberg, ab Berlin')).toEqual(['2026-11-28', '2026-11-29']);
    // Oktoberfest 2026 opens on Saturday 19 September; a range of weekdays said after the weekend places it.
    expect(windowOf('Zum 2. Wiesnwochenende nach München, Fr-So, ab Hamburg')).toEqual(['2026-09-25', '2026-09-27']);
    const but = 'Puglia ad agosto, tranne la settimana di Ferragosto, da Torino';
    expect(windowOf(but)).toEqual(['2026-08-01', '2026-08-31']);
    expect(statusOf(but)).toBe('partial');
  });
});
