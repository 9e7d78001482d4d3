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

  it.each([
    ['Meine Partnerin ist in der 31. SSW, Ostsee im Juni', 'de'],
    ['Wir sind in der 20. Schwangerschaftswoche, Gardasee im Mai', 'de'],
    ['Ich brauche ein Dialysezentrum in der Nähe, Wien im April', 'de'],
    ['Estou na 22.ª semana de gestação, Madeira em março', 'pt'],
    ['Sono alla 25esima settimana di gestazione, Sardegna a giugno', 'it'],
  ])('reads a condition said as a count of weeks or as the first part of a compound in %j (%s)', (text) => {
    expect(ids(text)).toHaveLength(1);
  });

  it.each([
    ["We're expecting our first baby in March; a quiet week in Madeira in January", 'en'],
    ['On attend notre premier bébé pour avril, une semaine en Crète en février', 'fr'],
    ['Mi mujer y yo esperamos un bebé en mayo; una semana en Menorca en marzo', 'es'],
    ['Wir erwarten im Sommer unser zweites Baby, zuvor eine Woche Sylt im April', 'de'],
    ['Io e mio marito aspettiamo una bambina a luglio, weekend a Ischia in maggio', 'it'],
    ['Estamos à espera de uma bebé em agosto, uma semana nos Açores em junho', 'pt'],
  ])('reads expecting a baby as a pregnancy, and the baby as no traveller, in %j (%s)', (text) => {
    const p = parsed(text);
    expect(p.details.health.conditions).toEqual(['pregnancy']);
    expect(p.details.party.infants ?? 0).toBe(0);
    expect(p.details.party.children ?? 0).toBe(0);
  });

  it.each(['We expect a baby-friendly hotel in Crete', 'Travelling with our baby, 8 months, to Crete'])('reads no pregnancy in %j', (text) => {
    expect(ids(text)).toEqual([]);
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
