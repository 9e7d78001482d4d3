import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

const unreadNames = (text: string) =>
  parseRequest(text)
    .details.unresolved.filter((u) => u.code === 'unread_name')
    .map((u) => u.text);

/** People's and pets' names are known by where they stand, in the six languages: never a place, never flagged as unread. */
describe("people's names in a request", () => {
  it.each([
    ['We fly from Leeds to Lisbon 3-10 July, me and my husband and Oskwin (7)'],
    ['Del 2 al 9 de agosto a Lisboa desde Sevilla, mi mujer, yo y Yeraldín (5)'],
    ['Bébé Maëlig (10 mois) et nous deux, de Lyon à Porto du 3 au 10 juillet'],
  ])('%s: a name before an age is a person', (text) => {
    expect(unreadNames(text)).toEqual([]);
  });

  it.each([
    ['Mon fils Aurélien et moi partons de Lyon à Porto du 3 au 10 juillet'],
    ['Viajamos de Sevilla a Lisboa del 2 al 9 de agosto con nuestra perra Canela, dos adultos'],
    ['Mio figlio Tancredi ed io andiamo da Torino a Lisbona dal 3 al 10 luglio'],
    ['Vou com o meu filho Caetaninho de Faro para Paris de 3 a 10 de julho'],
  ])("%s: a name after a relative's or a pet's noun is theirs", (text) => {
    expect(unreadNames(text)).toEqual([]);
  });

  it.each([
    ['Necesito dos noches en Lisboa del 2 al 4 de agosto para don Eustaquio Barreiro, sale desde Madrid, él solo'],
    ['Prenotare per l\u2019Ing. Gualtiero Bassani da Roma a Vienna dal 3 al 5 luglio, una persona'],
  ])('%s: a name after a title is a person', (text) => {
    expect(unreadNames(text)).toEqual([]);
  });

  it.each([
    ['[18:02] Priyanka: Lisbon 3-10 July?\n[18:03] Tomasz: from Leeds, 2 of us'],
    ['Martina 10:14\nLisbona dal 3 al 10 luglio?\nGianfranco 10:15\nda Torino, siamo in due'],
  ])('%s: a chat speaker labelled with a time stamp is a person', (text) => {
    expect(unreadNames(text)).toEqual([]);
  });

  it('the names of a forwarded mail header are people', () => {
    const text = 'De: Josué Figueiredo\nPara: Lucimar\n\nSomos 2 adultos, de São Paulo a Lisboa de 3 a 10 de julho.';
    expect(unreadNames(text)).toEqual([]);
  });

  it('a signature under "Bien cordialement" with a street address is no part of the request', () => {
    const text =
      'Bonjour, nous serons 2 adultes, de Bruxelles à Lisbonne du 3 au 10 juillet.\n\nBien cordialement,\nOdilon Vandersmissen\nRue des Tanneurs 42\n4000 Liège\n\n> Le 12/03 à 10:02, Agence a écrit :\n> Bonjour';
    expect(unreadNames(text)).toEqual([]);
  });

  it.each([
    ['Vamos de Madrid a Lisboa y luego Quelvintra (3), del 2 al 9 de agosto, dos adultos', 'Quelvintra'],
    ['On part de Lyon, genre Zorbonne en Italie, du 3 au 10 juillet, à deux', 'Zorbonne'],
    ['We fly from Leeds to Lisbon 3-10 July, two of us, then maybe Tarvelly 3 nights', 'Tarvelly'],
    ['Lisbon: 3 nights, Quelvintra: 2 nights, from Leeds 3-10 July, 2 adults', 'Quelvintra'],
  ])('%s: an unknown name where a place would stand stays flagged', (text, name) => {
    expect(unreadNames(text)).toContain(name);
  });
});
