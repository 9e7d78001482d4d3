import { describe, expect, it } from 'vitest';
import { labelledLines, withoutLabels } from '../../../src/travel/intent/labels.js';
import { tokenize } from '../../../src/travel/intent/tokens.js';
import { placesOf } from './read-request.js';

const fields = (text: string) => labelledLines(text, tokenize(text)).map((l) => l.field);

describe('a request pasted as a form: the label gives its value a role', () => {
  it.each<[string, string[]]>([
    ['From: Leeds\nTo: Oslo\nWho: 2 adults', ['origin', 'destination', 'party']],
    ['- Au départ de : Nantes\n- À éviter : Palerme\n- Quand : juin', ['origin', 'excluded', 'dates']],
    ['**Ciudad de salida:** Bilbao\n**A dónde:** Quito\n**Presupuesto:** 900 €', ['origin', 'destination', 'budget']],
    ['1) Abflughafen: FRA\n2) Reiseziel: Wien\n3) Sonstiges: Hund', ['origin', 'destination', 'other']],
    ['| Da | Verona |\n|---|---|\n| Da evitare | Milano |', ['origin', 'excluded']],
    ['• Partindo de: Recife\n• Para onde: Natal\n• Nº de pessoas: 3', ['origin', 'destination', 'party']],
    // A CRM row: several labelled cells on one line; a cell without a label is prose.
    ['Kunde Maier | Abflug: Stuttgart | Ziel: Wien | 2 Erw. | Budget: 900 €', ['origin', 'destination', 'budget']],
  ])('%s', (text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('a header row names the columns of the rows under it; its words are labels, each cell a value', () => {
    const text = 'Name | From | Where | Who\nSmith family | Bristol | Faro | 2A 2C (6, 9)';
    expect(fields(text)).toEqual(['other', 'other', 'origin', 'destination', 'party']);
    expect(placesOf(text)).toEqual({ origin: 'Bristol', goes: ['Faro'], not: [] });
    const blank = withoutLabels(text, tokenize(text), labelledLines(text, tokenize(text)));
    expect(blank).not.toMatch(/Name|From|Where|Who/);
    expect(blank).toContain('Smith family | Bristol | Faro');
  });

  it('one label in prose, a clock time or a line without a value is no form', () => {
    expect(fields('Update: we now want Rome in May')).toEqual([]);
    expect(fields('Flight at 12:30 from Leeds\nback at 18:45')).toEqual([]);
    expect(fields('Hi Anna:\nRome please')).toEqual([]);
  });

  it('the labels are blanked with the offsets kept', () => {
    const text = 'Salida: Valencia\nDestino: Roma';
    const blank = withoutLabels(text, tokenize(text), labelledLines(text, tokenize(text)));
    expect(blank).toHaveLength(text.length);
    expect(blank.trim().split(/\s+/)).toEqual(['Valencia', 'Roma']);
  });

  it.each<[string, { origin: string | null; goes: string[]; not: string[] }]>([
    ['Departing from: Glasgow\nDestination: Lisbon\nDates: 12-19 June', { origin: 'Glasgow', goes: ['Lisbon'], not: [] }],
    ['Startort: Dresden\nWohin: Kroatien\nNicht: Split', { origin: 'Dresden', goes: ['Croatia'], not: ['Split'] }],
    ['Reiseziel: Wien\nReisende: Jens (52), Petra (50)\nAbflug: Hamburg', { origin: 'Hamburg', goes: ['Vienna'], not: [] }],
  ])('%s', (text, expected) => {
    expect(placesOf(text)).toEqual(expected);
  });
});

describe('labels inside one line, as assistants and tools write notes', () => {
  it.each<[string, string[]]>([
    ['pax: 2, origin: LIS, dest: Funchal, budget_eur: 1800', ['party', 'origin', 'destination', 'budget']],
    ['{"from":"ORD","to":["Lima","Cusco"],"dates":"2026-05-02..2026-05-12"}', ['origin', 'destination', 'dates']],
    // A clause without a label of its own belongs to the value before it.
    ['who: 3 adults, ex-MAN, where: Crete or Rhodes, when: June', ['party', 'destination', 'dates']],
  ])('%s', (text, expected) => {
    expect(fields(text)).toEqual(expected);
  });

  it('names before a colon that name no field are an itinerary, not a form', () => {
    expect(fields('Porto: 3 nights, Braga: 2 nights, from Leeds in May')).toEqual([]);
  });

  it.each<[string, { origin: string | null; goes: string[]; not: string[] }]>([
    ['2 adults, origin: LIS, dest: Funchal, budget: 1800 EUR', { origin: 'Lisbon', goes: ['Funchal'], not: [] }],
    ['{"travellers":"2A","from":"ORD","to":["Lima","Cusco"]}', { origin: 'Chicago', goes: ['Lima', 'Cusco'], not: [] }],
  ])("the value takes its label's role: %s", (text, expected) => {
    expect(placesOf(text)).toEqual(expected);
  });
});
