import { describe, expect, it } from 'vitest';
import { readersStatus } from '../../../src/travel/intent/understanding.js';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** Weak evidence makes the answer partial with the phrase and a question; the same fields said with certainty keep it complete. */
const gazetteer = loadGazetteer();
const parse = (text: string) => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => new Date('2026-01-14T12:00:00Z'), gazetteer });
const codes = (text: string) => parse(text).understanding.unresolved.map((u) => u.code);

describe('dates read from weak evidence are reported', () => {
  it('a day without its month', () => {
    const p = parse('Three of us from Dallas to Seattle, out the 4th, home the 9th');
    expect(p.understanding.status).toBe('partial');
    expect(p.understanding.unresolved.map((u) => u.code)).toContain('date_month_assumed');
    expect(p.understanding.clarifying_questions.map((q) => q.field)).toContain('dates');
  });
  it('a month named elsewhere in the request settles the day', () => {
    expect(codes('Dublin in April, ideally the 9th to the 12th, two adults from Leeds')).not.toContain('date_month_assumed');
  });
  it('weekdays with nothing saying which week, in German and Portuguese', () => {
    expect(codes('Zu zweit von Donnerstag bis Samstag nach Hamburg, ab Köln')).toContain('date_week_assumed');
    expect(codes('Dois adultos no Rio de quinta a domingo, saindo de Belo Horizonte')).toContain('date_week_assumed');
  });
  it('a "next" anchors the weekdays', () => {
    expect(codes('Zu zweit am kommenden Wochenende von Freitag bis Sonntag nach Hamburg, ab Köln')).not.toContain('date_week_assumed');
  });
  it('an ordinal weekend of a month is read, not reported', () => {
    const p = parse('Deux adultes de Nantes à Lisbonne, le troisième week-end de juin');
    expect([p.details.date_window.start, p.details.date_window.end]).toEqual(['2026-06-20', '2026-06-21']);
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('unread_date_words');
  });
  it('date words that agree with the window read are a refinement', () => {
    const p = parse('Flights Seattle to Denver Friday 13 March to Sunday 15 March, 2 adults');
    expect(p.details.date_window.start).toBe('2026-03-13');
    expect(readersStatus(p.understanding)).toBe('complete');
  });
  it('roughly when but not which days: a short holiday with a length of its own, or a stated tolerance', () => {
    for (const text of ['Two of us from Leeds to Vienna over New Year, four nights', 'Deux adultes de Lyon à Porto vers le 12 mai, à quelques jours près']) {
      const p = parse(text);
      expect(
        p.understanding.unresolved.map((u) => u.code),
        text,
      ).toContain('dates_not_fixed');
      expect(p.understanding.status, text).toBe('partial');
      expect(p.details.date_window.start, text).toBeNull();
    }
  });
  it('a date phrase read beside the window and not used by it makes the reading partial, naming the phrase', () => {
    const p = parse('Ten days in Crete in June, ideally from the 20th to the 30th of July, two adults from Munich.');
    expect(p.understanding.status).toBe('partial');
    expect(p.understanding.unresolved.filter((u) => u.code === 'unread_date_words').map((u) => u.text)).toEqual(['the 20th to the 30th of July']);
  });
  it('a month that holds the days read agrees with them; a month in a sentence that gave no date or length is left alone', () => {
    expect(parse('Vienna in March, from the 3rd to the 10th, two adults from Leeds.').understanding.status).toBe('complete');
    expect(codes('Two adults from Leeds to Vienna in March for a week. My sister was there in August.')).not.toContain('unread_date_words');
  });
  it('an offset from a day said before it counts from that day', () => {
    const p = parse('Our wedding is on 12 September; we fly to Bali the day after for ten days, from Sydney.');
    expect([p.details.date_window.start, p.details.date_window.end]).toEqual(['2026-09-13', '2026-09-22']);
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('dates_not_fixed');
  });
  it('an exact range is the trip, a stay inside it is not', () => {
    const p = parse('Two adults from Madrid, 3 to 17 June in Portugal, three nights of it in Porto');
    expect(p.details.trip_length.days).toBe(15);
  });
  it('an all-numeric date that reads both ways in English without an origin', () => {
    expect(codes('two adults, Krakow, 05/06 - 09/06')).toContain('ambiguous_date_order');
    expect(codes('deux adultes, Cracovie, 05/06 - 09/06')).not.toContain('ambiguous_date_order');
  });
});

