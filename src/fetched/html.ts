import { Parser, type Handler } from 'htmlparser2';

/**
 * Reads a fetched HTML page with a real, streaming HTML parser (htmlparser2: one linear pass, no
 * regexes over the markup). Work is capped: past MAX_INPUT characters the rest of the page is not
 * read, and lists stop growing at their caps, so a hostile page costs bounded time and memory.
 */

export const MAX_INPUT = 1_048_576;
const MAX_TEXT = 400_000;
const MAX_LINKS = 400;
const MAX_JSON_LD = 5;
const MAX_JSON_LD_CHARS = 100_000;
const MAX_FOOTER_LINES = 20;

export interface HtmlLink {
  href: string;
  rel: string;
  text: string;
}

export interface HtmlDocument {
  title: string | null;
  h1: string | null;
  /** Block text outside navigation, headers, footers, asides, scripts and forms. */
  paragraphs: string[];
  /** Lower-cased meta name or property -> content (first one wins). */
  meta: Record<string, string>;
  links: HtmlLink[];
  /** Parsed application/ld+json blocks (those that parse). */
  jsonLd: unknown[];
  /** Text of elements whose class or id names a byline or author. */
  bylines: string[];
  /** Class and id words seen on the page, lower-cased (paywall, sponsored...). */
  markers: string[];
  /** Block text inside footers, which the paragraphs leave out: where publishers put disclosures and imprints. */
  footer: string[];
  /** True when the input was cut at MAX_INPUT. */
  truncated: boolean;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'nav', 'header', 'footer', 'aside', 'template', 'svg', 'form', 'head', 'button', 'select']);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'section',
  'article',
  'main',
  'tr',
  'td',
  'th',
  'blockquote',
  'pre',
  'table',
  'dd',
  'dt',
  'figcaption',
  'time',
  'span',
]);
const BYLINE_WORDS = ['byline', 'author'];

const squash = (text: string) => text.split(/\s+/u).filter(Boolean).join(' ');

