import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Schema } from './schema-arbitrary.js';

/** What the fuzzer holds every answer to. */
export type FindingKind =
  | 'status >= 500'
  | 'undocumented status'
  | 'error body not {"error": string}'
  | 'success body fails its schema'
  | 'tool result fails its outputSchema'
  | 'no answer in time'
  | 'run out of time';

export interface Finding {
  kind: FindingKind;
  operation: string;
  status: number;
  request: string;
  detail: string;
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats.default(ajv);
const compiled = new WeakMap<object, ValidateFunction>();

/** Null when `value` matches `schema`, else Ajv's first errors as text. */
export function schemaProblem(schema: Schema, value: unknown): string | null {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value) ? null : ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 400);
}

/** The one error shape; protocols with their own error body (JSON-RPC on /mcp) document another schema. */
const isErrorSchema = (schema: Schema | null) => !schema || JSON.stringify(Object.keys(schema.properties ?? {})) === '["error"]';

export function checkAnswer(input: {
  operation: string;
  request: string;
  status: number;
  body: unknown;
  isJson: boolean;
  documented: Map<number, Schema | null>;
}): Finding[] {
  const finding = (kind: FindingKind, detail: string): Finding => ({
    kind,
    operation: input.operation,
    status: input.status,
    request: input.request,
    detail: detail.slice(0, 600),
  });
  const found: Finding[] = [];
  if (input.status >= 500) found.push(finding('status >= 500', JSON.stringify(input.body)));
  if (!input.documented.has(input.status)) found.push(finding('undocumented status', JSON.stringify(input.body)));
  const schema = input.documented.get(input.status) ?? null;
  if (input.status >= 400) {
    if (isErrorSchema(schema)) {
      const body = input.body as Record<string, unknown> | null;
      const ok =
        input.isJson &&
        body !== null &&
        typeof body === 'object' &&
        Object.keys(body).join() === 'error' &&
        typeof body.error === 'string' &&
        body.error.length > 0;
      if (!ok) found.push(finding('error body not {"error": string}', typeof input.body === 'string' ? input.body : JSON.stringify(input.body)));
    } else if (schema) {
      const problem = schemaProblem(schema, input.body);
      if (problem) found.push(finding('error body not {"error": string}', problem));
    }
  } else if (schema && input.isJson) {
    const problem = schemaProblem(schema, input.body);
    if (problem) found.push(finding('success body fails its schema', problem));
  }
  return found;
}
