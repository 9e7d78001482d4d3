/**
 * Checks every surface applies to input before an operation sees it: the server's Ajv on routes and
 * the operations' own validator (MCP, A2A, CLI) word their errors the same way.
 */
import { inPlanningYears, PLANNING_YEARS_TEXT } from './planning-years.js';

/**
 * Route schemas are used inline; nested `$id`s (kept in the contracts for documentation) would
 * make Ajv see one id twice across routes, so they are removed from a copy.
 */
export function withoutIds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withoutIds) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Record<string | symbol, unknown>;
  const out: Record<string | symbol, unknown> = {};
  for (const [key, value] of Object.entries(source)) if (key !== '$id') out[key] = withoutIds(value);
  // TypeBox marks schemas with symbol keys; keep them so TypeBox still recognizes the copy.
  for (const sym of Object.getOwnPropertySymbols(source)) out[sym] = source[sym];
  return out as T;
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

/** Whether any string or key in a value contains U+0000 (an explicit stack: bodies may nest deeply). */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      for (const item of next) pending.push(item);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}
