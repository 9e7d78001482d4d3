import { describe, expect, it } from 'vitest';
import { DOUBT_FIELDS, FIELD_FEATURES, fieldReadings, TEXT_FEATURES, type DoubtField } from '../../../src/travel/intent/doubt-features.js';
import { doubtModel, readingDoubts, wrongProbability, type DoubtModel, type FieldModel } from '../../../src/travel/intent/doubt.js';
import { readRequestText } from '../../../src/travel/intent/parse.js';
import { readersStatus } from '../../../src/travel/intent/understanding.js';
import { gazetteer, parseRequest } from './read-request.js';

const TODAY = '2026-01-14';
/** The parse and the reading the doubt model judges, as the service reads the request. */
const read = (text: string) => ({ parsed: parseRequest(text), reading: readRequestText(text, new Date(`${TODAY}T00:00:00Z`), gazetteer) });

/** A model that gives each field a fixed estimate, whatever the features: only the bias speaks. */
function fixed(estimates: Partial<Record<DoubtField, number>>, threshold: number): DoubtModel {
  const field = (f: DoubtField): FieldModel => {
    const n = TEXT_FEATURES.length + FIELD_FEATURES[f].length;
    const p = estimates[f] ?? 0.01;
    return {
      features: [],
      mean: new Array<number>(n).fill(0),
      scale: new Array<number>(n).fill(1),
      weights: new Array<number>(n).fill(0),
      bias: Math.log(p / (1 - p)),
    };
  };
  return { threshold, fields: Object.fromEntries(DOUBT_FIELDS.map((f) => [f, field(f)])) as Record<DoubtField, FieldModel> };
}

describe('the estimate of a reading being wrong', () => {
  it('is the logistic of the standardised features under the weights', () => {
    const m: FieldModel = { features: ['a', 'b'], mean: [1, 10], scale: [2, 5], weights: [1, -0.5], bias: 0.25 };
    expect(wrongProbability(m, [1, 10])).toBeCloseTo(1 / (1 + Math.exp(-0.25)), 10);
    // (5 - 1) / 2 = 2 and (0 - 10) / 5 = -2: 0.25 + 2 + 1
    expect(wrongProbability(m, [5, 0])).toBeCloseTo(1 / (1 + Math.exp(-3.25)), 10);
  });
});

describe('the fields the model judges', () => {
  it('are those the reader filled from the text, each with the words it was read from, in several languages', () => {
    for (const [text, place] of [
      ['Two adults from Manchester to Lisbon, 3 to 10 June, budget £1,500 in total.', 'Lisbon'],
      ['Deux adultes de Lyon à Lisbonne du 3 au 10 juin, budget 1 500 € en tout.', 'Lisbonne'],
      ['Zwei Erwachsene von Köln nach Lissabon vom 3. bis 10. Juni, Budget 1.500 € insgesamt.', 'Lissabon'],
    ] as const) {
      const { parsed, reading } = read(text);
      const rows = fieldReadings(parsed.details, reading, text, TODAY);
      expect(rows.map((r) => r.field).sort(), text).toEqual(['budget', 'dates', 'destinations', 'origin', 'travellers', 'trip_days']);
      expect(rows.find((r) => r.field === 'destinations')?.text, text).toBe(place);
      for (const r of rows) expect(r.features, `${text} ${r.field}`).toHaveLength(TEXT_FEATURES.length + FIELD_FEATURES[r.field].length);
    }
  });
  it('a place named otherwise than the gazetteer names it is marked so', () => {
    expect(feature('A week in Lisbon in June for two.', 'destinations', 'not_as_named')).toBe(0);
    expect(feature('Eine Woche in Lissabon im Juni zu zweit.', 'destinations', 'not_as_named')).toBe(1);
  });
});

/** One feature of one field of a request's reading. */
function feature(text: string, field: DoubtField, name: string): number | undefined {
  const { parsed, reading } = read(text);
  const row = fieldReadings(parsed.details, reading, text, TODAY).find((r) => r.field === field);
  return row?.features[TEXT_FEATURES.length + FIELD_FEATURES[field].indexOf(name)];
}

