import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/travel/intent/language.js';
import { partyDoubt } from '../../../src/travel/intent/party-doubt.js';
import { readParty } from '../../../src/travel/intent/party.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';

const party = (text: string, lang: Lang) => {
  const p = readParty(tokenize(text), lang, () => false);
  return { travellers: p.travellers, adults: p.adults, children: p.children };
};
const doubt = (text: string, lang: Lang) => {
  const toks = tokenize(text);
  return partyDoubt(
    text,
    toks,
    lang,
    readParty(toks, lang, () => false),
  );
};

describe('the party as a sum of counted groups', () => {
  it('adds pupils as children and their teachers or staff as adults', () => {
    expect(party('a school trip for 30 pupils aged 11-12 and 3 teachers', 'en')).toEqual({ travellers: 33, adults: 3, children: 30 });
    expect(party('sortie scolaire : 27 élèves de 10 à 11 ans et 3 accompagnateurs', 'fr')).toEqual({ travellers: 30, adults: 3, children: 27 });
    expect(party('viaje de estudios con 35 alumnos de 14-15 años y 3 profesores', 'es')).toEqual({ travellers: 38, adults: 3, children: 35 });
    expect(party('Klassenfahrt mit 22 Schüler*innen (12-13 Jahre) und 2 Lehrkräfte', 'de')).toEqual({ travellers: 24, adults: 2, children: 22 });
    expect(party('gita con 20 alunni di 12-13 anni e 2 insegnanti', 'it')).toEqual({ travellers: 22, adults: 2, children: 20 });
    expect(party('visita de estudo com 25 alunos de 13-14 anos e 3 professores', 'pt')).toEqual({ travellers: 28, adults: 3, children: 25 });
  });

  it('adds the counted roles of a company group', () => {
    expect(party('our offsite: 12 employees + 3 managers', 'en')).toMatchObject({ travellers: 15, adults: 15 });
    expect(party('séminaire : 18 collaborateurs et 2 directeurs', 'fr')).toMatchObject({ travellers: 20, adults: 20 });
    expect(party('somos 10 empleados y 2 directivos', 'es')).toMatchObject({ travellers: 12, adults: 12 });
    expect(party('20 Mitarbeiter:innen und 4 Führungskräfte', 'de')).toMatchObject({ travellers: 24, adults: 24 });
    expect(party('convention: 30 agenti + 5 area manager', 'it')).toMatchObject({ travellers: 35, adults: 35 });
  });

  it('reads a count bound to a room as the room, not as people', () => {
    expect(party('10 colleagues, and a meeting room for 25 people', 'en')).toMatchObject({ travellers: 10 });
    expect(party('15 collaborateurs. Une salle pour 40 personnes.', 'fr')).toMatchObject({ travellers: 15 });
    expect(party('8 Kollegen, dazu ein Seminarraum für ca. 20 Personen', 'de')).toMatchObject({ travellers: 8 });
    expect(party('12 colleghi e una sala riunioni per 30 persone', 'it')).toMatchObject({ travellers: 12 });
    expect(party('20 pupils aged 9-10 and 2 teachers, rooms of 4 for the pupils', 'en')).toMatchObject({ travellers: 22, adults: 2 });
  });

  it('reads a smaller count of the same people in a later sentence as some of them, not more', () => {
    expect(party('offsite for 24 employees in May. Two colleagues use wheelchairs.', 'en')).toMatchObject({ travellers: 24 });
    expect(party('30 élèves de 12-13 ans et 3 professeurs. 2 élèves sont allergiques.', 'fr')).toEqual({ travellers: 33, adults: 3, children: 30 });
    expect(party('40 empleados. 3 empleados llevan silla de ruedas.', 'es')).toMatchObject({ travellers: 40 });
    expect(party('wir sind 2 Erwachsene und 2 Kinder (4, 7)', 'de')).toEqual({ travellers: 4, adults: 2, children: 2 });
  });

  it('makes the rest of a stated total adults when the named adults fall short of it', () => {
    expect(party('a family of 6 (three kids and grandpa)', 'en')).toEqual({ travellers: 6, adults: 3, children: 3 });
    expect(party('9 colleghi più 3 dalla direzione, quindi 12 persone', 'it')).toMatchObject({ travellers: 12, adults: 12 });
  });
});

