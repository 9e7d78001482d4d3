import { DomainError, HTTP_STATUS, RateLimitedError, type ErrorKind } from '../errors.js';
import { authenticate, type Caller } from './caller.js';
import { claimKey, IDEMPOTENCY_TTL_MS, idempotencyKey, requestHash, type Replay } from './idempotency.js';
import { chargeAddress, chargeKey, keyRateLimitHeaders, ThrottledError, type Charge } from './limits.js';
import type { Services } from './services.js';
import { JsonText, type CallContext, type Operation } from './types.js';
import { validateInput } from './validate.js';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './unavailable.js';

/** Who is calling and over which surface; the same for REST, MCP and A2A. */
export interface Call {
  surface: 'REST' | 'MCP' | 'A2A';
  requestId: string;
  clientAddress: string;
  /** The Authorization header as sent (REST), or the MCP POST's. */
  authorization: string | undefined;
  /** Set when the surface already authenticated this key (MCP does once per POST). */
  caller?: Caller | null;
  /** The Idempotency-Key header as sent (honoured on operations that create records). */
  idempotencyKey?: string;
}

interface OutcomeBase {
  status: number;
  /** Rate-limit and replay header fields for the HTTP response. */
  headers: Record<string, string>;
  caller: Caller | null;
}

export interface Success extends OutcomeBase {
  ok: true;
  body: unknown;
  /** The body as JSON when it already exists as text (handler-serialised or replayed). */
  json: string | null;
  /** Given back by the surface if it still fails to send the answer. */
  charge: Charge | null;
}

export interface Failure extends OutcomeBase {
  ok: false;
  error: Error;
  /** The message the caller sees (an internal fault never shows its own message). */
  message: string;
}

export type Outcome = Success | Failure;

/** The status an error answers with: a DomainError its own, a database away 503, anything else is a fault of ours. */
export function statusOf(error: unknown): number {
  if (error instanceof DomainError) return HTTP_STATUS[error.kind];
  return isDatabaseUnavailable(error) ? 503 : 500;
}

export function isServerSide(status: number): boolean {
  return status >= 500;
}

/**
 * Runs one operation for one call, the same way for every surface: authenticate, validate the
 * input, honour an Idempotency-Key, count the request against the key (or the client address),
 * run the handler, and record the request before the answer leaves. A failure on the server's
 * side (5xx) gives the counted request back. Never throws: the outcome says what happened.
 */
export async function invoke(services: Services, operation: Operation, call: Call, input: unknown): Promise<Outcome> {
  const now = services.now();
  const headers: Record<string, string> = {};
  const facts: CallContext['facts'] = {};
  let caller: Caller | null = call.caller ?? null;
  let charge: Charge | null = null;
  let claimed: { accountId: string; key: string } | null = null;
  try {
    if (operation.auth === 'bearer' && !caller) caller = await authenticate(services, call.authorization, now);
    validateInput(operation, input);
    const key = operation.idempotent ? idempotencyKey(call.idempotencyKey) : undefined;
    if (caller && key) {
      const claim = {
        accountId: caller.accountId,
        key,
        operationId: operation.id,
        requestHash: requestHash(operation.id, input),
        now,
        ttlMs: IDEMPOTENCY_TTL_MS,
      };
      const replay = await claimKey(services.store.idempotency, claim);
      if (replay) return replayed(replay, call.requestId, Object.assign(headers, keyRateLimitHeaders(caller.quota, now)), caller);
      claimed = { accountId: caller.accountId, key };
    }
    if (operation.publicLimit) {
      const admission = await chargeAddress(services, operation.publicLimit, call.clientAddress, now);
      Object.assign(headers, admission.headers);
      charge = admission;
    }
    if (caller && operation.quota === 'consume') charge = await chargeKey(services, caller, now);
    const result = await operation.handler(input as never, { requestId: call.requestId, now, clientAddress: call.clientAddress, caller, services, facts });
    const json = result instanceof JsonText ? result.text : null;
    const body = result instanceof JsonText ? null : result;
    const status = operation.okStatus ?? 200;
    if (claimed) await services.store.idempotency.complete(claimed.accountId, claimed.key, status, json ?? JSON.stringify(body));
    if (caller) {
      Object.assign(headers, keyRateLimitHeaders(caller.quota, now));
      await record(services, operation, call, caller, status, facts, now);
    }
    return { ok: true, status, body, json, headers, caller, charge };
  } catch (error) {
    const status = statusOf(error);
    // Bookkeeping after a failure must not replace the failure: a database that is down already
    // made it a 503, and its own errors say nothing new.
    await settle(async () => {
      if (isServerSide(status)) await charge?.refund();
      if (!claimed) return;
      if (isServerSide(status) || error instanceof RateLimitedError) await services.store.idempotency.release(claimed.accountId, claimed.key);
      else await services.store.idempotency.complete(claimed.accountId, claimed.key, status, JSON.stringify({ error: (error as Error).message }));
    });
    if (error instanceof ThrottledError) Object.assign(headers, error.headers);
    if (caller) {
      Object.assign(headers, keyRateLimitHeaders(caller.quota, now));
      const who = caller;
      await settle(() => record(services, operation, call, who, status, facts, now));
    }
    return failure(error, status, call.requestId, headers, caller);
  }
}

function failure(error: unknown, status: number, requestId: string, headers: Record<string, string>, caller: Caller | null): Failure {
  const message =
    error instanceof DomainError
      ? error.message
      : isDatabaseUnavailable(error)
        ? DATABASE_UNAVAILABLE
        : `internal error; quote request id ${requestId} if you report it`;
  return { ok: false, status, error: error as Error, message, headers, caller };
}

/** A kept response that was itself an error (the handler's own 4xx) is replayed as that error. */
function replayed(replay: Replay, requestId: string, headers: Record<string, string>, caller: Caller): Outcome {
  headers['idempotent-replayed'] = 'true';
  if (replay.status < 400)
    return { ok: true, status: replay.status, body: JSON.parse(replay.body) as unknown, json: replay.body, headers, caller, charge: null };
  const kind = (Object.keys(HTTP_STATUS) as ErrorKind[]).find((k) => HTTP_STATUS[k] === replay.status) ?? 'invalid_input';
  const message = (JSON.parse(replay.body) as { error: string }).error;
  return failure(new DomainError(kind, message), replay.status, requestId, headers, caller);
}

async function settle(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch {
    // see the caller
  }
}

async function record(
  services: Services,
  operation: Operation,
  call: Call,
  caller: Caller,
  status: number,
  facts: CallContext['facts'],
  now: Date,
): Promise<void> {
  if (operation.logged === false) return;
  await services.store.records.logRequest({
    id: call.requestId,
    account_id: caller.accountId,
    key_id: caller.keyId,
    method: call.surface === 'REST' ? operation.method : call.surface,
    endpoint: operation.path,
    status,
    traffic_type: caller.trafficType,
    commercial_next_step_presented: facts.commercialNextStepPresented ? 1 : 0,
    match_status: facts.matchStatus ?? null,
    created_at: now.toISOString(),
  });
}
