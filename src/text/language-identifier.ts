import { readFileSync } from 'node:fs';
import { readBuiltIndex } from '../built-indexes.js';
import { dataFilePath } from '../data-paths.js';

/**
 * Names the language of a text among sixty, by byte n-grams: each word's UTF-8 bytes are cut into
 * 4-byte grams every 3 bytes (the first marked by a leading space, the last by a trailing one), and
 * every language scores the grams it knows. The table and its byte encoding come from the `eld`
 * package (see data/README.md); this module reads them from one JSON document on first use, which
 * costs a few MB where the package's own JavaScript table costs some 90.
 */
export interface LanguageGuess {
  /** ISO 639-1 code of the best-scoring language, or null when no gram was known. */
  language: string | null;
  /** Whether the best score is high enough for its language (and the text had three grams or more). */
  reliable: boolean;
  /** Every scoring language's score, 0 to 1, best first. */
  scores: Record<string, number>;
}

export interface NgramTable {
  languages: string[];
  average_score: number[];
  byte_chars: string;
  ngrams: string;
}

/** Scores are stored less this minimum, which every hit adds back. */
const BASE_SCORE = 53;
/** Raw per-gram scores are scaled into 0..1 as s / (s + SCALE). */
const SCALE = 25;
/** A guess is reliable at this share of its language's average score on correct detections. */
const RELIABLE_SHARE = 0.75;
/** A text is read up to the first word end after this many bytes, and never past the hard cap. */
const SOFT_BYTES = 350;
const HARD_BYTES = 380;
/** Longer words are cut here. */
const MAX_WORD_BYTES = 70;

const NEWLINE = 0x0a;
const TAB = 0x09;
const COLON = 0x3a;
const COMMA = 0x2c;
const DIGIT_ZERO = 0x30;

