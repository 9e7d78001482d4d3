import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { healthCondition, type HealthCondition } from '../../../src/travel/intent/health.js';
import { parseIntent } from '../../../src/travel/intent/index.js';
import { healthWarnings } from '../../../src/travel/knowledge/models/health-needs.js';
import { context, NOW, testEngine } from './engine.js';

const gazetteer = loadGazetteer();
const parsed = (text: string) => parseIntent({ user_request: text }, { now: () => NOW, gazetteer });
const ids = (text: string) => parsed(text).details.health.conditions;
const conditions = (...xs: string[]) => xs.map((id) => healthCondition(id) as HealthCondition);

describe('stated health conditions', () => {
  it.each([
    ['My father has COPD', ['heart_or_lung']],
    ['Estoy embarazada', ['pregnancy']],
    ['Ma mère est sous dialyse', ['dialysis']],
    ['Ich habe eine Herzkrankheit und bin Diabetiker', ['heart_or_lung', 'diabetes']],
    ['sono incinta', ['pregnancy']],
    ['preciso de cadeira de rodas', ['reduced_mobility']],
    ["I'm 81 and walk with a stick", ['reduced_mobility']],
    ['We are not pregnant, just tired', []],
    ['A heart-shaped island in May', []],
  ])('reads %j as %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it('accounts for the condition words in the parse: a chosen span, not words left over', () => {
    const p = parsed('Mein Vater ist herzkrank, Gardasee im Mai');
    expect(p.details.health).toEqual({ conditions: ['heart_or_lung'], text: 'herzkrank' });
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('unrecognized_words');
    expect(p.understanding.understood.map((u) => u.value)).toContain('health: heart_or_lung');
  });
});

describe('what a condition asks of a place', () => {
  const lung = conditions('heart_or_lung');
  it('warns a high place for a heart or lung condition, and a low one not', () => {
    const high = healthWarnings({ name: 'Cusco', height: { metres: 3399, source: 'GeoNames' }, hiking: 0.8 }, lung);
    expect(high).toEqual([expect.objectContaining({ code: 'health_altitude', severity: 'serious', source: expect.stringMatching(/CDC/) })]);
    expect(high[0]?.message).toMatch(/3,399 m.*a heart or lung condition/);
    expect(healthWarnings({ name: 'Lima', height: { metres: 150, source: 'GeoNames' }, hiking: 0.2 }, lung)).toEqual([]);
  });

  it('says plainly what it cannot judge, and judges terrain where it is curated', () => {
    const care = healthWarnings({ name: 'Lisbon', height: null, hiking: 0.2 }, conditions('dialysis'));
    expect(care).toEqual([expect.objectContaining({ code: 'health_not_judged', severity: 'info' })]);
    const stick = conditions('reduced_mobility');
    expect(healthWarnings({ name: 'Dolomites', height: null, hiking: 0.9 }, stick).map((w) => w.code)).toEqual(['health_terrain']);
    expect(healthWarnings({ name: 'Soverzene', height: null, hiking: null }, stick).map((w) => w.code)).toEqual(['health_not_judged']);
    expect(healthWarnings({ name: 'Paris', height: null, hiking: 0.1 }, stick)).toEqual([]);
  });

  it('reaches every result of a search, most severe first', async () => {
    const res = await testEngine().search({ user_request: 'My father has COPD. Cusco in May from JFK, 8 days' }, context());
    const cusco = res.results.find((r) => /Cusco/.test(r.name));
    expect(cusco?.warnings.map((w) => w.code)).toContain('health_altitude');
    const severities = cusco!.warnings.map((w) => ['serious', 'caution', 'info'].indexOf(w.severity));
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
  });
});
