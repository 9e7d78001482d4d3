import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { grouped } from '../../../src/text/grouped.js';
import { dollars } from '../../../src/travel/engine/text.js';

describe('number wording', () => {
  it('groups every number as en-US does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double()), (n) => {
        expect(grouped(n)).toBe(n.toLocaleString('en-US'));
      }),
    );
    const edges = [0, -0, 7, -7, 999, 1000, -1000, 999_999, 1_000_000, 12_345_678, Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, -1e21, 5.63e24];
    for (const n of [...edges, Number.MAX_VALUE, -Number.MAX_VALUE, Infinity, -Infinity, NaN]) expect(grouped(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes dollars rounded to the whole dollar, at any size', () => {
    expect(dollars(1234.5)).toBe('$1,235');
    expect(dollars(999.4)).toBe('$999');
    expect(dollars(8000)).toBe('$8,000');
    expect(dollars(3e21)).toBe('$3,000,000,000,000,000,000,000');
    expect(dollars(Infinity)).toBe('$∞');
  });
});
