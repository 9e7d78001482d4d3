import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/**
 * Regions under the names each language gives them, and a place name whose readings stay close:
 * said (ambiguous_place, a clarifying question) rather than silently picked.
 */
const g = loadGazetteer();
const now = new Date('2026-01-14T12:00:00Z');
const parse = (text: string) => parseIntent({ user_request: text, reference_date: '2026-01-14' }, { now: () => now, gazetteer: g });

describe('regions named in six languages', () => {
  it.each([
    ['Deux semaines en Andalousie au printemps', 'region:andalusia'],
    ['Un mes recorriendo la Patagonia y luego las Cícladas', 'region:cyclades'],
    ['Im Herbst eine Woche im Elsass', 'region:alsace'],
    ['Una settimana in Borgogna a settembre', 'region:burgundy'],
    ['Dez dias nas ilhas gregas em junho', 'region:greek-islands'],
    ['Two weeks in the Scottish Highlands in June', 'region:scottish-highlands'],
  ])('%s', (text, id) => {
    expect(parse(text).details.hard_geography.map((p) => p.id)).toContain(id);
  });
});

describe('close readings of a name', () => {
  it('are said, with both readings, and asked about', () => {
    const p = parse('A week in San José in March');
    const note = p.details.unresolved.find((u) => u.code === 'ambiguous_place');
    expect(note?.text).toBe('San José');
    expect(note?.reason).toMatch(/CR.*US|US.*CR/);
    expect(p.understanding.status).toBe('partial');
    expect(p.understanding.clarifying_questions.some((q) => q.question.includes('San José'))).toBe(true);
  });

  it('are not flagged when one reading clearly wins', () => {
    expect(parse('Two weeks in Valencia in May').details.unresolved.some((u) => u.code === 'ambiguous_place')).toBe(false);
  });

  it('are said when the namesakes share a country: the traveller leaving from that country does not choose among them', () => {
    for (const [text, name] of [
      ['Four nights in Springfield in May, leaving from Denver', 'Springfield'],
      ['Ein Wochenende in Neustadt im September, zu zweit', 'Neustadt'],
    ] as const) {
      const p = parse(text);
      expect(p.details.unresolved.find((u) => u.code === 'ambiguous_place')?.text, text).toBe(name);
      expect(p.understanding.status, text).toBe('partial');
    }
    expect(parse('Four nights in Portland, Maine in May').understanding.status).toBe('complete');
  });

  it('put the town travel writers describe first (a Wikivoyage article) over a larger namesake without one', () => {
    expect(parse('A week in Bonifacio in June').details.hard_geography.map((p) => p.country)).toEqual(['FR']);
  });
});

describe('a country or state after a place word', () => {
  it.each([
    ['Córdoba in Spanien, vier Tage im März', 'city:es-cordoba-an'],
    ['Córdoba en Argentina, cuatro días en marzo', 'city:ar-cordoba-x'],
  ])('%s: narrows the name and is no place of its own', (text, id) => {
    expect(parse(text).details.hard_geography.map((p) => p.id)).toEqual([id]);
  });
});

describe('subdivisions under the name their own language gives them', () => {
  it('Steiermark is Styria; Luzern stays the city, not its canton', () => {
    expect(parse('Eine Woche in der Steiermark im Mai').details.hard_geography.map((p) => p.id)).toEqual(['state:at-6']);
    expect(parse('Drei Tage in Luzern im Mai').details.hard_geography.map((p) => p.type)).toEqual(['city']);
  });

  it('"St." abbreviates the German "Sankt" as it does "Saint"', () => {
    expect(parse('Eine Woche in St. Peter-Ording im Juli').details.hard_geography.map((p) => p.name)).toEqual(['Sankt Peter-Ording']);
  });
});
