/**
 * Finds an entity's name in text the way writers use it: the full name (any case, with an
 * optional middle initial between first and last name), then, only after a full mention, the
 * short forms that refer back to it ("Okafor", "Dr Okafor", "Brightwave"). Works on word tokens
 * in one pass; no pattern is built from the name.
 */

export interface Token {
  word: string;
  lower: string;
  /** Index of the first character in the text. */
  at: number;
}

/** Word tokens of `text`, possessive "'s" dropped ("Okafor's" -> "Okafor"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)) {
    let word = match[0];
    if (word.endsWith("'s") || word.endsWith('’s')) word = word.slice(0, -2);
    let end = word.length;
    while (end > 0 && "'’-".includes(word[end - 1] as string)) end -= 1;
    word = word.slice(0, end);
    if (word !== '') tokens.push({ word, lower: word.toLowerCase(), at: match.index });
  }
  return tokens;
}

/** Words too common to stand for an organisation on their own ("Labs", "Energy"). */
const GENERIC = new Set(
  'the of and for inc ltd llc plc gmbh co corp company group labs lab analytics energy games studio studios robotics technologies technology tech systems software solutions services partners holdings ventures capital media health ai app apps network networks global international digital data cloud foundation institute project'.split(
    ' ',
  ),
);

export interface NameMatcher {
  name: string;
  /** The name's words, lower-cased, without a trailing legal form. */
  full: string[];
  /** Short forms, lower-cased, counted only after a full mention. */
  short: string[];
}

/** Legal forms writers leave out ("Fjellstrøm Sykler AS" is written "Fjellstrøm Sykler", "Ubuntu Solar (Pty) Ltd" "Ubuntu Solar"). */
const LEGAL_FORMS = new Set(
  'as asa ab oy oyj ltd limited inc incorporated llc llp plc gmbh ag kg sa sas sarl srl spa sl slu lda ltda bv nv pty corp co kk'.split(' '),
);
/** The word is a legal form closing an organisation's name ("gmbh", "ltd"), lower-cased. */
export const isLegalForm = (word: string) => LEGAL_FORMS.has(word);

/** The most letters of a legal form written with dots between them ("S.r.l.", "S.L.U."), which tokens split into single letters. */
const DOTTED_FORM_LETTERS = 4;

/** How many of the last words make a legal form: one listed word, or single letters that join into one ("s r l"). */
function legalFormAtEnd(words: readonly string[]): number {
  if (LEGAL_FORMS.has(words.at(-1) ?? '')) return 1;
  for (let length = 2; length <= DOTTED_FORM_LETTERS && length < words.length; length += 1) {
    const letters = words.slice(-length);
    if (letters.every((word) => word.length === 1) && LEGAL_FORMS.has(letters.join(''))) return length;
  }
  return 0;
}

/** An organisation's lower-cased words without the legal forms that close its name, keeping at least one word. */
export function withoutLegalForm(words: readonly string[]): string[] {
  const kept = [...words];
  for (let form = legalFormAtEnd(kept); form > 0 && kept.length > form; form = legalFormAtEnd(kept)) kept.splice(-form);
  return kept;
}

export function nameMatcher(name: string): NameMatcher {
  const full = withoutLegalForm(tokenize(name).map((token) => token.lower));
  const short = new Set<string>();
  if (full.length >= 2) {
    const last = full.at(-1) as string;
    const first = full[0] as string;
    if (last.length >= 3 && !GENERIC.has(last)) short.add(last);
    if (first.length >= 4 && !GENERIC.has(first)) short.add(first);
  }
  return { name, full, short: [...short] };
}

export interface MentionCount {
  full: number;
  short: number;
  total: number;
}

const isInitial = (token: Token | undefined) => token !== undefined && token.word.length === 1 && token.word === token.word.toUpperCase();
const isCapitalised = (token: Token) => token.word[0] !== undefined && token.word[0] !== token.word[0].toLowerCase();

/** A middle name or initial: a capitalised word, written out or as its letter. */
const isMiddleName = (token: Token | undefined) => token !== undefined && (isInitial(token) || isCapitalised(token));

/**
 * How many tokens the full name takes where it starts at `index`, or 0 when it does not start
 * there. One middle name or initial may sit before the last name ("Caleb J. Winthorpe", "Caleb
 * James Winthorpe"), as obituaries, registers and formal texts write a person's name.
 */
