import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { withoutIds } from '../../src/contracts/input-checks.js';
import { OPERATIONS } from '../../src/operations/index.js';

/**
 * The operations' input schemas are constants, so the validator (src/operations/validate.ts)
 * compiles them without checking each against the JSON Schema meta-schema at run time; here
 * every one is checked once.
 */
describe('operation input schemas', () => {
  const ajv = new Ajv({ strict: false });

  it.each(OPERATIONS.map((op) => [op.id, op.input] as const))('%s is a valid JSON Schema', (_id, schema) => {
    expect(ajv.validateSchema(withoutIds(schema)), ajv.errorsText()).toBe(true);
  });

  it('would refuse a schema the meta-schema rejects (the check bites)', () => {
    expect(ajv.validateSchema({ type: 'object', properties: { n: { type: 'integr' } } })).toBe(false);
  });
});
