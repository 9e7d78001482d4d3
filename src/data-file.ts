import { readFileSync } from 'node:fs';
import type { Static, TSchema } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * Reads a curated JSON data file shipped with svc and validates it against its schema.
 * A broken data file is a build defect, so this throws with the first problems named.
 */
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);

export function readDataFile<S extends TSchema>(path: string, schema: S): Static<S> {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const validate = ajv.compile<Static<S>>(schema);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(file)'} ${e.message ?? 'is invalid'}`);
    throw new Error(`data file ${path} is invalid: ${problems.join('; ')}`);
  }
  return data;
}