export function fullAt(tokens: readonly Token[], index: number, matcher: NameMatcher): number {
  const full = matcher.full;
  if (full.length === 0) return 0;
  let cursor = index;
  for (let part = 0; part < full.length; part += 1) {
    const middle = part === full.length - 1 && part > 0 && tokens[cursor]?.lower !== full[part] && isMiddleName(tokens[cursor]);
    if (middle && tokens[cursor + 1]?.lower === full[part]) cursor += 1;
    if (tokens[cursor]?.lower !== full[part]) return 0;
    cursor += 1;
  }
  return cursor - index;
}

/**
 * Counts mentions per paragraph. `seen` carries across paragraphs: once the full name has
 * appeared, capitalised short forms count too.
 */
export function countMentions(paragraphs: readonly string[], matcher: NameMatcher): MentionCount[] {
  let seen = false;
  return paragraphs.map((paragraph) => {
    const tokens = tokenize(paragraph);
    const count = { full: 0, short: 0, total: 0 };
    for (let index = 0; index < tokens.length;) {
      const length = fullAt(tokens, index, matcher);
      if (length > 0) {
        count.full += 1;
        seen = true;
        index += length;
        continue;
      }
      const token = tokens[index] as Token;
      if (seen && isCapitalised(token) && matcher.short.includes(token.lower)) count.short += 1;
      index += 1;
    }
    count.total = count.full + count.short;
    return count;
  });
}

/**
 * Paragraphs that use the distinctive first word of a several-word name, capitalised, without
 * the full name anywhere ("Tidewell" for "Tidewell Energy"): a same-named other entity, or the
 * entity itself written short. Whether it is the entity is for the namesake check to say.
 */
export function coreOnlyParagraphs(paragraphs: readonly string[], matcher: NameMatcher): string[] {
  const first = matcher.full[0];
  if (matcher.full.length < 2 || first === undefined || !matcher.short.includes(first)) return [];
  return paragraphs.filter((paragraph) => tokenize(paragraph).some((token) => token.lower === first && isCapitalised(token)));
}

/** Compact form for comparing names with handles and domains: "Amara Okafor" -> "amaraokafor". */
export const compact = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');

/** Handles a person or organisation would plausibly use: "amaraokafor", "aokafor", "brightwave...". */
export function handleKeys(matcher: NameMatcher): string[] {
  const keys = new Set<string>([matcher.full.join('')]);
  const first = matcher.full[0];
  const last = matcher.full.at(-1);
  if (matcher.full.length >= 2 && first && last) keys.add(`${first[0]}${last}`);
  for (const short of matcher.short) if (short.length >= 5 && short === first) keys.add(short);
  return [...keys].map(compact).filter((key) => key.length >= 4);
}

/** The words differ by one letter added, dropped or changed ("helio" and "helios", "rinaldo" and "rinaldi"). */
function oneLetterApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return endA - start <= 1 && endB - start <= 1;
}

/** The shortest word a one-letter difference may fall in: shorter words one letter apart are other words ("Kim", "Kin"). */
const NEAR_WORD_MIN = 5;

/**
 * Paragraphs that write the full name one letter off in one of its words, capitalised as a name
 * ("Helio Robotics" for "Helios Robotics", "Lucas Hoffmann" for "Lukas Hoffmann"), with the name
 * put in its place: a same-named other entity, or the entity misspelt. Whether it is the entity is
 * for the namesake check to say, which reads the name where the page writes its variant.
 */
export function nearNameParagraphs(paragraphs: readonly string[], matcher: NameMatcher): string[] {
  const full = matcher.full;
  if (full.length < 2) return [];
  return paragraphs.flatMap((paragraph) => {
    const tokens = tokenize(paragraph);
    for (let index = 0; index + full.length <= tokens.length; index += 1) {
      const words = tokens.slice(index, index + full.length);
      const apart = words.filter((token, offset) => token.lower !== full[offset]);
      const near =
        apart.length === 1 &&
        words.every(
          (token, offset) => token.lower === full[offset] || (token.lower.length >= NEAR_WORD_MIN && oneLetterApart(token.lower, full[offset] ?? '')),
        ) &&
        isCapitalised(words[0] as Token);
      if (!near) continue;
      const last = words.at(-1) as Token;
      return [`${paragraph.slice(0, (words[0] as Token).at)}${matcher.name}${paragraph.slice(last.at + last.word.length)}`];
    }
    return [];
  });
}
