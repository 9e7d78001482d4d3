import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { TravelSearchResponse } from '../../src/contracts/travel.js';
import { standardSchema, TravelSummary } from '../../src/contracts/travel-detail.js';
import { atLevel } from '../../src/operations/travel/detail.js';
import { context, testEngine } from './engine/engine.js';

/** Requests asking nine questions or more, in several languages: summary stays within its 12 KB budget and loses no answer. */
const MANY_QUESTIONS = [
  'Two weeks in Italy in August from New York for two adults with US passports and our dog. Do we need a visa? Can we bring the dog? How do the ferries work? Is the Eurail pass valid? What are the road rules and tolls? Are any sights closed? Any hazards like heat or wildfires? Do we need tickets for the Vatican? Is the food good for vegetarians? Is it crowded? Is it safe? What is the weather like?',
  'Dos semanas en Japón en abril desde Madrid, dos adultos con pasaporte español. ¿Necesitamos visado? ¿Qué tiempo hace? ¿Vale la pena el JR Pass? ¿Hay festivos o multitudes? ¿Es seguro? ¿Cómo son las normas de tráfico? ¿Se puede comer vegano? ¿Hay tifones o peligros? ¿Necesito entradas para los templos? ¿Hay cierres?',
  "Deux semaines en Grèce en juillet depuis Lyon, deux adultes français avec notre chien. Faut-il un visa ou la carte d'identité suffit-elle ? Le chien peut-il venir ? Comment marchent les ferries ? Y a-t-il des péages ? Est-ce bondé en juillet ? Y a-t-il des incendies ou d'autres dangers ? Faut-il des billets pour l'Acropole ? Est-ce sûr ? Quel temps fait-il ? Peut-on manger végétarien ?",
];

type Obj = Record<string, unknown>;
const KB = 1024;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const validSummary = ajv.compile(TravelSummary);
const validStandard = ajv.compile(standardSchema(TravelSearchResponse));
const key = (a: Obj) => JSON.stringify(a);
const withoutNulls = (a: object): Obj => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null));

describe('summary of a request with many questions', () => {
  it.each(MANY_QUESTIONS)('stays within 12 KB, valid, with every answer rebuilt from common_answers (%s)', async (request) => {
    const full = await testEngine().search({ user_request: request }, context());
    const text = atLevel('summary', full).text;
    const summary = JSON.parse(text) as Obj & { results: Obj[]; common_answers?: Obj[]; understanding: { unresolved: Obj[] } };
    expect(full.results.length).toBeGreaterThanOrEqual(4);
    expect(full.results[0]?.answers?.length).toBeGreaterThanOrEqual(6);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(12 * KB);
    expect(validSummary(summary), JSON.stringify(validSummary.errors)).toBe(true);
    // Lossless: each result's own answers plus the common ones are the full answers less source, check and null dates.
    full.results.forEach((r, i) => {
      const expected = (r.answers ?? []).map(({ source: _s, check: _c, ...a }) => (a.known ? withoutNulls(a) : { topic: a.topic, known: false }));
      const rebuilt = [...((summary.results[i]?.answers as Obj[] | undefined) ?? []), ...(summary.common_answers ?? [])];
      expect(rebuilt.map(key).sort()).toEqual(expected.map(key).sort());
    });
    // The question notices are one; a limit notice keeps its code and its advice.
    expect(summary.understanding.unresolved.filter((u) => u.code === 'unanswered_question')).toHaveLength(1);
    for (const u of summary.understanding.unresolved.filter((x) => String(x.code).startsWith('no_'))) expect(u.reason).toMatch(/^(Check|Read)/);
  });

  it.each(MANY_QUESTIONS)('stays within 36 KB at standard, valid, with every answer rebuilt from common_answers (%s)', async (request) => {
    const full = await testEngine().search({ user_request: request }, context());
    const text = atLevel('standard', full).text;
    const standard = JSON.parse(text) as Obj & { results: Obj[]; common_answers?: Obj[]; understanding: { unresolved: Obj[] } };
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(36 * KB);
    expect(validStandard(standard), JSON.stringify(validStandard.errors)).toBe(true);
    full.results.forEach((r, i) => {
      const expected = (r.answers ?? []).map(withoutNulls);
      const rebuilt = [...((standard.results[i]?.answers as Obj[] | undefined) ?? []), ...(standard.common_answers ?? [])];
      expect(rebuilt.map(key).sort()).toEqual(expected.map(key).sort());
    });
    // The questions are listed once, in asked_questions, in place of the notices that named them.
    expect(standard.understanding.unresolved.filter((u) => u.code === 'unanswered_question')).toHaveLength(0);
    expect((standard.asked_questions as { questions: Obj[] }).questions).toHaveLength(8);
  });
});

describe('a judgement asked of a trip under a do-not-travel advisory', () => {
  it('opens with the advisory and the places it covers, then what the service weighs', async () => {
    const answer = await testEngine().search(
      {
        user_request: "Nous voulons découvrir l'Éthiopie en janvier 2027 : Lalibela et les monts Simien, 2 semaines, depuis Lyon. Faisable ?",
        reference_date: '2026-12-03',
      },
      context(),
    );
    const judged = answer.asked_questions?.questions.find((q) => q.question.includes('Faisable'))?.answer ?? '';
    expect(judged).toMatch(/^Advised against now: US State Department advisory for Ethiopia, Amhara Region: Level 4, Do Not Travel .*Lalibela/);
    expect(judged).toMatch(/Otherwise what the service weighs for it: /);
  });
});
