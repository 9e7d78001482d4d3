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

/** A capital at this offset may be the sentence's, not a name's. */
export const opensSentence = (source: string, offset: number): boolean => {
  const before = source.slice(0, offset);
  return LINE_OR_SENTENCE.test(before) || AFTER_COLON.test(before);
};

/** A word written as a name: a capital followed by small letters ("Rome", "McLean"), not a word in capitals ("NOT", "ORD"). */
const titled = (raw: string) => /^\p{Lu}/u.test(raw) && /\p{Ll}/u.test(raw);
const inCapitals = (raw: string) => /\p{Lu}/u.test(raw) && !/\p{Ll}/u.test(raw);

/** A hashtag or a handle ("#Summer28", "@Lisa") is written as its platform likes, not as the writer writes names. */
const tagged = (source: string, t: Token) => /[#@]$/.test(source.slice(0, t.start));

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
  tokens.forEach((t) => {
    const before = source.slice(0, t.start);
    if (!/^\p{L}/u.test(t.raw) || tagged(source, t) || inCapitals(t.raw) || AFTER_COLON.test(before)) return;
    const opening = LINE_OR_SENTENCE.test(before);
    if ((lang === 'en' && t.raw === 'i') || (opening && !/^\p{Lu}/u.test(t.raw))) lowerOpenings++;
    else if (opening) upperOpenings++;
    else if (titled(t.raw) && t.raw !== 'I') namedMid++;
  });
  const caseless = namedMid === 0 && lowerOpenings > 0 && lowerOpenings >= upperOpenings;
  return { caseless, shouting, namesCapitalised: !caseless && namedMid > 0 };
}