describe('how the places of a field stand', () => {
  it('a country named beside a place inside it holds it; two cities hold nothing', () => {
    for (const [framed, plain] of [
      ['Portugal in June: Lisbon and Porto, two adults.', 'Lisbon and Porto in June, two adults.'],
      ['Le Portugal en juin : Lisbonne et Porto, deux adultes.', 'Lisbonne et Porto en juin, deux adultes.'],
      ['Portugal im Juni: Lissabon und Porto, zwei Erwachsene.', 'Lissabon und Porto im Juni, zwei Erwachsene.'],
    ] as const) {
      expect(feature(framed, 'destinations', 'holds_another'), framed).toBe(1);
      expect(feature(plain, 'destinations', 'holds_another'), plain).toBe(0);
    }
  });
  it('a place far from the others stands out by its distance to the nearest of them', () => {
    const isolated = (text: string) => feature(text, 'destinations', 'log_isolated_km') ?? -1;
    expect(isolated('Lisbon and Porto in June, two adults.')).toBeGreaterThan(0);
    expect(isolated('Lisbon, Porto and Tokyo in June, two adults.')).toBeGreaterThan(isolated('Lisbon and Porto in June, two adults.') + 1);
    expect(isolated('Lisboa, Porto e Tóquio em junho, dois adultos.')).toBeGreaterThan(isolated('Lisboa e Porto em junho, dois adultos.') + 1);
    expect(isolated('A week in Lisbon in June for two.')).toBe(0);
  });
  it('a country lies at no distance from a town inside it, however far its centre is', () => {
    const isolated = (text: string) => feature(text, 'destinations', 'log_isolated_km') ?? -1;
    expect(isolated('Portugal in June: Lisbon and Porto, two adults.')).toBe(0);
    expect(isolated('Chile en noviembre: Santiago y Valparaíso, dos adultos.')).toBe(0);
    expect(isolated('Portugal in June: Lisbon, Porto and Tokyo, two adults.')).toBeGreaterThan(8);
    const spread = (text: string) => feature(text, 'destinations', 'log_spread_km') ?? -1;
    expect(spread('From Sapporo to Japan in May, two adults.')).toBe(0);
    expect(spread('From Sapporo to Osaka in May, two adults.')).toBeGreaterThan(6);
  });
  it('an area named with its own towns holds them, by its outline or its country, and lies at no distance from them', () => {
    for (const text of [
      'Portugal in June: Lisbon and Porto, two adults.',
      'Le Portugal en juin : Lisbonne et Porto, deux adultes.',
      'The Algarve in June: Lagos and Faro, two adults.',
      'A Algarve em junho: Lagos e Faro, dois adultos.',
    ]) {
      expect(feature(text, 'destinations', 'share_held'), text).toBeCloseTo(2 / 3, 10);
      expect(feature(text, 'destinations', 'log_isolated_km'), text).toBe(0);
    }
    expect(feature('Lisbon and Porto in June, two adults.', 'destinations', 'share_held')).toBe(0);
    expect(feature('Lisbon and Porto in June, two adults.', 'destinations', 'log_isolated_km')).toBeGreaterThan(5);
  });
  it('a list that runs on past the places read into a name no field explains is marked', () => {
    expect(feature('Paris, the Louvre and Versailles in June, two adults.', 'destinations', 'list_runs_on')).toBe(1);
    expect(feature('Paris, le Louvre et Versailles en juin, deux adultes.', 'destinations', 'list_runs_on')).toBe(1);
    expect(feature('Paris and Versailles in June, two adults.', 'destinations', 'list_runs_on')).toBe(0);
    expect(feature('Paris und Versailles im Juni, zwei Erwachsene.', 'destinations', 'list_runs_on')).toBe(0);
  });
  it('a plain list lies in one sentence, places gathered across the text in several', () => {
    expect(feature('We fly to Lisbon and Porto in June, two adults.', 'destinations', 'sentences_spanned')).toBe(1);
    expect(feature('We fly to Lisbon in June, two adults. Then Porto by train.', 'destinations', 'sentences_spanned')).toBe(2);
    expect(feature('Volamos a Lisboa en junio, dos adultos. Luego Oporto en tren.', 'destinations', 'sentences_spanned')).toBe(2);
  });
  it('a place after a cue word is governed; a bare list is read by default', () => {
    expect(feature('Two adults from Manchester to Lisbon, 3 to 10 June.', 'destinations', 'share_ungoverned')).toBe(0);
    expect(feature('Zwei Erwachsene von Köln nach Lissabon, 3. bis 10. Juni.', 'destinations', 'share_ungoverned')).toBe(0);
    expect(feature('Lisbon, Porto. June. Two adults.', 'destinations', 'share_ungoverned')).toBe(1);
  });
  it('a namesake abroad that the context leaves standing is kept as a figure', () => {
    expect(feature('A week in Córdoba in June for two.', 'destinations', 'namesake_abroad')).toBeGreaterThan(0);
    expect(feature('A week in Lisbon in June for two.', 'destinations', 'namesake_abroad')).toBe(0);
  });
});

