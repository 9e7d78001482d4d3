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
