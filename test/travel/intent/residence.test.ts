import { describe, expect, it } from 'vitest';
import { writersSeat } from '../../../src/travel/intent/residence.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { parseRequest as parse, placesOf } from './read-request.js';

/** A place bound to a noun for the people travelling is where they live: the origin, never a place to go. */
const goes = (text: string) => parse(text).details.hard_geography.map((p) => p.name);

describe('a place bound to a person noun is the residence', () => {
  it.each([
    ['Bristol students, a week of surfing in Morocco', 'Bristol', 'Morocco'],
    ['Seattle-based couple, five days in Vancouver', 'Seattle', 'Vancouver'],
    ['a group of friends from Dublin, three nights in Prague', 'Dublin', 'Prague'],
    ['deux couples de Rennes, une semaine en Grèce', 'Rennes', 'Greece'],
    ['Amigos de Zaragoza, cuatro días en Roma', 'Zaragoza', 'Rome'],
    ['Ehepaar aus Köln sucht eine Woche Mallorca', 'Köln', 'Mallorca'],
    ['famiglia di Verona, una settimana in Grecia', 'Verona', 'Greece'],
    ['amigas de Fortaleza, cinco dias em Santiago do Chile', 'Fortaleza', 'Santiago'],
  ])('%s', (text, home, dest) => {
    const p = parse(text);
    expect(p.details.origin.name).toBe(home);
    expect(p.details.hard_geography.map((x) => x.name)).not.toContain(home);
    expect(p.details.hard_geography.map((x) => x.name)).toContain(dest);
  });

  it('a country named by its adjective is an origin country with no airport', () => {
    const p = parse('Australian family, two weeks in Japan');
    expect(p.details.origin.name).toBe('Australia');
    expect(p.details.origin.iata).toBeNull();
    expect(goes('Australian family, two weeks in Japan')).toEqual(['Japan']);
  });

  it('a person noun opening the request with "in X" is where they are: the origin when somewhere else is asked for', () => {
    expect(parse('Student in Lyon, four days in Vienna').details.origin.name).toBe('Lyon');
    expect(goes('Student in Lyon, four days in Vienna')).toEqual(['Vienna']);
  });
});

describe('a party told in the third person with its home', () => {
  it.each([
    ['Una pareja de Sevilla quiere ir a Oporto en mayo', 'Sevilla', 'Porto'],
    ['Two sisters from Denver want a week in Lisbon', 'Denver', 'Lisbon'],
    ['Tre fratelli di Bari vogliono andare a Vienna', 'Bari', 'Vienna'],
    ['Zwei Brüder aus Bremen wollen nach Prag', 'Bremen', 'Prague'],
  ])('%s', (text, home, dest) => {
    const p = parse(text);
    expect(p.details.origin.name).toBe(home);
    expect(goes(text)).toEqual([dest]);
  });
  it("a partner said with a possessive is one companion, whose town is not the trip's start", () => {
    expect(parse('Mi pareja de Valencia quiere venir a Viena conmigo').details.origin.name ?? null).not.toBe('Valencia');
  });
});

describe("a city's people named after the party's noun, as Romance adjectives go", () => {
  it.each([
    ['Un couple de retraités lyonnais cherche dix jours au Portugal', 'Lyon', 'Portugal'],
    ['Dos jubilados sevillanos buscan una semana en Oporto', 'Sevilla', 'Porto'],
    ['Tre amici torinesi vogliono andare a Berlino', 'Turin', 'Berlin'],
  ])('%s', (text, home, dest) => {
    expect(parse(text).details.origin.name).toBe(home);
    expect(goes(text)).toEqual([dest]);
  });
  it('friends the party visits are not its home', () => {
    expect(goes('Nous allons voir des amis lyonnais à Lyon')).toEqual(['Lyon']);
  });
});

describe('what a person noun does not bind', () => {
  it('a preposition of going keeps the place a destination', () => {
    expect(goes('Familie will nach Graz')).toContain('Graz');
  });
  it('a person set beside the place the writer lives or is in is where that person is, not where the trip goes', () => {
    const text = 'Eu estou em Curitiba e minha irmã em Porto Alegre; queremos ir a Gramado em novembro';
    expect(parse(text).details.origin.name).toBe('Curitiba');
    expect(goes(text)).toEqual(['Gramado']);
    expect(goes("I'm in Leeds, my brother's in Glasgow, we want to go to York in April")).toEqual(['York']);
    // Joined to a place to go, the companion travels: "with my sister in May" is no home of hers.
    expect(goes('We live in Leeds and want Rome with my sister in May')).toEqual(['Rome']);
  });
  it('a couple in a place with nowhere else named is there to visit', () => {
    expect(goes('Couple in Lisbon for three days')).toContain('Lisbon');
  });
  it('another stated origin leaves the home out of both roles', () => {
    const p = parse('Madrid couple flying from Barcelona to Athens');
    expect(p.details.origin.name).toBe('Barcelona');
    expect(p.details.hard_geography.map((x) => x.name)).toEqual(['Athens']);
  });
  it('a place only beside a person noun stays the place to go when another origin is stated and nothing else is asked for', () => {
    const p = parse('Yellowstone family road trip in July, flying from SFO');
    expect(p.details.origin.iata).toBe('SFO');
    expect(p.details.hard_geography.map((x) => x.name)).toContain('Yellowstone National Park');
  });
});

