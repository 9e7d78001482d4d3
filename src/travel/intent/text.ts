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
  if (/^[\p{ASCII}]*$/u.test(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const c = base.length === 1 ? base : ch;
    out += c === '\u2019' || c === '\u2018' ? "'" : c === '\u2013' || c === '\u2014' ? '-' : c.toLowerCase();
    if (c.length !== ch.length) out += ' '.repeat(ch.length - c.length);
  }
  return out;
}

/** A text cut to a schema's maxLength (with an ellipsis), so long user input never breaks a response. */
export const clip = (s: string, max: number): string => (s.length <= max ? s : `${s.slice(0, max - 1)}\u2026`);
