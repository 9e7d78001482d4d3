/**
 * Flags written as emoji. Unicode spells a country's flag as two regional-indicator symbols (U+1F1E6..U+1F1FF stand
 * for the letters A..Z), which are its ISO 3166-1 alpha-2 code by construction, and a subdivision's flag as a black
 * flag followed by tag letters (U+E0061..U+E007A for a..z) and a cancel tag, which spell its ISO 3166-2 code without
 * the hyphen ("gbsct" is GB-SCT, Scotland). A flag names its place as plainly as the name would.
 */
const INDICATOR_A = 0x1f1e6;
const TAG_A = 0xe0061;
const FLAG = /([\u{1F1E6}-\u{1F1FF}]{2})|\u{1F3F4}([\u{E0061}-\u{E007A}]{3,6})\u{E007F}/gu;

export interface FlagSpan {
  /** The id of the place the flag stands for in the gazetteer's scheme: `country:pt`, `state:gb-sct`. */
  id: string;
  start: number;
  end: number;
}

const letters = (symbols: string, first: number) => [...symbols].map((c) => String.fromCharCode(97 + (c.codePointAt(0) ?? first) - first)).join('');

/** Every flag in the text with the id of its place (the gazetteer says whether such a place exists: 🇪🇺 or 🇺🇳 names none). */
export function flagsIn(text: string): FlagSpan[] {
  const out: FlagSpan[] = [];
  for (const m of text.matchAll(FLAG)) {
    const id = m[1] ? `country:${letters(m[1], INDICATOR_A)}` : `state:${letters(m[2] ?? '', TAG_A).replace(/^(..)/, '$1-')}`;
    out.push({ id, start: m.index, end: m.index + m[0].length });
  }
  return out;
}
