import { countedAt } from '../../intent/duration.js';
import type { Lang } from '../../intent/language.js';
import { fold } from '../../intent/text.js';
import { tokenize, type Tok } from '../../intent/tokens.js';

/**
 * How the nights of a route are shared between its stops. A stop's own count is what the request
 * says next to its name, in the same clause ("3 nights in Chiang Mai", "zwei Nächte in Budapest",
 * "Lisboa 4 noites"), read by the reader's length grammar. The stops without one share the rest
 * equally (a tour: Rome, Florence and Venice for 10 nights, 4, 3 and 3), unless the request makes
 * the first stop a base with side trips (sideTripSign): then the main-stop rule, the base keeps the
 * most nights and each later stop without a count gets an equal part of what the base shares with
 * them, at least one night (a week in Bangkok with a side trip to Chiang Mai: 5 and 2). A count that leaves no night for the stops without one is the
 * whole trip's length, not a stop's, and the rule shares it; but on a tour (no base) where the trip's
 * length is only what the counts add up to, it was read from them ("Córdoba for 3 nights, then Seville
 * and Granada"): the counts are the stops' own, and each stop without one gets their mean (added).
 * Counts for every stop that leave nights of the trip over give those to the first stop, said
 * (leftover), so the stops add up to the trip.
 */
export interface StopNights {
  nights: number[];
  basis: Array<'stated' | 'shared'>;
  /** Nights of the trip no stated count covers, added to the first stop. */
  leftover: number;
  /** Nights the stops without a count add to a trip whose length was read from the counts alone. */
  added: number;
}

/** Tokens between a stop's name and its count, at most. */
const NEAR_TOKENS = 3;
const CLAUSE_END = new Set(['.', ',', ';', ':', '!', '?', '(', ')']);

const nightsOf = (c: NonNullable<ReturnType<typeof countedAt>>): number => (c.unit === 'night' ? c.top : c.max);

/** The token span of a stop's name in the request, or null when the request does not write it. */
export function mention(toks: readonly Tok[], request: string, name: string): { first: number; last: number } | null {
  const at = fold(request).indexOf(fold(name));
  if (at < 0 || !name.trim()) return null;
  const end = at + name.length;
  const first = toks.findIndex((t) => t.end > at);
  const last = toks.findLastIndex((t) => t.start < end);
  return first >= 0 && last >= first ? { first, last } : null;
}

/** Whether tokens from..to (exclusive ends) hold no clause break and are few. */
function sameClause(toks: readonly Tok[], from: number, to: number): boolean {
  if (to - from > NEAR_TOKENS) return false;
  return toks.slice(from, to).every((t) => !CLAUSE_END.has(t.w));
}

/** The most nights a bare number after a stop's name may count. */
const MAX_BARE_NIGHTS = 30;

/**
 * A bare number right after a stop's name in a list where other stops have counts with a unit ("Rome 3 nights,
 * Florence 2, Venice 2", "Lisboa 3 noites, Sintra 1 e Porto 3"): the unit is left out as the list goes on, so the
 * number counts that stop's nights too.
 */
function elidedCount(toks: readonly Tok[], span: { first: number; last: number } | null): number | null {
  const t = span ? toks[span.last + 1] : undefined;
  const n = t?.kind === 'num' && /^\d{1,2}$/.test(t.w) ? Number(t.w) : 0;
  const next = span ? toks[span.last + 2] : undefined;
  return n >= 1 && n <= MAX_BARE_NIGHTS && (!next || CLAUSE_END.has(next.w) || next.kind !== 'num') ? n : null;
}

/** The nights the request gives each stop, by the count nearest its name in its clause, or a count whose unit the list leaves out. */
export function statedNights(request: string, lang: Lang, names: readonly string[]): Array<number | null> {
  const toks = tokenize(request);
  const spans = names.map((n) => mention(toks, request, n));
  const out: Array<number | null> = names.map(() => null);
  for (let i = 0; i < toks.length; i++) {
    const c = countedAt(toks, i, lang) ?? countedAt(toks, i, lang, true);
    if (!c || c.unit === 'month') continue;
    const gap = (s: { first: number; last: number } | null) =>
      !s
        ? Infinity
        : s.first >= c.end && sameClause(toks, c.end, s.first)
          ? s.first - c.end
          : s.last < i && sameClause(toks, s.last + 1, i)
            ? i - s.last
            : Infinity;
    const gaps = spans.map(gap);
    const best = gaps.indexOf(Math.min(...gaps));
    if (Number.isFinite(gaps[best]) && out[best] === null) out[best] = nightsOf(c);
    i = c.end - 1;
  }
  if (!out.some((n) => n !== null)) return out;
  return out.map((n, k) => n ?? elidedCount(toks, spans[k] ?? null));
}

/**
 * The nights at each stop: the stated counts where they fit the trip, the rest shared. With a base
 * (side trips) and the base open, each later stop without a count gets rest / (later + 2) nights (at
 * least one while the base keeps one), so the base keeps twice a side trip's share; otherwise the
 * stops without a count share the rest equally, the first of them keeping what does not divide.
 */
export function shareNights(total: number, stated: ReadonlyArray<number | null>, withBase: boolean): StopNights {
  const given = stated.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const open = stated.flatMap((n, i) => (n === null ? [i] : []));
  if (!withBase && open.length > 0 && given > 0 && given === total) return ownCounts(stated, given);
  const kept = open.length === 0 || given + open.length <= total ? stated : stated.map(() => null);
  const nights = kept.map((n) => n ?? 0);
  const free = kept.flatMap((n, i) => (n === null ? [i] : []));
  const rest = Math.max(0, total - nights.reduce((a, b) => a + b, 0));
  const base = withBase && free[0] === 0;
  const later = base ? free.slice(1) : free;
  if (base) {
    const each = Math.max(rest > later.length ? 1 : 0, Math.floor(rest / (later.length + 2)));
    for (const i of later) nights[i] = each;
    nights[0] = rest - each * later.length;
  } else if (later.length) {
    const each = Math.floor(rest / later.length);
    later.forEach((i, k) => (nights[i] = each + (k < rest - each * later.length ? 1 : 0)));
  } else nights[0] = (nights[0] ?? 0) + rest;
  return { nights, basis: kept.map((n) => (n === null ? 'shared' : 'stated')), leftover: free.length ? 0 : rest, added: 0 };
}

/** The stated counts kept as the stops' own, each stop without one given their mean (at least one night). */
function ownCounts(stated: ReadonlyArray<number | null>, given: number): StopNights {
  const counted = stated.filter((n) => n !== null).length;
  const each = Math.max(1, Math.round(given / counted));
  const nights = stated.map((n) => n ?? each);
  return { nights, basis: stated.map((n) => (n === null ? 'shared' : 'stated')), leftover: 0, added: each * (stated.length - counted) };
}
