import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import type { HtmlLink } from '../fetched/html.js';
import { compact, handleKeys, tokenize, type NameMatcher } from './names.js';
import { decodedPath, jsonLdNodes, wordsIn, type ReadPage } from './page.js';
import { sentencesOf } from './subject.js';

/**
 * Sponsorship as publishers disclose it, read as a small grammar over data/proof/disclosure.json
 * rather than a list of strings found anywhere:
 * - a label declares the whole piece paid ("Partner content", "Anzeige", "Annonsørinnhold"), and
 *   counts only where publishers put labels: the title's start or end, a short line at the top or
 *   the foot, the author field, the section in the address;
 * - a relation names who paid or presented it ("sponsored by", "på oppdrag fra", "in
 *   Zusammenarbeit mit") and counts only when its object is the subject or an organisation the
 *   subject's site names; strong relations count anywhere, credits only at the top or the foot;
 * - a negation earlier in the same sentence cancels a relation ("X did not pay for this");
 * - the page's metadata may declare it: a section field or schema.org articleSection that is a
 *   label, or a schema.org sponsor of the piece.
 */
const grammar = JSON.parse(readFileSync(dataUrl('proof/disclosure.json'), 'utf8')) as {
  labels: string[];
  sections: string[];
  strong_relations: string[];
  credit_relations: string[];
  negations: string[];
  publisher_disclaimers: string[];
  disclaimed_pieces: string[];
  affiliate_stems: string[];
  submission_relations: string[];
};