describe('coordinated and abbreviated parties', () => {
  it('reads some of the writer’s people joined to the writer', () => {
    expect(party('me n 2 of my friends', 'en')).toMatchObject({ travellers: 3, adults: 3 });
    expect(party('me and three of my mates', 'en')).toMatchObject({ travellers: 4 });
    expect(party('two of my friends loved Lisbon', 'en')).toMatchObject({ travellers: null });
  });

  it('reads familiar nouns of partners and children', () => {
    expect(party('me and the missus', 'en')).toMatchObject({ travellers: 2 });
    expect(party('me and my wife and our two lads, 8 and 11', 'en')).toEqual({ travellers: 4, adults: 2, children: 2 });
    expect(party('somos 2 adultos y 1 nena de 5', 'es')).toEqual({ travellers: 3, adults: 2, children: 1 });
    expect(party('eu e meu sócio', 'pt')).toMatchObject({ travellers: 2 });
  });

  it('reads the writer\'s party counted in figures after its pronoun, and children added with "plus" to it', () => {
    expect(party('Qui : nous 2 + les jumeaux (3 ans)', 'fr')).toEqual({ travellers: 4, adults: 2, children: 2 });
    expect(party('chi: noi 2 + i bambini (4, 9)', 'it')).toEqual({ travellers: 4, adults: 2, children: 2 });
    expect(party('quiénes: nosotros 3, salida desde Bilbao', 'es')).toMatchObject({ travellers: 3 });
    expect(party('pour nous 2 chambres', 'fr')).toMatchObject({ travellers: null });
  });

  it('counts the whole party after "for" and a pronoun or article', () => {
    expect(party('1200 € pour nous trois', 'fr')).toMatchObject({ travellers: 3 });
    expect(party('presupuesto 900 € para los dos.', 'es')).toMatchObject({ travellers: 2 });
    expect(party('Budget 2000 € für uns vier', 'de')).toMatchObject({ travellers: 4 });
    expect(party('1000 euro per noi tre', 'it')).toMatchObject({ travellers: 3 });
    expect(party('for the 3 nights', 'en')).toMatchObject({ travellers: null });
  });

  it('reads no party from a time or a date in figures after "à" or "a"', () => {
    expect(party('2 adultes, départ le 12/03 à 14h30', 'fr')).toMatchObject({ travellers: 2 });
    expect(party('Datas: 10/02 a 20/02. Pessoas: 2 adultos', 'pt')).toMatchObject({ travellers: 2 });
  });

  it('keeps a list line apart from the count before it', () => {
    expect(party('Noches: 5 - Personas: 3 adultos', 'es')).toMatchObject({ travellers: 3 });
  });
});

describe('people named who do not travel', () => {
  it('counts no one denied right before their name', () => {
    expect(party('Florence — not my aunt, the city! just me and my husband', 'en')).toMatchObject({ travellers: 2 });
    expect(party('Venise, pas ma cousine hein, juste ma femme et moi', 'fr')).toMatchObject({ travellers: 2 });
  });

  it('counts no one where the verb of living comes first', () => {
    expect(party('salimos de Lyon, donde vive nuestra hija; mi marido y yo', 'es')).toMatchObject({ travellers: 2 });
    expect(party('partenza da Torino, dove abita nostro figlio; io e mia moglie', 'it')).toMatchObject({ travellers: 2 });
  });

  it('reports someone whose coming is left open instead of counting them', () => {
    expect(party('my husband and I, and my sister might join', 'en')).toMatchObject({ travellers: 2 });
    expect(doubt('my husband and I, and my sister might join', 'en')).toBe('my sister');
    expect(party('mon mari et moi ; peut-être aussi ma mère', 'fr')).toMatchObject({ travellers: 2 });
    expect(doubt('Mi novio y yo; quizás también mi hermana.', 'es')).toBe('mi hermana');
    expect(party('ich und meine Frau, vielleicht auch meine Mutter', 'de')).toMatchObject({ travellers: 2 });
    expect(party('io e mio marito, forse anche mia suocera', 'it')).toMatchObject({ travellers: 2 });
    expect(doubt('eu e o meu marido, talvez a minha irmã', 'pt')).toBe('a minha irmã');
    expect(doubt('my husband and I', 'en')).toBeNull();
  });

  it('counts a repeated relative once', () => {
    expect(party('llevo a mis padres a Cusco. Mis padres tienen 70 años', 'es')).toMatchObject({ travellers: 3 });
  });

  it('reads Italian "prima" as "first", not as a cousin', () => {
    expect(party('io e mio marito, la prima vacanza insieme', 'it')).toMatchObject({ travellers: 2 });
    expect(party('viajo con mi prima', 'es')).toMatchObject({ travellers: 2 });
  });

  it('takes the writer along when named after "for" with a companion', () => {
    expect(party('para mim e para a minha esposa', 'pt')).toMatchObject({ travellers: 2 });
    expect(party('für mich und meine Schwester', 'de')).toMatchObject({ travellers: 2 });
  });
});

