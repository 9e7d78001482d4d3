import { isHtml, MAX_INPUT, readHtml, type HtmlDocument } from '../fetched/html.js';

/**
 * A fetched evidence page as text plus the metadata that says who published and wrote it: what
 * the HTML reader finds, its first heading as the headline. A plain-text page has paragraphs and a
 * title only.
 */
export type ReadPage = Omit<HtmlDocument, 'h1' | 'truncated'> & { headline: string | null };

/** Paragraphs of plain text or markdown: runs of non-blank lines, heading marks dropped. */
function textParagraphs(body: string): string[] {
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (trimmed === '') {
      if (current.length > 0) paragraphs.push(current.join(' '));
      current = [];
    } else current.push(trimmed.startsWith('#') ? trimmed.replace(/^#+/u, '').trim() : trimmed);
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs.map((paragraph) => paragraph.split(/\s+/u).filter(Boolean).join(' ')).filter((paragraph) => paragraph !== '');
}

export function readPage(body: string, contentType: string): ReadPage {
  if (isHtml(contentType, body)) {
    const { h1, truncated: _truncated, ...read } = readHtml(body);
    return { ...read, headline: h1 };
  }
  const paragraphs = textParagraphs(body.slice(0, MAX_INPUT));
  const heading = body.split('\n', 50).find((line) => line.startsWith('# '));
  return { title: heading ? heading.slice(2).trim() : null, headline: null, paragraphs, meta: {}, links: [], jsonLd: [], bylines: [], markers: [], footer: [] };
}

export const wordsIn = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** JSON-LD nodes, flattening @graph arrays and top-level arrays. */
export function jsonLdNodes(page: ReadPage): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3 || nodes.length > 50) return;
    if (Array.isArray(value)) value.forEach((entry) => visit(entry, depth + 1));
    else if (value !== null && typeof value === 'object') {
      nodes.push(value as Record<string, unknown>);
      visit((value as Record<string, unknown>)['@graph'], depth + 1);
    }
  };
  page.jsonLd.forEach((value) => visit(value, 0));
  return nodes;
}

/** Names found in a JSON-LD value that may be a string, an object with a name, or a list of them. */
export function namesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(namesIn).slice(0, 10);
  if (value !== null && typeof value === 'object' && typeof (value as Record<string, unknown>)['name'] === 'string')
    return [(value as Record<string, string>)['name'] as string];
  return [];
}

/** An address's path decoded, or as written when it holds a "%" that escapes nothing ("/sales-up-40%-in-2026"). */
export function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Lower-case words only, joined by single spaces. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A title's segments: "Acme announces X | Press release | Acme" holds the label "Press release" as a whole segment. */
export const titleSegments = (title: string) => title.split(/\s[|–—-]\s|[|:]/u).map((segment) => segment.trim());

/** Where the publisher's name closing a title starts: its last " | ", " - " or " — " ("Acme opens a plant | Daily News"). */
const PUBLISHER_SEPARATOR = /\s[|–—-]\s(?!.*\s[|–—-]\s)/u;

/** The title without the publisher's name that closes it: what it says of the piece, not who published it. */
export function titleWithoutPublisher(title: string): string {
  const separator = PUBLISHER_SEPARATOR.exec(title);
  return separator && separator.index > 0 ? title.slice(0, separator.index).trim() : title;
}

/**
 * The first of `labels` (lower-case genre names: "press release", "obituaries") the page carries
 * where publishers put labels, as the whole of a label: a segment of its title, a line that is the
 * label alone (a kicker or a section name), or a segment of its address's path. Never a word of a
 * sentence or a headline reporting on such a piece, nor one item of a menu line.
 */
export function genreLabel(page: ReadPage, pathname: string, labels: readonly string[]): string | null {
  const places = new Set(
    [
      ...titleSegments(page.title ?? ''),
      ...page.paragraphs,
      ...decodedPath(pathname)
        .split('/')
        .map((segment) => segment.replace(/\.\w+$/u, '')),
    ].map(plain),
  );
  return labels.find((label) => places.has(label)) ?? null;
}
