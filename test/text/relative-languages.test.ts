import { describe, expect, it } from 'vitest';
import { frequentWordsOf, relativeCloseness } from '../../src/text/relative-languages.js';

describe('relativeCloseness: a trigram second opinion among the candidates named', () => {
  it('finds Corsican closer to Corsican than to Italian, and Italian closer to Italian', () => {
    const corsican = relativeCloseness('ùn vulemu micca spende troppu soldi pè u viaghju', ['it', 'co']);
    expect(corsican.get('co')).toBe(1);
    expect(corsican.get('it')).toBeLessThan(0.9);
    const italian = relativeCloseness('non vogliamo spendere troppi soldi per il viaggio', ['it', 'co']);
    expect(italian.get('it')).toBe(1);
    expect(italian.get('co')).toBeLessThan(1);
  });

  it('compares only candidates with a profile, and nothing for a text without letters', () => {
    expect([...relativeCloseness('queremos ir a la playa', ['es', 'xx']).keys()]).toEqual(['es']);
    expect(relativeCloseness('12/06 -> 14/06', ['es', 'gl']).size).toBe(0);
  });
});

describe('frequentWordsOf: the frequent words of relatives that have a list', () => {
  it('holds Galician words (folded) and no list for a language without one', () => {
    const galician = frequentWordsOf('gl');
    for (const w of ['dende', 'mellor', 'nenos', 'venres']) expect(galician?.has(w)).toBe(true);
    expect(frequentWordsOf('ca')?.has('voldriem')).toBe(true);
    expect(frequentWordsOf('co')).toBeUndefined();
  });
});
