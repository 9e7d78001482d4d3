import type { PlanValidation, ProposedPlan } from '../../../contracts/travel.js';

/**
 * unsupported_live_claims: sentences or quoted figures that would present svc's estimates as
 * live availability, prices, fares or booking. Patterns are compiled once at load.
 */
type Claim = PlanValidation['unsupported_live_claims'][number];

const RULES: ReadonlyArray<{ re: RegExp; reason: string; unless?: RegExp }> = [
  {
    re: /\bguarantee(?:d|s)?\b.{0,30}\b(?:price|rate|fare|availability|room|seat|lowest|cheapest)|\b(?:price|rate|fare)s?\b.{0,20}\bguaranteed\b/i,
    reason: 'No price, rate, fare or availability is guaranteed: svc has no provider-backed quotes.',
  },
  {
    re: /\bbook(?:ing)?\s+(?:it\s+)?now\b|\b(?:i|we)(?:'ve| have)?\s+booked\b|\b(?:is|are|has been|have been)\s+(?:booked|reserved)\b|\bconfirmed\s+(?:booking|reservation)\b|\breservation\s+(?:is\s+)?confirmed\b/i,
    reason: 'svc never books: booking must happen with an external provider after live checks.',
  },
  {
    re: /\b(?:rooms?|seats?|tickets?)\s+(?:are\s+|is\s+)?(?:still\s+)?available\b|\bavailab(?:le|ility)\s+(?:is\s+)?confirmed\b|\bin stock\b|\bonly\s+\d+\s+(?:rooms?|seats?)\s+left\b/i,
    reason: 'Availability is not checked by svc; it needs a live provider search.',
  },
  {
    re: /\b(?:live|current|today'?s|real-?time)\s+(?:price|fare|rate|airfare)s?\b|\b(?:lowest|cheapest|best)\s+(?:available\s+)?(?:price|fare|rate)\b/i,
    reason: 'svc returns no live or lowest prices; fares and rates come from providers.',
    unless: /\b(?:check|verify|confirm|compare)\w*\s+(?:the\s+)?(?:live|current|today'?s|real-?time|lowest|cheapest|best)\b/i,
  },
];

const MONEY = /(?:\$|usd\s?)\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:usd|dollars)\b/i;
const FIGURE_CONTEXT = /\b(?:per night|a night|\/\s?night|nightly|room rate|fare|airfare|flights?|tickets?|round[- ]trip)\b/i;
const HEDGE = /\b(?:estimat\w*|approx\w*|about|around|roughly|typical(?:ly)?|baseline|model|expect|budget|~)/i;

export function unsupportedLiveClaims(plan: ProposedPlan): Claim[] {
  const out: Claim[] = [];
  for (const claim of plan.claims ?? []) {
    const rule = RULES.find((r) => r.re.test(claim) && !r.unless?.test(claim));
    if (rule) out.push({ claim, reason: rule.reason });
    else if (MONEY.test(claim) && FIGURE_CONTEXT.test(claim) && !HEDGE.test(claim)) {
      out.push({ claim, reason: 'A fare or room rate stated as fact reads as a live quote: present it as an estimate and check it with a provider.' });
    }
  }
  const quoted: Array<[number | undefined, string]> = [
    [plan.quoted_nightly_usd, 'quoted_nightly_usd'],
    [plan.quoted_fare_usd, 'quoted_fare_usd'],
    [plan.quoted_total_usd, 'quoted_total_usd'],
  ];
  for (const [value, field] of quoted) {
    if (value !== undefined)
      out.push({
        claim: `${field}: ${value}`,
        reason: 'svc has no provider-backed rates or live fares: a quoted figure may only be shown as an estimate, pending provider price checks.',
      });
  }
  return out;
}
