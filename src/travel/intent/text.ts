/** Small text helpers shared by the intent readers. */

/** A piece of the request that a reader consumed, so later readers skip it. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Lower-case, strip accents and curly quotes, keep offsets aligned with the original text
 * (every replacement is one character for one character) so spans map back.
 */
export function fold(text: string): string {
  // Plain ASCII (most requests) folds by lower-casing alone.
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const c = base.length === 1 ? base : ch;
    out += c === '\u2019' || c === '\u2018' ? "'" : c === '\u2013' || c === '\u2014' ? '-' : c.toLowerCase();
    if (c.length !== ch.length) out += ' '.repeat(ch.length - c.length);
  }
  return out;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, couple: 2, pair: 2, three: 3, few: 3, four: 4, five: 5, six: 6,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
};

/** Regex source for a count written as digits or words ("3", "three", "a couple of"). */
export const COUNT = String.raw`(\d{1,3}|a couple of|a couple|couple of|a few|${Object.keys(NUMBER_WORDS).join('|')})`;

/** The number a COUNT capture stands for, or null. */
export function countValue(raw: string | undefined): number | null {
  if (!raw) return null;
  const t = raw.trim().replace(/^a\s+/, '').replace(/\s+of$/, '');
  if (/^\d+$/.test(t)) return Number(t);
  return NUMBER_WORDS[t] ?? (raw.trim() === 'a' ? 1 : null);
}

/** Whether [start, end) overlaps any of the spans. */
export function overlaps(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => start < s.end && end > s.start);
}

/** All matches of a global regex, as {match, start, end}. */
export function* matchesOf(re: RegExp, text: string): Generator<{ m: RegExpExecArray; start: number; end: number }> {
  const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (let m = g.exec(text); m; m = g.exec(text)) {
    if (m[0].length === 0) {
      g.lastIndex += 1;
      continue;
    }
    yield { m, start: m.index, end: m.index + m[0].length };
  }
}

/** The clause around a position: text between the nearest sentence/clause breaks. */
export function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const breaks = /[.;!?\n]|,\s*(?:but|and|or)?\s*|\bbut\b/g;
  let from = 0;
  let to = text.length;
  for (const { start: s, end: e } of matchesOf(breaks, text)) {
    if (e <= start) from = e;
    else if (s >= end) {
      to = s;
      break;
    }
  }
  return { before: text.slice(from, start), after: text.slice(end, to) };
}

/** Calendar helpers on plain UTC dates (no local time zone involved). */
export const ymd = (d: Date): string => d.toISOString().slice(0, 10);
export const utcDate = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));
export const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);
export const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate();
export const todayOf = (now: Date): Date => utcDate(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());

/** A text cut to a schema's maxLength (with an ellipsis), so long user input never breaks a response. */
export const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}\u2026`);
