/**
 * Checks every surface applies to input before an operation sees it: the server's Ajv on routes and
 * the operations' own validator (MCP, A2A, CLI) word their errors the same way.
 */
import { inPlanningYears, PLANNING_YEARS_TEXT } from './planning-years.js';

/**
 * Copies made by withoutIds, by original. The contracts compose their schemas from shared parts (an
 * error, a place, an amount of money appear in most routes' answers), so copying each part once
 * and sharing the copy as the original was shared spares rebuilding them for every route at start.
 */
const copies = new WeakMap<object, unknown>();

/**
 * Route schemas are used inline; nested `$id`s (kept in the contracts for documentation) would
 * make Ajv see one id twice across routes, so they are removed from a copy.
 */
export function withoutIds<T>(schema: T): T {
  if (schema === null || typeof schema !== 'object') return schema;
  const known = copies.get(schema);
  if (known !== undefined) return known as T;
  const copy = Array.isArray(schema) ? schema.map(withoutIds) : copyWithoutId(schema as Record<string | symbol, unknown>);
  copies.set(schema, copy);
  return copy as T;
}

function copyWithoutId(source: Record<string | symbol, unknown>): Record<string | symbol, unknown> {
  const out: Record<string | symbol, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (key !== '$id') out[key] = withoutIds(value);
  // TypeBox marks schemas with symbol keys; keep them so TypeBox still recognizes the copy.
  for (const sym of Object.getOwnPropertySymbols(source)) out[sym] = source[sym];
  return out;
}

const DATE_FORMATS = new Set(['date', 'date-time']);

/** The format checks of ajv-formats for `date` and `date-time`, narrowed to the planning years. */
interface FormatRegistry {
  formats: Record<string, unknown>;
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}
export function planningDateFormats<T extends FormatRegistry>(ajv: T): T {
  for (const name of DATE_FORMATS) {
    const base = ajv.formats[name] as { validate: (value: string) => boolean } | undefined;
    if (!base) throw new Error(`ajv-formats must be added before the planning-year ${name} format`);
    ajv.addFormat(name, { type: 'string', validate: (value) => base.validate(value) && inPlanningYears(value) });
  }
  return ajv;
}

export interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** One readable sentence from Ajv's first error, naming the field and what is expected. */
export function validationMessage(context: string, errors: ValidationItem[]): string {
  const first = errors[0];
  if (!first) return `invalid ${context}`;
  const at = `${context}${first.instancePath.replace(/\//g, '.')}`;
  switch (first.keyword) {
    case 'additionalProperties':
      return `${at} has unknown field "${String(first.params.additionalProperty)}"; remove it (see /openapi.json for the accepted fields)`;
    case 'required':
      return `${at} is missing required field "${String(first.params.missingProperty)}"`;
    case 'type':
      return `${at} must be ${String(first.params.type)}`;
    case 'enum':
      return `${at} must be one of: ${(first.params.allowedValues as unknown[]).join(', ')}`;
    case 'format':
      return DATE_FORMATS.has(String(first.params.format))
        ? `${at} must be a valid ${String(first.params.format)} (YYYY-MM-DD) in ${PLANNING_YEARS_TEXT}`
        : `${at} must be a valid ${String(first.params.format)}`;
    default:
      return `${at} ${first.message ?? 'is invalid'}`;
  }
}

/** A UTF-16 surrogate without its pair: not text in any encoding, and PostgreSQL's jsonb refuses its escape. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What in a string no text field means and PostgreSQL cannot store, described for an error message; null when none. */
function unstorableIn(text: string): string | null {
  if (text.includes('\u0000')) return 'the NUL character (\\u0000 or %00)';
  if (UNPAIRED_SURROGATE.test(text)) return 'an unpaired UTF-16 surrogate (\\ud800-\\udfff without its pair)';
  return null;
}

/**
 * The first character in any string or key of a value that no field means and PostgreSQL cannot
 * store or compare (U+0000, an unpaired surrogate), described; null when there is none. An
 * explicit stack: bodies may nest deeply.
 */
export function unstorableCharacter(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      const found = unstorableIn(next);
      if (found) return found;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        const found = unstorableIn(key);
        if (found) return found;
        pending.push(inner);
      }
    }
  }
  return null;
}
