import { describe, expect, it } from 'vitest';
import { readersStatus } from '../../../src/travel/intent/understanding.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** Quantity binding, party grammar, date anchoring and the accounting behind `complete`, on requests written for these mechanisms. */
const gazetteer = loadGazetteer();
const parse = (text: string, extra: Record<string, unknown> = {}) =>
  parseIntent({ user_request: text, reference_date: '2026-01-14', ...extra }, { now: () => new Date('2026-01-14T12:00:00Z'), gazetteer });
/** Each text is read as partial with `code` among what it reports. */
const expectReportedPartial = (texts: readonly string[], code: string) => {
  for (const text of texts) {
    const u = parse(text).understanding;
    expect(
      u.unresolved.map((x) => x.code),
      text,
    ).toContain(code);
    expect(u.status, text).toBe('partial');
  }
};

describe('quantities bind to their head', () => {
  it('a nightly price is not a one-night trip', () => {
    const d = parse('$250 a night for 4 nights in Chicago, me and my wife').details;
    expect(d.trip_length.days).toBe(5);
    expect(d.budget.per).toBe('night');
  });
  it('per person per day combines and totals with party and length', () => {
    const d = parse('$200 per person per day, 10 days in Lisbon, 2 of us').details;
    expect(d.budget.per).toBe('person_day');
    expect(d.budget.total_usd).toBe(4000);
  });
  it('an anniversary ordinal is not a day of the month', () => {
    const d = parse('our 10th anniversary in Rome in mid October').details;
    expect([d.date_window.start, d.date_window.end]).toEqual(['2026-10-11', '2026-10-20']);
  });
  it('a length counted from a date is a length', () => {
    expect(parse('Berlin, 3 nights from 12 February').details.trip_length.days).toBe(4);
  });
});

describe('party grammar', () => {
  for (const [text, travellers, adults, ages] of [
    ['We are 5 travelers heading to Denver', 5, null, []],
    ["It's 4 of us, looking at Lisbon", 4, null, []],
    ['family of 4 with kids 6 and 9, Orlando', 4, 2, [6, 9]],
    ['4 college friends want a week in Cancun', 4, 4, []],
    ['me + 2 friends, Berlin', 3, 3, []],
    ['6 girls going to Ibiza', 6, 6, []],
    ['Family of 4, kids are 10 and 13. Melbourne', 4, 2, [10, 13]],
  ] as const) {
    it(text, () => {
      const p = parse(text).details.party;
      expect(p.travellers).toBe(travellers);
      expect(p.adults).toBe(adults);
      expect(p.child_ages).toEqual(ages);
    });
  }
  it('our girls with their ages are children', () => {
    expect(parse('me, my husband and the girls (5 and 7) to Rome').details.party.child_ages).toEqual([5, 7]);
  });
});

describe('dates', () => {
  it('a return day without its month follows the departure', () => {
    const w = parse('flying to Boston on March 10, back on the 17th').details.date_window;
    expect([w.start, w.end]).toEqual(['2026-03-10', '2026-03-17']);
  });
  it('a start day with a length ends on the last day', () => {
    const w = parse('a hotel in Lisbon for 4 nights starting Oct 7').details.date_window;
    expect([w.start, w.end]).toEqual(['2026-10-07', '2026-10-11']);
  });
  for (const text of [
    'la deuxième semaine de juillet à Nice',
    'la segunda semana de julio en Sevilla',
    'die zweite Woche im Juli in Wien',
    'la seconda settimana di luglio a Roma',
    'a segunda semana de julho em Lisboa',
  ]) {
    it(`Nth week: ${text}`, () => {
      const w = parse(text).details.date_window;
      expect([w.start, w.end]).toEqual(['2026-07-08', '2026-07-14']);
    });
  }
});

