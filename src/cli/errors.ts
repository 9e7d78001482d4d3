/**
 * Exit codes of the svc command. Stable: scripts and agents branch on them. `svc --help` and
 * /docs.md list the same table.
 */
export const EXIT = {
  ok: 0,
  /** Bad command line or input: unknown option, invalid JSON, a 400/404/413/415 from the API. */
  usage: 2,
  /** No key, or the API answered 401/403. */
  auth: 3,
  /** The API answered 429 (quota or throttle). */
  quota: 4,
  /** The server could not be reached (refused, DNS, timeout) or SVC_BASE_URL is wrong. */
  network: 5,
  /** The server failed (5xx, a non-JSON answer, or the operation is not deployed there). */
  server: 6,
  /** mcp-chain declined by the budget gate: no request was made. */
  budgetDeclined: 7,
  /** The command ran but the outcome is a failure: an eval case failed, a research job failed or did not finish in time. */
  failed: 8,
} as const;

export const EXIT_CODE_HELP = `Exit codes:
  0  success (a no_match answer is a success)
  2  usage or bad input: unknown option, invalid JSON, or the API answered 400/404/413/415
  3  authentication: SVC_API_KEY missing, or the API answered 401/403
  4  quota: the API answered 429 (the message says when it resets)
  5  network: the server could not be reached (check SVC_BASE_URL)
  6  server error: 5xx, a non-JSON answer, or the operation is not deployed on that server
  7  declined by the budget gate (mcp-chain --tool-budget-usd below the chain price; no request made)
  8  check failed: an eval case failed, or a research job failed or did not finish before --timeout`;

/** An error the command line reports as one line on stderr, exiting with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The exit code for an HTTP error status from the API. */
export function exitCodeForStatus(status: number): number {
  if (status === 401 || status === 403) return EXIT.auth;
  if (status === 429) return EXIT.quota;
  if (status >= 500) return EXIT.server;
  return EXIT.usage;
}
