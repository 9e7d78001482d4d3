import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { expect } from 'vitest';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

/** Asserts that `value` validates against the contract schema `schema`. */
export function expectValid(schema: TSchema, value: unknown): void {
  const validate = ajv.getSchema(schema.$id ?? '') ?? ajv.compile(schema);
  const ok = validate(value);
  expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
  expect(ok).toBe(true);
}
