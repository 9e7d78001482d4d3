import { describe, expect, it } from 'vitest';
import { context, testEngine } from './engine.js';

/** A passport the request states decides the entry rule everywhere the answer speaks of entry, in any of the six languages. */
describe('a stated passport', () => {
  const search = (user_request: string) => testEngine().search({ user_request }, context());

  it('is read from the nationality in every construction and leads the entry notes', async () => {
    for (const [text, passport] of [
      ['We are Canadian citizens, two weeks in Morocco in October', 'Canada'],
      ['Mit deutschem Pass eine Woche nach Vietnam im Mai', 'Germany'],
      ['Nous sommes belges, une semaine au Japon en avril', 'Belgium'],
      ['Somos mexicanos, dos semanas en Marruecos en octubre', 'Mexico'],
    ] as const) {
      const res = await search(text);
      expect(
        res.understanding.understood.some((u) => u.field === 'travellers' && u.value.startsWith(`${passport} passport`)),
        text,
      ).toBe(true);
      expect(res.results.length, text).toBeGreaterThan(0);
      for (const r of res.results) {
        const v = r.visa_stay_snapshot;
        expect(v?.entry_requirement.passport_basis, text).toBe('stated');
        expect(v?.visa_rule_status, text).toMatch(new RegExp(`^Your passport: ${passport} passport holders`));
        expect(v?.relevance, text).not.toMatch(/depend on nationality/);
        expect(v?.relevance, text).toMatch(new RegExp(`${passport} passport holders`));
      }
    }
  });

  it('raises no documents limit for the words that state it, and one when a question remains without it', async () => {
    const stated = await search('I have a British passport, one week in Lisbon in May');
    expect(stated.understanding.unresolved.some((u) => u.code === 'no_document_checks')).toBe(false);
    const asked = await search('One week in Lisbon in May, do I need a passport?');
    expect(asked.understanding.unresolved.some((u) => u.code === 'no_document_checks')).toBe(true);
    for (const text of [
      'I have a British passport, does my passport need 6 months validity? 10 days in Ghana in March',
      'Tengo pasaporte británico, ¿mi pasaporte necesita 6 meses de validez? 10 días en Ghana en marzo',
    ]) {
      const both = await search(text);
      expect(
        both.understanding.unresolved.some((u) => u.code === 'no_document_checks'),
        text,
      ).toBe(true);
    }
  });

  it('is not taken from where the traveller lives', async () => {
    const res = await search('I live in Germany, two weeks in Morocco in October');
    for (const r of res.results) {
      expect(r.visa_stay_snapshot?.entry_requirement.passport_basis).toBe('none');
      expect(r.visa_stay_snapshot?.relevance).toMatch(/states no passport/);
    }
  });
});

describe('an entry rule the data has not settled', () => {
  it('is neither answer: unknown, said so, and a caution to check before booking', async () => {
    const res = await testEngine().search({ user_request: 'I have a British passport, one week in Accra in March' }, context());
    expect(res.results.length).toBeGreaterThan(0);
    const ghana = res.results.filter((x) => x.visa_stay_snapshot?.entry_requirement.passport === 'GB');
    expect(ghana.length).toBeGreaterThan(0);
    for (const r of ghana) {
      const entry = r.visa_stay_snapshot!.entry_requirement;
      expect(entry.requirement).toBe('unknown');
      expect(entry.statement).toMatch(/has not settled what United Kingdom passport holders need/);
      expect(entry.statement).not.toMatch(/get a visa on arrival/);
      expect(r.warnings.some((w) => w.code === 'entry_rule_unknown' && w.severity === 'caution')).toBe(true);
    }
  });

  it('leads the entry notes with the stated passport, whose rule is said to be unsettled', async () => {
    for (const [text, passport] of [
      ['Indian passport, 10 days in Thailand in January', 'India'],
      ['Con pasaporte británico, una semana en Accra en marzo', 'United Kingdom'],
    ] as const) {
      const res = await testEngine().search({ user_request: text }, context());
      expect(res.results.length, text).toBeGreaterThan(0);
      for (const r of res.results) {
        const v = r.visa_stay_snapshot!;
        expect(v.entry_requirement.requirement, text).toBe('unknown');
        expect(v.visa_rule_status, text).toMatch(new RegExp(`^Your passport: ${passport} passport holders' entry rule is not settled`));
      }
    }
  });
});
