import { describe, expect, it } from 'vitest';
import { closingNegation, negates } from '../../../src/travel/intent/refusals.js';
import { parseRequest, placesOf } from './read-request.js';

/** The places a request goes to and rules out, in the order read. */
const readsPlaces = (text: string, goes: string[], not: string[]) => {
  const p = placesOf(text);
  expect(p.goes).toEqual(goes);
  expect(p.not).toEqual(not);
};

describe('a refusing predicate of the place’s clause rules the place out', () => {
  it.each<[string, string[], string[]]>([
    ['Oslo is out of the question; Bergen in June.', ['Bergen'], ['Oslo']],
    ['Marseille, très peu pour nous. Annecy en juillet.', ['Annecy'], ['Marseille']],
    ['Benidorm lo descartamos. Granada en mayo.', ['Granada'], ['Benidorm']],
    ['Sylt fällt flach. Rügen im August.', ['Rügen'], ['Sylt']],
    ['Rimini la lasciamo perdere. Gallipoli ad agosto.', ['Gallipoli'], ['Rimini']],
    ['Nem pensar em Benidorm. Lisboa em maio.', ['Lisbon'], ['Benidorm']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a refusal followed by its own place leaves the place before it alone', () => {
    expect(placesOf('Two weeks in Ireland, skipping Dublin.')).toMatchObject({ goes: ['Ireland'], not: ['Dublin'] });
  });

  it('a negated refusal (litotes) rules nothing out', () => {
    expect(placesOf('Bergen is not ruled out, and Oslo in June.').not).toEqual([]);
  });
});

describe('a verdict of cost or distance rules out the place it is said of, anywhere in its clause', () => {
  it.each<[string, string[], string[]]>([
    ['The Bergen offer for two at £3,900 is far too expensive. Trondheim in June then.', ['Trondheim'], ['Bergen']],
    ['Biarritz pour une semaine en août coûte trop cher ; Arcachon plutôt.', ['Arcachon'], ['Biarritz']],
    ['Ibiza en temporada alta está carísimo. Menorca en julio.', ['Menorca'], ['Ibiza']],
    ['Das Angebot mit Sylt für 2.900 € ist uns zu teuer. Lieber Föhr im Juli.', ['Föhr'], ['Sylt']],
    ['Capri a luglio è fuori budget. Meglio Ischia.', ['Ischia'], ['Capri']],
    ['Manaus fica longe demais. Recife em julho.', ['Recife'], ['Manaus']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a negated verdict, or one after a negating word, rules nothing out', () => {
    expect(placesOf('Lucca in May, a hotel that is not too expensive.').not).toEqual([]);
    expect(placesOf('Lucca in May, nothing too expensive.').not).toEqual([]);
  });
});

describe('the clause after a place refers back to it to refuse it', () => {
  it.each<[string, string[], string[]]>([
    ['Thanks for the Bergen idea. It is way too expensive though; Trondheim in June instead.', ['Trondheim'], ['Bergen']],
    ['Merci pour Biarritz, mais ça, c’est non. Arcachon en août.', ['Arcachon'], ['Biarritz']],
    ['La propuesta de Ibiza estaba bien, pero demasiado cara. Menorca en julio.', ['Menorca'], ['Ibiza']],
    ['Der Vorschlag mit Sylt war nett, aber zu teuer. Föhr im Juli.', ['Föhr'], ['Sylt']],
    ['Grazie per Capri, quella è fuori. Ischia a luglio.', ['Ischia'], ['Capri']],
    ['Obrigado pela ideia de Manaus, mas isso está fora. Recife em julho.', ['Recife'], ['Manaus']],
    ['Trondheim in June. Not: Bergen (too pricey for us).', ['Trondheim'], ['Bergen']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a short aside telling a visit made rules its place out', () => {
    expect(placesOf('Un fine settimana a Lucca, niente tappe a Pisa, già visitata.')).toMatchObject({ goes: ['Lucca'], not: ['Pisa'] });
    expect(placesOf('Bariloche en julio. NO: Mendoza (ya fuimos).')).toMatchObject({ goes: ['Bariloche'], not: ['Mendoza'] });
  });

  it('a clause that names its own place, or praises, refuses nothing back', () => {
    expect(placesOf('Trondheim in June. It is close to Bergen, too expensive.').goes).toEqual(['Trondheim']);
    expect(placesOf('Thanks for the Bergen idea. It is lovely, a week in June.')).toMatchObject({ goes: ['Bergen'], not: [] });
  });
});

describe('one negation and correction reader serves the roles and the chart (refusals.ts, discourse.ts)', () => {
  it.each<[string, string[], string[]]>([
    ['Cancún no, ya fuimos. Tulum en marzo.', ['Tulum'], ['Cancún']],
    ['Nach Bremen wollen wir nicht. Lieber Leipzig im Mai.', ['Leipzig'], ['Bremen']],
    ['Tampere nope, Turku in June.', ['Turku'], ['Tampere']],
    // "en plus", "or nothing": a negating word that only negates what follows says nothing of the place before it.
    ['Lyon et Dijon, Beaune en plus, une semaine en mai.', ['Lyon', 'Dijon', 'Beaune'], []],
    ['Lisbon or nothing, a week in May.', ['Lisbon'], []],
  ])('a negating particle closing the clause rules the place before it out: %s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('reads a closing particle whatever language a short request is taken for, but not a month or a word that adds', () => {
    expect(closingNegation('nem', 'es')).toBe(true);
    expect(closingNegation('nicht', 'en')).toBe(true);
    expect(closingNegation('mai', 'de')).toBe(false);
    expect(closingNegation('mai', 'it')).toBe(true);
    expect(closingNegation('plus', 'fr')).toBe(false);
    expect(negates('plus', 'fr')).toBe(true);
  });

  it.each<[string, string[]]>([
    ['Not Porto but rather Lisbon, a week in May.', ['Lisbon']],
    ['Pas Lille mais plutôt Nantes, une semaine en mai.', ['Nantes']],
  ])('a corrective conjunction gives the negated place up for the one it brings: %s', (text, goes) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual([]);
  });
});

describe('only a word of excess makes a verdict a refusal', () => {
  it.each<[string, string]>([
    ['Oporto is very expensive, four days there in May.', 'Porto'],
    ['Lyon est très cher, quatre jours là-bas en mai.', 'Lyon'],
    ['Bilbao es muy caro, cuatro días allí en mayo.', 'Bilbao'],
    ['Salzburg ist sehr teuer, vier Tage dort im Mai.', 'Salzburg'],
    ['Firenze è molto cara, quattro giorni lì a maggio.', 'Florence'],
    ['Porto é muito caro, quatro dias lá em maio.', 'Porto'],
  ])('%s', (text, place) => {
    const p = placesOf(text);
    expect(p.goes).toEqual([place]);
    expect(p.not).toEqual([]);
  });

  it('an excess degree still refuses, before or after its adjective', () => {
    expect(placesOf('Salzburg war nett, aber zu teuer. Graz im Mai.')).toMatchObject({ goes: ['Graz'], not: ['Salzburg'] });
    expect(placesOf('Mykonos (too pricey). Crete in May.')).toMatchObject({ goes: ['Crete'], not: ['Mykonos'] });
    expect(placesOf('Manaus é caro demais. Recife em julho.')).toMatchObject({ goes: ['Recife'], not: ['Manaus'] });
  });
});

describe('a verdict the traveller concedes keeps the place', () => {
  it.each<[string, string]>([
    ['Oslo is far too expensive but we are going anyway, 3 days in May.', 'Oslo'],
    ['Genève est trop chère mais on y tient, 3 jours en mai.', 'Geneva'],
    ['Ibiza es demasiado cara, pero vamos igual, 3 días en mayo.', 'Ibiza'],
    ['Zürich ist zu teuer, aber wir fahren trotzdem hin, 3 Tage im Mai.', 'Zürich'],
    ['Capri è troppo cara ma ci andiamo lo stesso, 3 giorni a maggio.', 'Capri'],
    ['Lisboa é cara demais mas vamos mesmo assim, 3 dias em maio.', 'Lisbon'],
  ])('%s', (text, place) => {
    const p = placesOf(text);
    expect(p.goes).toEqual([place]);
    expect(p.not).toEqual([]);
  });

  it('a verdict put as a question and denied right after keeps the place', () => {
    expect(placesOf('Oslo is too expensive? Nope, it is fine. 3 days in May.')).toMatchObject({ goes: ['Oslo'], not: [] });
    expect(placesOf('Oslo is too expensive. 3 days in Bergen in May.').not).toEqual(['Oslo']);
  });

  it('a concession after another place is about that one', () => {
    expect(placesOf('Oslo is too expensive, Bergen we want anyway, in May.').not).toEqual(['Oslo']);
  });
});

describe('a verdict on a part of the trip bound for a place is no refusal of the place', () => {
  it.each<[string, string[]]>([
    ['Lyon or Nantes for 3 days; the trains to Nantes are too expensive.', ['Lyon', 'Nantes']],
    ['Rennes ou Nantes, 3 jours ; les hôtels à Nantes sont trop chers.', ['Rennes', 'Nantes']],
    ['Köln oder Bremen, 3 Tage; die Flüge nach Bremen sind zu teuer.', ['Köln', 'Bremen']],
  ])('%s', (text, goes) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual([]);
  });

  it('a verdict on flights bound for a place leaves flying open; one on flying itself rules it out', () => {
    expect(parseRequest('Lyon or Nantes for 3 days; the flights to Nantes are too expensive.').details.travel_modes.flight_ruled_out).toBe(false);
    expect(parseRequest('Nantes for 3 days in May, flights are too expensive.').details.travel_modes.flight_ruled_out).toBe(true);
  });

  it('a trip to the place too dear still refuses it', () => {
    expect(placesOf('A week in Bremen is too expensive. Köln in May.')).toMatchObject({ goes: ['Köln'], not: ['Bremen'] });
  });
});

