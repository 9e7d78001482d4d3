import { createHash } from 'node:crypto';
import { DomainError, invalidInput } from '../errors.js';
import type { IdempotencyStore } from '../store/idempotency-store.js';
import { DAY_MS } from '../time-units.js';

/** How long a key's first response is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = DAY_MS;

const KEY = /^[\x21-\x7e]{1,255}$/;

/** Reads the Idempotency-Key header: 1 to 255 visible ASCII characters, or absent. */
export function idempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (!KEY.test(header)) throw invalidInput('Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID works well)');
  return header;
}

/** Same operation and same parameters, whatever the order of their fields. */
export function requestHash(operationId: string, input: unknown): string {
  return createHash('sha256').update(operationId).update('\n').update(canonicalJson(input)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The first response to this key, to send again. */
export interface Replay {
  status: number;
  body: string;
}

/**
 * Stripe's semantics: the first call with a key runs and its response (success or the handler's
 * own 4xx) is kept; a retry with the same key and parameters gets that response again without
 * running anything; the same key with other parameters is a 409; a key whose first call is still
 * running is a 409 too. A call that failed on the server's side releases the key.
 */
export async function claimKey(store: IdempotencyStore, claim: Parameters<IdempotencyStore['claim']>[0]): Promise<Replay | null> {
  const found = await store.claim(claim);
  if (found === 'claimed') return null;
  if (found.operationId !== claim.operationId || found.requestHash !== claim.requestHash) {
    throw new DomainError(
      'conflict',
      `Idempotency-Key "${claim.key}" was already used with different parameters (or another operation) until ${found.expiresAt}; use a new key for a new request`,
    );
  }
  if (!found.result)
    throw new DomainError('conflict', `a request with Idempotency-Key "${claim.key}" is still being processed; retry in a moment to get its response`);
  return found.result;
}
