import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelSearchResponse } from '../../src/contracts/travel.js';
import type { AskedQuestions } from '../../src/contracts/travel-questions.js';
import { DIALECTS, type TestServer } from '../helpers/server.js';
import { qualityServer } from './quality/run.js';

/**
 * asked_questions over HTTP: every question the request asks is listed, answered from the results
 * (cost, the way there, where, a judgement's parts) or by the results' answers on its topic (the season
 * for "when"), or said plainly to be unanswerable with where to check; summary keeps those answered in words.
 */
describe.each(DIALECTS)('the questions a request asks, over HTTP (%s)', (dialect) => {
  let server: TestServer;
  let key: string;
  const search = async (body: Record<string, unknown>) => {
    const res = await server.request<TravelSearchResponse & { detail?: string }>('POST', '/api/v1/travel/search', { key, body });
    expect(res.status).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    ({ server, key } = await qualityServer(dialect));
  }, 60_000);
  afterAll(async () => server.close());

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