/** Runs of anything but letters split words; an apostrophe inside a word ("don't") does not. */
const SEPARATORS = /\P{L}+(?<!['`\u2019])/gu;

/** A gram's key: up to four character bytes, then two bits of length and one each for a leading and a trailing space. */
const BYTES = 2 ** 32;
/** A table line's number rides below its gram's key for one numeric sort (2^36 keys * 2^16 lines stay exact in a double). */
const LINES = 2 ** 16;
const SPACE = 0x20;

/**
 * The gram text[start, end) as a number below 2^36, or -1 when it is not one to four characters
 * below U+0100 with an optional space before and after (the table's encoding writes every byte as one).
 */
function gramKey(text: string, start: number, end: number): number {
  const lead = end - start > 1 && text.charCodeAt(start) === SPACE ? 1 : 0;
  const trail = end - start - lead > 1 && text.charCodeAt(end - 1) === SPACE ? 1 : 0;
  const length = end - start - lead - trail;
  if (length < 1 || length > 4) return -1;
  let bytes = 0;
  for (let i = end - trail - 1; i >= start + lead; i--) {
    const c = text.charCodeAt(i);
    if (c > 0xff) return -1;
    bytes = bytes * 256 + c;
  }
  return ((length - 1) * 4 + lead * 2 + trail) * BYTES + bytes;
}

/**
 * The identifier's table as arrays: the grams' keys, sorted, found by binary search, and each one's
 * table line (two typed arrays instead of a map of some 50k gram strings, which took a third longer
 * to build and left the collector as many objects to walk); for table line i, its (language, score)
 * pairs are pairs[starts[i]] .. pairs[starts[i+1]] - 1, as language * 256 + score. A built index
 * stores these (its typed arrays as bytes), so the compiled server reads them instead of parsing the
 * table's text.
 */
export interface IdentifierColumns {
  languages: string[];
  averageScore: number[];
  byteChars: string;
  keys: Float64Array;
  lineOf: Int32Array;
  starts: Uint32Array;
  pairs: Uint16Array;
}

/** The columns of a table document, in one pass over its n-gram text (splitting every line into pair strings cost about three times as much). */
export function identifierColumns(table: NgramTable): IdentifierColumns {
  const text = table.ngrams;
  let lineCount = 1;
  let pairCount = 0;
  let inGram = true;
  for (let at = 0; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === NEWLINE) {
      lineCount++;
      inGram = true;
    } else if (c === TAB) inGram = false;
    else if (c === COLON && !inGram) pairCount++;
  }
  if (lineCount >= LINES) throw new Error(`the n-gram table has ${lineCount} lines; its index holds ${LINES - 1}`);
  const starts = new Uint32Array(lineCount + 1);
  const pairs = new Uint16Array(pairCount);
  const keyed = new Float64Array(lineCount);
  let line = 0;
  let pair = 0;
  let at = 0;
  while (line < lineCount) {
    const tab = text.indexOf('\t', at);
    const newline = text.indexOf('\n', tab);
    const end = newline === -1 ? text.length : newline;
    const key = gramKey(text, at, tab);
    if (key < 0) throw new Error(`the n-gram table's gram ${JSON.stringify(text.slice(at, tab))} is not one to four bytes with optional spaces`);
    keyed[line] = key * LINES + line;
    starts[line] = pair;
    let number = 0;
    let lang = 0;
    for (let i = tab + 1; i <= end; i++) {
      const c = i < end ? text.charCodeAt(i) : COMMA;
      if (c === COLON) {
        lang = number;
        number = 0;
      } else if (c === COMMA) {
        pairs[pair++] = lang * 256 + number;
        number = 0;
      } else number = number * 10 + c - DIGIT_ZERO;
    }
    line++;
    at = end + 1;
  }
  starts[lineCount] = pair;
  keyed.sort();
  const keys = new Float64Array(lineCount);
  const lineOf = new Int32Array(lineCount);
  for (let k = 0; k < lineCount; k++) {
    const n = keyed[k]! % LINES;
    keys[k] = (keyed[k]! - n) / LINES;
    lineOf[k] = n;
    if (k > 0 && keys[k] === keys[k - 1]) throw new Error(`the n-gram table lists a gram twice (line ${n})`);
  }
  return { languages: table.languages, averageScore: table.average_score, byteChars: table.byte_chars, keys, lineOf, starts, pairs };
}

/** The columns of a table document's file. */
export const fileColumns = (path: string): IdentifierColumns => identifierColumns(JSON.parse(readFileSync(path, 'utf8')) as NgramTable);

/** The shipped table (data/language/ngrams.json) and the name of the built index of its columns (scripts/build-indexes.ts). */
export const SHIPPED_TABLE = dataFilePath('language/ngrams.json');
export const LANGUAGE_INDEX = 'language-ngrams';

/** The identifier of the shipped table: from its built columns in the compiled server (one read, no parse), else from the file. */
export function shippedLanguageIdentifier(): LanguageIdentifier {
  return new LanguageIdentifier(readBuiltIndex<IdentifierColumns>(LANGUAGE_INDEX) ?? fileColumns(SHIPPED_TABLE));
}

export class LanguageIdentifier {
  private readonly languages: string[];
  private readonly averageScore: number[];
  private readonly byteChars: string;
  private readonly keys: Float64Array;
  private readonly lineOf: Int32Array;
  private readonly starts: Uint32Array;
  private readonly pairs: Uint16Array;

  constructor(columns: IdentifierColumns) {
    ({
      languages: this.languages,
      averageScore: this.averageScore,
      byteChars: this.byteChars,
      keys: this.keys,
      lineOf: this.lineOf,
      starts: this.starts,
      pairs: this.pairs,
    } = columns);
  }

  /** The table line of a gram, or -1 when the table does not know it. */
  private lineOfGram(gram: string): number {
    const key = gramKey(gram, 0, gram.length);
    if (key < 0) return -1;
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k === key) return this.lineOf[mid]!;
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  static fromFile(path: string): LanguageIdentifier {
    return new LanguageIdentifier(fileColumns(path));
  }

  identify(text: string): LanguageGuess {
    const grams = this.grams(text);
    const totals = new Float64Array(this.languages.length);
    for (const gram of grams) {
      const i = this.lineOfGram(gram);
      if (i < 0) continue;
      for (let p = this.starts[i]!; p < this.starts[i + 1]!; p++) totals[this.pairs[p]! >> 8]! += (this.pairs[p]! & 255) + BASE_SCORE;
    }
    const ranked = [...totals.entries()]
      .filter(([, total]) => total > 0)
      .map(([lang, total]) => ({ lang, score: total / grams.size / (total / grams.size + SCALE) }))
      .sort((a, b) => b.score - a.score || a.lang - b.lang);
    const best = ranked[0];
    if (!best) return { language: null, reliable: false, scores: {} };
    const reliable = grams.size >= 3 && best.score >= this.averageScore[best.lang]! * RELIABLE_SHARE;
    return { language: this.languages[best.lang]!, reliable, scores: Object.fromEntries(ranked.map((r) => [this.languages[r.lang]!, r.score])) };
  }

  /** The distinct grams of a text's words, in the table's encoding (ASCII bytes as themselves, others through byte_chars). */
  private grams(text: string): Set<string> {
    const bytes = new TextEncoder().encode(text.replace(SEPARATORS, ' ').trim().toLowerCase());
    const words: string[] = [];
    let word = '';
    for (let i = 0; i < bytes.length && i < HARD_BYTES; i++) {
      const byte = bytes[i]!;
      if (byte === 32) {
        if (word) words.push(word);
        word = '';
        if (i > SOFT_BYTES) break;
      } else word += byte < 128 ? String.fromCharCode(byte) : this.byteChars[byte];
    }
    if (word) words.push(word);
    const grams = new Set<string>();
    for (const whole of words) {
      const w = whole.slice(0, MAX_WORD_BYTES);
      let j = 0;
      for (; j + 4 < w.length; j += 3) grams.add((j === 0 ? ' ' : '') + w.slice(j, j + 4));
      grams.add((j === 0 ? ' ' : '') + w.slice(w.length === 3 ? 0 : Math.max(0, w.length - 4)) + ' ');
    }
    return grams;
  }
}