describe('complete is earned by accounting', () => {
  it('a blank request with no field is not understood, with questions', () => {
    for (const text of ['', '   ']) {
      const u = parse(text).understanding;
      expect(u.status).toBe('not_understood');
      expect(u.clarifying_questions.length).toBeGreaterThan(0);
    }
  });
  it('a blank request whose fields carry it is read from the fields', () => {
    expect(parse('', { origin: 'LHR', trip_length_days: 7 }).understanding.status).not.toBe('not_understood');
  });
  it('an unbound number is reported, so the status is partial', () => {
    const u = parse('Rome in May for a week, 2 adults, 3 stops').understanding;
    expect(u.status).toBe('partial');
    expect(u.unresolved.find((x) => x.code === 'unread_number')?.text).toBe('3 stops');
  });
  it('a bare range end is not read because a reader took its other end alone', () => {
    const u = parse('Faro 8 a 11 de outubro, ou então 15 a 18, Tavira').understanding;
    expect(u.status).toBe('partial');
    expect(u.unresolved.map((x) => x.code)).toContain('unread_number');
    expect(parse('Lyon en mai, 3-4 nuits, à deux').understanding.status).toBe('complete');
  });
  it('a number equal to the budget restates it only alone or with a currency, not with another unit', () => {
    const unit = parse('Budget 1800 € for 2 adults in Innsbruck in August, and 1800 m of climb max on hikes').understanding;
    expect(unit.unresolved.find((x) => x.code === 'unread_number')?.text).toBe('1800 m');
    const again = parse('Budget 1800 € for 2 adults in Innsbruck in August, 1800 € at most').understanding;
    expect(again.unresolved.map((x) => x.code)).not.toContain('unread_number');
  });
  it('counts of rooms and luggage, flight codes and a day restating the window carry nothing for the trip', () => {
    for (const text of [
      'Rome in May for a week, 2 adults, 3 suitcases',
      'Lisboa 5 noches en mayo, 2 adultos, 2 habitaciones dobles',
      'We land on LH 1832 in Munich on 3 June, then 4 nights in Salzburg for the two of us',
      'Trois nuits à Lisbonne du samedi 11 au mardi 14 juillet, à deux, pour la fête du 14 juillet',
    ]) {
      const u = parse(text).understanding;
      expect(
        u.unresolved.map((x) => x.code),
        text,
      ).not.toContain('unread_number');
    }
  });
  it("people's names after a title, in a greeting or a sign-off are no unread names; a street address is no place", () => {
    for (const text of [
      'Hi Priya, Mrs Haldane and her husband want 5 nights in Lisbon in May. Thanks, Mark',
      'Bonjour, M. et Mme Lefèvre souhaitent 6 nuits à Séville en avril. Cordialement, Julie',
      'My father lives at 7 Mill Lane in Leeds and would like 3 nights in Bath in May, on his own',
    ]) {
      const codes = parse(text).understanding.unresolved.map((x) => x.code);
      expect(codes, text).not.toContain('unread_name');
      expect(codes, text).not.toContain('unread_number');
    }
  });
  it('a requirement no field holds makes the answer partial: direct flights, one way; a way of travelling and a pet are read', () => {
    const byBus = parse('Solo en autobús, nada de aviones: de Guadalajara a Puerto Vallarta en julio, somos 2');
    expect(byBus.details.travel_modes.allowed).toEqual(['road', 'ferry']);
    expect(byBus.understanding.unresolved.map((x) => x.code)).not.toContain('unread_requirement');
    expectReportedPartial(
      [
        'Solo voli diretti: da Roma a Tokyo, 12 giorni ad aprile, io e mio marito',
        'Aller simple Lyon – Lisbonne le 20 mai pour moi et mon fils de 12 ans',
        "We don't drive: a week in Bruges from Paris in May",
      ],
      'unread_requirement',
    );
    const pet = parse('Mit Hund nach Kopenhagen, 5 Tage im August, ab Hamburg, zu zweit');
    expect(pet.details.asks.map((a) => a.topic)).toContain('pets');
    expect(pet.understanding.unresolved.map((x) => x.code)).not.toContain('unread_requirement');
    const home = parse('Two nights in Lisbon in June for my wife and me, from Paris; our dog stays with the neighbours').understanding;
    expect(home.unresolved.map((x) => x.code)).not.toContain('unread_requirement');
  });
  it('a capitalised name the gazetteer refused and nothing read is reported, a German compound noun is not', () => {
    const brera = parse('Meine Frau mag den Brera sehr, also vier Nächte in Mailand ab Wien im Mai').understanding;
    expect(brera.status).toBe('partial');
    expect(brera.unresolved).toContainEqual(expect.objectContaining({ code: 'unread_name', text: 'Brera' }));
    const altstadt = parse('Wir wollen in der Altstadt wohnen, drei Nächte in Regensburg ab München').understanding;
    expect(altstadt.unresolved.map((u) => u.code)).not.toContain('unread_name');
    expect(parse('Tel. sig. Ferri (Padova): viaggio di nozze alle Maldive, 12 notti').understanding.unresolved.map((u) => u.text)).not.toContain('Ferri');
  });
  it('a need read but checked against no result is reported: care at the place, an assistance animal; a wheelchair is not', () => {
    expectReportedPartial(
      [
        'Mi madre hace hemodiálisis: una semana en Málaga en octubre, 3 adultos desde Madrid',
        'I travel with my guide dog: four days in Vienna in May, alone, from Graz',
      ],
      'need_not_checked',
    );
    expect(parse('Mein Mann sitzt im Rollstuhl: vier Tage Wien im Mai, zu zweit, ab Graz').understanding.unresolved.map((x) => x.code)).not.toContain(
      'need_not_checked',
    );
  });
  it('a question the search does not answer and a party in doubt are reported', () => {
    const visa = parse('Brauchen wir ein Visum für Vietnam? Zwei Wochen nach Hanoi im November, ab Frankfurt, zu zweit').understanding;
    expect(visa.unresolved.map((x) => x.code)).toContain('unanswered_question');
    // The weather, whether the time is worth it and crowds are answered for every result from the service's own models.
    for (const text of ['Is Lisbon worth it in January? A week for two from Dublin', '¿Vale la pena Lanzarote en noviembre? Una semana, dos, desde Bilbao'])
      expect(readersStatus(parse(text).understanding), text).toBe('complete');
    const noVisa = parse('Vuelo de Lima a Roma en mayo, sola; ya tengo la visa, solo necesito el vuelo').understanding;
    expect(noVisa.unresolved.map((x) => x.code)).not.toContain('unanswered_question');
    for (const text of [
      'Siamo 6 o 7 amici di Torino, Praga per tre notti a fine maggio',
      'We are 3 adults and 2 kids, 4 people in total, Rome from Leeds in June',
    ]) {
      const u = parse(text).understanding;
      expect(
        u.unresolved.map((x) => x.code),
        text,
      ).toContain('party_uncertain');
      expect(
        u.clarifying_questions.map((x) => x.field),
        text,
      ).toContain('travellers');
    }
    expect(parse('We are 2 adults and 2 kids, 4 people in total, Rome from Leeds in June').understanding.unresolved.map((x) => x.code)).not.toContain(
      'party_uncertain',
    );
  });
  it('a party that changes within the trip is reported, and a whole party going home is not', () => {
    expectReportedPartial(
      [
        'Ten days in Japan; my sister joins us for the last four',
        'Une semaine en Crète à cinq, mes parents repartent après trois jours',
        'Zwei Wochen Portugal, die Kinder fliegen früher heim',
      ],
      'party_changes',
    );
    for (const text of ['My wife and I fly home first thing on Sunday after a week in Malta', 'A week in Malta, my brother and I, then we fly back to Leeds']) {
      expect(
        parse(text).understanding.unresolved.map((x) => x.code),
        text,
      ).not.toContain('party_changes');
    }
  });
  it("relatives named as a place's owners are no travellers", () => {
    expect(parse("Back to my grandparents' village in Umbria this summer").details.party.travellers).toBeNull();
  });
  it('the votes of a poll are read with its outcome, not left over', () => {
    const u = parse('Family poll: Lyon 4, Nantes 1, so Lyon it is, 3 nights in May').understanding;
    expect(u.unresolved.map((x) => x.code)).not.toContain('unread_number');
  });
  it("a currency counted in slang is the writer's own pesos by the thousand", () => {
    const b = parse('Desde Buenos Aires, 300 lucas por persona, un finde largo en Montevideo en abril, somos tres').details.budget;
    expect([b.amount, b.currency, b.per]).toEqual([300000, 'ARS', 'person']);
  });
  it("an adult's age said in passing is not reported", () => {
    expect(parse('My mum (82) would like a week in Bath in May, on her own').understanding.unresolved.map((x) => x.code)).not.toContain('unread_number');
  });
  it('an unknown capitalised name is reported', () => {
    const u = parse('A week in Lisbon in May and then Zorbulantia, two adults').understanding;
    expect(u.unresolved.some((x) => x.code === 'unread_name' || x.code === 'unknown_place')).toBe(true);
    expect(u.status).toBe('partial');
  });
  it('a request in a language the reader does not read is not understood and names it', () => {
    const p = parse("Wij willen graag met z'n tweeën een week naar Rome in oktober, met de trein");
    expect(p.understanding.status).toBe('not_understood');
    expect(p.details.language).toBe('unsupported');
    expect(p.understanding.unresolved.find((x) => x.code === 'unsupported_language')?.text).toBe('Dutch');
  });
  it('reads no field out of a language it does not read, where its place names and numbers are guesses', () => {
    for (const text of ["Wij willen in mei met z'n tweeën naar Kreta, budget 2000 euro", 'Chcemy polecieć do Rzymu w maju, dwie osoby, około 5000 zł']) {
      const d = parse(text).details;
      expect([d.hard_geography, d.soft_geography, d.origin.iata, d.date_window.start, d.budget.amount, d.party.adults], text).toEqual([
        [],
        [],
        null,
        null,
        null,
        null,
      ]);
    }
  });
});

