/**
 * Domain errors. Pure modules throw these; the HTTP, MCP and CLI edges translate
 * `kind` into a status code or exit code. The message is shown to the caller as is,
 * so it must say what was wrong and what to do about it.
 */
export type ErrorKind = 'invalid_input' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'payload_too_large' | 'rate_limited' | 'unavailable';

/** The HTTP status each kind answers with on REST (MCP reports the same number in its tool results). */
export const HTTP_STATUS: Record<ErrorKind, number> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalidInput = (message: string) => new DomainError('invalid_input', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);

/** Quota and throttle rejections carry when the caller may try again. */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** Which limit refused the call, for metrics: hourly, monthly, activation_hour, activation_day. */
    readonly limit: string,
  ) {
    super('rate_limited', message);
  }
}