describe('a currency assumed is reported', () => {
  it('Spanish and Portuguese bare amounts with no known origin', () => {
    expect(codes('Queremos ir a Lima en octubre, somos dos, presupuesto 2500')).toContain('currency_assumed');
    expect(codes('Somos dois e queremos ir a Recife em outubro, orçamento 7000')).toContain('currency_assumed');
  });
  it('an unknown currency word after the amount', () => {
    expect(codes('Somos dois de Lisboa para Lusaka em junho, orçamento 90 mil kwachas')).toContain('currency_assumed');
  });
  it('a French bare amount stays in euros, a Spanish one with its origin in the origin currency', () => {
    expect(codes('Lisbonne en mai pour deux au départ de Toulouse, budget 1800')).not.toContain('currency_assumed');
    expect(codes('Somos dos desde Bogotá a Cartagena en junio, presupuesto 2000000')).not.toContain('currency_assumed');
  });
});

describe('topics a request asks about', () => {
  it('are listed in six languages and change nothing else', () => {
    const p = parse('Two adults from Athens to Naxos in June, is there a ferry between the islands? My father needs dialysis');
    expect(p.details.asks.map((a) => a.topic)).toEqual(['ferry', 'medical']);
    expect(parse('Wir reisen mit unserem Hund nach Sylt').details.asks.map((a) => a.topic)).toContain('pets');
    expect(parse('Preciso de visto? Vamos de Lisboa a Luanda, e seguro?').details.asks.map((a) => a.topic)).toContain('safety');
    expect(parse('Ich fahre mit dem Auto nach Wien').details.asks).toEqual([]);
  });
  it('read a weak topic word only in a question, and an animal only when it comes along', () => {
    const topics = (text: string) => parse(text).details.asks.map((a) => a.topic);
    expect(topics('Tromsø in December from Oslo: how many hours of daylight?')).toEqual(['daylight']);
    expect(topics('Combien d’heures de jour à Reykjavik en décembre ? Une semaine depuis Paris')).toEqual(['daylight']);
    expect(topics('Ich möchte wissen, ob die Tioga Road Ende Mai offen ist. Eine Woche Yosemite ab San Francisco')).toEqual(['closures']);
    expect(topics('Cancún em setembro, 7 dias: é época de furacões?')).toEqual(['hazards']);
    expect(topics('Passaporto israeliano, 10 giorni a Kuala Lumpur a marzo: posso entrare?')).toContain('documents');
    expect(topics('Quanto tempo posso restare a Bali senza visto? 5 mesi da novembre')).toContain('long_stay');
    expect(topics('Cottage in the Cotswolds for me and my wife and the dog, a week in May')).toEqual(['pets']);
    // The same words outside a question, or an animal word that is also a common word, ask nothing.
    expect(topics('A week in Lisbon in May, the old town is open and light, from Madrid')).toEqual([]);
    expect(topics('Inoltro la chat: Andiamo a Vienna a dicembre?')).toEqual([]);
    expect(topics('A hotel close to the beach in Mallorca in June from Berlin')).toEqual([]);
  });
  it('read the season, diets and crowds asked about, and a warning word as safety and hazards', () => {
    const topics = (text: string) => parse(text).details.asks.map((a) => a.topic);
    expect(topics('Two weeks in Kathmandu from Munich. Is July ok?')).toEqual(['season']);
    expect(topics('Zanzíbar o Mauricio desde Madrid, ¿cuál es mejor en abril?')).toEqual(['season']);
    expect(topics('Une semaine à Lisbonne en novembre : quel temps fait-il ?')).toEqual(['season']);
    expect(topics('Familia de Santiago, playa en julio. No sabemos qué conviene en julio.')).toEqual(['season']);
    expect(topics('Wir essen nur halal, eine Woche Sarajevo im Mai')).toEqual(['food']);
    expect(topics('Ocho días en Sevilla en Semana Santa, ¿qué tanto suben los precios?')).toEqual(['crowds']);
    expect(topics('Cartagena in September with friends: what should we worry about?')).toEqual(['safety', 'hazards']);
    // Outside a question a weather or price word asks nothing, and a season of something else is that thing's.
    expect(topics('A week somewhere hot in July from Madrid, prices low')).toEqual([]);
    expect(topics('Cancún em setembro: é época de furacões?')).toEqual(['hazards']);
  });
  it('take no topic from a word of a name: a place read in the text, or a weak noun capitalised inside its sentence', () => {
    const topics = (text: string) => parse(text).details.asks.map((a) => a.topic);
    expect(topics('is bora bora worth it in june?')).toEqual(['season']);
    expect(topics('Should we book the Open Sky lodge in Moab, is May ok?')).toEqual(['season']);
    expect(topics('Is the Smoke House in Austin any good in July?')).toEqual(['season']);
    expect(topics('Is it windy in Paros in August?')).toEqual(['hazards']);
  });
});

