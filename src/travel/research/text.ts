/** Small text helpers for provider payloads: nothing from a provider reaches a response unchecked. */

export { clip } from '../../text/clip.js';

/** Search APIs mark matches with <strong> and escape entities; evidence carries plain text. */
export function stripTags(text: string): string {
  return text
    .replace(/<[^>]{0,200}>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An absolute http(s) URL of sane length, or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Government, park and tourism-board hosts get medium confidence; anything else low. */
export function officialLooking(url: string): boolean {
  const host = new URL(url).hostname;
  return /(^|\.)(gov|gouv\.fr|gob\.[a-z]{2}|go\.jp|gc\.ca|canada\.ca)$|\.gov\.[a-z]{2}$|(^|[.-])(visit|tourism|turismo|tourisme|nps)[a-z-]*\./.test(host);
}
