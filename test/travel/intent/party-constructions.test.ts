import { describe, expect, it } from 'vitest';
import { parseRequest } from './read-request.js';

/** The party a request is read with: travellers, adults, children and the children's ages. */
const party = (text: string) => {
  const p = parseRequest(text).details.party;
  return [p.travellers, p.adults, p.children, p.child_ages];
};

describe('party constructions', () => {
  it('counts the largest party: those who join part-way are added, in every language', () => {
    expect(party('Three weeks in Chile from 2 March, my husband and I; our son joins us for the last week only.')[0]).toBe(3);
    expect(party('Deux semaines en Crète en juin, ma femme et moi ; mon frère nous rejoindra la deuxième semaine.')[0]).toBe(3);
    expect(party('Dos semanas en Galicia en julio, mi mujer y yo; mi hermana se une solo el último fin de semana.')[0]).toBe(3);
    expect(party('Zwei Wochen Sardinien im Juni, meine Frau und ich. Mein Onkel kommt nur für die zweite Woche mit.')[0]).toBe(3);
    expect(party('Due settimane in Puglia a luglio, io e mia moglie; nostro figlio ci raggiunge solo la seconda settimana.')[0]).toBe(3);
    expect(party('Duas semanas nos Açores em maio, eu e o meu marido; a minha irmã junta-se a nós só na segunda semana.')[0]).toBe(3);
  });

  it('reads a count of adults heading a list of people with ages, joined by "+" or "plus"', () => {
    expect(party('Voyageurs : nous 2 + Jules (6 ans) + Zoé (3 ans), Biarritz en août')).toEqual([4, 2, 2, [6, 3]]);
    expect(party('Viajeros: 2 adultos + Pablo (9) + Lucía (4). Asturias en agosto')).toEqual([4, 2, 2, [9, 4]]);
    expect(party('Reisende: 2 Erw. + Oma + Enkelin Mia (5), Juli an die Ostsee')).toEqual([4, 3, 1, [5]]);
    expect(party('Andiamo a Lecce ad agosto, in 2 + nostro figlio di 9 anni')).toEqual([3, 2, 1, [9]]);
    expect(party('Madeira em junho: 2 adultos + Rita (12)')).toEqual([3, 2, 1, [12]]);
    expect(party('The 2 of us plus Noah (4), Malta in May')).toEqual([3, 2, 1, [4]]);
  });

  it('reads spoken ages set side by side or with a hesitation between them', () => {
    expect(party('nous sommes deux adultes et trois enfants de 11 8 et 5 ans')).toEqual([5, 2, 3, [11, 8, 5]]);
    expect(party('somos dos adultos y dos niños de eh 6 y 3 años')).toEqual([4, 2, 2, [6, 3]]);
    expect(party('wir sind zwei Erwachsene und zwei Kinder von äh 7 und 10 Jahren')).toEqual([4, 2, 2, [7, 10]]);
    expect(party('siamo due adulti e tre bambini di 10 7 e ehm 2 anni')).toEqual([5, 2, 3, [10, 7, 2]]);
    expect(party('somos eu o meu marido e os dois miúdos de 13 hã 9 anos')).toEqual([4, 2, 2, [13, 9]]);
    expect(party('two adults and two kids aged 14 um 10')).toEqual([4, 2, 2, [14, 10]]);
  });

  it('reads a group count said right after the amount the group shares', () => {
    expect(party('Séville en mars, 700 € à deux hors billets')[0]).toBe(2);
    expect(party('Matera a maggio, 800 euro in due tutto compreso')[0]).toBe(2);
    expect(party('Braga em maio, 900 euros a dois por tudo')[0]).toBe(2);
    expect(party('Matera a maggio, 800 euro in 3 notti')[0]).toBeNull();
  });
  it('reads a pronoun pair that restates two people already counted as the same two', () => {
    expect(party('Two adults, a week in Malta in April from Leeds; about £1,500 for the both of us.')[0]).toBe(2);
    expect(party('Nous sommes deux adultes, Nice en mai, 900 € pour nous deux.')[0]).toBe(2);
    expect(party('Somos dos adultos, Sevilla en mayo, 800 € para los dos.')[0]).toBe(2);
    expect(party('Zwei Erwachsene, Wien im Mai, 1.200 € für uns beide.')[0]).toBe(2);
    expect(party('Siamo 2 adulti, Lisbona a maggio, 700 euro per noi due.')[0]).toBe(2);
    expect(party('The two of us want Crete in June from Bristol. It will be the two of us again, like last year.')[0]).toBe(2);
    expect(party('Nous serons 6 adultes (trois couples d’amis), Rome en mai.')[0]).toBe(6);
    expect(party('Us two and our two kids, Malta in May')).toEqual([4, 2, 2, []]);
    expect(party('Malta in May with my daughter (she is 12), about €1,500 for both of us.')).toEqual([2, 1, 1, [12]]);
  });

  it('leaves out a writer who says they stay home, or whose relatives wish the trip for themselves', () => {
    expect(party('On behalf of my manager and her husband: 4 nights in Oslo in May from Dublin. I won’t be travelling.')[0]).toBe(2);
    expect(party('Escribo de parte de mi jefe y su esposa: una semana en Lima en mayo. Yo no viajo.')[0]).toBe(2);
    expect(party('Pesquisando para a minha mãe e a minha tia, Roma em maio. Eu não vou junto.')[0]).toBe(2);
    expect(party('Pour mes parents, une semaine à Nice en mai. Je ne pars pas avec eux.')[0]).toBe(2);
    expect(party('Für meine Eltern eine Woche Wien im Mai. Ich fahre nicht mit.')[0]).toBe(2);
    expect(party('Per mia madre e mio padre, Parigi a maggio. Io non vengo.')[0]).toBe(2);
    expect(party('My grandparents want to see Vienna in May, a week from Leeds.')[0]).toBe(2);
    expect(party('Mes parents voudraient voir Vienne en mai, une semaine.')[0]).toBe(2);
    expect(party('My wife wants to see Vienna in May, a week from Leeds.')[0]).toBe(2);
    expect(party('My parents and I want to see Vienna in May, a week from Leeds.')[0]).toBe(3);
    expect(party('Queremos ir a Viena en mayo con mis padres, que quieren ver la ópera.')[0]).toBe(3);
  });
  it('reads children\'s ages after a pronoun, after twins, in months however abbreviated, and after "my son"', () => {
    expect(party('me, my husband and the two kids, they are 6 and 10, Rome in May')).toEqual([4, 2, 2, [6, 10]]);
    expect(party('mon mari, moi et nos deux enfants, ils ont 4 et 9 ans, Rome en mai')).toEqual([4, 2, 2, [4, 9]]);
    expect(party('Wir sind 2 Erwachsene und 2 Kinder, sie sind 5 und 12, Rom im Mai')).toEqual([4, 2, 2, [5, 12]]);
    expect(party('Wir sind eine Familie (2 Erwachsene, Zwillinge 14 Monate), Rom im Mai')).toEqual([4, 2, 2, [1, 1]]);
    expect(party('2 adults + baby (9 mos), Rome in May')[3]).toEqual([0]);
    expect(party('Rome in May with my son (he is 15)')).toEqual([2, 1, 1, [15]]);
  });
  it('counts the writer joined to the person they book for, in every language', () => {
    expect(party('Please book for my manager and me: Vienna, 4-6 October')[0]).toBe(2);
    expect(party('Réservez pour ma directrice et moi, Genève du 4 au 6 octobre')[0]).toBe(2);
    expect(party('Es para mi jefa y para mí, Sevilla del 4 al 6 de octubre')[0]).toBe(2);
    expect(party('Bitte für meinen Chef und mich buchen, Wien vom 4. bis 6. Oktober')[0]).toBe(2);
    expect(party('Prenota per la mia responsabile e me, Torino dal 4 al 6 ottobre')[0]).toBe(2);
    expect(party('É para a minha chefe e para mim, Porto de 4 a 6 de outubro')[0]).toBe(2);
    expect(party('Please book for my manager: Vienna, 4-6 October')[0]).toBe(1);
  });
  it('leaves out the writer who books for the people they name, in every language', () => {
    expect(party('My uncle and his partner would love a week in Lisbon in June; I am booking for them.')[0]).toBe(2);
    expect(party('Mon oncle et sa compagne aimeraient une semaine à Lisbonne en juin, je réserve pour eux.')[0]).toBe(2);
    expect(party('Mi tío y su pareja quieren una semana en Lisboa en junio, reservo para ellos.')[0]).toBe(2);
    expect(party('Mein Onkel und seine Partnerin möchten im Juni eine Woche nach Lissabon, ich buche für die beiden.')[0]).toBe(2);
    expect(party('Mio zio e la sua compagna vorrebbero una settimana a Lisbona a giugno, prenoto per loro.')[0]).toBe(2);
    expect(party('O meu tio e a companheira querem uma semana em Lisboa em junho, estou a reservar para eles.')[0]).toBe(2);
    expect(party('My uncle and his partner would love a week in Lisbon in June; I am booking for them and me.')[0]).toBe(3);
  });
  it('reads the ages said after a count of children with their unit and its adjective or noun of age, in every language', () => {
    expect(party('My partner and I with two children, 5 and 11 years old, Crete in July')).toEqual([4, 2, 2, [5, 11]]);
    expect(party('Mon compagnon et moi avec deux enfants, 5 et 11 ans, la Crète en juillet')).toEqual([4, 2, 2, [5, 11]]);
    expect(party('Mi pareja y yo con dos hijos, 5 y 11 años de edad, Creta en julio')).toEqual([4, 2, 2, [5, 11]]);
    expect(party('Meine Partnerin und ich mit zwei Kindern, 5 und 11 Jahre alt, im Juli nach Kreta')).toEqual([4, 2, 2, [5, 11]]);
    expect(party('Io e la mia compagna con due figli, 5 e 11 anni di età, Creta a luglio')).toEqual([4, 2, 2, [5, 11]]);
    expect(party('Eu e a minha companheira com dois filhos, 5 e 11 anos de idade, Creta em julho')).toEqual([4, 2, 2, [5, 11]]);
  });
});

