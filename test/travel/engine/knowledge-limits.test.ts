import { describe, expect, it } from 'vitest';
import { atLevel } from '../../../src/operations/travel/detail.js';
import { context, testEngine } from './engine.js';

const codesAt = async (user_request: string) => {
  const full = JSON.parse(JSON.stringify(await testEngine().search({ user_request }, context())));
  const levels = [full, JSON.parse(atLevel('standard', full).text), JSON.parse(atLevel('summary', full).text)];
  return levels.map((l: { understanding: { status: string; unresolved: Array<{ code: string }> } }) => ({
    status: l.understanding.status,
    codes: l.understanding.unresolved.map((u) => u.code),
  }));
};

describe('what the answer cannot tell', () => {
  it.each([
    ['A scenic train journey through the Alps in June', 'no_rail_timetables'],
    ['Island hopping in Greece for two weeks in May', 'no_ferry_schedules'],
    ['A Caribbean cruise in March for two adults', 'no_cruise_data'],
    ['A beach week in Spain in June, I use a wheelchair', 'no_accessibility_data'],
    ['Hiking in Patagonia in January', 'no_permit_data'],
    ['A road trip in Scotland in May', 'no_driving_rules'],
    ['Una semana en Lisboa en mayo, mi padre necesita diálisis', 'no_medical_data'],
    ['Eine Woche Kopenhagen im Mai mit unserem Hund', 'no_animal_rules'],
    ['Deux semaines au Japon en avril, faut-il un visa ?', 'no_document_checks'],
    ['Is Medellín safe for a solo traveller? A week in March', 'no_safety_data'],
  ])('"%s" carries %s at every detail level, and is not complete', async (request, code) => {
    for (const level of await codesAt(request)) {
      expect(level.codes).toContain(code);
      expect(level.status).not.toBe('complete');
    }
  });

  it('a request raising none of them carries no such notice', async () => {
    const [full] = await codesAt('A week in Lisbon in May for two adults');
    expect(full!.codes.filter((c) => c.startsWith('no_'))).toEqual([]);
  });

  it('says at every level that malaria and other health risks are not covered when a result lies in the tropics', async () => {
    for (const level of await codesAt('Two weeks of safari in Tanzania in July for two adults from Frankfurt')) {
      expect(level.codes).toContain('no_health_risk_data');
    }
  });
});
