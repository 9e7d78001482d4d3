import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children, agesMissing: p.ages_missing };
};

describe('the party: what "only", "without" and a range of ages govern', () => {
  it('reads "only" before a list of people as those people, not as travelling alone', () => {
    expect(party('it will be just me and my wife in Porto', 'en')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('vamos solo mi novia y yo a Cádiz', 'es')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('vamos só eu e a minha irmã para Natal', 'pt')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('nur ich und mein Bruder, ab Köln', 'de')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('just me and my bike along the Danube', 'en')).toMatchObject({ travellers: 1, adults: 1 });
  });

  it('asks no ages of children who are ruled out or left at home', () => {
    expect(party('nous serons 3 adultes, pas d’enfants', 'fr')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party("nous serons 3 adultes, pas d'enfants", 'fr')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party('mon mari et moi, sans les enfants pour une fois', 'fr')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('my mother-in-law will mind the kids, so my husband and I', 'en')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('die Kinder bleiben bei den Großeltern, meine Frau und ich', 'de')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('la nonna bada ai bambini, io e mio marito', 'it')).toMatchObject({ travellers: 2, agesMissing: false });
  });

  it('asks no ages when the adults already fill the party and a child is only talked about', () => {
    expect(party('we are 3 adults, the festival is for children', 'en')).toMatchObject({ travellers: 3, adults: 3, agesMissing: false });
    expect(party('somos 2 adultos, el festival es para niños', 'es')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('wir sind 2 Erwachsene, das Festival ist für Kinder', 'de')).toMatchObject({ travellers: 2, agesMissing: false });
    expect(party('siamo 3 adulti, il festival è per bambini', 'it')).toMatchObject({ travellers: 3, agesMissing: false });
    expect(party('somos 3 adultos; a festa é para crianças', 'pt')).toMatchObject({ travellers: 3, agesMissing: false });
    // Children inside the count still need their ages.
    expect(party('we are 4: my wife, me and the kids', 'en')).toMatchObject({ travellers: 4, adults: 2, agesMissing: true });
  });

  it('reads the children’s ages set off by a comma at the end of a bracketed party', () => {
    expect(party('a family (me, my wife and 2 kids, 6 and 9)', 'en')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('(wir zwei und unsere Tochter, 15)', 'de')).toEqual({ travellers: 3, adults: 2, children: 1, agesMissing: false });
    expect(party('(mon mari, moi et nos deux enfants, 5 et 8)', 'fr')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('(eu, meu marido e os dois filhos, 4 e 7)', 'pt')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
  });

  it('takes a range of the children’s ages as stated, with no one age invented', () => {
    expect(party('3 adults and 4 kids aged 3 to 11', 'en')).toEqual({ travellers: 7, adults: 3, children: 4, agesMissing: false });
    expect(party('2 adultes et 3 enfants de 6 à 14 ans', 'fr')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 adultos y 3 niños de entre 4 y 10 años', 'es')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 Erwachsene und 2 Kinder zwischen 4 und 8 Jahren', 'de')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('2 adulti e 3 bambini tra i 5 e gli 11 anni', 'it')).toEqual({ travellers: 5, adults: 2, children: 3, agesMissing: false });
    expect(party('2 adultos e 2 crianças de 3 a 7 anos', 'pt')).toEqual({ travellers: 4, adults: 2, children: 2, agesMissing: false });
    expect(party('2 adults and 2 kids', 'en')).toMatchObject({ agesMissing: true });
  });

  it('keeps travellers who stay somewhere on the trip: a verb of staying sends them home only beside a word of home or children', () => {
    expect(party('Ich und meine Frau bleiben 5 Nächte in Rom im Mai', 'de')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('Wir möchten eine Woche in Rom bleiben mit meiner Frau und meiner Mutter', 'de')).toMatchObject({ travellers: 3, adults: 3 });
    expect(party('mon mari et moi restons trois nuits à Nice avec ma sœur', 'fr')).toMatchObject({ travellers: 3 });
    expect(party('meine Mutter bleibt daheim, ich und meine Frau', 'de')).toMatchObject({ travellers: 2 });
    expect(party('mia madre resta a casa, io e mio marito', 'it')).toMatchObject({ travellers: 2 });
    expect(party('eu, meu marido e minha sogra. O gato fica com meu irmão.', 'pt')).toMatchObject({ travellers: 3 });
  });

  it('keeps a traveller who minds something other than children ("doesn’t mind long flights", "garde un bon souvenir")', () => {
    expect(party("Going to Rome in May with my wife who doesn't mind long flights", 'en')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('avec mes parents qui gardent un bon souvenir de la ville', 'fr')).toMatchObject({ travellers: 3 });
    expect(party('com os meus pais que cuidam de tudo', 'pt')).toMatchObject({ travellers: 3 });
    expect(party('con mis padres, que cuidan el presupuesto', 'es')).toMatchObject({ travellers: 3 });
    expect(party('Keep in mind the kids are 4 and 7', 'en')).toMatchObject({ children: 2, agesMissing: false });
  });

  it('takes a range a month follows for dates, not the children’s ages', () => {
    expect(party('2 adults and 2 kids between 4 and 8 May in Rome', 'en')).toMatchObject({ children: 2, agesMissing: true });
    expect(party('2 adultos e 2 crianças entre 4 e 8 de maio em Roma', 'pt')).toMatchObject({ children: 2, agesMissing: true });
    expect(party('2 Erwachsene und 2 Kinder von 4 bis 8. Mai', 'de')).toMatchObject({ children: 2, agesMissing: true });
    expect(party('2 adultes et 2 enfants du 4 au 8 mai', 'fr')).toMatchObject({ children: 2, agesMissing: true });
  });

  it('takes a count under a ceiling for the group’s capacity, not the party', () => {
    expect(party('Me and my wife want a small-group tour in Peru in May, max 12 participants', 'en')).toMatchObject({ travellers: 2 });
    expect(party('Ma femme et moi, circuit en groupes de 16 participants maximum', 'fr')).toMatchObject({ travellers: 2 });
    expect(party('Ich und meine Frau, Rundreise in Gruppen bis zu 14 Teilnehmer', 'de')).toMatchObject({ travellers: 2 });
    expect(party('Io e mio marito, tour in gruppi fino a 10 partecipanti', 'it')).toMatchObject({ travellers: 2 });
  });

  it('reads a lower-case "may" after a range of ages as the verb, not the month', () => {
    expect(party('3 children aged 5 to 12 may join us, Crete in August', 'en')).toMatchObject({ children: 3, agesMissing: false });
    expect(party('our 2 kids aged 8-14 may come too, Lisbon in June', 'en')).toMatchObject({ children: 2, agesMissing: false });
  });

  it('lets a ceiling beside money cap the money, not the count after a comma or before the budget', () => {
    expect(party('Presupuesto 2500 € máximo, 3 adultos y 2 niños, Málaga en julio', 'es')).toMatchObject({ adults: 3, children: 2 });
    expect(party('Wir sind 4 Erwachsene maximal Budget 4000 Euro, Wien im Mai', 'de')).toMatchObject({ adults: 4 });
    expect(party('Siamo 2 adulti massimo budget 1500 euro, Lisbona a maggio', 'it')).toMatchObject({ adults: 2 });
  });
});

