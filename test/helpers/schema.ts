import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { expect } from 'vitest';

/** One Ajv for checking domain outputs against their contracts: all errors, formats on. */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

const compiled = new WeakMap<TSchema, ValidateFunction>();

export function compileSchema(schema: TSchema): ValidateFunction {
  const known = compiled.get(schema) ?? (schema.$id ? ajv.getSchema(schema.$id) : undefined);
  const validate = known ?? ajv.compile(schema);
  compiled.set(schema, validate);
  return validate;
}

/** Asserts that `value` validates against `schema`, showing Ajv's errors when it does not. */
export function expectValid(schema: TSchema, value: unknown): void {
  const validate = compileSchema(schema);
  const ok = validate(value);
  expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
  expect(ok).toBe(true);
}