describe('party references: pronouns, "we" with children, the writer\'s age', () => {
  it('reads a third person that refers back to a relative named before as that relative', () => {
    expect(party('My uncle just retired. He and my cousin want to come with me to Oslo in May.')[0]).toBe(3);
    expect(party('Mi abuela cumple 85; ella y mi madre viajan conmigo a Roma en mayo.')[0]).toBe(3);
    expect(party('She and her husband want a week in Rome in May.')[0]).toBe(2);
  });

  it('adds children joined by "and" to the writer\'s "we" to two adults; "we" with the kids leaves the adults unsaid', () => {
    expect(party('A cabin in Norway in July for us and the kids (8 and 12).')).toEqual([4, 2, 2, [8, 12]]);
    expect(party('We want a cabin in Norway in July with the kids (8 and 12).')[1]).toBeNull();
    expect(party('Wir und die Kinder (4 und 9) suchen eine Ferienwohnung an der Ostsee im Juli.')).toEqual([4, 2, 2, [4, 9]]);
    expect(party('Noi e i bambini di 3 e 6 anni vorremmo andare in Sardegna a giugno.')).toEqual([4, 2, 2, [3, 6]]);
  });

  it('counts each person of a list with ages in brackets once, names in lower case too', () => {
    expect(party('nach rom im mai: mein mann (41), ich und die kleine (5)')).toEqual([3, 2, 1, [5]]);
    expect(party('a roma a maggio: mia moglie (39), io e giulia (7)')).toEqual([3, 2, 1, [7]]);
    expect(party('Roma en mayo: mi abuela (81), mi madre y yo')).toEqual([3, 3, null, []]);
    expect(party('ROME IN MAY: MY MUM (74), MY SISTER AND ME')[0]).toBe(3);
  });

  it('reads "my son", "my daughter" of a writer old enough to have grown children as an adult', () => {
    expect(party("I'm 74 and travelling with my son to Vienna in May.").slice(0, 2)).toEqual([2, 2]);
    expect(party('Ich bin 69 und fahre mit meiner Tochter im Juni nach Prag.').slice(0, 2)).toEqual([2, 2]);
    expect(party('Tenho 72 anos e vou com o meu filho a Roma em maio.').slice(0, 2)).toEqual([2, 2]);
    expect(party("I'm 34 and travelling with my son to Vienna in May.").slice(0, 3)).toEqual([2, 1, 1]);
    expect(party('Tengo 60 días libres y viajo con mi hija a Roma en mayo.').slice(0, 3)).toEqual([2, 1, 1]);
  });
});
