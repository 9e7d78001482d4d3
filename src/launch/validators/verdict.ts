/** Result of checking one document's content: observations plus the problems that fail it. */
export interface ContentVerdict {
  ok: boolean;
  evidence: string[];
  problems: string[];
}

export const verdict = (evidence: string[], problems: string[]): ContentVerdict => ({ ok: problems.length === 0, evidence, problems });

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Parses JSON text; returns undefined (not a throw) when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What a forgiving reader removes before parsing: comments and commas before a closing bracket, which strict JSON clients reject. */
function withoutCommentsAndTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (inString) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
      continue;
    } else if (char === ',' && /^\s*[}\]]/u.test(text.slice(i + 1, i + 200))) continue;
    out += char;
  }
  return out;
}

/**
 * Parses JSON text strictly, and when that fails, as a forgiving reader would (comments and trailing
 * commas removed), so the problems behind a syntax error are found too. `lenient` says the strict parse failed.
 */
export function parseJsonLeniently(text: string): { value: unknown; lenient: boolean } {
  const strict = parseJson(text);
  if (strict !== undefined) return { value: strict, lenient: false };
  // Twice: a comma before a comment before the bracket is a trailing comma once the comment is gone.
  return { value: parseJson(withoutCommentsAndTrailingCommas(withoutCommentsAndTrailingCommas(text))), lenient: true };
}
