import { type TSchema } from '@sinclair/typebox';
import { ErrorBody } from '../contracts/common.js';

/** Error statuses an operation documents, with the condition each stands for in the OpenAPI description. */
export const ERROR_MEANINGS: Record<number, string> = {
  400: 'Malformed request: a URL with bad percent-encoding, or a body with malformed JSON, an unknown field, a wrong type or a value out of bounds.',
  401: 'Missing, malformed, unknown or revoked API key.',
  404: 'The referenced resource does not exist or belongs to another account.',
  409: 'The referenced resource does not allow this (the message says why).',
  413: 'Request body larger than the limit.',
  414: 'A path parameter is longer than 100 characters.',
  415: 'Body is not application/json.',
  429: 'Quota or throttle exceeded; see Retry-After and the RateLimit-* headers.',
  503: 'The database or a required dependency is unavailable; retry later.',
  500: 'Internal fault (never caused by request content); the message quotes the request id.',
};

/** Response map for a route: the success schema plus the documented error bodies. */
export function responses(ok: TSchema, errors: number[], okStatus = 200): Record<number, TSchema> {
  const map: Record<number, TSchema> = { [okStatus]: ok };
  for (const status of [...errors, 500]) map[status] = { ...ErrorBody, description: ERROR_MEANINGS[status] ?? 'Error.' };
  return map;
}

/** Errors every bearer POST route can answer with. */
export const BEARER_POST_ERRORS = [400, 401, 413, 415, 429, 503];
export const BEARER_GET_ERRORS = [401, 429, 503];
export const PUBLIC_POST_ERRORS = [400, 413, 415, 429, 503];

export const bearerSecurity = [{ bearerAuth: [] }];
