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
});
