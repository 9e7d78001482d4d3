import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import type { AskedQuestions } from '../../src/contracts/travel-questions.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityResponses } from './quality/run.js';

/**
 * What the traveller states or asks, honoured over HTTP on one server per dialect: a way without
 * flight reaches as far as the trip's length carries (surface_reach_model_v1), with no flight handoff, and an
 * own vehicle never falls back to flying; a woman travelling alone is answered on safety from sourced data only;
 * every question is listed in asked_questions, answered or said unanswerable with where to check; a
 * trip timed to a holiday is still told what the holiday does to the place; a party with young
 * children is cautioned about heat from a lower threshold; warnings at every detail level.
 */
describe.each(DIALECTS)('traveller-stated ways, questions and party warnings over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let search: (body: Record<string, unknown>) => Promise<TravelSearchResponse>;
  beforeAll(async () => {
    ({ server, search } = await qualityResponses(dialect));
  }, 60_000);
  afterAll(async () => server.close());

  describe('surface reach by trip length over HTTP', () => {
    const ask = (days: number) => `No planes for me, I go by train. ${days} days in Tromso from Paris in March 2027, just me.`;

    it('reaches a far place by rail in a long trip, with no flight handoff and no airfare', async () => {
      const res = await search({ user_request: ask(12), reference_date: '2026-10-01' });
      const tromso = res.results.find((r) => /tromso/i.test(r.name));
      expect(tromso, JSON.stringify(res.travel_modes)).toBeDefined();
      expect(tromso!.provider_handoffs.flight_handoff).toBeNull();
      expect(tromso!.provider_handoffs.ground_handoff?.leg.mode).toBe('rail');
      expect(tromso!.flight_snapshot.destination_airport).toBeNull();
    });

    it('leaves the same place out of a short trip, saying the trip is too short to go that far', async () => {
      const res = await search({ user_request: ask(4), reference_date: '2026-10-01' });
      expect(res.results.some((r) => /tromso/i.test(r.name))).toBe(false);
      const out = res.travel_modes?.left_out.find((l) => /tromso/i.test(l.name));
      expect(out?.status).toBe('too_far');
      expect(out?.reason).toMatch(/surface_reach_model_v1/);
    });
  });

  describe('an own vehicle over HTTP', () => {
    it('keeps a trip in our own car off flights, where a car only named yields to flying', async () => {
      const ask = (how: string) => search({ user_request: `From New York, a week in Italy in May 2027 ${how}`, reference_date: '2026-10-01' });
      const named = await ask('by car');
      expect(named.results.some((r) => r.provider_handoffs.flight_handoff !== null)).toBe(true);
      const own = await ask('with our car');
      expect(own.results.filter((r) => r.provider_handoffs.flight_handoff !== null)).toEqual([]);
      expect(own.travel_modes).toMatchObject({ allowed: ['road', 'ferry'], checked_from: 'JFK', left_out_count: expect.any(Number) });
      expect(own.travel_modes!.left_out_count).toBeGreaterThan(0);
    });

    it('reaches places by road from home in a German camper trip, with no flight handoff', async () => {
      const res = await search({ user_request: 'Von München mit unserem Wohnmobil eine Woche nach Kroatien im Juli 2027', reference_date: '2026-10-01' });
      expect(res.results.length).toBeGreaterThan(0);
      for (const r of res.results) {
        expect(r.provider_handoffs.flight_handoff).toBeNull();
        expect(r.provider_handoffs.ground_handoff?.leg.mode).toBe('road');
      }
    });
  });

  describe('a woman travelling alone, over HTTP', () => {
    it('answers each result with the sourced advisory only, and says what the service does not hold', async () => {
      const res = await search({
        user_request: 'Viajo sola desde Madrid, diez días en Marruecos en marzo de 2027',
        reference_date: '2026-10-01',
        detail: 'full',
      });
      expect(res.results.length).toBeGreaterThan(0);
      for (const r of res.results) {
        const safety = r.answers?.find((a) => a.topic === 'safety');
        expect(safety?.check).toMatch(/travel advice/);
        if (safety?.known) expect(safety.source).toMatch(/State Department/);
      }
      const notice = res.understanding.unresolved.find((u) => u.code === 'no_safety_data');
      expect(notice).toMatchObject({ text: 'Viajo sola', reason: expect.stringMatching(/women travelling alone/) });
    });
  });

  describe('the questions a request asks, over HTTP', () => {
    it('answers a choice among named places, and "can we make it?", from the ranking and the budget', async () => {
      for (const user_request of [
        'Four of us from Manchester, a long weekend in October 2027. Porto, Seville or Valencia?',
        'Quattro giorni a ottobre 2027 da Torino, in due. Lisbona, Porto o Siviglia? Budget 900 euro, ce la facciamo?',
      ]) {
        const res = await search({ user_request, reference_date: '2026-10-01', detail: 'full' });
        const asked = res.asked_questions!;
        expect(asked.questions[0]!.kinds, user_request).toContain('where');
        expect(asked.questions[0]!.answer).toMatch(/^Ranked for this request, best first: /);
        expect(asked.unanswered, user_request).toBe(0);
      }
    });

    it('answers the cost and the way there from the results, and says plainly what it cannot answer', async () => {
      const res = await search({
        user_request:
          'Three of us from Madrid want a week in Lisbon in May 2027. How much will it cost and how do we get there? Can we charge a scooter on the tram?',
        reference_date: '2026-10-01',
        detail: 'full',
      });
      const asked = res.asked_questions!;
      expect(asked.questions.map((q) => q.question)).toEqual(['How much will it cost and how do we get there?', 'Can we charge a scooter on the tram?']);
      const [cost, scooter] = asked.questions;
      expect(cost!.kinds).toEqual(expect.arrayContaining(['cost', 'getting_there']));
      expect(cost!.answer).toMatch(/trip_total_model_v1/);
      expect(cost!.answer).toMatch(/MAD-LIS|by (rail|road)/);
      expect(scooter).toMatchObject({ known: false, answer: expect.stringMatching(/no data/), check: expect.any(String) });
      expect(asked.unanswered).toBe(1);
    });

    it('answers "when" by the season answer of every result, in English and Spanish', async () => {
      for (const user_request of [
        'A week in Crete from Vienna for two. Which week is best to go?',
        'Dos semanas en Perú desde Quito, pasaporte ecuatoriano. ¿Cuándo es mejor ir?',
      ]) {
        const res = await search({ user_request, reference_date: '2026-10-01', detail: 'full' });
        expect(
          res.asked_questions!.questions.flatMap((q) => q.topics),
          user_request,
        ).toContain('season');
        expect(res.results.length).toBeGreaterThan(0);
        for (const r of res.results)
          expect(
            r.answers.map((a) => a.topic),
            user_request,
          ).toContain('season');
      }
    });

    it('keeps the questions answered in words at summary, as question and answer', async () => {
      const res = await search({
        user_request: 'Wohin im März für eine Woche Sonne ab Frankfurt, zu zweit? Was kostet das ungefähr?',
        reference_date: '2026-10-01',
        detail: 'summary',
      });
      const asked = (res as unknown as { asked_questions: AskedQuestions }).asked_questions;
      expect(asked.questions.length).toBeGreaterThanOrEqual(1);
      for (const q of asked.questions) expect(Object.keys(q).sort()).toEqual(['answer', 'question']);
      expect(asked.questions.some((q) => /Ranked for this request|trip_total_model_v1/.test(q.answer ?? ''))).toBe(true);
    });
  });

  describe('holiday notices on trips timed to the holiday, over HTTP', () => {
    it.each(['summary', 'standard', 'full'])('tells the Lunar New Year rush to a trip going for it (%s)', async (detail) => {
      const res = await search({
        user_request: 'Shanghai for the Spring Festival 2027, five days, two of us from Singapore',
        reference_date: '2026-09-01',
        detail,
      });
      expect(res.results.length).toBeGreaterThan(0);
      for (const r of res.results) {
        const notice = r.warnings.find((w) => w.code === 'holiday_crowds');
        expect(notice?.message, r.name).toMatch(/trains and flights are full/);
      }
    });

    it('tells Holy Week to a Spanish request timed to it', async () => {
      const res = await search({
        user_request: 'Queremos ver la Semana Santa 2027 en Sevilla, cuatro días, desde Madrid en pareja',
        reference_date: '2026-09-01',
        detail: 'standard',
      });
      const seville = res.results.find((r) => /sevill/i.test(r.name));
      expect(seville?.warnings.find((w) => w.code === 'holiday_crowds')?.message).toMatch(/processions/);
    });
  });

  describe('heat cautions for young children, over HTTP', () => {
    const heat = (res: TravelSearchResponse) => res.results.find((r) => /mallorca/i.test(r.name))?.warnings.find((w) => w.code === 'extreme_heat');

    it.each(['summary', 'standard'])('cautions a family with toddlers in a hot August, not two adults (%s)', async (detail) => {
      const body = { reference_date: '2026-10-01', detail };
      const family = heat(await search({ ...body, user_request: 'Una semana en Mallorca en agosto de 2027 con nuestros hijos de 2 y 4 años desde Madrid' }));
      expect(family).toMatchObject({ severity: 'caution', message: expect.stringMatching(/infants and young children/) });
      expect(heat(await search({ ...body, user_request: 'Una semana en Mallorca en agosto de 2027 desde Madrid, dos adultos' }))).toBeUndefined();
    });
  });
});
