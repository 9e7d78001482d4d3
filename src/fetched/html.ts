import { Parser } from 'htmlparser2';

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
  const doc: HtmlDocument = {
    title: null,
    h1: null,
    paragraphs: [],
    meta: {},
    links: [],
    jsonLd: [],
    bylines: [],
    markers: [],
    footer: [],
    truncated: body.length < input.length,
  };
  const stack: string[] = [];
  let skipped = 0;
  let current = '';
  let footerDepth = 0;
  let footerText = '';
  let textBudget = MAX_TEXT;
  let capture: { kind: 'title' | 'h1' | 'script' | 'anchor' | 'byline'; tag: string; depth: number; text: string; extra?: HtmlLink } | null = null;
  const markers = new Set<string>();

  const flush = () => {
    const text = squash(current);
    if (text !== '') doc.paragraphs.push(text);
    current = '';
    const foot = squash(footerText);
    if (foot !== '' && doc.footer.length < MAX_FOOTER_LINES) doc.footer.push(foot.slice(0, 500));
    footerText = '';
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        stack.push(name);
        const words = `${attribs['class'] ?? ''} ${attribs['id'] ?? ''}`
          .toLowerCase()
          .split(/[\s_-]+/u)
          .filter(Boolean);
        for (const word of words) if (markers.size < 200) markers.add(word);
        if (SKIPPED.has(name)) skipped += 1;
        if (name === 'footer') footerDepth += 1;
        if ((BLOCKS.has(name) && name !== 'span') || name === 'footer') flush();
        if (name === 'meta') {
          const key = (attribs['name'] ?? attribs['property'] ?? attribs['itemprop'] ?? '').toLowerCase();
          if (key && attribs['content'] !== undefined && !Object.hasOwn(doc.meta, key) && Object.keys(doc.meta).length < 100)
            doc.meta[key] = squash(attribs['content']).slice(0, 500);
        }
        if ((name === 'a' || name === 'link') && attribs['href'] !== undefined && doc.links.length < MAX_LINKS) {
          const link = { href: attribs['href'].slice(0, 2048), rel: (attribs['rel'] ?? '').toLowerCase(), text: '' };
          doc.links.push(link);
          if (name === 'a' && !capture) capture = { kind: 'anchor', tag: name, depth: stack.length, text: '', extra: link };
        }
        if (capture) return;
        if (name === 'title' && doc.title === null) capture = { kind: 'title', tag: name, depth: stack.length, text: '' };
        else if (name === 'h1' && doc.h1 === null) capture = { kind: 'h1', tag: name, depth: stack.length, text: '' };
        else if (name === 'script' && (attribs['type'] ?? '').toLowerCase() === 'application/ld+json' && doc.jsonLd.length < MAX_JSON_LD)
          capture = { kind: 'script', tag: name, depth: stack.length, text: '' };
        else if (words.some((word) => BYLINE_WORDS.includes(word)) && doc.bylines.length < 10)
          capture = { kind: 'byline', tag: name, depth: stack.length, text: '' };
      },
      ontext(text) {
        if (capture && capture.text.length < MAX_JSON_LD_CHARS) capture.text += text;
        // Inside a footer only: its own skipped children (a script, a nav of links) stay out.
        if (footerDepth > 0 && skipped === footerDepth && footerText.length < 2000) footerText += text;
        if (skipped > 0 || textBudget <= 0) return;
        const piece = text.length > textBudget ? text.slice(0, textBudget) : text;
        textBudget -= piece.length;
        current += piece;
      },
      onclosetag(name) {
        if (capture && capture.tag === name && capture.depth === stack.length) finishCapture(capture);
        if ((BLOCKS.has(name) && name !== 'span') || name === 'footer') flush();
        if (SKIPPED.has(name)) skipped = Math.max(0, skipped - 1);
        if (name === 'footer') footerDepth = Math.max(0, footerDepth - 1);
        stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function finishCapture(done: NonNullable<typeof capture>) {
    const text = squash(done.text);
    if (done.kind === 'title') doc.title = text || null;
    else if (done.kind === 'h1') doc.h1 = text || null;
    else if (done.kind === 'anchor' && done.extra) done.extra.text = text.slice(0, 200);
    else if (done.kind === 'byline' && text) doc.bylines.push(text.slice(0, 200));
    else if (done.kind === 'script') {
      try {
        doc.jsonLd.push(JSON.parse(done.text) as unknown);
      } catch {
        // A malformed JSON-LD block says nothing; the page is read without it.
      }
    }
    capture = null;
  }

  parser.write(body);
  parser.end();
  flush();
  doc.markers = [...markers];
  return doc;
}

/** True when the body looks like HTML: by media type, or by markup at its start. */
export function isHtml(contentType: string, body: string): boolean {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml') return true;
  const start = body.slice(0, 1000).trimStart().toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}
