import { describe, expect, it } from 'vitest';
import { atLevel } from '../../src/operations/travel/detail.js';
import { context, testEngine } from './engine/engine.js';

/** Requests whose results all share a warning: a travel advisory over the whole country. */
const SHARED_WARNING_TRIPS = ['Road trip in Colombia in March', 'A week in Israel in May'];

describe('warnings at every detail level', () => {
  it.each(SHARED_WARNING_TRIPS)(
    'every result keeps its own warnings in standard and summary (there without source lines), also when all share them (%s)',
    async (request) => {
      const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request: request }, context())));
      const standard = JSON.parse(atLevel('standard', full).text);
      const summary = JSON.parse(atLevel('summary', full).text);
      const warnings = full.results.map((r: { warnings: unknown[] }) => r.warnings);
      expect(full.results.length).toBeGreaterThan(1);
      const text = (w: unknown) => JSON.stringify(w);
      const shared = warnings[0].filter((w: unknown) => warnings.every((list: unknown[]) => list.some((x) => text(x) === text(w))));
      expect(shared.length).toBeGreaterThan(0);
      expect(standard.results.map((r: { warnings?: unknown[] }) => r.warnings)).toEqual(warnings);
      expect(standard.common?.results?.warnings).toBeUndefined();
      const unsourced = warnings.map((list: Array<Record<string, unknown>>) => list.map(({ source: _source, ...rest }) => rest));
      expect(summary.results.map((r: { warnings?: unknown[] }) => r.warnings)).toEqual(unsourced);
    },
  );
});

describe('answers at every detail level', () => {
  it('answers the questions asked on each result, from data with source and date or said unknown, and keeps 5 results under the size budgets', async () => {
    const request = 'City break in Europe in October from LHR for two with our dog. Do we need a visa? Is it safe?';
    const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request: request, passports: ['GB'] }, context())));
    expect(full.results).toHaveLength(5);
    for (const r of full.results) {
      const byTopic = Object.fromEntries(r.answers.map((a: { topic: string }) => [a.topic, a]));
      expect(Object.keys(byTopic).sort()).toEqual(['documents', 'pets', 'safety']);
      expect(byTopic.documents).toMatchObject({ known: true, source: expect.stringMatching(/Passport Index/), as_of: expect.any(String) });
      expect(byTopic.safety).toMatchObject({ known: true, source: expect.stringMatching(/State Department/), as_of: expect.any(String) });
      expect(byTopic.pets).toMatchObject({
        known: true,
        answer: expect.stringMatching(/microchip.*rabies/i),
        source: expect.stringMatching(/European Commission/),
      });
    }
    const standard = atLevel('standard', full);
    const summary = atLevel('summary', full);
    const answers = full.results.map((r: { answers: unknown[] }) => r.answers);
    const withoutNulls = (list: Array<Record<string, unknown>>) => list.map((a) => Object.fromEntries(Object.entries(a).filter(([, v]) => v !== null)));
    const unsourced = answers.map((list: Array<Record<string, unknown>>) => list.map(({ source: _source, check: _check, ...rest }) => rest));
    // Both compact levels state the answers every result shares once, in common_answers: each result's own plus those rebuild it.
    const key = (list: unknown[]) => list.map((a) => JSON.stringify(a)).sort();
    const rebuilt = (text: string) => {
      const body = JSON.parse(text);
      return body.results.map((r: { answers?: unknown[] }) => key([...(r.answers ?? []), ...(body.common_answers ?? [])]));
    };
    expect(rebuilt(standard.text)).toEqual(answers.map(withoutNulls).map(key));
    expect(rebuilt(summary.text)).toEqual(unsourced.map(key));
    expect(Buffer.byteLength(summary.text)).toBeLessThanOrEqual(12 * 1024);
    expect(Buffer.byteLength(standard.text)).toBeLessThanOrEqual(36 * 1024);
  });
  it("keeps, at summary, the words of a documents answer that says the origin's passport rule as a condition, and no other unknown's", async () => {
    const request = 'Deux semaines en Italie en septembre depuis Casablanca, à deux. Quel visa faut-il ? Et les permis de randonnée ?';
    const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request: request }, context())));
    const body = JSON.parse(atLevel('summary', full).text);
    const first = [...(body.results[0].answers ?? []), ...(body.common_answers ?? [])];
    const documents = first.find((a: { topic: string }) => a.topic === 'documents');
    expect(documents).toMatchObject({ known: false, answer: expect.stringMatching(/If it is a Morocco passport: .*visa/), as_of: expect.any(String) });
    const permits = first.find((a: { topic: string }) => a.topic === 'permits');
    expect(permits).toEqual({ topic: 'permits', known: false });
  });
});
