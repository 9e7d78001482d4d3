import { CliError, EXIT, exitCodeForStatus } from './errors.js';

export interface ApiDeps {
  baseUrl: string;
  apiKey: string | undefined;
  fetch: typeof fetch;
  /** Per-request timeout in milliseconds. */
  timeoutMs: number;
}

export interface ApiCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Bearer routes need SVC_API_KEY; activation does not. */
  auth: boolean;
}

/** A small HTTP client for the svc API that turns every failure into a CliError with its exit code. */
export class Api {
  constructor(private readonly deps: ApiDeps) {}

  get baseUrl(): string {
    return this.deps.baseUrl;
  }

  /** The parsed JSON body of a 2xx answer. */
  async call<T = unknown>(call: ApiCall): Promise<T> {
    const { status, body } = await this.send(call);
    if (status >= 200 && status < 300) return body as T;
    throw this.failure(call, status, body);
  }

  /** The status and parsed JSON body, whatever the status (for callers that branch on it). */
  async send(call: ApiCall): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {};
    if (call.auth) {
      if (!this.deps.apiKey)
        throw new CliError('SVC_API_KEY is not set: run "svc activate" (or use a dashboard key) and export SVC_API_KEY=svc_live_...', EXIT.auth);
      headers.authorization = `Bearer ${this.deps.apiKey}`;
    }
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const url = `${this.deps.baseUrl}${call.path}`;
    let response: Response;
    try {
      response = await this.deps.fetch(url, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(this.deps.timeoutMs),
      });
    } catch (err) {
      throw new CliError(`cannot reach ${this.deps.baseUrl} (${networkReason(err)}); check SVC_BASE_URL`, EXIT.network);
    }
    const text = await response.text();
    try {
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch {
      throw new CliError(`${call.method} ${url} answered ${response.status} with a body that is not JSON; is SVC_BASE_URL an svc server?`, EXIT.server);
    }
  }

  private failure(call: ApiCall, status: number, body: unknown): CliError {
    const message = typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : `HTTP ${status}`;
    if (status === 404 && message.startsWith('no such route')) {
      return new CliError(`${call.method} ${call.path.split('?')[0]} is not available on the server at ${this.deps.baseUrl} yet`, EXIT.server);
    }
    return new CliError(`${status}: ${message}`, exitCodeForStatus(status));
  }
}

function networkReason(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return 'timed out';
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
}