describe('places read from weak evidence are reported', () => {
  it('a small place named with no place word and no other place beside it', () => {
    const p = parse('Zwei Erwachsene wollen im Mai eine Woche nach Lindau. Oma kommt auch mit, sie will Duomo sehen');
    expect(p.understanding.status).toBe('partial');
    expect(p.understanding.unresolved.find((u) => u.code === 'place_uncertain')?.text).toBe('Duomo');
    expect(p.understanding.clarifying_questions.map((q) => q.field)).toContain('destination');
    expect(codes('Queremos ver Cudillero en marzo, dos adultos, una semana')).toContain('place_uncertain');
  });
  it('where the traveller leaves from vouches for no small place; a place of the trip near it, or listed beside it, does', () => {
    const fromMilan = parse('Two adults from Milan want a week away in May, grandma misses Bollate');
    expect(fromMilan.understanding.unresolved.find((u) => u.code === 'place_uncertain')?.text).toBe('Bollate');
    // After "the" a small town's name is a thing's ("the Duomo"): no place, but still said as a name left unread.
    const theDuomo = parse('Two adults from Milan want a week away in May, grandma loves the Duomo');
    expect(theDuomo.details.hard_geography).toEqual([]);
    expect(theDuomo.understanding.unresolved.find((u) => u.code === 'unread_name')?.text).toBe('Duomo');
    const far = parse('From Leeds: Crete or Rhodes in June, both fine imo.');
    expect(far.details.hard_geography.map((p) => p.country)).not.toContain('NG');
    expect(readersStatus(far.understanding)).toBe('complete');
    const listed = parse('Two weeks in Tokyo and Hallstatt in May');
    expect(listed.details.hard_geography.map((p) => p.name)).toContain('Hallstatt');
    expect(readersStatus(listed.understanding)).toBe('complete');
  });
  it('places a careful reader is sure of stay complete, in six languages', () => {
    for (const text of [
      'Two adults, a week in Lisbon in May',
      'Tenerife in March, 2 adults, 7 nights',
      'Quatre nuits à Annecy en mai pour deux adultes',
      'Una semana en Cádiz en julio para dos adultos',
      'Eine Woche nach Lindau im August, zwei Erwachsene',
      'Una settimana a Lecce in giugno per due adulti',
      'Uma semana em Tavira em setembro para dois adultos',
    ]) {
      expect(codes(text), text).not.toContain('place_uncertain');
      expect(readersStatus(parse(text).understanding), text).toBe('complete');
    }
  });
});
