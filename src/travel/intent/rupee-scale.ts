import { touching, type Tok } from './tokens.js';

/**
 * The Indian numbering system's scale words as rupee amounts are written in South Asia: a lakh is 100,000 and a crore
 * 10,000,000, and both are shortened after the figure ("INR 6L", "Rs 2.5 lac", "₹1 Cr"). The full words are multipliers of
 * every number (numbers.ts); the short forms are letters that mean other things elsewhere (a 40L backpack), so they scale
 * only an amount in a currency counted in lakhs and crores. The short forms are CLDR's compact number symbols for en-IN ("L",
 * "Cr", through Intl), with the spelling "lac" beside them.
 */
const compactSymbol = (n: number): string | undefined =>
  new Intl.NumberFormat('en-IN', { notation: 'compact' })
    .formatToParts(n)
    .find((p) => p.type === 'compact')
    ?.value.toLowerCase();
const SHORT_SCALES = new Map<string, number>([
  ['lac', 1e5],
  ['lacs', 1e5],
  ...[1e5, 1e7].flatMap((n): Array<[string, number]> => {
    const symbol = compactSymbol(n);
    return symbol ? [[symbol, n]] : [];
  }),
]);

/** Currencies whose amounts are said in lakhs and crores (India, Pakistan, Nepal, Sri Lanka, Bangladesh). */
const LAKH_CURRENCIES: ReadonlySet<string> = new Set(['INR', 'PKR', 'NPR', 'LKR', 'BDT']);

const countsInLakhs = (code: string | null | undefined): boolean => code !== null && code !== undefined && LAKH_CURRENCIES.has(code);

/**
 * An amount of a lakh-counting currency scaled by the short form after its figure ("6L", "2.5 lac", "1 Cr"), with the token
 * after it; none when no short form follows. A single letter counts only against the digits or alone before the sentence goes on
 * ("6L", "6 L,"), never as the start of a word written after a space.
 */
export function lakhScaled(toks: readonly Tok[], value: number, end: number, code: string | null | undefined): { value: number; end: number } | undefined {
  if (!countsInLakhs(code)) return undefined;
  const t = toks[end];
  const factor = t?.kind === 'word' ? SHORT_SCALES.get(t.w) : undefined;
  if (factor === undefined || !t) return undefined;
  if (t.w.length === 1 && !touching(toks[end - 1], t) && toks[end + 1]?.kind === 'word') return undefined;
  return { value: value * factor, end: end + 1 };
}
