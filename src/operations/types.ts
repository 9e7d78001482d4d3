import type { Static, TSchema } from '@sinclair/typebox';
import type { AreaTag } from './areas.js';
import type { Caller } from './caller.js';
import type { Services } from './services.js';

/**
 * What every surface needs to know about one operation. REST routes, MCP tools, CLI commands,
 * the OpenAPI description, /llms.txt and the docs' tables are all generated from these.
 */
export interface OperationSpec<I extends TSchema = TSchema, O extends TSchema = TSchema> {
  /** Stable id, also the OpenAPI operationId. */
  id: string;
  method: 'GET' | 'POST';
  /** Fastify path syntax (`:id` for a path parameter). */
  path: string;
  /** Request body for POST, path parameters for GET (an object schema either way). */
  input: I;
  output: O;
  /** Status of a success (200 unless the operation creates something the caller owns). */
  okStatus?: 200 | 201;
  /** Error statuses beyond the ones its auth and method imply (e.g. 404). */
  errors?: number[];
  auth: 'bearer' | 'public';
  /** 'consume': one request of the key's quota; 'none': authenticated but free. */
  quota: 'consume' | 'none';
  /** Keyless calls limited per client address per hour (endpoints that fetch other sites). */
  publicLimit?: 'fetch';
  /** Accepts an Idempotency-Key header (POSTs that create records). */
  idempotent?: boolean;
  /** Its area: the OpenAPI tag and the API reference page it is on (src/operations/areas.ts). */
  tag: AreaTag;
  summary: string;
  description: string;
  /** The MCP tool, when the operation is one. `name` is the published name (dots allowed). */
  tool?: { name: string; title: string; description: string; openWorld: boolean };
  /** The CLI command: words after `svc`, and how its argument becomes the input. */
  cli?: { command: string; argument: 'json' | 'optional-json' | 'none' | { param: string } | { words: string } };
  /** Stores something (false: a read, safe to repeat). */
  writes?: boolean;
  /**
   * Whether each call is kept in the request log (default true). Only free reads of the caller's
   * own state opt out: agents poll them, and the log is what callers did with the service.
   */
  logged?: boolean;
}

/** Per-call context a handler sees. */
export interface CallContext {
  requestId: string;
  now: Date;
  /** The client's address (from the proxy chain when trusted); only ever stored as an HMAC. */
  clientAddress: string;
  caller: Caller | null;
  services: Services;
  /** Facts the request record keeps about the answer. */
  facts: { matchStatus?: string; commercialNextStepPresented?: boolean };
}

/**
 * A body the handler already serialised (large travel answers, answers kept between calls): every
 * surface sends these bytes as they are instead of serialising the object again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

export type Handler<I extends TSchema, O extends TSchema> = (input: Static<I>, ctx: CallContext) => Promise<Static<O> | JsonText> | Static<O> | JsonText;

export interface Operation<I extends TSchema = TSchema, O extends TSchema = TSchema> extends OperationSpec<I, O> {
  handler: Handler<I, O>;
}

/** Keeps the input and output types tied to the schemas of one definition. */
export function defineOperation<I extends TSchema, O extends TSchema>(operation: Operation<I, O>): Operation {
  return operation as unknown as Operation;
}