/** Lower case with the letters addresses write plainly folded ("Annonsørinnhold" -> "annonsorinnhold"). */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/’/gu, "'")
    .replace(/ø/gu, 'o')
    .replace(/æ/gu, 'ae')
    .replace(/œ/gu, 'oe')
    .replace(/ß/gu, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');

const wordsOf = (text: string) => tokenize(fold(text)).map((token) => token.lower);
const phrases = (list: readonly string[]) => list.map(wordsOf);
const LABELS = phrases(grammar.labels);
const STRONG = phrases(grammar.strong_relations);
const CREDITS = phrases(grammar.credit_relations);
const NEGATIONS = new Set(grammar.negations.map(fold));
const SECTIONS = new Set(grammar.sections.map(fold));
const DISCLAIMERS = phrases(grammar.publisher_disclaimers);
const PIECES = new Set(grammar.disclaimed_pieces.map(fold));
const AFFILIATE_STEMS = grammar.affiliate_stems.map(fold);
const SUBMISSIONS = phrases(grammar.submission_relations);

/** Where `phrase` starts in `words`, from `from` on, or -1. */
function indexOf(words: readonly string[], phrase: readonly string[], from = 0): number {
  for (let start = from; start + phrase.length <= words.length; start += 1) {
    if (phrase.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

const LABEL_MAX_WORDS = 12;
const FOOT_MAX_WORDS = 40;

/** Short lines at the foot of the piece and in the page's footer, where publishers put notices. */
const footLines = (page: ReadPage) => [...page.paragraphs.slice(-2), ...page.footer].filter((paragraph) => wordsIn(paragraph) <= FOOT_MAX_WORDS);

/** Lines in label position: short paragraphs among the first four and the last two, short footer lines, and the author field. */
function labelLines(page: ReadPage): string[] {
  const short = (paragraph: string) => wordsIn(paragraph) <= LABEL_MAX_WORDS;
  return [...page.paragraphs.slice(0, 4).filter(short), ...page.paragraphs.slice(-2).filter(short), ...page.footer.filter(short), page.meta['author'] ?? ''];
}

/** The most words a kicker puts before a relation whose subject it leaves out ("Produced in paid partnership with X"). */
const ELIDED_SUBJECT_WORDS = 1;

/** Where a relation holding the label's words starts ("sponsored by", "in paid partnership with"), or -1. */
function relationAround(words: readonly string[], at: number, length: number): number {
  const starts = [...STRONG, ...CREDITS].flatMap((relation) => {
    const first = Math.max(0, at + length - relation.length);
    return Array.from({ length: at - first + 1 }, (_, index) => first + index).filter((start) => indexOf(words, relation, start) === start);
  });
  return starts.length === 0 ? -1 : Math.min(...starts);
}

/**
 * A label in a line's words, unless a negation comes before it ("Not sponsored", "Keine Werbung",
 * "unbezahlte Werbung" disclaim payment). A label that is part of a relation ("sponsored by X")
 * labels the piece only when the relation opens the line or the line names the piece ("Sponsored
 * by X", "This post is sponsored by X"); after other words it says who paid for what they name
 * ("10:45 Coffee, sponsored by X", "Kaffee – gesponsert von X").
 */
function affirmedLabel(words: readonly string[], phrase: readonly string[]): boolean {
  const at = indexOf(words, phrase);
  if (at === -1 || words.slice(0, at).some((word) => NEGATIONS.has(word))) return false;
  const relation = relationAround(words, at, phrase.length);
  // A participle may stand before a relation whose subject it leaves out ("Produced in paid partnership with X"), a noun not before the label itself ("Lunch sponsored by X").
  const opens = relation === 0 || (relation > 0 && relation <= ELIDED_SUBJECT_WORDS && relation < at);
  return relation === -1 || opens || words.some((word) => PIECES.has(word));
}

/** A label as a whole line's words, or at the start or end of the title ("Sponsored: ...", "... | Partner content"). */
function labelIn(page: ReadPage): string | null {
  for (const line of labelLines(page)) {
    const words = wordsOf(line);
    const label = LABELS.find((phrase) => affirmedLabel(words, phrase));
    if (label) return label.join(' ');
    // A credit whose object is a logo, not words: "In partnership with [image]".
    const credit = [...STRONG, ...CREDITS].find((phrase) => words.length > 0 && indexOf(words, phrase, words.length - phrase.length) !== -1);
    if (credit) return credit.join(' ');
  }
  const title = wordsOf(page.title ?? '');
  const label = LABELS.find((phrase) => indexOf(title, phrase) === 0 || indexOf(title, phrase, title.length - phrase.length) !== -1);
  return label ? label.join(' ') : null;
}

/**
 * A relation in `sentence` whose object (the next few words) is one of `keys`, with no negation
 * before it. With `aboutPiece`, the sentence must disclose the piece itself: the relation opens it
 * (after at most a participle: "Sponsored by X.", "Produced in paid partnership with X") or the
 * sentence names the piece ("This article was paid for by X"); "a study commissioned by X" or
 * "the festival, sponsored by X" tells who paid for something the story reports, not for the story.
 */
function boundRelation(sentence: string, relations: readonly string[][], keys: readonly string[], aboutPiece = false): string | null {
  const words = wordsOf(sentence);
  for (const relation of relations) {
    const at = indexOf(words, relation);
    if (at === -1 || words.slice(0, at).some((word) => NEGATIONS.has(word))) continue;
    if (aboutPiece && at > ELIDED_SUBJECT_WORDS && !words.some((word) => PIECES.has(word))) continue;
    const object = compact(words.slice(at + relation.length, at + relation.length + 6).join(''));
    if (keys.some((key) => object.includes(key))) return relation.join(' ');
  }
  return null;
}

/**
 * The page's own notice, at its top or foot, that its links earn it a commission ("This article
 * contains affiliate links", "liens d'affiliation", "Affiliate-Links"): its rel="sponsored" links
 * are the publisher's affiliate links, paid per sale, not a placement the subject bought.
 */
function affiliateNotice(page: ReadPage): string | null {
  const notices = [...page.paragraphs.slice(0, 4), ...footLines(page)].filter((paragraph) => wordsIn(paragraph) <= FOOT_MAX_WORDS);
  return notices.find((line) => wordsOf(line).some((word) => AFFILIATE_STEMS.some((stem) => word.startsWith(stem)))) ?? null;
}

/** A paid link to the subject: rel="sponsored" on a link whose text or address names it (an unrelated ad elsewhere on the page does not count). */
function sponsoredLinkToSubject(page: ReadPage, keys: readonly string[]): HtmlLink | null {
  return (
    page.links.find(
      (link) =>
        link.rel.split(/\s+/u).includes('sponsored') &&
        keys.some((key) => compact(link.text).includes(key) || (URL.canParse(link.href) && compact(new URL(link.href).hostname).includes(key))),
    ) ?? null
  );
}

/** Class and id words publishers mark paid pieces with. */
const PAID_MARKERS = ['sponsored', 'advertorial'];
/** Meta fields that name the piece's section or kind, where a paid piece says it is one. */
const SECTION_META = ['article:section', 'section', 'parsely-section', 'sailthru.tags', 'article:tag', 'category'];

/**
 * A disclosure the page declares in its metadata rather than its text: a section meta field that
 * is a label ("Paid Post", "Anzeige"), a schema.org articleSection that is one, or a schema.org
 * sponsor of the piece.
 */
function declaredPaid(page: ReadPage): string | null {
  const isLabel = (value: string) => {
    const words = wordsOf(value);
    return LABELS.some((label) => label.length === words.length && indexOf(words, label) === 0);
  };
  const field = SECTION_META.find((key) => isLabel(page.meta[key] ?? ''));
  if (field) return `declared "${page.meta[field]}" in its ${field} metadata`;
  for (const node of jsonLdNodes(page)) {
    const section = node['articleSection'];
    if (typeof section === 'string' && isLabel(section)) return `declared "${section}" as its schema.org articleSection`;
    if (node['sponsor'] !== undefined && node['sponsor'] !== null) return 'a schema.org sponsor of the piece';
  }
  return null;
}

/**
 * A disclosure and what its scope lets it prove: a label, a section, a marker, metadata or a
 * relation bound to the subject declare the whole piece paid; a rel="sponsored" link proves only
 * that the link is paid, which an independent writer's credit outweighs (classify.ts).
 */
export interface Paid {
  reason: string;
  scope: 'piece' | 'link';
}

/** Why the page is paid content about the subject, or null. `affiliations` are the compact names of organisations the subject's site names. */
export function sponsored(page: ReadPage, url: URL, matcher: NameMatcher, affiliations: readonly string[]): Paid | null {
  const paid = (mark: string): Paid => ({ reason: `sponsored or paid content (${mark}): advertising, not independent coverage`, scope: 'piece' });
  const label = labelIn(page);
  if (label) return paid(`labelled "${label}"`);
  const section = url.pathname
    .split('/')
    .map((segment) => fold(decodedPath(segment)))
    .find((segment) => SECTIONS.has(segment));
  if (section) return paid(`in the publisher's /${section}/ section`);
  const marker = PAID_MARKERS.find((word) => page.markers.includes(word));
  if (marker) return paid(`marked "${marker}" in the page`);
  const declared = declaredPaid(page);
  if (declared) return paid(declared);
  const keys = [...handleKeys(matcher), ...affiliations.filter((affiliation) => affiliation.length >= 4)];
  // A strong relation discloses the piece wherever it stands, but only in a sentence about the piece.
  // A credit counts in a short line at the top or the foot, a kicker; in a longer paragraph at the
  // foot only in a sentence about the piece.
  const short = (paragraph: string) => wordsIn(paragraph) <= 2 * LABEL_MAX_WORDS;
  const foot = footLines(page);
  const lines = [page.title ?? '', ...page.paragraphs.slice(0, 4).filter(short), ...foot.filter(short)].flatMap(sentencesOf);
  const notices = foot.flatMap(sentencesOf);
  for (const sentence of [page.title ?? '', ...page.paragraphs, ...foot].flatMap(sentencesOf)) {
    const line = lines.includes(sentence);
    const relation = boundRelation(sentence, STRONG, keys, true) ?? (line || notices.includes(sentence) ? boundRelation(sentence, CREDITS, keys, !line) : null);
    if (relation) return paid(`"${relation}" the subject or its organisation`);
  }
  const link = affiliateNotice(page) ? null : sponsoredLinkToSubject(page, keys);
  return link
    ? { reason: `a paid link to the subject (rel="sponsored" on "${link.text || link.href}"): advertising, not independent coverage`, scope: 'link' }
    : null;
}

/**
 * The publisher's notice at the foot of the page that the piece is not its own: it did not write
 * or edit it, or its issuer alone answers for it ("MarketPulse has not edited this content", "Für
 * den Inhalt ist allein das Unternehmen verantwortlich"). On a press release it marks a placement
 * bought through a distribution service. The notice names the piece ("this content", "ce texte"):
 * "outlets have not edited their coverage" is a sentence of a story.
 */
export function publisherDisclaimer(page: ReadPage): string | null {
  return (
    footLines(page).find((line) => {
      const words = wordsOf(line);
      return words.some((word) => PIECES.has(word)) && DISCLAIMERS.some((phrase) => indexOf(words, phrase) !== -1);
    }) ?? null
  );
}

/**
 * The publisher's notice, at the top or foot of the page, that the subject or an organisation its
 * site names sent the piece ("This content was submitted by X", "Texte transmis par X"): the
 * subject wrote it, whatever the page's byline says. The notice names the piece, so "photos
 * provided by X" credits nothing.
 */
export function submittedBy(page: ReadPage, matcher: NameMatcher, affiliations: readonly string[]): string | null {
  const keys = [...handleKeys(matcher), ...affiliations.filter((affiliation) => affiliation.length >= 4)];
  const lines = [...page.paragraphs.slice(0, 4), ...footLines(page)].flatMap(sentencesOf);
  return lines.find((sentence) => wordsOf(sentence).some((word) => PIECES.has(word)) && boundRelation(sentence, SUBMISSIONS, keys) !== null) ?? null;
}
