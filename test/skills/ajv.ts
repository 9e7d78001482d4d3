import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';

/** Compiles a contract schema the way the brief asks: strict off, all errors, formats on. */
export const compileSchema = (schema: TSchema): ValidateFunction => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv.compile(schema);
};
