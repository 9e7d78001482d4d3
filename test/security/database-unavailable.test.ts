import { describe, expect, it } from 'vitest';
import { statusOf } from '../../src/operations/invoke.js';

/** The request log records the status the caller got: a database away is a 503 there too, not a 500. */
describe('a database that is away for a moment', () => {
  it('is a 503 for every surface and the request log, while a fault of ours stays a 500', () => {
    expect(statusOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(503);
    expect(statusOf(new Error('Connection terminated unexpectedly'))).toBe(503);
    expect(statusOf(new Error('timeout exceeded when trying to connect'))).toBe(503);
    expect(statusOf(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(503);
    expect(statusOf(new TypeError('Cannot read properties of undefined'))).toBe(500);
    expect(statusOf('not an error')).toBe(500);
  });
});