describe('how the dates were said', () => {
  it('in figures or in words', () => {
    for (const [figures, words] of [
      ['Two adults to Lisbon, 3 to 10 June.', 'Two adults to Lisbon in June.'],
      ['Deux adultes à Lisbonne du 3 au 10 juin.', 'Deux adultes à Lisbonne en juin.'],
      ['Zwei Erwachsene nach Lissabon vom 3. bis 10. Juni.', 'Zwei Erwachsene nach Lissabon im Juni.'],
    ] as const) {
      expect(feature(figures, 'dates', 'numeric'), figures).toBe(1);
      expect(feature(words, 'dates', 'numeric'), words).toBe(0);
    }
  });
});

describe('a doubted reading is reported, never changed', () => {
  const text = 'Two adults from Manchester to Lisbon, 3 to 10 June.';
  it('one entry on the doubted field with the words it was read from, and none under the threshold', () => {
    const { parsed, reading } = read(text);
    const doubts = readingDoubts(parsed.details, reading, text, TODAY, fixed({ destinations: 0.9 }, 0.5));
    expect(doubts.map((d) => [d.field, d.code, d.text])).toEqual([['destination_constraints', 'reading_doubtful', 'Lisbon']]);
    expect(doubts[0]?.reason).toContain('model_estimate: 90%');
    expect(readingDoubts(parsed.details, reading, text, TODAY, fixed({ destinations: 0.9 }, 0.95))).toEqual([]);
  });
  it('a field the model leaves out (it did not beat its prior) is never doubted', () => {
    const { parsed, reading } = read(text);
    const { destinations: _left, ...rest } = fixed({ destinations: 0.9, origin: 0.9 }, 0.5).fields;
    const doubts = readingDoubts(parsed.details, reading, text, TODAY, { threshold: 0.5, fields: rest });
    expect(doubts.map((d) => [d.field, d.text])).toEqual([['origin', 'Manchester']]);
  });
  it('the shipped model makes a reading the readers left complete partial exactly where it doubts a field, with a question on it', () => {
    const texts = [
      'Two adults from Manchester to Lisbon, 3 to 10 June.',
      'Fwd: see below\n> hi both, so the plan was Porto or maybe Madeira, Jo says no to Madeira\n> we could do 4 or 5 nights\n-- \nSam Taylor | Travel desk | +44 20 7946 0000\nCan you look at this for the Taylors?',
      'Hola! Somos 3, quizás 4, salimos de Sevilla o Málaga, pensábamos en Oporto pero Jaime prefiere Galicia, unos 800 pavos por cabeza, finales de mayo o junio.',
    ];
    const shown = texts.map((t) => {
      const { parsed, reading } = read(t);
      const u = parsed.understanding;
      // A reading the readers left partial is not judged: it asks already.
      const doubts = readersStatus(u) === 'complete' ? readingDoubts(parsed.details, reading, t, TODAY, doubtModel()) : [];
      expect(
        u.unresolved.filter((x) => x.code === 'reading_doubtful'),
        t,
      ).toEqual(doubts);
      expect(u.status, t).toBe(doubts.length > 0 ? 'partial' : readersStatus(u));
      for (const d of doubts)
        expect(
          u.clarifying_questions.some((q) => q.question.includes(d.text.slice(0, 40))),
          t,
        ).toBe(true);
      return [readersStatus(u), doubts.length > 0];
    });
    expect(shown).toEqual([
      ['complete', false],
      ['complete', true],
      ['partial', false],
    ]);
  });
});
