import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { readersStatus } from '../../../src/travel/intent/understanding.js';

/** Holidays beside the dates said, numbers whose head is no trip fact, package lengths, repeated themes and money magnitudes. */
const gazetteer = loadGazetteer();
const parse = (text: string) => parseIntent({ user_request: text, reference_date: '2026-03-04' }, { now: () => new Date('2026-03-04T12:00:00Z'), gazetteer });
const codes = (text: string) => parse(text).understanding.unresolved.map((u) => u.code);

describe('a holiday beside the dates said', () => {
  it('agrees with days around it: a refinement, read as dated', () => {
    for (const text of ['Madrid over Holy Week, 29 March to 4 April, 2 of us from Bilbao.', 'Silvester in Hamburg vom 30.12. bis 2.1., zu dritt aus Bern.']) {
      const u = parse(text).understanding;
      expect(u.status, text).toBe('complete');
      expect(
        u.unresolved.map((x) => x.code),
        text,
      ).not.toContain('event_dates_unknown');
    }
  });
  it('contradicts days far from it: reported, partial', () => {
    for (const text of ['Natale a Praga, dal 3 al 7 giugno, in due da Verona.', 'Pâques à Séville, du 10 au 14 octobre, à deux depuis Lille.']) {
      expect(codes(text), text).toContain('unread_date_words');
      expect(readersStatus(parse(text).understanding), text).toBe('partial');
    }
  });
  it('said as the return after a holiday with its year, is the next one after it', () => {
    const d = parse("Partiamo il giovedì santo 2027 e rientriamo il lunedì dell'Angelo, in tre da Genova a Valencia.").details;
    expect([d.date_window.start, d.date_window.end]).toEqual(['2027-03-25', '2027-03-29']);
  });
  it('governed by "before" or "after" places the trip and is no conflict', () => {
    expect(codes('Dopo Pasqua, dal 20 al 24 aprile, in due da Verona a Praga.')).not.toContain('unread_date_words');
  });
});

describe('numbers whose head is no trip fact', () => {
  it('reads the seats or berths of a vehicle or a lodging as its capacity, not the party', () => {
    for (const [text, travellers] of [
      ['On a loué un minibus de 9 places, nous sommes 6, de Rennes à Bruxelles du 4 au 8 mai.', 6],
      ['We are 7 adults and want a cottage that sleeps 10, Edinburgh to Inverness, 12 to 15 June.', 7],
      ['Camper con 4 posti letto? No: pulmino da 12 posti, siamo 8 da Parma a Graz dal 2 al 6 giugno.', 8],
    ] as const) {
      const r = parse(text);
      expect(r.details.party.travellers, text).toBe(travellers);
      expect(
        r.understanding.unresolved.filter((u) => u.code === 'unread_number'),
        text,
      ).toEqual([]);
    }
  });
  it('keeps seats said without a thing they belong to for the party reader', () => {
    expect(codes('Il nous faut 3 places pour Nice le 9 mai depuis Paris.')).not.toContain('aside_number');
  });
  it('takes a multiplier before the unit as part of the number, and vehicles and ages said with their month as no party', () => {
    for (const text of [
      'La moto ha 90mila km, meglio il treno: da Pisa a Zurigo in 2, 3 notti dal 5 maggio.',
      'Vamos 5 de Quito a Cuenca del 3 al 7 de agosto, alquilamos 2 jeeps.',
      'Mein Vater wird im Juni 75, wir fahren zu zweit von Bonn nach Genf, 4 Nächte ab 10. Juni.',
    ]) {
      expect(codes(text), text).not.toContain('unread_number');
      expect(codes(text), text).toContain('aside_number');
    }
  });
});

describe('numbers that name, not count', () => {
  it("reads a road's number and a day after its noun inside the window as accounted for", () => {
    for (const text of [
      'Pensamos en la Ruta 3 en febrero, dos semanas desde Bariloche, somos tres.',
      'Vamos a Roma de 20 a 27 de dezembro, somos 2 saindo de Faro, e o almoço do dia 25 é em família.',
    ]) {
      expect(codes(text), text).not.toContain('unread_number');
      expect(readersStatus(parse(text).understanding), text).toBe('complete');
    }
  });
  it('keeps a day after its noun outside the window reported', () => {
    const text = 'Vamos a Roma de 20 a 23 de dezembro, somos 2 saindo de Faro, e o almoço do dia 25 é em família.';
    expect(codes(text)).toContain('unread_date_words');
    expect(readersStatus(parse(text).understanding)).toBe('partial');
  });
});

describe('trip facts in forms not read before', () => {
  it("reads a tour package's nights and days written against their counts", () => {
    expect(parse('Jaipur 3N/4D from 9 Nov, 2 of us from Mumbai.').details.trip_length.days).toBe(4);
    expect(parse('Kochi 5 nyts from 9 Nov, 2 of us from Chennai.').details.trip_length.days).toBe(6);
    expect(parse('2 naechte in Linz ab 4.5., zu zweit aus Passau').details.trip_length.days).toBe(3);
  });
  it('reads thousands written "Tsd." as money', () => {
    const d = parse('Bis 3,5 Tsd. Euro zu zweit, zehn Tage Sizilien im Mai, ab Graz.').details;
    expect(d.budget.amount).toBe(3500);
  });
  it('reads a theme named again, capitalised, as the theme', () => {
    expect(codes('Diving week in Sharm from 2 May, 2 of us, both PADI Open Water, from Leeds.')).not.toContain('unread_name');
  });
});

describe('ordinary words before the head of a feature name it', () => {
  it('reports the name no place bears, though each of its words is an ordinary word', () => {
    const u = parse('A cottage in the Hunter Valley in June, coming up from Sydney.').understanding;
    expect(u.status).toBe('partial');
    expect(u.unresolved.filter((x) => x.code === 'unread_name').map((x) => x.text)).toEqual(['Hunter Valley']);
  });

  it('leaves a known place of such words read, and ordinary capitalised words without a head alone', () => {
    expect(codes('We love the Gold Coast, a week in June from Sydney.')).not.toContain('unread_name');
    expect(codes('A week in Lisbon in June, Happy Hour every night please.')).not.toContain('unread_name');
  });
});

describe('a name written by its capitals where nothing reads it', () => {
  const unreadNames = (text: string) =>
    parse(text)
      .understanding.unresolved.filter((x) => x.code === 'unread_name')
      .map((x) => x.text);
  it('reports a run of capitalised words of French, Spanish, Italian or Portuguese whatever its words, so the request is partial', () => {
    for (const [text, name] of [
      ['Queremos uma semana nas Rías Baixas em agosto, saindo do Porto.', 'Rías Baixas'],
      ['Vorremmo vedere il Mar Morto a marzo, in due da Roma.', 'Mar Morto'],
    ] as const) {
      expect(unreadNames(text), text).toContain(name);
      expect(parse(text).understanding.status, text).toBe('partial');
    }
  });
  it('reports a German adjective written with a capital before a capitalised noun, not a noun German writes so anyway', () => {
    expect(unreadNames('Wir möchten im Juni eine Woche an die Mecklenburgische Seenplatte, ab Rostock.')).toEqual(['Mecklenburgische Seenplatte']);
    expect(unreadNames('Im Juni eine Woche nach Rostock, Anreise mit dem Auto aus Berlin.')).toEqual([]);
  });
  it('leaves a phrase written in capitals throughout alone', () => {
    expect(unreadNames('Una semana en Lisboa en junio, TODO INCLUIDO por favor.')).toEqual([]);
  });
});