describe('the writer alone', () => {
  it('reads one traveller from a first-person singular verb when no one else is named', () => {
    expect(party('I need a hotel in Lyon for the trade fair, 3 nights', 'en')).toMatchObject({ travellers: 1, adults: 1 });
    expect(party('Je pars à Nantes le 4 mai pour une semaine', 'fr')).toMatchObject({ travellers: 1 });
    expect(party('Quiero viajar a Lima en marzo, diez días', 'es')).toMatchObject({ travellers: 1 });
    expect(party('Ich fliege im Mai nach Porto und brauche ein Hotel', 'de')).toMatchObject({ travellers: 1 });
    expect(party('Vorrei andare a Vienna a dicembre', 'it')).toMatchObject({ travellers: 1 });
    expect(party('Quero ir a Paris em junho', 'pt')).toMatchObject({ travellers: 1 });
  });

  it('reads no one from the first person beside a plural, a group or the people it is for', () => {
    expect(party('I want to plan a trip to Rome for my parents', 'en')).toMatchObject({ travellers: 2 });
    expect(party('Salimos de Madrid; quiero ir a Roma', 'es')).toMatchObject({ travellers: null });
    expect(party('Je veux partir à Rome, on aime les musées', 'fr')).toMatchObject({ travellers: null });
    expect(party('I need a hotel for a family trip to Rome', 'en')).toMatchObject({ travellers: null });
    expect(party('Vorremmo andare a Vienna, vorrei vedere il Prater', 'it')).toMatchObject({ travellers: null });
  });

  it('leaves out a relative in hospital or whom the writer stays with', () => {
    expect(party('mon frère est hospitalisé à Lille et je pars le voir', 'fr')).toMatchObject({ travellers: 1 });
    expect(party('mio padre è ricoverato a Bari, parto domani', 'it')).toMatchObject({ travellers: 1 });
    expect(party('Je pars à Lyon, je logerai chez mon oncle', 'fr')).toMatchObject({ travellers: 1 });
  });

  it('reads a day of the month after "a", not a party', () => {
    expect(party('preciso de voo a 14 e regresso a 28, vou sozinho', 'pt')).toMatchObject({ travellers: 1 });
    expect(party('vamos a 4 para Lisboa', 'pt')).toMatchObject({ travellers: 4 });
  });
});

describe('a count bound to its head noun', () => {
  it('multiplies groups of a stated size and leaves their adults untold', () => {
    expect(party('on sera 3 familles de 5 au camping', 'fr')).toEqual({ travellers: 15, adults: null, children: null });
    expect(party('vamos dos familias de cuatro', 'es')).toEqual({ travellers: 8, adults: null, children: null });
    expect(party('drei Familien mit je 3 Personen', 'de')).toEqual({ travellers: 9, adults: null, children: null });
    expect(party('somos 2 famílias de 5 pessoas', 'pt')).toEqual({ travellers: 10, adults: null, children: null });
  });

  it('says nothing of the size of families counted without it', () => {
    expect(party('siamo 2 famiglie e cerchiamo una villa', 'it').travellers).toBeNull();
  });

  it('binds a count to its noun past the words describing it', () => {
    expect(party('we are three old school friends', 'en').travellers).toBe(3);
    expect(party('wir sind drei befreundete Ehepaare', 'de')).toMatchObject({ travellers: 6, adults: 6 });
    expect(party('three elderly brothers want a quiet week', 'en')).toMatchObject({ travellers: 3, adults: 3 });
  });

  it('does not bind a family total across "with" to the children named after it', () => {
    expect(party('a family of 6 with kids aged 2, 4 and 9', 'en')).toEqual({ travellers: 6, adults: 3, children: 3 });
  });

  it('reads a count bound to a meal or a feast as its guests, not the party', () => {
    expect(party('there is a barbecue for 25 people on the Saturday; it is me and my husband', 'en').travellers).toBe(2);
    expect(party('un repas pour 40 personnes le samedi, nous serons 3', 'fr').travellers).toBe(3);
    expect(party('la boda es para 150 invitados y vamos mi novio y yo', 'es').travellers).toBe(2);
  });

  it('joins a bare relative to the writer with "+" as with "and"', () => {
    expect(party('10 nights in Bali, me + hubby', 'en')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('eu + namorada, Lisboa em junho', 'pt')).toMatchObject({ travellers: 2, adults: 2 });
    expect(party('me + wifey, 3 nights, the cat is staying with my sister', 'en')).toMatchObject({ travellers: 2, adults: 2 });
  });

  it('takes a smaller count in a later sentence as some of the party', () => {
    expect(party('We are 5 old friends on a walking tour. Two of us are vegetarian.', 'en').travellers).toBe(5);
  });
});
