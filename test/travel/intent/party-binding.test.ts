import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The party a request is read with: travellers, adults, children, babies and the young ones' ages. */
const party = (text: string) => {
  const p = parseRequest(text).details.party;
  return [p.travellers, p.adults, p.children, p.infants, p.child_ages];
};

describe('the party: counts bound to their head and their clause', () => {
  it('reads a group count right after a rate of money as the party sharing it', () => {
    expect(party('Nous prévoyons 150 € par nuit à deux, Lyon en mai.')[0]).toBe(2);
    expect(party('Wir rechnen mit 120 € pro Tag zu zweit, Usedom im Juni.')[0]).toBe(2);
    expect(party('Pensiamo a 70 euro al giorno in due, Trieste a giugno.')[0]).toBe(2);
    expect(party('Uns 100 euros por dia a dois, Braga em maio.')[0]).toBe(2);
  });

  it('counts a relative noun by the ages bound to it when they outnumber it', () => {
    expect(party('Wir fahren zu fünft an den Bodensee: Opa, wir zwei und die Enkel (5 und 8).')).toEqual([5, 3, 2, null, [5, 8]]);
  });

  it('reads a count whose noun the lexicon lacks as children when as many young ages follow it', () => {
    expect(party('Me and our 2 little rascals (3 and 6), Cornwall in July.')).toEqual([3, 1, 2, null, [3, 6]]);
    expect(party('Eu e os 2 pestinhas (5 e 9), Recife em julho.')).toEqual([3, 1, 2, null, [5, 9]]);
    expect(party('Un groupe de 6 randonneurs, Vercors en juin.')[0]).toBe(6);
  });

  it('reads "our 15yo" as a child of that age and "adolescente" as a child', () => {
    expect(party('Me, my husband and our 15yo, Iceland in August.')).toEqual([3, 2, 1, null, [15]]);
    expect(party('Somos 2 adultos y una adolescente de 15, Lima en julio.')).toEqual([3, 2, 1, null, [15]]);
  });

  it('does not read "for N more" after a length as the party', () => {
    expect(party('Cape Town for 4 nights, then the Winelands for 2 more. Three adults, from Durban.')[0]).toBe(3);
  });

  it('reads a child under one, given in months, as a baby', () => {
    expect(party('Ich, mein Mann und unser Sohn (7 Monate), Rügen im Juni.')).toEqual([3, 2, null, 1, [0]]);
    expect(party('Io, mia moglie e nostra figlia di 10 mesi, Ischia a luglio.')).toEqual([3, 2, null, 1, [0]]);
  });

  it('reads friends stated as the whole party as adults', () => {
    expect(party('Somos 5 amigas y queremos ir a Tulum en octubre.')).toEqual([5, 5, null, null, []]);
    expect(party('Nous sommes un groupe de 6 copains, Lisbonne en mai.')).toEqual([6, 6, null, null, []]);
    expect(party('Siamo 4 amici, Praga a marzo.')).toEqual([4, 4, null, null, []]);
  });

  it('leaves out relatives named elsewhere once the writer lists the party, unless they join or are referred back to', () => {
    expect(party('My aunt turns 80 in June and we are all going to her party. Can you book me and my two kids (4 and 7) to Leeds from Bristol?')).toEqual([
      3,
      1,
      2,
      null,
      [4, 7],
    ]);
    expect(party('Mein Großvater hat oft von Triest erzählt. Ich möchte mit meinem Bruder im Mai hin, ab München.')[0]).toBe(2);
    expect(party('Mi abuelo quiere que lo visitemos en Rosario. Somos mi esposa, yo y la nena, que tiene 6.')[0]).toBe(3);
    expect(party('Eu e o meu pai vamos a Lisboa; a minha tia junta-se a nós no Porto.')[0]).toBe(3);
    expect(party('My uncle just retired. He and my cousin want to come to Lisbon with me in May.')[0]).toBe(3);
    expect(party('Nos grands-parents nous emmènent, mon frère et moi (8 et 11 ans), à Biarritz en juillet.')[0]).toBe(4);
  });

  it('leaves out relatives of someone else whom nothing takes along', () => {
    expect(party('Grandparents plus 2 grandkids (6 and 10) for a week in Devon while their parents are at work.')).toEqual([4, 2, 2, null, [6, 10]]);
  });

  it('reads a noun of two set off after the writer and a companion as the same two', () => {
    expect(party('Portiamo i nipoti (4 e 8 anni) al mare. Siamo io e mio marito, i nonni, da Verona.')).toEqual([4, 2, 2, null, [4, 8]]);
    expect(party('Viajamos mi esposa, mis padres y yo a Quito en marzo.')[0]).toBe(4);
  });

  it('keeps a relative named again by their given name in the list, and the partner a counted "we" restates', () => {
    expect(party('My uncle Duncan turns 60, so we are taking him to Rome in May: me, my brother and Duncan.')[0]).toBe(3);
    expect(party('mio marito dice: niente montagna! quindi mare ad agosto. siamo noi due e i bambini (6 e 9), da Bari.')).toEqual([4, 2, 2, null, [6, 9]]);
  });

  it('reads the seats of a hired coach as no party, and the counted people beside it', () => {
    expect(party('Siamo un gruppo di 30 pensionati; il pullman da 54 posti è già prenotato.')[0]).toBe(30);
    expect(party('Nous sommes 25 adultes, avec un autocar de 50 places.')[0]).toBe(25);
  });

  it('never lets a word of "alone" outweigh adults counted by number', () => {
    expect(party('Siamo 12 adulti del coro, ci servono solo le camere a Siena.')[0]).toBe(12);
    expect(party('Somos 8 adultos, buscamos solo el hotel en Toledo.')[0]).toBe(8);
  });

  it('reads two or more ages joined after a child noun as their ages whatever word follows', () => {
    expect(party('Young couple from Leeds, kids 5 and 8 come along, Algarve in June.')).toEqual([4, 2, 2, null, [5, 8]]);
    expect(party('Zwei Erwachsene, Kinder 6 und 10 fahren mit, Gardasee im Juli.')).toEqual([4, 2, 2, null, [6, 10]]);
  });

  it('reads "little" made a noun by its article, with an age after it, as a child', () => {
    expect(party('Vamos mi mujer, yo y el pequeño de 6 a Málaga.')).toEqual([3, 2, 1, null, [6]]);
    expect(party('Mon mari, moi et la petite (4 ans), Annecy en juillet.')).toEqual([3, 2, 1, null, [4]]);
    expect(party('Io, mio marito e la piccola di 5 anni, Rimini a giugno.')).toEqual([3, 2, 1, null, [5]]);
  });

  it('reads a user named in notes as the writer beside the people listed with them', () => {
    expect(party('User and three colleagues need hotels in Accra for a trade fair in May.')[0]).toBe(4);
  });
});