describe('a relative kept home by the verb after them', () => {
  it('reads the negation after the verb and past an aside in brackets', () => {
    expect(party('Mein Bruder kommt diesmal nicht mit, ich reise mit meiner Tochter', 'de')).toMatchObject({ travellers: 2 });
    expect(party('mi mujer (por trabajo) no puede venir, voy con mi hijo de 10 años', 'es')).toMatchObject({ travellers: 2 });
  });

  it('leaves out a relative whose life is told: born, grown up, stationed there, or late', () => {
    expect(party('my mother was raised in Cork, and my husband and I would love to see it', 'en')).toMatchObject({ travellers: 2 });
    expect(party('ma grand-mère est née à Alger ; je pars avec mon fils de 15 ans', 'fr')).toMatchObject({ travellers: 2 });
    expect(party('mi padre creció en Vigo y voy con mi mujer', 'es')).toMatchObject({ travellers: 2 });
    expect(party('mein Vater ist in Danzig geboren, ich fahre mit meiner Frau', 'de')).toMatchObject({ travellers: 2 });
    expect(party('mia madre è nata a Bari e ci vado con mio marito', 'it')).toMatchObject({ travellers: 2 });
    expect(party('my late grandmother loved Venice, so my sister and I are going', 'en')).toMatchObject({ travellers: 2 });
  });

  it('leaves out a relative visited later through a pronoun that agrees with them', () => {
    expect(party('my daughter studies in Leeds. We want to see her in May, me and my husband', 'en')).toMatchObject({ travellers: 2 });
    expect(party('mon fils fait un stage à Lyon et on va le voir en mai, mon mari et moi', 'fr')).toMatchObject({ travellers: 2 });
    expect(party('mi abuela quiere que la visitemos en junio, vamos mi hermano y yo', 'es')).toMatchObject({ travellers: 2 });
    expect(party('Mein Bruder ist in Wien. Wir wollen ihn im Mai besuchen, ich und meine Frau.', 'de')).toMatchObject({ travellers: 2 });
    expect(party('mia sorella è a Parigi e andiamo a trovarla io e mio marito', 'it')).toMatchObject({ travellers: 2 });
  });

  it('keeps a companion when the pronoun names someone else ("her parents")', () => {
    expect(party('my wife and I want to visit her parents in Lyon', 'en')).toMatchObject({ travellers: 2 });
  });

  it('takes a grandparent named after the pair as one of them', () => {
    expect(party('my grandparents want a week by the sea. Nana uses a walker and Grandad is 88.', 'en')).toMatchObject({ travellers: 2 });
  });
});
