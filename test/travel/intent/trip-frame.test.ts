import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** Whether a text asks for a trip at all (trip-frame.ts), on texts written for this test in the six languages. */
const gazetteer = loadGazetteer();
const parse = (text: string, extra: Record<string, unknown> = {}) =>
  parseIntent({ user_request: text, reference_date: '2026-05-06', ...extra }, { now: () => new Date('2026-05-06T12:00:00Z'), gazetteer });

describe('a text that asks for no trip', () => {
  it('reads no field out of errands, chat, questions of fact and thanks for a past trip, in every language', () => {
    for (const text of [
      'remind me to pick up the dry cleaning on Tuesday and call the vet before the 20th',
      "Tu peux relire mon CV avant vendredi ? L'entretien est le 14.",
      '¿Quién ganó el Mundial de 2010? Creo que fue España, lo discutimos ayer con Pedro en Valencia.',
      'Danke für den schönen Aufenthalt in Salzburg letzten Sommer, es war traumhaft!',
      'Quanti abitanti ha Torino? Mi serve per una verifica giovedì.',
      'Obrigada pela estadia em Sintra no mês passado, foi tudo ótimo!',
    ]) {
      const p = parse(text);
      expect(p.understanding.status, text).toBe('not_understood');
      expect(p.understanding.understood, text).toEqual([]);
      expect(p.details.hard_geography, text).toEqual([]);
      expect(p.details.date_window.start, text).toBeNull();
      expect(
        p.understanding.unresolved.map((u) => u.code),
        text,
      ).toEqual(['not_a_trip_request']);
      expect(p.understanding.clarifying_questions.length, text).toBeGreaterThan(0);
    }
  });
  it('keeps fields the structured input carries, whatever the text says', () => {
    const p = parse('pick up milk on Friday', { destination_constraints: [{ type: 'city', value: 'Lisbon' }] });
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('not_a_trip_request');
    expect(p.details.date_window.start).not.toBeNull();
  });
});

describe('a text that asks for a trip', () => {
  it('needs no verb: a place heading a terse request, a route, a stay, a place in a statement with a date or a party', () => {
    for (const [text, place] of [
      ['Vienna. 2 nights. Mid June.', 'Vienna'],
      ['Bordeaux → Lisbonne le 3 juillet, 2 pers.', 'Lisbon'],
      ['Sevilla en octubre, somos tres', 'Sevilla'],
      ['Dresden, 3 Nächte, zu zweit', 'Dresden'],
      ['Napoli a settembre con mia sorella', 'Naples'],
    ] as const) {
      const p = parse(text);
      expect(p.understanding.status, text).not.toBe('not_understood');
      expect(
        p.details.hard_geography.map((g) => g.name),
        text,
      ).toContain(place);
    }
  });
  it('is a trip to come when a past trip is told beside the wish', () => {
    const p = parse('Thanks for the Rome trip last year! This time we want Florence in September.');
    expect(p.understanding.status).not.toBe('not_understood');
    expect(p.details.hard_geography.map((g) => g.name)).toContain('Florence');
  });
});
