/**
 * Plain text out of a fetched page, in paragraphs. Navigation, headers, footers, scripts and
 * styles are dropped so a name in a menu or footer does not count as coverage.
 */

const DROPPED_BLOCKS = /<(script|style|noscript|nav|header|footer|aside|template|svg)\b[\s\S]*?<\/\1\s*>/gi;
const BLOCK_BREAKS = /<\/?(p|div|li|ul|ol|h[1-6]|br|section|article|main|tr|td|th|blockquote|pre|table|dd|dt|figcaption)\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface PageText {
  title: string | null;
  paragraphs: string[];
}

const clean = (text: string) => decodeEntities(text).replace(/\s+/g, ' ').trim();

export function pageText(body: string, contentType: string): PageText {
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml' || /<html[\s>]/i.test(body.slice(0, 2000))) {
    const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? /<h1[^>]*>([\s\S]*?)<\/h1>/i.exec(body)?.[1];
    const text = body
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<head\b[\s\S]*?<\/head>/i, ' ')
      .replace(DROPPED_BLOCKS, ' ')
      .replace(BLOCK_BREAKS, '\n\n')
      .replace(/<[^>]+>/g, ' ');
    return { title: title ? clean(title.replace(/<[^>]+>/g, ' ')) || null : null, paragraphs: text.split(/\n\s*\n/).map(clean).filter((paragraph) => paragraph !== '') };
  }
  const paragraphs = body.split(/\r?\n\s*\r?\n/).map(clean).filter((paragraph) => paragraph !== '');
  const heading = /^#\s+(.+)$/m.exec(body)?.[1];
  return { title: heading ? clean(heading) : null, paragraphs };
}

export const wordCount = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the entity name as a whole phrase, case-insensitively, with flexible inner spacing. */
export function mentionPattern(name: string): RegExp {
  const phrase = name.trim().split(/\s+/).map(escapeRegex).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, 'giu');
}

export const countMentions = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
