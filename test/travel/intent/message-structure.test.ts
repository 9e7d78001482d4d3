import { describe, expect, it } from 'vitest';
import { chatTurns } from '../../../src/travel/intent/chat-thread.js';
import { messageParts } from '../../../src/travel/intent/discourse.js';
import { namesField } from '../../../src/travel/intent/labels.js';
import type { Lang } from '../../../src/travel/intent/language.js';
import { isRelayed } from '../../../src/travel/intent/perspective.js';
import { signatureLines } from '../../../src/travel/intent/signature.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { parseRequest, placesOf } from './read-request.js';

const parts = (text: string, lang: Lang) => Object.fromEntries(messageParts(text, lang).map((p) => [p.role, p.text.replace(/\s+/g, ' ').trim()]));
const lines = (text: string) => text.split('\n').map((l) => l.trim());

describe('a signature is known by its form and read by nobody', () => {
  it.each([
    [
      'under a sign-off, a name opens it: company, address and phone follow',
      'Rome in May.\nBest regards,\nAnn Lee\nLee Freight Ltd\n14 Bath Road, Bristol BS1 4QA\nTel +44 117 496 0321',
      [1, 2, 3, 4, 5],
    ],
    ['under the "-- " delimiter', 'Rome in May.\n--\nAnn Lee | Lee Consulting, Leeds', [1, 2]],
    ['a closing paragraph of a name and contact data, with no sign-off', 'Rome in May.\n\nAnn Lee\nLee Consulting, Leeds\nM: 07700 900123', [2, 3, 4]],
  ])('%s', (_, text, expected) => {
    expect([...signatureLines(lines(text))].sort((a, b) => a - b)).toEqual(expected);
  });

  it('the writer’s own lines stay: a postscript, a question, a paragraph without contact data', () => {
    expect([...signatureLines(lines('Rome in May.\nThanks,\nAnn\nP.S. we also need a car'))]).toEqual([]);
    expect([...signatureLines(lines('Rome in May.\n\nAnn Lee\nWe would leave from Leeds'))]).toEqual([]);
  });

  it('places and numbers of a signature are no part of the request (en, fr, de, it, pt)', () => {
    expect(
      placesOf(
        'Hello,\n\nVienna from 10 to 15 April for two.\n\nKind regards,\nPeter Hall\nSales Director, Lincoln Freight Ltd\n14 Victoria Road, Bristol BS1 4QA\nTel +44 117 496 0321',
      ).goes,
    ).toEqual(['Vienna']);
    expect(
      placesOf('Bonjour,\nLisbonne du 12 au 16 mars, départ de Lyon.\nCordialement,\nSophie Martin\nCabinet Marseille Conseil\n04 91 55 12 34').goes,
    ).toEqual(['Lisbon']);
    expect(placesOf('Hallo,\nvom 14. bis 21. August nach Kreta.\nViele Grüße\nMarkus Weber\nWeber & Söhne GmbH\nHauptstraße 5, 80331 München').goes).toEqual([
      'Crete',
    ]);
    expect(
      placesOf('Buongiorno, Parigi dal 19 al 21 marzo.\nCordiali saluti\nGiulia Bianchi\nStudio Legale Verona & Partners\nVia Roma 10, 20121 Milano').goes,
    ).toEqual(['Paris']);
    expect(placesOf('Olá, Florianópolis de 10 a 15 de março.\nAbraços,\nRicardo Souza\nSouza Turismo Ltda. – Campinas/SP\n(19) 99876-5432').goes).toEqual([
      'Florianópolis',
    ]);
  });
});

describe('a forwarded mail’s header opens a quoted message without a separator', () => {
  it('"Von: / Gesendet: / Betreff:" starts the older message: the writer’s words win', () => {
    const text =
      'Doch lieber Hamburg statt Berlin.\n\nVon: Anna Schmidt\nGesendet: Montag, 12. Januar 2026 09:30\nBetreff: Städtereise\n\nBerlin, 3 Nächte ab 6. März, Abfahrt in Köln.';
    const p = parts(text, 'de');
    expect(p.newest).toBe('Doch lieber Hamburg statt Berlin.');
    expect(p.quoted).toBe('Berlin, 3 Nächte ab 6. März, Abfahrt in Köln.');
    expect(parseRequest(text).effective_input.departure_window?.[0]).toBe('2026-03-06');
  });

  it('a form’s "De: / Para:" lines are no mail header', () => {
    expect(parts('De: Lisboa\nPara: Roma\nDatas: maio', 'pt').quoted).toBeUndefined();
  });
});

