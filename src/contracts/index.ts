import type { TSchema } from '@sinclair/typebox';
import * as accounts from './accounts.js';
import * as billing from './billing.js';
import { ErrorBody } from './common.js';
import * as goods from './goods.js';
import * as launch from './launch.js';
import * as mcp from './mcp.js';
import * as proof from './proof.js';
import * as skills from './skills.js';
import * as travel from './travel.js';

/** Every named contract schema, for /schema.json. Each area adds its module here. */
const modules: Array<Record<string, unknown>> = [accounts, travel, goods, skills, launch, proof, mcp, billing];

function isNamedSchema(value: unknown): value is TSchema & { $id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $id?: unknown }).$id === 'string';
}

export function namedSchemas(): Record<string, TSchema> {
  const out: Record<string, TSchema> = { ErrorBody };
  for (const mod of modules) for (const value of Object.values(mod)) if (isNamedSchema(value)) out[value.$id] = value;
  return out;
}
