import { describe, expect, it } from 'vitest';
import { context, NOW, testEngine } from './engine.js';

/** A holiday that shuts the whole place (Nyepi: Bali's airport and roads closed for a day) is a caution on the dates it falls in, and answers a closures question. */
describe('a holiday that shuts the place', () => {
  const search = (user_request: string) => testEngine().search({ user_request }, context());

  it('warns every Bali result whose dates hold Nyepi, and answers the closures question with it, in any language', async () => {
    for (const text of [
      'Bali from Sydney, 5 to 12 March 2027, two adults, beaches. Is anything closed?',
      'Bali desde Madrid del 5 al 12 de marzo de 2027, dos adultos. ¿Hay algo cerrado?',
    ]) {
      const res = await search(text);
      const bali = res.results.filter((r) => r.flight_snapshot.destination_airport === 'DPS');
      expect(bali.length, text).toBeGreaterThan(0);
      for (const r of bali) {
        expect(
          r.warnings.find((w) => w.code === 'holiday_closure'),
          text,
        ).toMatchObject({ severity: 'caution', message: expect.stringMatching(/Nyepi.*airport/) });
        expect(
          r.answers?.find((a) => a.topic === 'closures'),
          text,
        ).toMatchObject({ known: true, answer: expect.stringMatching(/Nyepi/) });
      }
    }
  });

  it('is not told outside its dates or outside Bali', async () => {
    const april = await search('Bali from Sydney, 5 to 12 April 2027, two adults, beaches');
    expect(april.results.flatMap((r) => r.warnings).some((w) => w.code === 'holiday_closure')).toBe(false);
    const java = await search('Yogyakarta from Singapore, 5 to 12 March 2027, temples');
    expect(java.results.flatMap((r) => r.warnings).some((w) => w.code === 'holiday_closure')).toBe(false);
  });
});

/** Ferragosto: mid-August closures of Italian city businesses, told to August trips in Italy and in the crowds answer, named once. */
describe('Ferragosto', () => {
  it('is told to an August trip in Italy and answers the crowds question', async () => {
    const res = await testEngine().search({ user_request: 'Two weeks in Italy in August from New York. Will it be crowded?' }, context());
    expect(res.results.length).toBeGreaterThan(0);
    for (const r of res.results) {
      expect(r.warnings.some((w) => w.code === 'holiday_crowds' && /Ferragosto.*chiuso per ferie/.test(w.message))).toBe(true);
      const crowds = r.answers?.find((a) => a.topic === 'crowds');
      expect(crowds?.answer).toMatch(/Ferragosto \(Italy\) falls in your dates/);
      expect(crowds?.answer).not.toMatch(/\(Italy\) \(Italy\)/);
    }
  });

  it('is not told in June', async () => {
    const res = await testEngine().search({ user_request: 'Two weeks in Italy in June from New York' }, context());
    expect(res.results.flatMap((r) => r.warnings).some((w) => /Ferragosto/.test(w.message))).toBe(false);
  });
});

describe('a plan on a day the place shuts', () => {
  it('raises the seasonal_closure signal', () => {
    const v = testEngine().validatePlan(
      {
        user_request: 'Bali in March 2027 from Sydney, beaches',
        proposed_plan: { candidate_id: 'bali', departure_date: '2027-03-05', return_date: '2027-03-12' },
      },
      NOW,
    ).plan_validation;
    expect(v.candidate_intent_coherence.signals.join(' ')).toMatch(/seasonal_closure.*Nyepi/);
  });
});

/** Japan's New Year holidays: closures, the rush either side and peak rates, told to a trip whose dates overlap them, with the dates. */
describe("Japan's New Year holidays", () => {
  const notice = async (user_request: string) => {
    const res = await testEngine().search({ user_request }, context());
    expect(res.results.length, user_request).toBeGreaterThan(0);
    return res.results.map((r) => r.warnings.find((w) => /Shōgatsu/.test(w.message)));
  };

  it('are told with their dates to a trip across the new year, in any language', async () => {
    for (const text of ['Tokyo and Kyoto from 28 December 2026 to 5 January 2027', 'Osaka del 30 de diciembre de 2026 al 4 de enero de 2027']) {
      for (const w of await notice(text)) expect(w?.message, text).toMatch(/close.*shinkansen.*peak rates.*2026-12-29 to 2027-01-03/);
    }
  });

  it('are not told a week later', async () => {
    for (const w of await notice('Tokyo 10 to 17 January 2027')) expect(w).toBeUndefined();
  });
});
