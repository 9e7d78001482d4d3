/**
 * Connection-level failures from pg and a locked SQLite file: the database is away for a moment.
 * Every surface answers them with a 503 and this message, and the request log records the same.
 */
export const DATABASE_UNAVAILABLE = 'the service database is unavailable right now; retry in a few seconds';

const CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  'SQLITE_BUSY',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return (
    (typeof code === 'string' && CODES.has(code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message)
  );
}
