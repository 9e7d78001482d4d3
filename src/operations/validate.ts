import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { invalidInput } from '../errors.js';
import { planningDateFormats, unstorableCharacter, validationMessage, withoutIds, type ValidationItem } from '../contracts/input-checks.js';
import type { Operation } from './types.js';

/**
 * One validator for every surface, with the options the REST edge always had: unknown fields
 * are rejected, never stripped; JSON types are never coerced; declared defaults are filled in.
 * The operations' schemas are constants, checked against the JSON Schema meta-schema by a test
 * (test/foundation/operation-schemas.test.ts), not by compiling the meta-schema in every process.
 */
const ajv = new Ajv({ removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, strict: false, validateSchema: false });
addFormats.default(ajv);
planningDateFormats(ajv);

const compiled = new WeakMap<TSchema, ValidateFunction>();

function validatorFor(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(withoutIds(schema));
    compiled.set(schema, validate);
  }
  return validate;
}

/** Checks (and fills defaults into) an operation's input; a 400 names the first problem. */
export function validateInput(operation: Operation, input: unknown): void {
  // PostgreSQL can neither store nor compare text holding U+0000 or an unpaired surrogate; no field means either.
  const unstorable = unstorableCharacter(input);
  if (unstorable) throw invalidInput(`the input contains ${unstorable}; remove it`);
  const validate = validatorFor(operation.input);
  if (validate(input)) return;
  const context = operation.method === 'GET' ? 'params' : 'body';
  throw invalidInput(validationMessage(context, (validate.errors ?? []) as ValidationItem[]));
}