describe("a country's adjective beside a person noun", () => {
  it.each([
    ['famille suédoise, dix jours en Crète', 'Sweden'],
    ['pareja mexicana, una semana en Lisboa', 'Mexico'],
    ['Norwegische Familie, zwei Wochen Sardinien', 'Norway'],
    ['Dutch couple, five days in Rome', 'Netherlands'],
  ])('%s', (text, home) => {
    const p = parse(text);
    expect(p.details.origin.name).toBe(home);
    expect(p.details.hard_geography.map((x) => x.name)).not.toContain(home);
  });
});

describe('nouns of a booking are no party', () => {
  it.each(['Paris flights for two in May', 'Lisbon tickets, 3 seats'])('%s', (text) => {
    expect(goes(text)).toHaveLength(1);
    expect(parse(text).details.origin.name).toBeNull();
  });
});

describe('a country adjective away from any party word', () => {
  it('names an airline, not a home', () => {
    expect(parse('a one-way flight to Delhi on American Airlines').details.origin.text).toBeNull();
  });
});

describe("the origin's country as context for the money reader", () => {
  it('a word that names a property of every object is no currency sign', () => {
    expect(() => parse('Lyon couple, 3 toString to Rome')).not.toThrow();
    expect(parse('from Paris to constructor').details.origin.name).toBe('Paris');
  });
});

describe('a German couple noun names two adults', () => {
  it.each([
    ['Seniorenpaar aus Dresden, eine Woche Rhodos', 2],
    ['Junges Paar aus Bremen sucht Sonne auf Zypern', 2],
  ])('%s', (text, n) => {
    expect(parse(text).details.party.travellers).toBe(n);
  });
  it('"ein paar Tage" is a few days, not a couple', () => {
    expect(parse('ein paar Tage in Wien').details.party.travellers).toBeNull();
  });
});

describe("the writer's seat: the institution they speak for, or where they write from", () => {
  it.each([
    ["I'm a maths teacher at a primary school in Swansea and we'd like to take 25 pupils to Paris.", 'Swansea', 'Paris'],
    ['Je suis prof dans un lycée de Besançon, nous voulons emmener une classe à Berlin.', 'Besançon', 'Berlin'],
    ['Soy profesora de un colegio de Burgos y queremos ir a Londres con los alumnos.', 'Burgos', 'London'],
    ['Unsere Schule in Kassel plant eine Klassenfahrt nach Prag.', 'Kassel', 'Prague'],
    ['Lavoro in un ufficio a Brescia e vorremmo portare il team a Lisbona.', 'Brescia', 'Lisbon'],
    ['Te escribo desde Quito: queremos ir a Cartagena en julio.', 'Quito', 'Cartagena'],
    ['Je vous écris depuis Abidjan, nous voulons passer une semaine à Lisbonne.', 'Abidjan', 'Lisbon'],
  ])('%s', (text, home, dest) => {
    const p = parse(text);
    expect(p.details.origin.name).toBe(home);
    expect(goes(text)).not.toContain(home);
    expect(goes(text)).toContain(dest);
  });

  it.each([
    ['We would like to visit the university in Coimbra and then Porto.', 'Coimbra', 'en'],
    ['Nous voulons voir le lycée de Besançon où mon père a enseigné.', 'Besançon', 'fr'],
    ['Queremos conocer la universidad de Salamanca.', 'Salamanca', 'es'],
  ] as const)("an institution the trip goes to is not the writer's: %s", (text, place, lang) => {
    const toks = tokenize(text);
    const at = toks.findIndex((t) => t.raw === place);
    expect(writersSeat(toks, at, lang)).toBeNull();
  });
});

describe('a home stated by being based or settled somewhere, or by a spoken "we are"', () => {
  it.each([
    ['On est installés à Grenoble ; on cherche cinq jours à Porto en juin.', 'Grenoble', 'Porto'],
    ['Basés à Rennes, nous voulons passer une semaine à Vienne.', 'Rennes', 'Vienna'],
    ['Afincados en Zaragoza, queremos una semana en Praga.', 'Zaragoza', 'Prague'],
    ['Radicados em Campinas, queremos uma semana em Lisboa.', 'Campinas', 'Lisbon'],
    ['On est à Dijon, et on voudrait quatre jours à Lisbonne.', 'Dijon', 'Lisbon'],
    ['Tô em Belo Horizonte, queria uma semana em Lisboa.', 'Belo Horizonte', 'Lisbon'],
  ])('%s', (text, home, dest) => {
    expect(parse(text).details.origin.name).toBe(home);
    expect(goes(text)).not.toContain(home);
    expect(goes(text)).toContain(dest);
  });
});

describe('a bracketed aside between the party and its "from" leaves the home bound to the party', () => {
  it.each([
    ['Somos cinco (três adultos e duas crianças) de Goiânia, queremos ir a Lisboa em maio.', 'Goiânia', 'Lisbon'],
    ['Somos un grupo de 7 (cinco adultos y dos niños) de Córdoba y queremos ir a Lisboa.', 'Córdoba', 'Lisbon'],
  ])('%s', (text, home, dest) => {
    expect(parse(text).details.origin.name).toBe(home);
    expect(goes(text)).not.toContain(home);
    expect(goes(text)).toContain(dest);
  });
});

describe('the writer and a companion set off before "de" and a town', () => {
  it.each([
    ['queremos sossego, nada de Búzios. eu e minha namorada, de Campinas, uma semana em julho', 'Campinas'],
    ['un endroit calme, mais pas Biarritz. moi et mon mari, de Rennes, une semaine en mai', 'Rennes'],
  ])('is where the trip starts, not a place to go: %s', (text, origin) => {
    const p = placesOf(text);
    expect(p.origin).toBe(origin);
    expect(p.goes).toEqual([]);
  });
});
