import { describe, expect, it } from 'vitest';
import { repairTypos } from '../../../src/travel/intent/typos.js';

describe('typo repair leaves regular inflections of English words alone', () => {
  it('keeps -ing and -ed forms of ordinary words ("skipping", "biking", "hopped")', () => {
    expect(repairTypos('Skipping Laos, biking around, we hopped between islands')).toBe('Skipping Laos, biking around, we hopped between islands');
  });
  it('still repairs a form spelt against the doubling rule and plain misspellings', () => {
    expect(repairTypos('shoping and snorkling in feburary')).toBe('shopping and snorkeling in february');
  });
});