describe('a parenthesis of the clause that closes with a refusal refuses its topic', () => {
  it.each<[string, string[], string[]]>([
    ['Die Idee mit Kreta ist teuer (4.200 € für 5 Tage, kommt nicht in Frage). Rhodos im Mai.', ['Rhodes'], ['Crete']],
    ['The Oslo plan got pricey (£3,000 for four days, no way). Bergen in May.', ['Bergen'], ['Oslo']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('an aside that refuses nothing leaves the place', () => {
    expect(placesOf('Bergen is lovely (we went in 2019, a great week). Oslo in May.').not).toEqual([]);
  });
});

describe('a clause refers back by a pronoun or a verb without subject, not by an article', () => {
  it('an article opens a clause about its own noun', () => {
    expect(placesOf('Cuatro días en Málaga. La playa es demasiado cara.').not).toEqual([]);
    expect(placesOf('Menorca en julio. La idea de Ibiza estaba bien, pero es demasiado cara.').not).toEqual(['Ibiza']);
  });
});

describe('a place named instead of a refused one is not refused with it', () => {
  it.each<[string, string, string]>([
    ['Scrap Madrid, Valencia in June instead, from Leeds', 'Valencia', 'Madrid'],
    ['On oublie Rome, Naples à la place, en juin depuis Lille', 'Naples', 'Rome'],
    ['Olvidamos Roma, Nápoles en su lugar, en junio desde Bilbao', 'Naples', 'Rome'],
    ['Vergiss Rom, Neapel stattdessen, im Juni ab Köln', 'Naples', 'Rome'],
    ['Dimentica Roma, Napoli invece, a giugno da Torino', 'Naples', 'Rome'],
    ['Esquece Roma, Nápoles em vez disso, em junho saindo de Faro', 'Naples', 'Rome'],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual([goes]);
    expect(p.not).toEqual([not]);
  });

  it('"instead" past a comma opens the next phrase: the list before it stays refused', () => {
    const p = placesOf('Not Madrid or Valencia, instead Seville in June, from Leeds');
    expect(p.goes).toEqual(['Sevilla']);
    expect(p.not).toEqual(['Madrid', 'Valencia']);
  });
});

describe('a verb of not being drawn to a place rules it out', () => {
  it.each<[string, string[], string[]]>([
    ['Biarritz ne nous attire pas, plutôt Arcachon.', ['Arcachon'], ['Biarritz']],
    ['Benidorm no nos convence, mejor Granada.', ['Granada'], ['Benidorm']],
    ['Sylt reizt uns nicht, lieber Föhr.', ['Föhr'], ['Sylt']],
    ['Rimini non ci convince, meglio Cesenatico.', ['Cesenatico'], ['Rimini']],
    ['Recife não nos atrai, pensamos em Natal.', ['Natal'], ['Recife']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });
});

describe('a negation after "why" puts its place forward', () => {
  it.each<[string, string]>([
    ['Why not Porto? Four days in May.', 'Porto'],
    ['Pourquoi pas le Monténégro en juin ?', 'Montenegro'],
    ['¿Por qué no Oporto? Cuatro días en mayo.', 'Porto'],
    ['Warum nicht Dresden? Vier Tage im Mai.', 'Dresden'],
    ['Perché non Bari? Quattro giorni a maggio.', 'Bari'],
    ['Por que não Recife? Quatro dias em maio.', 'Recife'],
  ])('%s', (text, place) => {
    expect(placesOf(text)).toMatchObject({ goes: [place], not: [] });
  });
});

describe('a place put as a question and answered by a visit already made is ruled out', () => {
  it.each<[string, string[], string[]]>([
    ['Croatia in June. Rovinj? Been there. Maybe Zadar.', ['Croatia', 'Zadar'], ['Rovinj']],
    ['Kreta? Kennen wir schon. Lieber Rhodos.', ['Rhodes'], ['Crete']],
    ['Bahia? Já fomos. Pensamos em Maceió.', ['Maceió'], ['Bahia']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('a visit never made neither asks for the place nor rules it out', () => {
    expect(placesOf('Neither of us has been to Japan before; Seoul in May.')).toMatchObject({ goes: ['Seoul'], not: [] });
  });
});

describe('a stay kept away from a place rules it out', () => {
  it.each<[string, string[], string[]]>([
    ['Two weeks in Vietnam, but nowhere near Hanoi or Halong Bay.', ['Vietnam'], ['Hanoi', 'Ha Long Bay']],
    ['Un gîte en Dordogne, pas près de Sarlat.', ['Dordogne'], ['Sarlat-la-Canéda']],
    ['Una casa en Asturias, no cerca de Oviedo.', ['Asturias'], ['Oviedo']],
    ['Un agriturismo in Umbria, non vicino a Perugia.', ['Umbria'], ['Perugia']],
    ['Uma casa no Alentejo, não perto de Évora.', ['Alentejo'], ['Évora']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });
});

describe('a participle of a visit made agrees with its place in gender and number', () => {
  it.each<[string, string[], string[]]>([
    ['Sardegna? Già fatta. Meglio la Puglia.', ['Apulia'], ['Sardinia']],
    ['A Bahia já foi visitada, pensamos em Maceió.', ['Maceió'], ['Bahia']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });
});

describe('a refusal carries over a list member opened by a word of any place', () => {
  it.each<[string, string[]]>([
    ['Not Rome or anywhere in Lazio.', ['Rome', 'Lazio']],
    ['Ni Sevilla ni ningún sitio de Andalucía.', ['Sevilla', 'Andalusia']],
    ['Nicht Wien und auch nicht irgendwo in Niederösterreich.', ['Vienna', 'Lower Austria']],
    ['Nem Lisboa nem nenhum lugar no Alentejo.', ['Lisbon', 'Alentejo']],
  ])('%s', (text, not) => {
    expect(placesOf(text)).toMatchObject({ goes: [], not });
  });

  it('a word of any place after the clause ends wants the place', () => {
    expect(placesOf('Not Rome; anywhere in Lazio is fine.')).toMatchObject({ goes: ['Lazio'], not: ['Rome'] });
  });
});

describe('a word inside a refusing idiom is part of it, whatever town bears its name', () => {
  it('"ni de coña" refuses the place before it and names no place of its own', () => {
    expect(placesOf('Menorca en julio. Formentera ni de coña, que está llenísima.')).toMatchObject({ goes: ['Menorca'], not: ['Formentera'] });
  });
});

describe('a negated wish in any person rules its place out, as a relayed request says it', () => {
  it.each<[string, string[], string[]]>([
    ['Ela não quer ir a Lisboa, prefere o Porto, em maio.', ['Porto'], ['Lisbon']],
    ['Mi marido no quiere ir a Cancún, mejor Tulum en mayo.', ['Tulum'], ['Cancún']],
    ['Ellos no quieren ir a Madrid, mejor Granada, en mayo.', ['Granada'], ['Madrid']],
    ['Mia moglie non vuole andare a Roma, meglio Napoli, a maggio.', ['Naples'], ['Rome']],
    ['I miei figli non vogliono andare a Rimini, meglio Gallipoli ad agosto.', ['Gallipoli'], ['Rimini']],
  ])('%s', (text, goes, not) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual(not);
  });

  it('the wish itself, unnegated, is a place to go', () => {
    expect(placesOf('Ella quiere ir a Lisboa en mayo.')).toMatchObject({ goes: ['Lisbon'], not: [] });
  });
});

describe('a negation adverb before an ordinary word negates the word, and names no place', () => {
  it.each<[string, string[]]>([
    ['Deux couples de quinquas pas très sportifs, cinq nuits à Tours en juin.', ['Tours']],
    ['Nous voulons une semaine à Nantes en mai, pas trop cher.', ['Nantes']],
    ['Billet pas cher Nantes–Dakar en mars pour deux.', ['Dakar']],
  ])('%s', (text, goes) => {
    const p = placesOf(text);
    expect(p.goes).toEqual(goes);
    expect(p.not).toEqual([]);
  });

  it('a wished refusal closing the clause, bare or with a pronoun, rules out the places it is about', () => {
    expect(placesOf("Greek islands in September. We've heard Santorini and Mykonos are a zoo so would rather skip.").not).toEqual(['Santorini', 'Mykonos']);
    expect(placesOf("Greece in September, Santorini and Mykonos are a zoo so we'd skip them.").not).toEqual(['Santorini', 'Mykonos']);
    expect(placesOf("Je suis coincé à Montréal, mon vol vient d'être annulé. Il me faut un billet pour rentrer à Paris.").not).toEqual([]);
  });
});

describe('a negated wish to sleep in, visit or have it be the place rules the place out', () => {
  it.each<[string, string[], string[]]>([
    ['Una settimana in Umbria. Non vogliamo dormire a Orvieto.', ['Umbria'], ['Orvieto']],
    ['Una semana en Umbría, no queremos dormir en Orvieto.', ['Umbria'], ['Orvieto']],
    ['Une semaine en Ombrie, on ne veut pas dormir à Orvieto.', ['Umbria'], ['Orvieto']],
    ["A week in Umbria; we don't want to visit Orvieto.", ['Umbria'], ['Orvieto']],
    ['Una semana en México en abril, que no sea Cancún.', ['Mexico'], ['Cancún']],
  ])('%s', readsPlaces);
});

describe('a town written as a name inside an area the request names needs no cue of its own', () => {
  it.each<[string, string[], string[]]>([
    ['Una settimana in Sicilia a settembre, niente Taormina.', ['Sicily'], ['Taormina']],
    ['A week in Sicily in September, not Taormina.', ['Sicily'], ['Taormina']],
    ['A week in Sicily in September, Taormina too.', ['Sicily', 'Taormina'], []],
  ])('%s', readsPlaces);
  it('leaves a given name after "with" a companion, inside the area or not', () => {
    expect(placesOf('Sicilia a settembre con Marina e Sergio.').goes).toEqual(['Sicily']);
  });
});

describe('a refused theme holds its words', () => {
  it.each<[string, string[], string[]]>([
    ['Uma semana em Brotas. Nada de praia.', ['Brotas'], []],
    ['A week in Sicily, no beach, not Praia either.', ['Sicily'], ['Praia']],
  ])('%s', readsPlaces);
});

describe('a word refusing a name right before it is a cue that the name is a place', () => {
  it.each<[string, string[], string[]]>([
    ['Vorremmo andare in Sicilia. Niente Taormina, già vista due volte.', ['Sicily'], ['Taormina']],
    ['We want the Luberon in May. Not Gordes though, too busy.', ['Luberon'], ['Gordes']],
    ['Lake District in September. Not Windermere, it is a zoo.', ['Lake District'], ['Windermere']],
  ])('%s', readsPlaces);
  it('leaves a capitalised word after a refusal that names no place to be a word', () => {
    expect(placesOf('Not Sure where yet. A week in Sicily.').goes).toEqual(['Sicily']);
  });
});
