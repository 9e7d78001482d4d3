import type { Token } from './normalize.js';

/**
 * How the writer of a message uses capitals, estimated from the message itself. Phone messages, voice transcripts and chat
 * write names in lower case ("wanna do ibiza or magaluf") and keep capitals for emphasis ("NOT zante", "aber NICHT
 * goldstrand") or codes ("ORD"): such capitals say nothing about which words are names, so one of them must not make the
 * whole text count as written with case.
 */
export interface WriterCase {
  /** Capitals mark no names: the writer writes them in lower case, or writes everything in one case. */
  caseless: boolean;
  /** Every letter in capitals: even a short word in capitals is no code. */
  shouting: boolean;
  /** The writer capitalises names: some word is written as a name away from the start of a sentence. */
  namesCapitalised: boolean;
}

/** A line or a sentence opens after these words (a pasted chat, a form, a list: "Voilà, on est 4", "- Lisbonne"). */
const LINE_OR_SENTENCE = /((^|\n)[\s\-\u2022*\u00b7\u2013\u2014>]*|[.!?]\s*)$/u;
/** A colon or semicolon opens a clause whose first word some languages capitalise and others do not ("Dates : juillet"). */
const AFTER_COLON = /[:;]\s*$/;

/** What lets the next word open a sentence in the writer's eyes: a line break, a sentence's end, an emoji ("raga help 😭 maturità"). */
const BREAK = /\n|[.!?](\s|$)|\p{Extended_Pictographic}/u;

/** A capital at this offset may be the sentence's, not a name's. */
export const opensSentence = (source: string, offset: number): boolean => {
  const before = source.slice(0, offset);
  return LINE_OR_SENTENCE.test(before) || AFTER_COLON.test(before);
};

/** A word written as a name: a capital followed by small letters ("Rome", "McLean"), not a word in capitals ("NOT", "ORD"). */
const titled = (raw: string) => /^\p{Lu}/u.test(raw) && /\p{Ll}/u.test(raw);
const inCapitals = (raw: string) => /\p{Lu}/u.test(raw) && !/\p{Ll}/u.test(raw);

/** A hashtag or a handle ("#Summer28", "@Lisa") is written as its platform likes, not as the writer writes names. */
const tagged = (source: string, t: Token) => source[t.start - 1] === '#' || source[t.start - 1] === '@';

/**
 * Whether the writer's capitals carry information. Evidence that they do is a word written as a name mid-sentence; evidence
 * that they do not is a sentence opened in lower case or an English "i". Words in capitals, "I", hashtags and words
 * after a colon are no evidence either way.
 */
export function writerCase(tokens: readonly Token[], source: string, lang: string): WriterCase {
  const shouting = !/\p{Ll}/u.test(source);
  if (shouting || !/\p{Lu}/u.test(source)) return { caseless: true, shouting, namesCapitalised: false };
  let namedMid = 0;
  let lowerOpenings = 0;
  let upperOpenings = 0;
  let open = true;
  let last = 0;
  for (const t of tokens) {
    const gap = source.slice(last, t.start);
    last = t.end;
    if (BREAK.test(gap)) open = true;
    // A number opens a sentence as a word does ("2 adults"); tags and words in capitals leave the opening to the next word.
    open &&= /^\p{L}/u.test(t.raw);
    if (!/^\p{L}/u.test(t.raw) || tagged(source, t) || inCapitals(t.raw)) continue;
    const afterColon = AFTER_COLON.test(gap);
    if ((lang === 'en' && t.raw === 'i') || (open && !afterColon && !/^\p{Lu}/u.test(t.raw))) lowerOpenings++;
    else if (open && !afterColon) upperOpenings++;
    else if (!afterColon && titled(t.raw) && t.raw !== 'I') namedMid++;
    open = false;
  }
  const caseless = namedMid === 0 && lowerOpenings > 0 && lowerOpenings >= upperOpenings;
  return { caseless, shouting, namesCapitalised: !caseless && namedMid > 0 };
}