export function readHtml(input: string): HtmlDocument {
  const body = input.length > MAX_INPUT ? input.slice(0, MAX_INPUT) : input;
  const reader = new HtmlReader(body.length < input.length);
  const parser = new Parser(reader, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(body);
  parser.end();
  return reader.finish();
}

type Attributes = Record<string, string>;

/** An element whose text becomes one field of the document (a title, a link's text, a JSON-LD block...). */
interface Capture {
  kind: 'title' | 'h1' | 'script' | 'anchor' | 'byline';
  tag: string;
  depth: number;
  text: string;
  link?: HtmlLink;
}

/** Class and id words of an element, lower-cased: the page's markers and how bylines are found. */
const classWords = (attribs: Attributes) =>
  `${attribs['class'] ?? ''} ${attribs['id'] ?? ''}`
    .toLowerCase()
    .split(/[\s_-]+/u)
    .filter(Boolean);

/** Opening or closing these ends the paragraph being read. */
const endsParagraph = (name: string) => (BLOCKS.has(name) && name !== 'span') || name === 'footer';

/**
 * The parser's callbacks, which build the document in one pass: the parser reports tags and text
 * one at a time, so where the reader is (open tags, skipped regions, the element captured) is state.
 */
class HtmlReader implements Partial<Handler> {
  private readonly doc: HtmlDocument;
  private readonly stack: string[] = [];
  private readonly markers = new Set<string>();
  /** How many open elements hold no page text (scripts, navigation, footers...). */
  private skipped = 0;
  private current = '';
  private footerDepth = 0;
  private footerText = '';
  private textBudget = MAX_TEXT;
  private capture: Capture | null = null;

  constructor(truncated: boolean) {
    this.doc = { title: null, h1: null, paragraphs: [], meta: {}, links: [], jsonLd: [], bylines: [], markers: [], footer: [], truncated };
  }

  onopentag(name: string, attribs: Attributes): void {
    this.stack.push(name);
    const words = classWords(attribs);
    for (const word of words) if (this.markers.size < 200) this.markers.add(word);
    if (SKIPPED.has(name)) this.skipped += 1;
    if (name === 'footer') this.footerDepth += 1;
    if (endsParagraph(name)) this.flush();
    if (name === 'meta') this.readMeta(attribs);
    if ((name === 'a' || name === 'link') && attribs['href'] !== undefined) this.readLink(name, attribs['href'], attribs['rel']);
    this.capture ??= this.captureOf(name, attribs, words);
  }

  ontext(text: string): void {
    if (this.capture && this.capture.text.length < MAX_JSON_LD_CHARS) this.capture.text += text;
    // Inside a footer only: its own skipped children (a script, a nav of links) stay out.
    if (this.footerDepth > 0 && this.skipped === this.footerDepth && this.footerText.length < 2000) this.footerText += text;
    if (this.skipped > 0 || this.textBudget <= 0) return;
    const piece = text.length > this.textBudget ? text.slice(0, this.textBudget) : text;
    this.textBudget -= piece.length;
    this.current += piece;
  }

  onclosetag(name: string): void {
    if (this.capture && this.capture.tag === name && this.capture.depth === this.stack.length) this.finishCapture(this.capture);
    if (endsParagraph(name)) this.flush();
    if (SKIPPED.has(name)) this.skipped = Math.max(0, this.skipped - 1);
    if (name === 'footer') this.footerDepth = Math.max(0, this.footerDepth - 1);
    this.stack.pop();
  }

  finish(): HtmlDocument {
    this.flush();
    this.doc.markers = [...this.markers];
    return this.doc;
  }

  private flush(): void {
    const text = squash(this.current);
    if (text !== '') this.doc.paragraphs.push(text);
    this.current = '';
    const foot = squash(this.footerText);
    if (foot !== '' && this.doc.footer.length < MAX_FOOTER_LINES) this.doc.footer.push(foot.slice(0, 500));
    this.footerText = '';
  }

  private readMeta(attribs: Attributes): void {
    const { meta } = this.doc;
    const key = (attribs['name'] ?? attribs['property'] ?? attribs['itemprop'] ?? '').toLowerCase();
    if (key && attribs['content'] !== undefined && !Object.hasOwn(meta, key) && Object.keys(meta).length < 100)
      meta[key] = squash(attribs['content']).slice(0, 500);
  }

  private readLink(name: string, href: string, rel: string | undefined): void {
    if (this.doc.links.length >= MAX_LINKS) return;
    const link = { href: href.slice(0, 2048), rel: (rel ?? '').toLowerCase(), text: '' };
    this.doc.links.push(link);
    if (name === 'a' && !this.capture) this.capture = { kind: 'anchor', tag: name, depth: this.stack.length, text: '', link };
  }

  /** The field an opening element's text fills, when it fills one still empty. */
  private captureOf(name: string, attribs: Attributes, words: readonly string[]): Capture | null {
    const { doc } = this;
    const of = (kind: Capture['kind']): Capture => ({ kind, tag: name, depth: this.stack.length, text: '' });
    if (name === 'title' && doc.title === null) return of('title');
    if (name === 'h1' && doc.h1 === null) return of('h1');
    if (name === 'script' && (attribs['type'] ?? '').toLowerCase() === 'application/ld+json' && doc.jsonLd.length < MAX_JSON_LD) return of('script');
    if (words.some((word) => BYLINE_WORDS.includes(word)) && doc.bylines.length < 10) return of('byline');
    return null;
  }

  private finishCapture(done: Capture): void {
    const text = squash(done.text);
    if (done.kind === 'title') this.doc.title = text || null;
    else if (done.kind === 'h1') this.doc.h1 = text || null;
    else if (done.kind === 'anchor' && done.link) done.link.text = text.slice(0, 200);
    else if (done.kind === 'byline' && text) this.doc.bylines.push(text.slice(0, 200));
    else if (done.kind === 'script') {
      try {
        this.doc.jsonLd.push(JSON.parse(done.text) as unknown);
      } catch {
        // A malformed JSON-LD block says nothing; the page is read without it.
      }
    }
    this.capture = null;
  }
}

/** True when the body looks like HTML: by media type, or by markup at its start. */
export function isHtml(contentType: string, body: string): boolean {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml') return true;
  const start = body.slice(0, 1000).trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}
