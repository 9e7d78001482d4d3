import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dollars, grouped } from '../../../src/travel/engine/text.js';

describe('number wording', () => {
  it('groups every whole number as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(grouped(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    for (const n of [0, -0, 7, -7, 999, 1000, -1000, 999_999, 1_000_000, 12_345_678]) expect(grouped(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes dollars rounded to the whole dollar', () => {
    expect(dollars(1234.5)).toBe('$1,235');
    expect(dollars(999.4)).toBe('$999');
    expect(dollars(8000)).toBe('$8,000');
  });
});
