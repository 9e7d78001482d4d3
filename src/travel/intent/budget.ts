import { fold, matchesOf, overlaps, type Span } from './text.js';

/**
 * Budget from free text: an amount in US dollars with what it covers (the whole trip, per
 * person, per night, per day), and a spending tier from words like "cheap" or "luxury".
 * Amounts in other currencies are reported, not converted: we ship no exchange rates.
 */
export type BudgetPer = 'total' | 'person' | 'night' | 'day';
export type BudgetTier = 'budget' | 'mid' | 'luxury';

export interface BudgetReading {
  amount_usd: number | null;
  per: BudgetPer | null;
  tier: BudgetTier | null;
  text: string | null;
  span: Span | null;
  /** An amount in a currency we cannot convert, e.g. "2000 euros". */
  foreign: string | null;
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const MULT = String.raw`\s*(k|thousand|grand)?`;
const AMOUNT_PATTERNS: readonly RegExp[] = [
  new RegExp(String.raw`(?:\$|usd\s*|us\$\s*)\s*${NUM}${MULT}\b`, 'g'),
  new RegExp(String.raw`\b${NUM}${MULT}\s*(?:usd|dollars|bucks|us dollars)\b`, 'g'),
  new RegExp(String.raw`\b${NUM}\s*(k|grand)\b`, 'g'),
  new RegExp(String.raw`(?<=\bbudget(?: is| of| around| about| max| cap| ~)?:?\s*(?:of\s*|is\s*|around\s*|about\s*|~\s*)?)${NUM}${MULT}\b(?!\s*(?:days?|nights?|weeks?|people|adults|kids|%))`, 'g'),
];
const FOREIGN = new RegExp(String.raw`(?:€|£|¥)\s*${NUM}${MULT}|\b${NUM}${MULT}\s*(?:eur|euros?|gbp|pounds|yen|jpy|cad|aud|chf|mxn|inr|rupees)\b`, 'g');

const PER_AFTER: ReadonlyArray<{ re: RegExp; per: BudgetPer }> = [
  { re: /^\s*(?:\/|per|a|an|each)\s*-?\s*(?:night|nite)\b|^\s*nightly\b/, per: 'night' },
  { re: /^\s*(?:\/|per|a)\s*(?:day)\b|^\s*daily\b/, per: 'day' },
  { re: /^\s*(?:\/|per|a|an)\s*(?:person|head|pax|traveler|traveller)\b|^\s*(?:pp|pppn|each)\b|^\s*per\s+(?:adult|guest)\b/, per: 'person' },
  { re: /^\s*(?:in )?total\b|^\s*all[- ]in\b|^\s*(?:for|covering) (?:everything|the (?:whole|entire) (?:trip|family|group)|all of us|both of us|the two of us|us both|the family)\b|^\s*combined\b/, per: 'total' },
];
const PER_BEFORE: ReadonlyArray<{ re: RegExp; per: BudgetPer }> = [
  { re: /\b(?:per[- ]person|each)\b[^.]{0,20}$/, per: 'person' },
  { re: /\b(?:nightly|hotel|hotels|lodging|accommodation|room)\b[^.,]{0,25}$/, per: 'night' },
  { re: /\b(?:total|overall|all[- ]in)\b[^.]{0,20}$/, per: 'total' },
];

const TIERS: ReadonlyArray<{ re: RegExp; tier: BudgetTier }> = [
  { re: /\b(?:luxury|luxurious|splurge|high[- ]end|upscale|5[- ]star|five[- ]star|fancy|lavish|no expense spared|money is no object)\b/, tier: 'luxury' },
  { re: /\b(?:mid[- ]?range|moderate(?:ly priced)?|mid[- ]priced|3[- ]star|4[- ]star|three[- ]star|four[- ]star)\b/, tier: 'mid' },
  { re: /\b(?:cheap(?:est|ly)?|on a budget|budget[- ](?:friendly|trip|travel|travell?er|option|hotels?)|affordable|inexpensive|shoestring|backpacker|low[- ]cost|frugal|not too expensive|broke|tight budget)\b/, tier: 'budget' },
];

const toNumber = (num: string, mult: string | undefined): number => {
  const n = Number(num.replace(/,/g, ''));
  return mult ? n * 1000 : n;
};

function perOf(folded: string, start: number, end: number): BudgetPer | null {
  const after = folded.slice(end, end + 40);
  const before = folded.slice(Math.max(0, start - 40), start);
  return PER_AFTER.find((p) => p.re.test(after))?.per ?? PER_BEFORE.find((p) => p.re.test(before))?.per ?? null;
}

export function readBudget(text: string, blocked: readonly Span[]): BudgetReading {
  const folded = fold(text);
  const tier = TIERS.find((t) => t.re.test(folded))?.tier ?? null;
  const amounts: Array<{ value: number; per: BudgetPer | null; start: number; end: number }> = [];
  for (const re of AMOUNT_PATTERNS) {
    for (const { m, start, end } of matchesOf(re, folded)) {
      if (overlaps(blocked, start, end) || amounts.some((a) => start < a.end && end > a.start)) continue;
      amounts.push({ value: toNumber(m[1] ?? '0', m[2]), per: perOf(folded, start, end), start, end });
    }
  }
  // A trip-level figure beats a nightly or daily one when both are given.
  const rank = (p: BudgetPer | null) => (p === 'night' ? 2 : p === 'day' ? 1 : 0);
  amounts.sort((a, b) => rank(a.per) - rank(b.per) || a.start - b.start);
  const best = amounts[0];
  const foreign = best ? null : ([...matchesOf(FOREIGN, folded)][0]?.m[0] ?? null);
  if (!best) return { amount_usd: null, per: null, tier, text: null, span: null, foreign };
  return {
    amount_usd: best.value,
    per: best.per ?? 'total',
    tier,
    text: text.slice(best.start, best.end),
    span: { start: best.start, end: best.end },
    foreign: null,
  };
}
