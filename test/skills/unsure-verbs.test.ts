import { describe, expect, it } from 'vitest';
import { readInEnglish } from '../../src/skills/languages.js';
import { searchSkills } from '../../src/skills/search.js';

const first = (query: string) => {
  const out = searchSkills({ query, max_results: 5 }, { requestId: 'req_unsure_verbs' });
  return out.match.status === 'matched' ? out.options[0]?.id : 'no match';
};

describe('verbs the reading is unsure of', () => {
  it('marks a lexicon reading as a guess, not a curated reading', () => {
    expect([...readInEnglish('Preciso montar uma planilha de orçamento').guessed]).toContain('straddle');
  });

  it('does not read a lexicon guess at a verb as an action no option performs', () => {
    // "montar" (to build) reads as "straddle"; as an action no option performs it cut every relevance to a third.
    expect(first('Preciso montar uma planilha de orçamento com fórmulas no Excel')).toBe('vendor.xlsx');
  });

  it('still answers no match for a verb the curated tables read', () => {
    expect(first('Resérvame un coche de alquiler en Oporto para el viernes')).toBe('no match');
  });
});
