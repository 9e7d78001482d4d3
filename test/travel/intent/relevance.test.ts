import { describe, expect, it } from 'vitest';
import { loadGazetteer } from '../../../src/travel/geo/index.js';
import { parseIntent } from '../../../src/travel/intent/index.js';

/** Whether a text is about something other than a trip (relevance.ts), on texts written for this test in the six languages. */
const gazetteer = loadGazetteer();
const parse = (text: string, extra: Record<string, unknown> = {}) =>
  parseIntent({ user_request: text, reference_date: '2026-05-06', ...extra }, { now: () => new Date('2026-05-06T12:00:00Z'), gazetteer });
const codes = (text: string) => parse(text).understanding.unresolved.map((u) => u.code);
const staysRequest = (text: string) => {
  const u = parse(text).understanding;
  expect(
    u.unresolved.map((x) => x.code),
    text,
  ).not.toContain('not_a_trip_request');
  expect(u.status, text).not.toBe('not_understood');
};

describe('a text about another task', () => {
  it('reads no field out of errands, paperwork, match talk, quiz questions, jokes and thanks for a stay had, in every language', () => {
    for (const text of [
      'pls remind me about the vet appointment on Saturday at 11, and grab eggs and butter on the way back x2',
      'Pourriez-vous me renvoyer la facture du 3 avril ? Mon comptable la réclame avant lundi.',
      '¿Quién marcó el gol ayer? Qué partidazo, 3-2 al final. ¿Unas cañas el domingo?',
      'Könnt ihr mir bei der Kündigung meines Zeitungsabos zum 30. Juni helfen? Kundennummer 77120.',
      'Qual è la capitale della Nuova Zelanda? Ci serve per il quiz di giovedì sera.',
      'Muito obrigado pela estadia na vossa casa em Tavira no verão passado, os miúdos adoraram!',
    ]) {
      const p = parse(text);
      expect(p.understanding.status, text).toBe('not_understood');
      expect(p.understanding.understood, text).toEqual([]);
      expect(p.details.hard_geography, text).toEqual([]);
      expect(p.details.date_window.start, text).toBeNull();
      expect(p.details.party.travellers, text).toBeNull();
      expect(codes(text), text).toEqual(['not_a_trip_request']);
    }
  });
  it('takes a trip told in the past with none to come for a story, and an errand using a trip word for an errand', () => {
    for (const text of [
      "L'an dernier nous avons fait une croisière en Norvège, c'était magnifique.",
      'Remind me to pay the rent on the 1st',
      'Rappelle-moi d’aller chez le coiffeur jeudi',
    ])
      expect(codes(text), text).toEqual(['not_a_trip_request']);
    expect(codes('We stayed in a lovely hotel in Rome last year. Same again in June for 2?')).not.toContain('not_a_trip_request');
  });
  it('asks what trip is wanted in the language of the text', () => {
    const questions = parse('Erinnere mich bitte an den Zahnarzttermin am Freitag.').understanding.clarifying_questions;
    expect(questions).toHaveLength(1);
    expect(questions[0]?.question).toMatch(/Reiseanfrage/);
  });
  it('keeps fields the structured input carries, whatever the text says', () => {
    const p = parse('remind me about the dentist on Friday', { destination_constraints: [{ type: 'city', value: 'Lisbon' }] });
    expect(p.understanding.unresolved.map((u) => u.code)).not.toContain('not_a_trip_request');
    expect(p.understanding.status).not.toBe('not_understood');
  });
});

describe('a text that may be a trip', () => {
  it('stays a request without any evidence of another task, however little it frames a trip', () => {
    for (const text of [
      'ok go ahead with that one, 3 of us',
      'Rome. May. 2 ppl. €1500.',
      'vegas bachelor party 10/9-10/12',
      'Ich hätte gern den um 9, für zwei',
    ])
      staysRequest(text);
  });
  it('stays a request when the evidence of a trip weighs as much as that of another task', () => {
    for (const text of [
      'Remind me: Lisbon in May, 2 of us',
      'Help me write to the hotel in Nice about our stay from 3 to 6 June',
      'Nach dem Zahnarzttermin am 3. Juni wollen wir nach Wien, zu zweit.',
      'Merci pour le séjour à Annecy le mois dernier ! Cette fois on voudrait Lyon en juin, 2 adultes.',
    ])
      staysRequest(text);
  });
  it('takes a match to come for an outing and a match seen for a chat', () => {
    expect(codes('Please find me the match on the 11th.')).not.toContain('not_a_trip_request');
    expect(codes('Did you see the match yesterday? 2-1 in the last minute!')).toEqual(['not_a_trip_request']);
  });
});
