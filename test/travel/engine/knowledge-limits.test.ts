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
    ['Wir essen nur halal: eine Woche Sarajevo im Mai', 'no_food_data'],
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

  it('names each tropical country with its results, and says yellow fever and malaria are in the warnings', async () => {
    const res = await testEngine().search({ user_request: 'Two weeks in Ghana and Togo in January from Paris' }, context());
    const notice = res.understanding.unresolved.find((u) => u.code === 'no_health_risk_data');
    expect(notice?.text).toMatch(/Ghana: [A-Z]/);
    expect(notice?.text).toMatch(/Togo: [A-Z]/);
    expect(notice?.reason).toMatch(/^Yellow fever and malaria are in each result's warnings; no data on dengue, Zika/);
  });

  it('keeps the whole advice in the reason, however many countries the results lie in', async () => {
    for (const user_request of ['Orlando in March', 'Ein Strandurlaub in der Karibik im Februar', 'Two weeks in Ghana and Togo in January from Paris']) {
      const res = await testEngine().search({ user_request }, context());
      const notice = res.understanding.unresolved.find((u) => u.code === 'no_health_risk_data');
      expect(notice?.reason.length).toBeLessThanOrEqual(500);
      expect(notice?.reason).toMatch(/CDC destination page \(wwwnc\.cdc\.gov\/travel\/destinations\/list\) and a travel clinic 4-6 weeks before going\.$/);
    }
  });
});

describe('what the answer tells from its climate and calendars when asked', () => {
  const answer = async (user_request: string, name: string, topic: string) => {
    const res = await testEngine().search({ user_request }, context());
    return res.results.find((r) => r.name === name)?.answers.find((a) => a.topic === topic);
  };

  it.each([
    ['Ten days on Naxos in August 2027 from Athens. Is the wind a problem for the ferries?', 'Meltemi'],
    ['Dix jours à Naxos en août 2027 depuis Athènes. Le vent est-il un problème pour les ferries ?', 'Meltemi'],
    ['Split and Hvar in January 2027, two of us from Zagreb. Is the bora a problem?', 'Bora'],
  ])('answers a question about seasonal winds at sea from the hazard calendar: %s', async (request, wind) => {
    const res = await testEngine().search({ user_request: request }, context());
    const answers = res.results.flatMap((r) => r.answers.filter((a) => a.topic === 'hazards'));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.known && new RegExp(`^\\d{4}-\\d{2}-\\d{2} to \\d{4}-\\d{2}-\\d{2}: ${wind}`).test(a.answer ?? ''))).toBe(true);
  });

  it('answers a season asked with the normals for the dates, the verdict, the best months and the hazards in the dates', async () => {
    const a = await answer('Ten nights in Zanzibar in April 2027 from Nairobi, two of us. Is April a good time to go?', 'Zanzibar', 'season');
    expect(a?.known).toBe(true);
    expect(a?.answer).toMatch(/Apr: highs about \d+ C, lows \d+ C, \d+ rainy days a month, (good|fair|poor) for/);
    expect(a?.answer).toMatch(/best months here for [a-z ]+: [A-Z][a-z]{2}/);
    expect(a?.answer).toMatch(/Long rains/);
    expect(a?.source).toMatch(/comfort_model_v1 \(model_estimate\)/);
  });

  it('answers crowds and prices with the event that fills the place in the dates and the rate it adds', async () => {
    const a = await answer('Somos dos, 8 días en Sevilla en Semana Santa 2028 desde Madrid. ¿Qué tanto suben los precios?', 'Seville', 'crowds');
    expect(a?.known).toBe(true);
    expect(a?.answer).toMatch(/Semana Santa .* falls in your dates, lodging demand x1\.4/);
    const quiet = await answer('Somos dos, 8 días en Sevilla en noviembre de 2027 desde Madrid. ¿Suben mucho los precios?', 'Seville', 'crowds');
    expect(quiet?.topic).toBe('crowds');
    expect(quiet?.answer).not.toMatch(/Semana Santa/);
  });

  it('says a diet asked about is not known to the service, naming the words read', async () => {
    const a = await answer('Couple from Lyon, we eat halal only, 10 days in Istanbul in late October 2027', 'Istanbul', 'food');
    expect([a?.known, a?.source]).toEqual([false, null]);
    expect(a?.answer).toMatch(/"halal" at Istanbul: not known to this service/);
  });
});