describe('a pasted chat thread: the last turn is the wish, earlier turns fill what it leaves unsaid', () => {
  const isField = (label: string) => namesField(label);

  it('speakers who speak again make a thread; a form’s labels do not', () => {
    const thread = ['[18:02] Jen: Prague in May?', '[18:05] Mark: too cold, Lisbon', '[18:07] Jen: ok Lisbon, 4 of us'];
    expect(chatTurns(thread, isField).map((t) => t.line)).toEqual([0, 1, 2]);
    expect(chatTurns(['From: Leeds', 'Destination: Rome', 'Dates: May'], isField)).toEqual([]);
    expect(chatTurns(['Jen: Prague?', 'Mark: Lisbon'], isField)).toEqual([]);
    expect(chatTurns(['User: Rome in May', 'Assistant: for how many?'], isField)).toHaveLength(2);
  });

  it.each<[string, Lang, string[]]>([
    [
      'Pasting our chat:\n[18:02] Jen: what about Prague in May?\n[18:05] Mark: too cold, I’d rather Lisbon\n[18:07] Jen: ok Lisbon then, 4 of us\nFlights from Dublin?',
      'en',
      ['Lisbon'],
    ],
    ['Te paso el chat:\nAna: ¿Cancún en abril?\nLuis: mejor Punta Cana\nAna: vale, Punta Cana, 7 noches', 'es', ['Punta Cana']],
    ['Conversa do grupo:\n- Bia: Porto ou Lisboa?\n- Leo: Porto!\n- Bia: fechado, Porto, 3 noites', 'pt', ['Porto']],
  ])('%s', (text, lang, goes) => {
    expect(placesOf(text).goes).toEqual(goes);
    expect(parts(text, lang).quoted).toBeDefined();
  });

  it('what the last turn leaves unsaid comes from an earlier one', () => {
    const p = parseRequest('Ana: ¿Cancún en abril?\nLuis: mejor Punta Cana\nAna: vale, Punta Cana, 7 noches');
    expect(p.effective_input.departure_window).toEqual(['2026-04-01', '2026-04-30']);
  });
});

describe('self-corrections: the later value of a field wins', () => {
  it.each([
    ['Madeira for 10 nights in May, actually make it 12 nights.', 13],
    ['Vamos a Roma 5 días en mayo, perdón, 6 días.', 6],
  ])('%s', (text, days) => {
    expect(parseRequest(text).effective_input.trip_length_days).toBe(days);
  });

  it('an apology between two months keeps the later one', () => {
    expect(parseRequest('Salvador 7 noites em julho, melhor dizendo, em agosto').effective_input.departure_window).toEqual(['2026-08-01', '2026-08-31']);
  });
});

describe('whose trip: a relayed principal stands where the writer stands', () => {
  it.each([
    ['User is looking for Rome for herself and her two sons.', true],
    ['Mme Dupont souhaite partir à Rome avec ses deux enfants.', true],
    ['Meine Chefin, Frau Keller, möchte nach Rom.', true],
    ['My boss said I need a break, so I want Rome with my kids.', false],
    ['We want Rome with our two kids.', false],
  ])('%s', (text, relayed) => {
    expect(isRelayed(tokenize(text))).toBe(relayed);
  });

  it.each([
    ['User is looking for a week in Tenerife for herself and her two teenage sons.', 3],
    ['Mi cliente quiere ir a Roma con sus dos hijos.', 3],
    ['O cliente quer ir a Roma com os seus dois filhos.', 3],
    ['The user is asking for a trip for her family (husband, herself and two kids aged 6 and 10) to Okinawa.', 4],
    ['Rome in May for me and two kids aged 6 and 10.', 3],
  ])('%s', (text, n) => {
    expect(parseRequest(text).details.party.travellers).toBe(n);
  });

  it('a trip given as a present is the relatives’ alone; "solo" before a count means only', () => {
    expect(parseRequest('Mis abuelos cumplen 50 años y les queremos regalar un viaje a Acapulco, solo ellos dos.').details.party.travellers).toBe(2);
    expect(parseRequest('Viajo solo a Roma en mayo').details.party.travellers).toBe(1);
    expect(parseRequest('3 noites em Lisboa em maio, só eu.').details.party.travellers).toBe(1);
    expect(parseRequest('solo trip to Lombok, Aug 10-24').details.party.travellers).toBe(1);
    expect(parseRequest('User: solo, 28, wants Bali for 14 nights').details.party.travellers).toBe(1);
  });

  it('where the writer stays behind is no place to go', () => {
    const r = placesOf('Un séjour pour mes parents à Nice en septembre. Moi je reste à Paris, eux partent de Strasbourg.');
    expect(r.goes).toEqual(['Nice']);
    expect(r.origin).toBe('Strasbourg');
  });
});

describe('where the flight lands', () => {
  it('an airport landed at is a stop on the way when the trip goes elsewhere', () => {
    const p = parseRequest('We land at KIX on 3 May, then a week in Kyoto.');
    expect(p.hard_places.map((x) => x.name)).toEqual(['Kyoto']);
  });

  it('the airport of the city the trip goes to is no stop; a connection is', () => {
    const p = parseRequest('Visiting my sister in Osaka in October, flying out of Vancouver via Tokyo, landing at KIX.');
    expect(p.hard_places.map((x) => x.name)).toEqual(['Osaka']);
    expect(p.details.via.map((x) => x.name)).toEqual(['Tokyo']);
    expect(parseRequest('Voamos de Recife com conexão em Lisboa e ficamos 12 dias em Paris.').details.via.map((x) => x.name)).toEqual(['Lisbon']);
  });

  it('a city flown into is a place the trip goes to', () => {
    expect(placesOf('Flying into Genoa from Edinburgh, then 4 nights in Portofino.').goes).toEqual(['Genoa', 'Portofino']);
  });

  it('an airport flown to beside the place visited is no destination', () => {
    expect(placesOf('Visiting our daughter in Cambridge; we fly from Boston to Heathrow on 21 July.').goes).toEqual(['Cambridge']);
  });
});
