import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

const gazetteer = loadGazetteer();
const now = () => new Date('2026-03-10T12:00:00Z');
const safety = (text: string) => parseIntent({ user_request: text }, { now, gazetteer }).details.asks.find((a) => a.topic === 'safety');

describe('a woman travelling alone', () => {
  it.each([
    ['As a woman on my own... no, as a woman going alone, I want 8 days in Oman from Paris', 'en'],
    ['Female solo trip from Leeds, Sri Lanka for two weeks', 'en'],
    ['Je partirai seule de Lille, dix jours en Jordanie', 'fr'],
    ['Me voy sola desde Bilbao una semana a Colombia', 'es'],
    ['Eine Woche Georgien ab Wien, ich reise als Frau alleine', 'de'],
    ['Parto da sola da Torino per dieci giorni in Perù', 'it'],
    ['Vou sozinha do Porto para o Egito, uma semana', 'pt'],
  ])('reads it as the safety topic in %j (%s)', (text) => {
    expect(safety(text)).toBeDefined();
  });

  it.each([
    'Une seule valise, une semaine à Lisbonne en couple',
    'Biglietto di sola andata da Roma a Palermo',
    'Ni una sola noche de hotel cara: Sevilla en mayo',
    'Je ne serai pas seule : mon mari vient, Rome en mai',
    'My wife and I, a week in Crete',
  ])('reads no woman alone in %j', (text) => {
    expect(safety(text)).toBeUndefined();
  });
});