describe('who travels, where the trip starts and what leaves it incomplete', () => {
  const codes = (text: string) => parse(text).understanding.unresolved.map((u) => u.code);
  const placesOf = (text: string) => {
    const d = parse(text).details;
    return { origin: d.origin.name, goes: [...d.hard_geography, ...d.soft_geography].map((x) => x.name), not: d.excluded.map((x) => x.name) };
  };
  it('a count before the preposition of the next phrase is the party', () => {
    expect(parse('Partiamo in 5 da Firenze per Atene a giugno').details.party.travellers).toBe(5);
    expect(parse('Vamos em 4 para Salvador em março').details.party.travellers).toBe(4);
    // A day of the month is no party: "em 3 de maio".
    expect(parse('Chegamos em 3 de maio a Lisboa').details.party.travellers).toBeNull();
  });
  it('people who join part-way are added to the largest party, and the change is reported', () => {
    const p = parse('Nous partons à trois en Crète en juin, et mon frère nous rejoint la deuxième semaine.');
    expect(p.details.party.travellers).toBe(4);
    expect(p.understanding.unresolved.map((u) => u.code)).toContain('party_changes');
  });
  it('children who go home early are still counted, grown ones as adults', () => {
    const p = parse('Family of 5 from Leeds, two weeks in Peru: the kids (15, 17 and 20) fly home after Cusco.');
    expect([p.details.party.travellers, p.details.party.adults, p.details.party.children]).toEqual([5, 3, 2]);
    expect(p.understanding.unresolved.map((u) => u.code)).toContain('party_changes');
  });
  it('a place the trip stays not far from is where it starts', () => {
    expect(placesOf('une escapade pas trop loin de Nantes en avril')).toEqual({ origin: 'Nantes', goes: [], not: [] });
    expect(placesOf('algo no muy lejos de Valencia en mayo').origin).toBe('Valencia');
  });
  it('a work stay is the base of the extension asked for', () => {
    expect(placesOf('Sarò a Madrid per un convegno fino al 4 marzo, poi tre giorni a Siviglia o Granada').origin).toBe('Madrid');
    expect(placesOf('Ich bin geschäftlich bis zum 12. Mai in Warschau, danach drei Tage Danzig').origin).toBe('Warsaw');
  });
  it('between two places inside the country the trip goes to is where it stays', () => {
    expect(placesOf('Quero passar três semanas no México, entre Oaxaca e Puebla.').origin).toBeNull();
  });
  it('ordinary words the vocabularies lack, in a text that capitalises its names, are no unknown places', () => {
    expect(codes('Four nights in Bruges in June from Manchester, into chocolatiers and carillons.')).not.toContain('unknown_place');
    // Where names go without capitals, an unknown word after a place word is still reported (a misspelt place, "tenerfie", is read).
    expect(codes('4 nights in quorvenna from leeds in may')).toContain('unknown_place');
  });
  it('a word in lower case after a stretch of time and its "of" names an occasion, no unknown place', () => {
    expect(codes('Famille de Montréal, un tout-inclus au soleil pour la semaine de relâche, début mars, 7 nuits.')).not.toContain('unknown_place');
    expect(codes('Une semaine de Xyzville à Paris en mai')).toContain('unknown_place');
  });
  it("a hotel's stars leave nothing unread", () => {
    expect(codes('Diez noches en Ibiza en julio, hotel de 4 estrellas, desde Sevilla, 2 adultos.')).not.toContain('unread_number');
  });
  it('a total far under the cost of any stay there is reported with the model floor', () => {
    const p = parse('Three weeks in Norway in July for a family of four, 400 EUR in all, from Milan.');
    const floor = p.understanding.unresolved.find((u) => u.code === 'budget_below_cost_floor');
    expect(floor?.reason).toMatch(/model_estimate/);
    expect(p.understanding.status).toBe('partial');
    expect(codes('A week in Lisbon in May for two, 2000 EUR in all, from Paris.')).not.toContain('budget_below_cost_floor');
  });
});
